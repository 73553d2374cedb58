import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectAvsStatus } from '../../machines/avs/avs.selectors.ts';
import { selectGateReason } from '../../machines/gating/gating.selectors.ts';
import type { RestrictionReason } from '../../machines/gating/gating.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import './guest.css';

/**
 * Media marked `avsRequired`: the children (an `<img>`, a `<video>`) are rendered only once the
 * age check is accepted, so their URLs are never requested before; until then a placeholder with
 * the age-check button (or login first, for a visitor). The gate decides (`selectGateReason`) and
 * opens what comes first (`ui.passRequested`).
 *
 * @example
 * <AvsGate><img src={teaser.url} alt={teaser.title} /></AvsGate>
 */
const selectMediaReason = selectGateReason('avsContent');
/** Until the session's domains run (the gate is the guest's child), the media stay behind it. */
const GATE_NOT_RUNNING: RestrictionReason = 'needAgeCheck';

export function AvsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const status = useOptionalSystemSelector('avs', selectAvsStatus, null);
  const reason = useOptionalSystemSelector('gating', selectMediaReason, GATE_NOT_RUNNING);
  if (reason === null) return <>{children}</>;
  const pass = () => engine.send('gating', { type: 'ui.passRequested', action: 'avsContent' });
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
        <button type="button" className="button button-primary" onClick={pass}>
          {reason === 'needLogin' ? t('guest.content.login') : t('guest.avs.verify')}
        </button>
      )}
      {status === 'pending' && <p className="avs-gate-pending">{t('guest.avs.pending')}</p>}
    </div>
  );
}
