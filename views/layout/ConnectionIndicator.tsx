import { useTranslation } from '../../src/i18n/react.ts';
import { selectConnectionIndicator } from '../../machines/realtime/realtime.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/**
 * Says honestly when the realtime connection is down: connecting, reconnecting or offline. The
 * machine holds it back for a short grace, so a fast reconnect never makes it flicker.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const indicator = useSystemSelector('realtime', selectConnectionIndicator);
  return (
    <div
      className="connection-indicator"
      role="status"
      aria-label={t('connection.label')}
      data-state={indicator ?? 'live'}
    >
      {indicator && (
        <span className="connection-pill">
          <span className="connection-dot" aria-hidden="true" />
          {t(`connection.${indicator}`)}
        </span>
      )}
    </div>
  );
}
