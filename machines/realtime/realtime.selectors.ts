import type { SnapshotFrom } from 'xstate';
import type { realtimeMachine } from './realtime.machine.ts';

type RealtimeSnapshot = SnapshotFrom<ReturnType<typeof realtimeMachine>>;

export type ConnectionIndicator = 'connecting' | 'reconnecting' | 'offline' | null;

/** What the connection indicator says: nothing while live or within the grace of a fast reconnect. */
export function selectConnectionIndicator(snapshot: RealtimeSnapshot): ConnectionIndicator {
  if (snapshot.matches({ link: 'offline' }) || snapshot.matches({ network: 'offline' }))
    return 'offline';
  if (!snapshot.hasTag('indicatorShown')) return null;
  return snapshot.context.sessions > 0 ? 'reconnecting' : 'connecting';
}
