import { useTranslation } from '../../src/i18n/react.ts';
import { selectConnectionIndicator } from '../../machines/realtime/realtime.selectors.ts';
import { useOptionalSystemSelector } from '../../src/engine/react.tsx';

/**
 * Says honestly when the realtime connection is down: connecting, reconnecting or offline. The
 * machine holds it back for a short grace, so a fast reconnect never makes it flicker.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  // A visitor's page runs no connection (the root starts it with a logged-in guest's session).
  const indicator = useOptionalSystemSelector('realtime', selectConnectionIndicator, null);
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
