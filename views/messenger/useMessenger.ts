import { useCallback } from 'react';
import { selectBalanceValue } from './viewSelectors.ts';
import type { MessengerEvent } from '../../machines/messenger/messenger.machine.ts';
import type { NotificationsEvent } from '../../machines/notifications/notifications.machine.ts';
import { useEngine } from '../../src/engine/react.tsx';

/** Sends the guest's intents to the messenger. */
export function useMessengerSend() {
  const engine = useEngine();
  return useCallback((event: MessengerEvent) => engine.send('messenger', event), [engine]);
}

/**
 * Reads the guest's balance when asked (a send takes it along): components that only need it on a
 * click do not render again for every balance push.
 */
export function useBalanceReader(): () => number {
  const engine = useEngine();
  return useCallback(() => {
    const guest = engine.get('guest');
    return guest ? selectBalanceValue(guest.getSnapshot()) : 0;
  }, [engine]);
}

export function useNotificationsSend() {
  const engine = useEngine();
  return useCallback((event: NotificationsEvent) => engine.send('notifications', event), [engine]);
}
