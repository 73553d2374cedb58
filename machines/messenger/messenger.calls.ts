import { enqueueActions, type EventObject, type ParameterizedObject } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { conversionChatMachine } from '../conversionChat/conversionChat.machine.ts';
import { CONVERSION_CHAT } from '../conversionChat/conversionChat.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { catalogActors } from './messenger.catalogs.ts';
import type { MessengerContext, MessengerEvent } from './messenger.context.ts';
import type { CatalogName, Conversation } from './messenger.types.ts';

// The messenger's calls and the actions that start them. A call is spawned by an action, not
// invoked by a state: its input is the session's request (the messenger's own input) and what
// it aims at, read where that is known to be there (the selected channel, the actor written to),
// with no assertion on the context.

export const messengerActors = {
  loadConversation: placeholderCall<Conversation, { request: RequestInput; channelId: number }>(
    'loadConversation',
  ),
  /** `channel/actor/{actorId}`: the conversation with an actor, created when there is none. */
  openActorConversation: placeholderCall<Conversation, { request: RequestInput; actorId: number }>(
    'openActorConversation',
  ),
  ...catalogActors,
  /**
   * `touchMessengerChannel` (seed 000 §7, the content service): the guest read the channel; the
   * answer is the guest's unread count after it.
   */
  touchMessengerChannel: placeholderCall<number, { request: RequestInput; channelId: number }>(
    'touchMessengerChannel',
  ),
  /** The guest's unread count, as the service counts it (seed 000 §7 "unread count"). */
  loadUnreadCount: placeholderCall<number, RequestInput>('loadUnreadCount'),
  /** A new `clientMessageId` (recorded, so replay gets the same). */
  newMessageId: placeholderCall<string, void>('newMessageId'),
  conversionChat: conversionChatMachine,
};

type Actors = typeof messengerActors;
/** The messenger's actors as its `setup` provides them (XState's `ToProvidedActor`). */
type Provided = {
  [K in Extract<keyof Actors, string>]: { src: K; logic: Actors[K]; id: string | undefined };
}[Extract<keyof Actors, string>];

/** `enqueueActions` that may spawn the messenger's own calls (`typedActions`' `effects` may not). */
type Spawning<P extends ParameterizedObject['params'] | undefined> = typeof enqueueActions<
  MessengerContext,
  MessengerEvent,
  P,
  MessengerEvent,
  Provided,
  never,
  never,
  never,
  EventObject
>;
const spawning = <P extends ParameterizedObject['params'] | undefined = undefined>(
  collect: Parameters<Spawning<P>>[0],
) => (enqueueActions as Spawning<P>)(collect);

export const callActions = {
  /** A call that answered leaves the messenger's children. */
  endCall: spawning<{ id: string }>(({ enqueue }, params) => enqueue.stopChild(params.id)),
  /** The conversion chat, the messenger's child while the guest is logged in. */
  startConversionChat: spawning(({ context, enqueue }) => {
    const { request } = context;
    enqueue.spawnChild('conversionChat', {
      id: 'conversionChat',
      systemId: CONVERSION_CHAT,
      input: { request, countdownEnd: context.guest.conversionChatEnd },
    });
  }),
  /**
   * The conversation to show: the selected channel's history (`channel`), or the conversation
   * with the actor the guest writes to, opened or created (`actor`).
   */
  callConversation: spawning<{ of: 'channel' | 'actor' }>(({ context, enqueue }, { of }) => {
    const { request, selectedId, writingTo } = context;
    if (of === 'channel' && selectedId !== null)
      enqueue.spawnChild('loadConversation', {
        id: 'loadConversation',
        input: { request, channelId: selectedId },
      });
    else if (of === 'actor' && writingTo !== null)
      enqueue.spawnChild('openActorConversation', {
        id: 'openActorConversation',
        input: { request, actorId: writingTo },
      });
  }),
  /**
   * The guest read a channel: the service is told (`touchMessengerChannel`), and its answer is the
   * unread count. A touch of another channel still under way gives way to it (its count would be
   * older), as a later call of the same kind does everywhere here.
   */
  touchMessengerChannel: spawning<{ channelId: number | null }>(({ context, enqueue }, params) => {
    const { channelId } = params;
    if (channelId === null) return;
    enqueue.stopChild('touchMessengerChannel');
    enqueue.spawnChild('touchMessengerChannel', {
      id: 'touchMessengerChannel',
      input: { request: context.request, channelId },
    });
  }),
  /** The unread count asked of the service again (a call still under way gives way to it). */
  loadUnreadCount: spawning(({ context, enqueue }) => {
    enqueue.stopChild('loadUnreadCount');
    enqueue.spawnChild('loadUnreadCount', { id: 'loadUnreadCount', input: context.request });
  }),
  /**
   * Each named catalog's call (a call still under way is stopped first); `failed`: only those
   * whose last call failed (the guest's retry).
   */
  loadCatalogs: spawning<{ names: readonly CatalogName[]; failed?: boolean | undefined }>(
    ({ context, enqueue }, params) => {
      const { request, writingTo } = context;
      const names = params.failed
        ? params.names.filter((name) => context.shelf.status[name] === 'failed')
        : params.names;
      const status = { ...context.shelf.status };
      for (const name of names) {
        status[name] = 'loading';
        if (name === 'gifts') {
          enqueue.stopChild('loadGifts');
          enqueue.spawnChild('loadGifts', { id: 'loadGifts', input: request });
        } else if (name === 'toyControls') {
          enqueue.stopChild('loadToyControls');
          enqueue.spawnChild('loadToyControls', { id: 'loadToyControls', input: request });
        } else {
          enqueue.stopChild('loadRecommendations');
          enqueue.spawnChild('loadRecommendations', {
            id: 'loadRecommendations',
            input: { request, currentActorId: writingTo },
          });
        }
      }
      enqueue.assign({ shelf: { ...context.shelf, status } });
    },
  ),
};
