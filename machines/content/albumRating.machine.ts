import { assign, setup } from 'xstate';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem } from '../shared/domainEvents.ts';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import type { AlbumRating, RateAlbumCall } from './album.types.ts';
import {
  RATINGS,
  ratingAfter,
  type RatingChoice,
  type RatingValue,
} from './videoRating.machine.ts';

/** The system id of the album page's like and dislike (a child of `content`). */
export const ALBUM_RATING = 'content.albumRating';

export type AlbumRatingEvent =
  /** The guest presses like or dislike; pressing the one they gave takes it back. */
  { type: 'ui.rate'; choice: RatingChoice } | GateAnswerEvent | GateResumedEvent;

export interface AlbumRatingInput {
  request: RequestInput;
  albumId: number;
  /** The counts and the guest's own rating as the album call gave them. */
  rating: AlbumRating;
}

export interface AlbumRatingContext extends AlbumRatingInput {
  /** What the guest pressed, while the gate or the server decides. */
  wanted: RatingValue | 0;
  /** The rating before the optimistic change, put back if the server refuses it. */
  before: AlbumRating;
  /** The last rating was refused and put back: the page says so. */
  failed: boolean;
}

const TICKET = 'albumRating';

/**
 * The likes and dislikes of the album page's album (seed 001 §5: like 5, dislike 1;
 * `setGuestRating`). The counts come with the album; a press asks the gate first (a visitor is
 * sent to login or signup, and the rating is given once that flow succeeds), shows at once and
 * is put back with an error line if the server refuses it.
 */
export const albumRatingMachine = setup({
  types: {
    context: {} as AlbumRatingContext,
    events: {} as AlbumRatingEvent,
    input: {} as AlbumRatingInput,
    tags: {} as 'busy',
  },
  actors: {
    rateAlbum: placeholderCall<AlbumRating, RateAlbumCall>('content.rateAlbum'),
  },
  actions: {
    storeRating: assign((_, params: { rating: AlbumRating }) => ({
      rating: params.rating,
      failed: false,
    })),
    storeWanted: assign(({ context }, params: { choice: RatingChoice }) => ({
      wanted: context.rating.guestRating === RATINGS[params.choice] ? 0 : RATINGS[params.choice],
    })),
    applyWanted: assign(({ context }) => ({
      before: context.rating,
      rating: ratingAfter(context.rating, context.wanted),
      failed: false,
    })),
    rollBack: assign(({ context }) => ({ rating: context.before, failed: true })),
    askGate: toSystem('gating', {
      type: 'gate.ask' as const,
      action: 'favorite' as const,
      replyTo: ALBUM_RATING,
      ticket: TICKET,
      openFlow: true,
    }),
  },
  guards: {
    isAllowed: (_, answer: GateAnswerEvent) => answer.ticket === TICKET && answer.allowed,
    isOurs: (_, event: { ticket: string | null }) => event.ticket === TICKET,
    opensFlow: (_, answer: GateAnswerEvent) => answer.ticket === TICKET && answer.open !== null,
    isResumed: (_, event: GateResumedEvent) => event.ticket === TICKET && event.success,
  },
}).createMachine({
  id: 'albumRating',
  context: ({ input }) => ({ ...input, before: input.rating, wanted: 0, failed: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ui.rate': {
          target: 'asking',
          actions: { type: 'storeWanted', params: ({ event }) => ({ choice: event.choice }) },
        },
      },
    },
    /** The gate decides: a guest rates; a visitor gets the login or signup first. */
    asking: {
      tags: 'busy',
      entry: 'askGate',
      on: {
        'gate.answer': [
          { guard: { type: 'isAllowed', params: ({ event }) => event }, target: 'saving' },
          { guard: { type: 'opensFlow', params: ({ event }) => event }, target: 'waitingForFlow' },
          // Refused with nothing to open (login turned off): nothing changes.
          { guard: { type: 'isOurs', params: ({ event }) => event }, target: 'idle' },
        ],
      },
    },
    waitingForFlow: {
      on: {
        'gate.resumed': [
          { guard: { type: 'isResumed', params: ({ event }) => event }, target: 'saving' },
          { guard: { type: 'isOurs', params: ({ event }) => event }, target: 'idle' },
        ],
        'ui.rate': {
          target: 'asking',
          actions: { type: 'storeWanted', params: ({ event }) => ({ choice: event.choice }) },
        },
      },
    },
    /** Shown at once; the server's counts replace it, a refusal puts it back. */
    saving: {
      tags: 'busy',
      entry: 'applyWanted',
      invoke: {
        id: 'rateAlbum',
        src: 'rateAlbum',
        input: ({ context }) => ({
          request: context.request,
          albumId: context.albumId,
          rating: context.wanted,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'storeRating', params: ({ event }) => ({ rating: event.output }) },
        },
        onError: { target: 'idle', actions: 'rollBack' },
      },
    },
  },
});
