import { Link } from 'react-router';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { buildPath } from '../../src/routes/index.ts';

/**
 * "Message": the way to write to an actor from her profile, her tile's preview and a chat's end
 * (issue 54 §2). It asks the messenger to open her conversation (`ui.writeTo`: opened, or created
 * by the platform; a visitor is asked to log in) and goes to the messenger, where it shows. The
 * messenger domain starts with its route; what was sent before waits for it (decision 0008).
 *
 * @example <WriteToButton actor={{ id: 3101, name: 'LanaLove' }} />
 */
export function WriteToButton({
  actor,
  className = 'button',
}: {
  actor: { id: number; name: string };
  className?: string;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <Link
      className={className}
      to={buildPath('messenger', language)}
      aria-label={t('actorPreview.writeToLabel', { name: actor.name })}
      onClick={() => engine.send('messenger', { type: 'ui.writeTo', actorId: actor.id })}
    >
      {t('actorPreview.writeTo')}
    </Link>
  );
}
