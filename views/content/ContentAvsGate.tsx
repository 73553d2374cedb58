import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectAvsStatus } from '../../machines/avs/avs.selectors.ts';
import {
  selectMediaAllowed,
  selectMediaGateReason,
} from '../../machines/content/content.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import '../guest/guest.css';

/**
 * Media of the content pages marked `avsRequired`: rendered only once the age check is accepted
 * (like `AvsGate`, so their URLs are never requested before). Its button tells the content
 * machine, which opens the age-check box (`avs`, `es-avs` on Spanish pages) or the login and
 * awaits the acceptance, so the media appear without a reload. Whether they may be shown is the
 * content machine's standing answer from the gate (`avsContent`).
 */
export function ContentAvsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const status = useSystemSelector('avs', selectAvsStatus);
  const allowed = useSystemSelector('content', selectMediaAllowed);
  const reason = useSystemSelector('content', selectMediaGateReason);
  if (allowed) return <>{children}</>;
  return (
    <div className="avs-gate" role="group" aria-label={t('guest.avs.gated')}>
      <p>
        {status === null
          ? t('guest.avs.loading')
          : reason === 'needLogin'
            ? t('guest.content.gatedLogin')
            : t('guest.avs.gated')}
      </p>
      {status !== null && status !== 'pending' && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('content', { type: 'ui.verifyAge' })}
        >
          {reason === 'needLogin' ? t('guest.content.login') : t('guest.avs.verify')}
        </button>
      )}
      {status === 'pending' && <p className="avs-gate-pending">{t('guest.avs.pending')}</p>}
    </div>
  );
}
