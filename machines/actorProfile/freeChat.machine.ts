import { assign, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import { failureCode } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem } from '../shared/domainEvents.ts';

/** The system id of the shown actor's free-chat duration (a child of `actorProfile`). */
export const FREE_CHAT = 'actorProfile.freeChat';

/** The guest's request facts and the query service that answers `freeChatDuration`. */
type FreeChatRequest = RequestInput & { queryServiceUrl: string };

export interface FreeChatCall {
  request: FreeChatRequest;
  actorId: number;
}

export type FreeChatEvent =
  /** The server's new figure for the guest and an actor (seed 000 §4). */
  | { type: 'push.freeChatDurationChanged'; actorId: number; seconds: number }
  | { type: 'ui.freeChatRetry' }
  /** From the live chat: a FREECHAT with this actor is live (its time runs) or no longer is. */
  | { type: 'freeChat.chatLive'; actorId: number }
  | { type: 'freeChat.chatOver' };

export interface FreeChatContext extends FreeChatCall {
  /** Seconds of free chat the guest has left with her; null until the first answer. */
  seconds: number | null;
  error: string | null;
}

/** A pushed figure before (or instead of) the load's answer. */
const NEW_FIGURE = {
  guard: { type: 'isOurActor', params: ({ event }: { event: { actorId: number } }) => event },
  target: 'known',
  actions: {
    type: 'storeSeconds',
    params: ({ event }: { event: { seconds: number } }) => event,
  },
} as const;

/**
 * The free-chat duration (seed 000 §3/§4, seed 001 §7; decision 0016): how many seconds of free
 * chat the logged-in guest has left with the shown actor. Its parent starts it only for a
 * logged-in guest and an actor who offers free chat, so a visitor never asks. It loads the figure,
 * keeps it from the `freeChatDurationChanged` push, and while her FREECHAT is live counts it down
 * each second; at 0 the live chat is told to end the free chat (`liveChat.freeChatOver`).
 */
export const freeChatMachine = setup({
  types: {
    context: {} as FreeChatContext,
    events: {} as FreeChatEvent,
    input: {} as FreeChatCall,
    tags: {} as 'busy' | 'counting',
  },
  actors: {
    loadDuration: placeholderCall<number, FreeChatCall>('actorProfile.freeChatDuration'),
  },
  delays: { second: 1000 },
  actions: {
    storeSeconds: assign((_, params: { seconds: number }) => ({
      seconds: Math.max(0, params.seconds),
      error: null,
    })),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    tick: assign(({ context }) => ({ seconds: Math.max(0, (context.seconds ?? 0) - 1) })),
    tellLiveChat: toSystem('liveChat', ({ context }: { context: FreeChatContext }) => ({
      type: 'liveChat.freeChatOver' as const,
      actorId: context.actorId,
    })),
  },
  guards: {
    isOurActor: ({ context }, params: { actorId: number }) => params.actorId === context.actorId,
    isSpent: ({ context }) => context.seconds !== null && context.seconds <= 0,
  },
}).createMachine({
  id: 'freeChat',
  context: ({ input }) => ({ ...input, seconds: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      on: { 'push.freeChatDurationChanged': NEW_FIGURE },
      invoke: {
        src: 'loadDuration',
        id: 'loadDuration',
        input: ({ context }) => ({ request: context.request, actorId: context.actorId }),
        onDone: {
          target: 'known',
          actions: { type: 'storeSeconds', params: ({ event }) => ({ seconds: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The figure could not be loaded: the button says so, with a retry. */
    failed: {
      on: { 'ui.freeChatRetry': 'loading', 'push.freeChatDurationChanged': NEW_FIGURE },
    },
    known: {
      initial: 'resting',
      on: {
        // The figure changes in place: a running countdown goes on from it.
        'push.freeChatDurationChanged': {
          guard: { type: 'isOurActor', params: ({ event }) => event },
          actions: { type: 'storeSeconds', params: ({ event }) => event },
        },
      },
      states: {
        /** No free chat with her runs: the figure stands. */
        resting: {
          on: {
            'freeChat.chatLive': {
              guard: { type: 'isOurActor', params: ({ event }) => event },
              target: 'counting',
            },
          },
        },
        /** Her FREECHAT is live: one second less each second (the push corrects it). */
        counting: {
          tags: 'counting',
          always: { guard: 'isSpent', target: 'spent' },
          initial: 'even',
          states: {
            even: { after: { second: { target: 'odd', actions: 'tick' } } },
            odd: { after: { second: { target: 'even', actions: 'tick' } } },
          },
          on: { 'freeChat.chatOver': 'resting' },
        },
        /** The free time is used up: the live chat ends the free chat with its follow-up. */
        spent: {
          entry: 'tellLiveChat',
          on: {
            'freeChat.chatOver': 'resting',
            // The free chat is ended already: a new figure (time granted) waits for the next one.
            'push.freeChatDurationChanged': {
              guard: { type: 'isOurActor', params: ({ event }) => event },
              target: 'resting',
              actions: { type: 'storeSeconds', params: ({ event }) => event },
            },
          },
        },
      },
    },
  },
});
