import type { SnapshotFrom } from 'xstate';
import { messengerMachine } from '../../../machines/messenger/messenger.machine.ts';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The Messenger feature's wiring: its services (live and demo) and its machines provided with them.
 * `system.ts` composes every feature's; this file is the feature's only door into the engine.
 */
// Scaffold: the feature's service interface (an empty interface until its calls exist).
export type MessengerServices = Record<never, never>;

/** The feature's actors by system id, as the views read them. */
export interface MessengerSnapshots {
  messenger: SnapshotFrom<typeof messengerMachine>;
  notifications: SnapshotFrom<typeof notificationsMachine>;
}

export function messengerActors(_wiring: Wiring, _services: MessengerServices | null) {
  return { messenger: messengerMachine, notifications: notificationsMachine };
}

export function liveMessengerServices(_deps: LiveDeps): MessengerServices {
  return {};
}

/** Answers at once with demo data: tests, tools and the benchmark run the real system on these. */
export function demoMessengerServices(): MessengerServices {
  return {};
}
