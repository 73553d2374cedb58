import { useCallback } from 'react';
import type { MessengerEvent } from '../../machines/messenger/messenger.machine.ts';
import type { NotificationsEvent } from '../../machines/notifications/notifications.machine.ts';
import { useEngine } from '../../src/engine/react.tsx';

/** Sends the guest's intents to the messenger. */
export function useMessengerSend() {
  const engine = useEngine();
  return useCallback((event: MessengerEvent) => engine.send('messenger', event), [engine]);
}

export function useNotificationsSend() {
  const engine = useEngine();
  return useCallback((event: NotificationsEvent) => engine.send('notifications', event), [engine]);
}
