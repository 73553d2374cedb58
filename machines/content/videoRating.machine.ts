import { assign, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem } from '../shared/domainEvents.ts';

/** Seed 001 §5: a like is rating 5, a dislike rating 1; 0 takes the guest's rating back. */
export const RATINGS = { like: 5, dislike: 1 } as const;
export type RatingChoice = keyof typeof RATINGS;
export type RatingValue = (typeof RATINGS)[RatingChoice];

/** A video's likes and dislikes, and the guest's own rating (null: none, or a visitor). */
export interface VideoRating {
  videoId: number;
  likes: number;
  dislikes: number;
  guestRating: RatingValue | null;
}

/** The guest's request facts and the query service that answers ratings. */
export type RatingRequest = RequestInput & { queryServiceUrl: string };

export interface RatingCall {
  request: RatingRequest;
  videoId: number;
}

export interface RateCall extends RatingCall {
  /** 5 like, 1 dislike, 0 take back. */
  rating: RatingValue | 0;
}

/** The system id of the rating of the video page's video (a child of `content`). */
export const VIDEO_RATING = 'content.rating';

export type VideoRatingEvent =
  /** The guest presses like or dislike; pressing the one they gave takes it back. */
  | { type: 'ui.rate'; choice: RatingChoice }
  | { type: 'ui.ratingRetry' }
  | GateAnswerEvent
  | GateResumedEvent;

export interface VideoRatingContext extends RatingCall {
  /** Shown from the first answer on (zero counts while loading). */
  rating: VideoRating;
  /** What the guest pressed, while the gate or the server decides. */
  wanted: RatingValue | 0;
  /** The rating before an optimistic change, put back if the server refuses it. */
  before: VideoRating;
  failed: boolean;
}

/** The guest's rating after pressing `choice`: the same choice again takes it back. */
export function ratingAfter<
  R extends { likes: number; dislikes: number; guestRating: RatingValue | null },
>(rating: R, wanted: RatingValue | 0): R {
  const count = (value: RatingValue) =>
    (rating.guestRating === value ? -1 : 0) + (wanted === value ? 1 : 0);
  return {
    ...rating,
    likes: rating.likes + count(RATINGS.like),
    dislikes: rating.dislikes + count(RATINGS.dislike),
    guestRating: wanted === 0 ? null : wanted,
  };
}

const TICKET = 'videoRating';

/**
 * The likes and dislikes of the video page's video. Rating asks the gate first (a visitor is
 * sent to login or signup, and the rating is given once that flow succeeds); the change shows at
 * once and is put back if the server refuses it.
 */
export const videoRatingMachine = setup({
  types: {
    context: {} as VideoRatingContext,
    events: {} as VideoRatingEvent,
    input: {} as RatingCall,
    tags: {} as 'busy',
  },
  actors: {
    loadRating: placeholderCall<VideoRating, RatingCall>('content.loadRating'),
    rateVideo: placeholderCall<VideoRating, RateCall>('content.rateVideo'),
  },
  actions: {
    storeRating: assign((_, params: { rating: VideoRating }) => ({
      rating: params.rating,
      failed: false,
    })),
    markFailed: assign({ failed: true }),
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
      replyTo: VIDEO_RATING,
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
  id: 'videoRating',
  context: ({ input }) => {
    const rating = { videoId: input.videoId, likes: 0, dislikes: 0, guestRating: null };
    return { ...input, rating, before: rating, wanted: 0, failed: false };
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadRating',
        src: 'loadRating',
        input: ({ context }) => ({ request: context.request, videoId: context.videoId }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeRating', params: ({ event }) => ({ rating: event.output }) },
        },
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    /** The counts could not be read: a retry. */
    failed: { on: { 'ui.ratingRetry': 'loading' } },
    shown: {
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
              {
                guard: { type: 'opensFlow', params: ({ event }) => event },
                target: 'waitingForFlow',
              },
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
            id: 'rateVideo',
            src: 'rateVideo',
            input: ({ context }) => ({
              request: context.request,
              videoId: context.videoId,
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
    },
  },
});
