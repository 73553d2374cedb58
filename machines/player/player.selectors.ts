import type { SnapshotFrom } from 'xstate';
import type { playerMachine } from './player.machine.ts';

type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'stalled' | 'failed' | 'ended';

export const selectPlayerStatus = (snapshot: PlayerSnapshot): PlayerStatus => snapshot.value;
export const selectPlayerSource = (snapshot: PlayerSnapshot) => snapshot.context.src;
export const selectPlayerLive = (snapshot: PlayerSnapshot) => snapshot.context.live;
export const selectPlayerAttempt = (snapshot: PlayerSnapshot) => snapshot.context.attempt;
export const selectPlayerError = (snapshot: PlayerSnapshot) => snapshot.context.error;
export const selectPlayerVolume = (snapshot: PlayerSnapshot) => snapshot.context.volume;
/** The last moment the guest chose to play from (the view seeks once per `n`). */
export const selectPlayerSeek = (snapshot: PlayerSnapshot) => snapshot.context.seek;
