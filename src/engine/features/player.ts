import { provide } from '../provide.ts';
import { playerMachine, type PlayerVolume } from '../../../machines/player/player.machine.ts';
import { createPlayerVolumeStore } from '../../../services/media/playerVolume.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';

/** The one player's services: the volume kept on this device (seed 000 §9 local items). */
export interface PlayerServices {
  loadVolume: IoRun<PlayerVolume | null, null>;
  saveVolume: IoRun<void, PlayerVolume>;
}

/** The player machine with its recorded calls, for every domain that spawns one. */
export function providePlayer(wiring: Wiring, services: PlayerServices | null) {
  return provide(playerMachine, {
    actors: {
      loadVolume: wiring.call('player.loadVolume', services?.loadVolume),
      saveVolume: wiring.call('player.saveVolume', services?.saveVolume),
    },
  });
}

export function livePlayerServices(): PlayerServices {
  const store = createPlayerVolumeStore(() => globalThis.localStorage);
  return { loadVolume: () => store.load(), saveVolume: (volume) => store.save(volume) };
}
