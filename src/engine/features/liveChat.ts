import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type { RequestInput } from '../../../machines/shared/session.types.ts';
import { liveChatMachine } from '../../../machines/liveChat/liveChat.machine.ts';
import type { FreePreviewCall } from '../../../machines/liveChat/liveChat.types.ts';
import { toyControlMachine } from '../../../machines/liveChat/toyControl.machine.ts';
import type { LIVE_CHAT_TOYS } from '../../../machines/liveChat/toyControl.types.ts';
import type { ToyControl } from '../../../machines/messenger/messenger.types.ts';
import { createFreePreviewApi } from '../../../services/liveChat/freePreviewApi.ts';
import { createMessengerApi } from '../../../services/rest/messengerApi.ts';
import { readIo, type IoRun } from '../io.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { livePlayerServices, providePlayer, type PlayerServices } from './player.ts';

/**
 * The live chat's wiring (issue #19): its services are the player's (the camera's stream), her
 * toy's controls (the content service's `toyControls`, the messenger's call) and the live
 * preview's seconds and decline (the query service, decision 0041); the chat itself
 * goes over the realtime channel (`realtime.send`, its pushes) and the gate, both events between
 * actors.
 */
export interface LiveChatServices {
  player: PlayerServices;
  loadToyControls: IoRun<ToyControl[], RequestInput>;
  /** The guest's clock when a chat goes live (its running time). */
  clock: IoRun<number, void>;
  /** The query service's seconds for a live preview, and the decline of its offer. */
  freePreviewInit: IoRun<number, FreePreviewCall>;
  freePreviewDecline: IoRun<number, FreePreviewCall>;
}

export interface LiveChatSnapshots {
  liveChat: SnapshotFrom<typeof liveChatMachine>;
  /** Only while a chat offers her toy. */
  [LIVE_CHAT_TOYS]: SnapshotFrom<typeof toyControlMachine>;
}

function liveChatActors(wiring: Wiring, services: LiveChatServices | null) {
  const liveChat = provide(liveChatMachine, {
    actors: {
      player: providePlayer(wiring, services?.player ?? null),
      readClock: wiring.call('liveChat.clock', services?.clock),
      freePreviewInit: wiring.call('liveChat.freePreviewInit', services?.freePreviewInit),
      freePreviewDecline: wiring.call('liveChat.freePreviewDecline', services?.freePreviewDecline),
      toyControl: provide(toyControlMachine, {
        actors: {
          loadToyControls: wiring.call('liveChat.toyControls', services?.loadToyControls),
          readClock: wiring.call('liveChat.clock', services?.clock),
        },
      }),
    },
  });
  return { liveChat };
}

/** The live chat starts on first use (src/engine/domains/table.ts). */
export const liveChatFeature: LazyFeature<LiveChatServices> = {
  actors: liveChatActors,
  live: (deps: LiveDeps) => {
    const api = createMessengerApi(deps.fetch);
    const preview = createFreePreviewApi(deps.fetch);
    return {
      player: livePlayerServices(),
      loadToyControls: (request, signal) => api.loadToyControls(request, signal),
      clock: () => readIo(() => Date.now()),
      freePreviewInit: (call, signal) => preview.init(call, signal),
      freePreviewDecline: (call, signal) => preview.decline(call, signal),
    };
  },
};
