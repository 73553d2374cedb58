import { useTranslation } from '../../src/i18n/react.ts';
import { recommendationLayout } from '../../machines/actorProfile/recommendations.ts';
import { selectRecommendations } from '../../machines/messenger/messenger.selectors.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { stillOnline } from '../../machines/messenger/messenger.channels.ts';
import { NO_PRESENCE, selectPresence } from '../../machines/presence/presence.selectors.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { useFrameSelector } from './useFrameSelector.ts';
import { useMessengerSend } from './useMessenger.ts';

/**
 * Actors online now (seed 000 §9: 9 shown, 8 on phones), without the one the guest writes to
 * (`currentActorId`); one going offline leaves the row. Choosing one opens her conversation.
 */
export function Recommendations() {
  const { t } = useTranslation();
  const send = useMessengerSend();
  const mobile = useSystemSelector('shell', selectIsMobile);
  const presence = useOptionalSystemSelector('presence', selectPresence, NO_PRESENCE);
  const actors = stillOnline(useFrameSelector('messenger', selectRecommendations), presence);
  if (actors.length === 0) return null;
  const { shown } = recommendationLayout(mobile, 'grid');
  return (
    <section className="messenger-recommendations" aria-labelledby="messenger-recommended">
      <h2 id="messenger-recommended">{t('messenger.recommendations')}</h2>
      <ul>
        {actors.slice(0, shown).map((actor) => (
          <li key={actor.actorId}>
            <button
              type="button"
              className="messenger-recommended"
              aria-label={t('actorPreview.writeToLabel', { name: actor.actorName })}
              onClick={() => send({ type: 'ui.writeTo', actorId: actor.actorId })}
            >
              <span className="messenger-avatar" aria-hidden="true">
                {actor.actorName.slice(0, 1)}
                <span className="messenger-dot" data-online="" />
              </span>
              {actor.actorName}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
