import type { PlayerEvent } from './player.machine.ts';

/** The events the player kit's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    /** Players a domain spawns, named `<domain>.player`. */
    [player: `${string}.player`]: PlayerEvent;
  }
}
