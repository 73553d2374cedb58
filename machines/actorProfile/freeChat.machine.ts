import { assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { failureCode } from '../shared/failure.ts';
import { clockReading } from '../shared/clockRead.ts';
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
  /**
   * While her free chat runs: when its free time ends (ms since the epoch, the guest's clock read
   * once as it starts or its figure changes), which the view counts down to (decision 0002); null
   * until read, and while none runs.
   */
  endsAt: number | null;
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
 * keeps it from the `freeChatDurationChanged` push, and while her FREECHAT is live keeps when it
 * ends (one recorded clock read) for the view to count down to, and one timer for its end: at 0
 * the live chat is told to end the free chat (`liveChat.freeChatOver`). A new figure while it
 * runs starts both again from it.
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
    /** The guest's clock as her free chat starts (or its figure changes), for the view's end. */
    readClock: placeholderCall<number, void>('actorProfile.clock'),
  },
  delays: {
    /** The free time left when her free chat starts or its figure changes. */
    freeTimeLeft: ({ context }) => (context.seconds ?? 0) * 1000,
  },
  actions: {
    storeSeconds: assign((_, params: { seconds: number }) => ({
      seconds: Math.max(0, params.seconds),
      error: null,
    })),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    storeEnd: assign(({ context }, params: { now: number }) => ({
      endsAt: params.now + (context.seconds ?? 0) * 1000,
    })),
    forgetEnd: assign({ endsAt: null }),
    spend: assign({ seconds: 0 }),
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
  context: ({ input }) => ({ ...input, seconds: null, endsAt: null, error: null }),
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
        // The figure changes in place (a running free chat takes it in `counting`).
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
        /**
         * Her FREECHAT is live: one timer for the end of her free time, and the clock read once
         * for the end the view counts down to. A new figure starts both again from it.
         */
        counting: {
          tags: 'counting',
          always: { guard: 'isSpent', target: 'spent' },
          initial: 'reading',
          states: {
            // No clock to read: the timer still ends it, the view shows the figure.
            reading: clockReading('storeEnd', 'running', 'unclocked'),
            running: {},
            unclocked: {},
          },
          after: { freeTimeLeft: 'spent' },
          exit: 'forgetEnd',
          on: {
            'freeChat.chatOver': 'resting',
            'push.freeChatDurationChanged': {
              guard: { type: 'isOurActor', params: ({ event }) => event },
              target: 'counting',
              reenter: true,
              actions: { type: 'storeSeconds', params: ({ event }) => event },
            },
          },
        },
        /** The free time is used up: the live chat ends the free chat with its follow-up. */
        spent: {
          entry: ['spend', 'tellLiveChat'],
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
