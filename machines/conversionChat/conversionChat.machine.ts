import { assertEvent, assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { offersConversionChat } from '../liveChat/exitCodes.ts';
import { toSystem, type MessengerChatEndedEvent } from '../shared/domainEvents.ts';
import { failureMessage } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type {
  ConversionChatAction,
  ConversionChatInput,
  ConversionChatMachineInput,
} from './conversionChat.types.ts';

export interface ConversionChatContext {
  request: RequestInput;
  /** When the offer ends, in ms since the epoch (the guest state's end), null without one. */
  endsAt: number | null;
  /** The wall clock when it was read (a recorded call), in ms since the epoch: the end's timer starts there. */
  readAt: number | null;
  /** The last call that failed (the inspector shows it); cleared by the next success. */
  lastError: { call: string; message: string } | null;
}

export type ConversionChatEvent =
  /** The box's answer: the guest takes the free chat (`enable`), or declines it (`disable`). */
  | { type: 'ui.conversionChatChosen'; action: ConversionChatAction }
  /** A live chat ended (the guest's `chatEnd` push, handed on by the messenger). */
  | MessengerChatEndedEvent;

/**
 * The conversion chat (seed 000 §4, §7): a free chat offered to a logged-in guest while the end
 * of its countdown (guest state `conversionChatCountdownEnd`) lies ahead. The wall clock is read
 * once (recorded); an offer still running opens the `conversion-chat` box with its end, and an
 * ended live preview opens it again. The machine keeps the end and one timer for it; views count
 * the seconds down from the end (decision 0002). The box's answer is posted (`conversionChat`):
 * `enable` when the guest starts the free chat (the trial top-up follows), `disable` when she
 * declines it, which also ends the offer for this page load. Closing the box posts nothing.
 */
export const conversionChatMachine = setup({
  types: {
    input: {} as ConversionChatMachineInput,
    context: {} as ConversionChatContext,
    events: {} as ConversionChatEvent,
    tags: {} as 'offered' | 'postingAnswer',
  },
  actors: {
    /** The wall clock in ms since the epoch (recorded, so replay gets the same). */
    readClock: placeholderCall<number, void>('readClock'),
    setConversionChat: placeholderCall<void, ConversionChatInput>('setConversionChat'),
  },
  actions: {
    storeClock: assign((_, params: { now: number }) => ({ readAt: params.now })),
    /** The box (its button hands over to the trial money-charge flow), with the offer's end. */
    openBox: toSystem('modals', ({ context }: { context: ConversionChatContext }) => ({
      type: 'modals.open',
      id: 'conversion-chat',
      props: { endsAt: context.endsAt },
    })),
    noteError: assign((_, params: { call: string; error: unknown }) => ({
      lastError: { call: params.call, message: failureMessage(params.error) },
    })),
    forgetError: assign({ lastError: null }),
  },
  guards: {
    hasEnd: ({ context }) => context.endsAt !== null,
    endsAfter: ({ context }, params: { now: number }) =>
      context.endsAt !== null && context.endsAt > params.now,
    declines: (_, params: { action: ConversionChatAction }) => params.action === 'disable',
    offersConversionChat: (_, params: { exitCode: number }) =>
      offersConversionChat(params.exitCode),
  },
  delays: {
    /** From the clock's reading to the end: the offer's one timer. */
    untilEnd: ({ context }) => Math.max(0, (context.endsAt ?? 0) - (context.readAt ?? 0)),
  },
}).createMachine({
  id: 'conversionChat',
  context: ({ input }) => {
    const end = input.countdownEnd === null ? NaN : Date.parse(input.countdownEnd);
    return {
      request: input.request,
      endsAt: Number.isFinite(end) ? end : null,
      readAt: null,
      lastError: null,
    };
  },
  type: 'parallel',
  states: {
    /** Seed 000 §4: offered while its end lies ahead, its box opened once per page load. */
    offer: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasEnd', target: 'readingClock' }, { target: 'ineligible' }],
        },
        readingClock: {
          invoke: {
            id: 'readClock',
            src: 'readClock',
            onDone: [
              {
                guard: { type: 'endsAfter', params: ({ event }) => ({ now: event.output }) },
                target: 'eligible',
                actions: [{ type: 'storeClock', params: ({ event }) => ({ now: event.output }) }],
              },
              { target: 'ineligible' },
            ],
            onError: 'ineligible',
          },
        },
        eligible: {
          tags: 'offered',
          entry: 'openBox',
          after: { untilEnd: 'ineligible' },
          on: {
            'ui.conversionChatChosen': {
              guard: { type: 'declines', params: ({ event }) => ({ action: event.action }) },
              target: 'declined',
            },
            // An ended live preview offers it again, with the time left.
            'messenger.chatEnded': {
              guard: {
                type: 'offersConversionChat',
                params: ({ event }) => ({ exitCode: event.exitCode }),
              },
              actions: 'openBox',
            },
          },
        },
        ineligible: {},
        /** The guest said "No, thanks": no offer for the rest of this page load. */
        declined: {},
      },
    },
    /** The box's answer, posted one at a time; a failure is kept for the inspector. */
    answer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ui.conversionChatChosen': 'posting',
          },
        },
        posting: {
          tags: 'postingAnswer',
          invoke: {
            id: 'setConversionChat',
            src: 'setConversionChat',
            // Entered only by the box's answer: the answer is the event's.
            input: ({ context, event }) => {
              assertEvent(event, 'ui.conversionChatChosen');
              return { request: context.request, action: event.action };
            },
            onDone: { target: 'idle', actions: 'forgetError' },
            onError: {
              target: 'idle',
              actions: {
                type: 'noteError',
                params: ({ event }) => ({ call: 'conversionChat', error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});
