import { type PlayerVolume } from '../../../../machines/player/player.machine.ts';
import type { PlayerServices } from '../../features/player.ts';

/** Keeps the volume for the session only (tests and tools). */
export function demoPlayerServices(): PlayerServices {
  let kept: PlayerVolume | null = null;
  return {
    loadVolume: () => Promise.resolve(kept),
    saveVolume: (volume) => {
      kept = volume;
      return Promise.resolve();
    },
  };
}
