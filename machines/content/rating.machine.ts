import { assign, setup, type DoneActorEvent } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem } from '../shared/domainEvents.ts';

/** Seed 001 §5: a like is rating 5, a dislike rating 1; 0 takes the guest's rating back. */
export const RATINGS = { like: 5, dislike: 1 } as const;
export type RatingChoice = keyof typeof RATINGS;
export type RatingValue = (typeof RATINGS)[RatingChoice];

/** Likes, dislikes and the guest's own rating (null: none, or a visitor). */
export interface Rating {
  likes: number;
  dislikes: number;
  guestRating: RatingValue | null;
}

/** The guest's rating after pressing `choice`: the same choice again takes it back. */
export function ratingAfter<R extends Rating>(rating: R, wanted: RatingValue | 0): R {
  const count = (value: RatingValue) =>
    (rating.guestRating === value ? -1 : 0) + (wanted === value ? 1 : 0);
  return {
    ...rating,
    likes: rating.likes + count(RATINGS.like),
    dislikes: rating.dislikes + count(RATINGS.dislike),
    guestRating: wanted === 0 ? null : wanted,
  };
}

export type RatingEvent =
  /** The guest presses like or dislike; pressing the one they gave takes it back. */
  | { type: 'ui.rate'; choice: RatingChoice }
  /** Read the counts again after they could not be read (a rating that loads first). */
  | { type: 'ui.ratingRetry' }
  | GateAnswerEvent
  | GateResumedEvent;

/**
 * `TFacts` names what is rated (the request and the item's id): it is the kind's read call as
 * its service takes it, and with the rating its write call (`RatingWrite`).
 */
export interface RatingContext<TFacts, TRating extends Rating> {
  facts: TFacts;
  /** Shown from the start (zero counts while a rating that loads first is read). */
  rating: TRating;
  /** What the guest pressed, while the gate or the server decides. */
  wanted: RatingValue | 0;
  /** The rating before the optimistic change, put back if the server refuses it. */
  before: TRating;
}

/**
 * What `rate` gets: the facts with the rating (5 like, 1 dislike, 0 take back), the shape the
 * kind's service takes, so the engine provides the service itself.
 */
export type RatingWrite<TFacts> = TFacts & { rating: RatingValue | 0 };

export interface RatingSpec<TInput, TFacts, TRating extends Rating> {
  id: string;
  /** The rating's own system id: the gate answers there. */
  replyTo: 'content.rating' | 'content.albumRating';
  /** Told apart from another asker's answer by the gate. */
  ticket: string;
  /**
   * A video's counts are read first (`loading`, `failed` with a retry, then `shown`); an
   * album's come with it.
   */
  loadFirst: boolean;
  start: (input: TInput) => { facts: TFacts; rating: TRating };
}

/**
 * The likes and dislikes of an item, one chart for videos and albums. A press asks the gate
 * first (a visitor is sent to login or signup, and the rating is given once that flow succeeds),
 * shows at once and is put back with an error line if the server refuses it.
 */
export function ratingMachine<
  TInput,
  TFacts extends { request: RequestInput },
  TRating extends Rating,
>(spec: RatingSpec<TInput, TFacts, TRating>) {
  const ratingSetup = setup({
    types: {
      context: {} as RatingContext<TFacts, TRating>,
      events: {} as RatingEvent,
      input: {} as TInput,
      tags: {} as 'busy' | 'refused',
    },
    actors: {
      loadRating: placeholderCall<TRating, TFacts>(`${spec.id}.loadRating`),
      rate: placeholderCall<TRating, RatingWrite<TFacts>>(`${spec.id}.rate`),
    },
    actions: {
      storeRating: assign((_, params: { rating: TRating }) => ({ rating: params.rating })),
      storeWanted: assign(({ context }, params: { choice: RatingChoice }) => ({
        wanted: context.rating.guestRating === RATINGS[params.choice] ? 0 : RATINGS[params.choice],
      })),
      applyWanted: assign(({ context }) => ({
        before: context.rating,
        rating: ratingAfter(context.rating, context.wanted),
      })),
      rollBack: assign(({ context }) => ({ rating: context.before })),
      askGate: toSystem('gating', {
        type: 'gate.ask' as const,
        action: 'favorite' as const,
        replyTo: spec.replyTo,
        ticket: spec.ticket,
        openFlow: true,
      }),
    },
    guards: {
      isAllowed: (_, answer: GateAnswerEvent) => answer.ticket === spec.ticket && answer.allowed,
      isOurs: (_, event: { ticket: string | null }) => event.ticket === spec.ticket,
      opensFlow: (_, answer: GateAnswerEvent) =>
        answer.ticket === spec.ticket && answer.open !== null,
      isResumed: (_, event: GateResumedEvent) => event.ticket === spec.ticket && event.success,
    },
  });
  // The one config type below does not tie `onDone` to its call's output type; both calls
  // (`loadRating`, `rate`) are declared above to answer a `TRating`.
  const answered = ({ event }: { event: DoneActorEvent<unknown> }) => ({
    rating: event.output as TRating,
  });
  // One config type for both shapes, so both kinds are the same machine type.
  type Config = Parameters<typeof ratingSetup.createMachine>[0];
  type StateConfig = NonNullable<Config['states']>[string];
  // The calls take the kind's own facts (its services' shape), a type parameter here: XState's
  // invoke type cannot tell whether a generic input is required, so the invokes are cast and
  // their inputs typed by these mappers instead.
  type Invoke = NonNullable<StateConfig['invoke']>;
  type Mapping = { context: RatingContext<TFacts, TRating> };
  const readCall = ({ context }: Mapping): TFacts => context.facts;
  const writeCall = ({ context }: Mapping): RatingWrite<TFacts> => ({
    ...context.facts,
    rating: context.wanted,
  });
  const rate = {
    'ui.rate': {
      target: 'asking',
      actions: { type: 'storeWanted', params: ({ event }) => ({ choice: event.choice }) },
    },
  } satisfies StateConfig['on'];
  const press: StateConfig = {
    initial: 'idle',
    states: {
      idle: { on: rate },
      /** The last rating was refused and put back: the page says so until the next press. */
      refused: { tags: 'refused', on: rate },
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
          ...rate,
        },
      },
      /**
       * Shown at once; the server's counts replace it, a refusal puts it back. A press meanwhile
       * (like, then at once dislike) is the guest's latest word: it is asked and saved in its
       * turn, and the call under way gives way to it.
       */
      saving: {
        tags: 'busy',
        entry: 'applyWanted',
        on: rate,
        invoke: {
          id: 'rate',
          src: 'rate',
          input: writeCall,
          onDone: {
            target: 'idle',
            actions: { type: 'storeRating', params: answered },
          },
          onError: { target: 'refused', actions: 'rollBack' },
        } as Invoke,
      },
    },
  };
  const context = ({ input }: { input: TInput }) => {
    const { facts, rating } = spec.start(input);
    return { facts, rating, before: rating, wanted: 0 as const };
  };
  const loadingFirst: Config = {
    id: spec.id,
    context,
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'loadRating',
          src: 'loadRating',
          input: readCall,
          onDone: {
            target: 'shown',
            actions: { type: 'storeRating', params: answered },
          },
          onError: 'failed',
        } as Invoke,
      },
      /** The counts could not be read: a retry. */
      failed: { on: { 'ui.ratingRetry': 'loading' } },
      shown: press,
    },
  };
  return ratingSetup.createMachine(
    spec.loadFirst ? loadingFirst : { id: spec.id, context, ...press },
  );
}
