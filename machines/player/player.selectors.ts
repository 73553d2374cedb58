import type { SnapshotFrom } from 'xstate';
import type { PlayerRecovery, playerMachine } from './player.machine.ts';

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

export type PlayerStatus =
  'idle' | 'loading' | 'playing' | 'stalled' | 'recovering' | 'failed' | 'ended';

export const selectPlayerStatus = (snapshot: PlayerSnapshot): PlayerStatus =>
  typeof snapshot.value === 'string' ? snapshot.value : 'recovering';
/**
 * What the view does to its hls.js instance now: recover the media, or load again (after the
 * retry's wait); each once per `n`. Null when nothing is to be done.
 */
export const selectPlayerRecovery = (snapshot: PlayerSnapshot): PlayerRecovery | null => {
  const { recoveries } = snapshot.context;
  if (snapshot.matches({ recovering: 'media' }))
    return { step: 'recoverMedia', n: recoveries.media };
  if (snapshot.matches({ recovering: { network: 'reloading' } }))
    return { step: 'startLoad', n: recoveries.network };
  return null;
};
export const selectPlayerSource = (snapshot: PlayerSnapshot) => snapshot.context.src;
export const selectPlayerLive = (snapshot: PlayerSnapshot) => snapshot.context.live;
export const selectPlayerAttempt = (snapshot: PlayerSnapshot) => snapshot.context.attempt;
export const selectPlayerError = (snapshot: PlayerSnapshot) => snapshot.context.error;
export const selectPlayerVolume = (snapshot: PlayerSnapshot) => snapshot.context.volume;
/** The last moment the guest chose to play from (the view seeks once per `n`). */
export const selectPlayerSeek = (snapshot: PlayerSnapshot) => snapshot.context.seek;
