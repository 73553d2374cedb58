import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type { RequestInput } from '../../../machines/bootstrap/bootstrap.types.ts';
import { messengerMachine } from '../../../machines/messenger/messenger.machine.ts';
import type { RecommendationsInput } from '../../../machines/messenger/messenger.catalogs.ts';
import type {
  Conversation,
  GiftCatalog,
  RecommendedActor,
  ToyControl,
} from '../../../machines/messenger/messenger.types.ts';
import type { tabTitleMachine } from '../../../machines/tabTitle/tabTitle.machine.ts';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { createIdSource } from '../../../services/ids/ids.ts';
import { createMessengerApi } from '../../../services/rest/messengerApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import {
  conversionChatActor,
  liveConversionChatServices,
  type ConversionChatServices,
  type ConversionChatSnapshots,
} from './conversionChat.ts';

/**
 * The Messenger feature's wiring: its services (live) and its machines provided with them,
 * the conversion chat (its child) among them. Its domains (`messenger`, `notifications`) start
 * on first use (decision 0008): the root asks for them once the guest is known to be logged in,
 * the messenger route asks for the messenger; a visitor's page loads none of this.
 */
export interface MessengerServices extends ConversionChatServices {
  loadConversation: IoRun<Conversation, { request: RequestInput; channelId: number }>;
  loadGifts: IoRun<GiftCatalog, RequestInput>;
  loadToyControls: IoRun<ToyControl[], RequestInput>;
  openActorConversation: IoRun<Conversation, { request: RequestInput; actorId: number }>;
  loadRecommendations: IoRun<RecommendedActor[], RecommendationsInput>;
  /** A new `clientMessageId` for a guest message. */
  newMessageId: IoRun<string, void>;
}

/** The feature's actors by system id, as the views read them. */
export interface MessengerSnapshots extends ConversionChatSnapshots {
  messenger: SnapshotFrom<typeof messengerMachine>;
  notifications: SnapshotFrom<typeof notificationsMachine>;
  'notifications.tabTitle': SnapshotFrom<typeof tabTitleMachine>;
}

function messengerActors(wiring: Wiring, services: MessengerServices | null) {
  const messenger = provide(messengerMachine, {
    actors: {
      loadConversation: wiring.call('messenger.conversation', services?.loadConversation),
      openActorConversation: wiring.call(
        'messenger.actorConversation',
        services?.openActorConversation,
      ),
      loadGifts: wiring.call('messenger.gifts', services?.loadGifts),
      loadToyControls: wiring.call('messenger.toyControls', services?.loadToyControls),
      loadRecommendations: wiring.call('messenger.recommendations', services?.loadRecommendations),
      newMessageId: wiring.call('messenger.newMessageId', services?.newMessageId),
      conversionChat: conversionChatActor(wiring, services),
    },
  });
  return { messenger, notifications: notificationsMachine };
}

function liveMessengerServices(deps: LiveDeps): MessengerServices {
  const api = createMessengerApi(deps.fetch);
  const ids = createIdSource(deps.win.crypto);
  return {
    ...liveConversionChatServices(deps),
    loadConversation: ({ request, channelId }, signal) =>
      api.loadConversation(request, channelId, signal),
    loadGifts: (request, signal) => api.loadGifts(request, signal),
    loadToyControls: (request, signal) => api.loadToyControls(request, signal),
    openActorConversation: ({ request, actorId }, signal) =>
      api.openActorConversation(request, actorId, signal),
    loadRecommendations: ({ request, currentActorId }, signal) =>
      api.loadRecommendations(request, currentActorId, signal),
    newMessageId: () => readIo(() => ids.next()),
  };
}

/** Both domains from one chunk: the navbar reads the two together. */
export const messengerFeature: LazyFeature<MessengerServices> = {
  actors: messengerActors,
  live: liveMessengerServices,
};
