import { type PlayerVolume } from '../../../../machines/player/player.machine.ts';
import type { PlayerServices } from '../../features/player.ts';

/** Keeps the volume for the session only (tests and tools). */
export function demoPlayerServices(): PlayerServices {
  let kept: PlayerVolume | null = null;
  return {
    loadVolume: async () => kept,
    saveVolume: async (volume) => {
      kept = volume;
    },
  };
}
