import { useTranslation } from '../../src/i18n/react.ts';
import { selectConnectionIndicator } from '../../machines/realtime/realtime.selectors.ts';
import { selectConnectionAwaited } from '../../machines/app/lazyDomains.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';

/**
 * Says honestly when the realtime connection is down: connecting, reconnecting or offline. The
 * machine holds it back for a short grace, so a fast reconnect never makes it flicker.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  // A visitor's page runs no connection (the root starts it with a logged-in guest's session).
  const indicator = useOptionalSystemSelector('realtime', selectConnectionIndicator, null);
  // Asked for, its code not come yet (a slow or dropped network: the engine asks again until it
  // comes): "Connecting" too, shown after the machine's grace by the style sheet.
  const awaited = useSystemSelector('app', selectConnectionAwaited);
  const shown = indicator ?? (awaited ? 'connecting' : null);
  return (
    <div
      className="connection-indicator"
      role="status"
      aria-label={t('connection.label')}
      data-state={indicator ?? (awaited ? 'awaited' : 'live')}
    >
      {shown && (
        <span className="connection-pill">
          <span className="connection-dot" aria-hidden="true" />
          {t(`connection.${shown}`)}
        </span>
      )}
    </div>
  );
}
