import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type { RequestInput } from '../../../machines/shared/session.types.ts';
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
import { failureOf } from '../../../machines/shared/failure.ts';
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
  /** `touchMessengerChannel`: the guest read a channel; the unread count after it. */
  touchMessengerChannel: IoRun<number, { request: RequestInput; channelId: number }>;
  /** The guest's unread count, as the service counts it. */
  loadUnreadCount: IoRun<number, RequestInput>;
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
      touchMessengerChannel: wiring.call('messenger.touchChannel', services?.touchMessengerChannel),
      loadUnreadCount: wiring.call('messenger.unreadCount', services?.loadUnreadCount),
      newMessageId: wiring.call('messenger.newMessageId', services?.newMessageId),
      conversionChat: conversionChatActor(wiring, services),
    },
  });
  return { messenger, notifications: notificationsMachine };
}

/**
 * A messenger call whose failure the platform's logger hears of (seed 000 §7 logger posts:
 * `vxmessengerError`, with the call's name and the failure), then fails as before: the one path
 * every messenger call's failure takes, whatever the machine makes of it. A call the messenger
 * stopped (aborted) is no failure. Live only: replay posts nothing.
 */
function reported<TOutput, TInput>(
  logger: LiveDeps['logger'],
  name: string,
  requestOf: (input: TInput) => RequestInput,
  run: IoRun<TOutput, TInput>,
): IoRun<TOutput, TInput> {
  return async (input, signal) => {
    try {
      return await run(input, signal);
    } catch (error) {
      if (!signal.aborted) {
        const { message, code } = failureOf(error);
        logger.log(requestOf(input), 'vxmessengerError', `${name}: ${code ?? message}`, {
          call: name,
          ...(code === undefined ? {} : { code }),
        });
      }
      throw error;
    }
  };
}

/** The request of a call's input: the input itself, or its `request`. */
const requestIn = (input: RequestInput | { request: RequestInput }): RequestInput =>
  'request' in input ? input.request : input;

/** The messenger's live calls (`reported`); the id service and the conversion chat's as they are. */
function liveMessengerServices(deps: LiveDeps): MessengerServices {
  const api = createMessengerApi(deps.fetch);
  const ids = createIdSource(deps.win.crypto);
  const logged = <TOutput, TInput extends RequestInput | { request: RequestInput }>(
    name: string,
    run: IoRun<TOutput, TInput>,
  ) => reported(deps.logger, name, requestIn, run);
  return {
    ...liveConversionChatServices(deps),
    loadConversation: logged('loadConversation', ({ request, channelId }, signal) =>
      api.loadConversation(request, channelId, signal),
    ),
    loadGifts: logged('loadGifts', (request: RequestInput, signal) =>
      api.loadGifts(request, signal),
    ),
    loadToyControls: logged('loadToyControls', (request: RequestInput, signal) =>
      api.loadToyControls(request, signal),
    ),
    openActorConversation: logged('openActorConversation', ({ request, actorId }, signal) =>
      api.openActorConversation(request, actorId, signal),
    ),
    loadRecommendations: logged('loadRecommendations', ({ request, currentActorId }, signal) =>
      api.loadRecommendations(request, currentActorId, signal),
    ),
    // The touch is a write: a later touch stops the actor waiting for its answer (an older count),
    // not the request, so a channel read in passing is read at the service too.
    touchMessengerChannel: logged('touchMessengerChannel', ({ request, channelId }) =>
      api.touchChannel(request, channelId),
    ),
    loadUnreadCount: logged('loadUnreadCount', (request: RequestInput, signal) =>
      api.loadUnreadCount(request, signal),
    ),
    newMessageId: () => readIo(() => ids.next()),
  };
}

/** Both domains from one chunk: the navbar reads the two together. */
export const messengerFeature: LazyFeature<MessengerServices> = {
  actors: messengerActors,
  live: liveMessengerServices,
};
