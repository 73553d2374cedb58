import type { SnapshotFrom } from 'xstate';
import type { webPushMachine } from './webPush.machine.ts';
import type { WebPushFailure } from './webPush.types.ts';

type WebPushSnapshot = SnapshotFrom<typeof webPushMachine>;

/** What the notification settings show about browser alerts on this device. */
export type WebPushView =
  'checking' | 'unknown' | 'unsupported' | 'blocked' | 'off' | 'turningOn' | 'on' | 'turningOff';

export function selectWebPushView(snapshot: WebPushSnapshot): WebPushView {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('unknown')) return 'unknown';
  if (snapshot.matches('unsupported')) return 'unsupported';
  if (snapshot.matches('blocked')) return 'blocked';
  if (snapshot.matches('subscribing')) return 'turningOn';
  if (snapshot.matches('unsubscribing')) return 'turningOff';
  return snapshot.matches('on') ? 'on' : 'off';
}

export const selectWebPushFailure = (snapshot: WebPushSnapshot): WebPushFailure | null =>
  snapshot.context.failure;
