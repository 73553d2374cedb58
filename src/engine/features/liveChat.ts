import type { SnapshotFrom } from 'xstate';
import { liveChatMachine } from '../../../machines/liveChat/liveChat.machine.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { Wiring } from '../wiring.ts';

/**
 * The live chat's wiring (issue #19): it has no services of its own; everything goes over the
 * realtime channel (`realtime.send`, its pushes) and the gate, both events between actors.
 */
export type LiveChatServices = Record<string, never>;

export interface LiveChatSnapshots {
  liveChat: SnapshotFrom<typeof liveChatMachine>;
}

export function liveChatActors(_wiring: Wiring, _services: LiveChatServices | null) {
  return { liveChat: liveChatMachine };
}

/** The live chat starts on first use (src/engine/domains/table.ts). */
export const liveChatFeature: LazyFeature<LiveChatServices> = {
  actors: liveChatActors,
  live: () => ({}),
  demo: () => ({}),
};
