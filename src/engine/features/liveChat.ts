import type { SnapshotFrom } from 'xstate';
import { liveChatMachine } from '../../../machines/liveChat/liveChat.machine.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { Wiring } from '../wiring.ts';
import {
  demoPlayerServices,
  livePlayerServices,
  providePlayer,
  type PlayerServices,
} from './player.ts';

/**
 * The live chat's wiring (issue #19): its only services are the player's (the camera's stream);
 * the chat itself goes over the realtime channel (`realtime.send`, its pushes) and the gate,
 * both events between actors.
 */
export interface LiveChatServices {
  player: PlayerServices;
}

export interface LiveChatSnapshots {
  liveChat: SnapshotFrom<typeof liveChatMachine>;
}

export function liveChatActors(wiring: Wiring, services: LiveChatServices | null) {
  const liveChat = liveChatMachine.provide({
    actors: { player: providePlayer(wiring, services?.player ?? null) },
  });
  return { liveChat };
}

/** The live chat starts on first use (src/engine/domains/table.ts). */
export const liveChatFeature: LazyFeature<LiveChatServices> = {
  actors: liveChatActors,
  live: () => ({ player: livePlayerServices() }),
  demo: () => ({ player: demoPlayerServices() }),
};
