import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectAvsStatus } from '../../machines/avs/avs.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useGate } from './useGate.ts';
import './guest.css';

/**
 * Media marked `avsRequired`: the children (an `<img>`, a `<video>`) are rendered only once the
 * age check is accepted, so their URLs are never requested before; until then a placeholder with
 * the age-check button (or login first, for a visitor).
 *
 * @example
 * <AvsGate><img src={teaser.url} alt={teaser.title} /></AvsGate>
 */
export function AvsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemSelector('avs', selectAvsStatus);
  const gate = useGate('avsContent');
  if (gate.allowed) return <>{children}</>;
  return (
    <div className="avs-gate" role="group" aria-label={t('guest.avs.gated')}>
      <p>
        {status === null
          ? t('guest.avs.loading')
          : gate.reason === 'needLogin'
            ? t('guest.content.gatedLogin')
            : t('guest.avs.gated')}
      </p>
      {status !== null && status !== 'pending' && (
        <button type="button" className="button button-primary" onClick={gate.open}>
          {gate.reason === 'needLogin' ? t('guest.content.login') : t('guest.avs.verify')}
        </button>
      )}
      {status === 'pending' && <p className="avs-gate-pending">{t('guest.avs.pending')}</p>}
    </div>
  );
}
