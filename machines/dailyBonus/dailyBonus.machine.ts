import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { msUntilBerlinDayEnd } from '../rewards/berlinTime.ts';
import {
  claimStreak,
  fiveDaysBox,
  fiveDaysSeenKey,
  specialTopUpBox,
} from '../rewards/rewardBoxes.ts';
import {
  isLoggedIn,
  loadInvoke,
  byGuest,
  openBoxAction,
  requestInput,
  storeError,
  type BoxSeenInput,
} from '../rewards/rewards.kit.ts';
import type { IoFailure } from '../rewards/rewards.shared.ts';
import type {
  DailyBonusClaimResult,
  DailyBonusData,
  RewardsChildInput,
  RewardsRequest,
} from '../rewards/rewards.types.ts';
import { toSystem, type PayTourResultEvent } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';

export interface DailyBonusContext {
  request: RewardsRequest;
  loggedIn: boolean;
  data: DailyBonusData | null;
  /**
   * The day's end, 23:59:59 Berlin time (ms since the epoch), and how far it was when the clock
   * was read: the view counts down to the end (decision 0002), the machine keeps one timer.
   */
  dayEndsAt: number;
  dayLeftMs: number;
  errorCode: string | null;
  error: IoFailure | null;
  /** The five-days bonus: the clock read at the visit and the claim streak in Berlin days. */
  visitNow: number | null;
  streak: number;
}

export type DailyBonusEvent =
  | { type: 'ui.open' }
  | { type: 'ui.close' }
  | { type: 'ui.claim'; offerId: number }
  | { type: 'ui.retry' }
  | PayTourResultEvent;

type ClaimInput = { request: RewardsRequest; offerId: number };

/**
 * The daily bonus page (seed 001 §3, §4): today's, yesterday's and tomorrow's offers, consumed
 * offers, bonus models, interactive content and the event config. "Now" comes from the recorded
 * clock call (`readClock`), never from the machine; the page's countdown to 23:59:59 Berlin time
 * (DST included, `berlinTime.ts`) ticks in the view, and one timer at the day's end loads the new
 * day. Claiming
 * a paid offer without the money opens the pay tour's top-up and claims again on its success.
 */
export const dailyBonusMachine = setup({
  types: {
    context: {} as DailyBonusContext,
    input: {} as RewardsChildInput,
    events: {} as DailyBonusEvent,
    tags: {} as 'busy',
  },
  actors: {
    readClock: placeholderCall<number, void>('readClock'),
    loadDailyBonus: placeholderCall<DailyBonusData, RewardsRequest>('loadDailyBonus'),
    claimOffer: placeholderCall<DailyBonusClaimResult, ClaimInput>('claimOffer'),
    /** The visit's own clock read and load (the page's may run at the same time). */
    visitClock: placeholderCall<number, void>('visitClock'),
    visitDailyBonus: placeholderCall<DailyBonusData, RewardsRequest>('visitDailyBonus'),
    markBoxSeen: placeholderCall<{ first: boolean }, BoxSeenInput>('markBoxSeen'),
  },
  delays: { dayEnd: ({ context }) => context.dayLeftMs },
  actions: {
    startCountdown: assign((_, params: { now: number }) => {
      const dayLeftMs = msUntilBerlinDayEnd(params.now);
      return { dayEndsAt: params.now + dayLeftMs, dayLeftMs };
    }),
    storeData: assign((_, params: { data: DailyBonusData }) => ({
      data: params.data,
      error: null,
    })),
    storeError: assign(storeError),
    startClaim: assign({ errorCode: null, error: null }),
    storeClaim: assign(({ context }, params: { result: DailyBonusClaimResult }) => ({
      errorCode: params.result.errorCode,
      data:
        context.data && params.result.offer
          ? replaceOffer(context.data, params.result.offer)
          : context.data,
    })),
    openTopUp: toSystem('payTour', {
      type: 'payTour.open' as const,
      flow: 'moneycharge' as const,
      replyTo: 'dailyBonus',
    }),
    openBox: openBoxAction<DailyBonusContext, DailyBonusEvent>(),
    storeVisit: assign((_, params: { now: number }) => ({ visitNow: params.now })),
    storeStreak: assign(({ context }, params: { data: DailyBonusData }) => ({
      streak: claimStreak(
        params.data.consumedOffers.map((offer) => offer.date),
        context.visitNow ?? 0,
      ),
    })),
    reloadBenefits: toSystem('benefits', { type: 'benefits.reload' as const }),
    reloadBalance: toSystem('guest', { type: 'guest.reloadBalance' as const }),
  },
  guards: {
    isLoggedIn,
    claimed: (_, params: { result: DailyBonusClaimResult }) => params.result.success,
    needsMoney: (_, params: { result: DailyBonusClaimResult }) =>
      params.result.errorCode === 'insufficient_funds',
    paid: (_, params: { success: boolean }) => params.success,
    onStreak: ({ context }) => context.streak > 0,
    firstTime: (_, params: { first: boolean }) => params.first,
    isOpenOffer: ({ context }, params: { offerId: number }) => {
      const today = context.data?.today;
      return (
        today !== null && today !== undefined && today.id === params.offerId && !today.purchased
      );
    },
  },
}).createMachine({
  id: 'dailyBonus',
  context: ({ input }) => ({
    ...input,
    data: null,
    dayEndsAt: 0,
    dayLeftMs: 0,
    errorCode: null,
    error: null,
    visitNow: null,
    streak: 0,
  }),
  type: 'parallel',
  states: {
    /**
     * The five-days bonus (seed 000 §2 box `five-days-bonus`): on a logged-in guest's visit the
     * clock is read (recorded, as for the countdown) and the consumed offers loaded; claims on
     * consecutive Berlin days up to today or yesterday are the streak. With a streak, the first
     * visit of the Berlin day (server state: `markBoxSeen` of `five-days:<date>`) opens the box:
     * day n of 5, or collected on day 5. Failures open nothing (a promotion, not the page).
     */
    fiveDays: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'isLoggedIn', target: 'readingClock' }, { target: 'off' }] },
        /** A visitor: no daily bonus, no streak. */
        off: {},
        readingClock: {
          invoke: {
            id: 'visitClock',
            src: 'visitClock',
            onDone: {
              target: 'loading',
              actions: { type: 'storeVisit', params: ({ event }) => ({ now: event.output }) },
            },
            onError: 'done',
          },
        },
        loading: {
          invoke: {
            id: 'visitDailyBonus',
            src: 'visitDailyBonus',
            input: requestInput,
            onDone: {
              target: 'streak',
              actions: { type: 'storeStreak', params: ({ event }) => ({ data: event.output }) },
            },
            onError: 'done',
          },
        },
        streak: { always: [{ guard: 'onStreak', target: 'marking' }, { target: 'done' }] },
        marking: {
          invoke: {
            id: 'markBoxSeen',
            src: 'markBoxSeen',
            input: ({ context }) => ({
              request: context.request,
              key: fiveDaysSeenKey(context.visitNow ?? 0),
            }),
            onDone: [
              {
                guard: {
                  type: 'firstTime',
                  params: ({ event }) => ({ first: event.output.first }),
                },
                target: 'done',
                actions: {
                  type: 'openBox',
                  params: ({ context }) => ({ box: fiveDaysBox(context.streak) }),
                },
              },
              { target: 'done' },
            ],
            onError: 'done',
          },
        },
        /** Looked at for this visit (shown, seen already today, no streak or failed). */
        done: {},
      },
    },
    page: {
      initial: 'starting',
      states: {
        starting: byGuest('closed'),
        /** Not logged in: the page asks to log in. */
        visitor: {},
        /** The page is not open: no clock, no ticks. */
        closed: { on: { 'ui.open': 'open' } },
        open: {
          on: { 'ui.close': 'closed' },
          initial: 'readingClock',
          states: {
            readingClock: {
              tags: 'busy',
              invoke: {
                id: 'readClock',
                src: 'readClock',
                onDone: {
                  target: 'loading',
                  actions: {
                    type: 'startCountdown',
                    params: ({ event }) => ({ now: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loading: {
              tags: 'busy',
              invoke: loadInvoke<DailyBonusData>()({
                src: 'loadDailyBonus',
                input: requestInput,
                store: 'storeData',
                key: 'data',
                done: 'ready',
              }),
            },
            failed: { on: { 'ui.retry': 'readingClock' } },
            ready: {
              type: 'parallel',
              states: {
                countdown: {
                  initial: 'running',
                  states: {
                    // The day ended: read the clock again and load the new day's offers.
                    running: { after: { dayEnd: '#dailyBonus.page.open.readingClock' } },
                  },
                },
                offer: {
                  initial: 'claimable',
                  states: {
                    /** Today's offer may be claimed: at first, and again after a refusal. */
                    claimable: {
                      on: {
                        'ui.claim': {
                          guard: {
                            type: 'isOpenOffer',
                            params: ({ event }) => ({ offerId: event.offerId }),
                          },
                          target: 'claiming',
                          actions: 'startClaim',
                        },
                      },
                      initial: 'idle',
                      states: {
                        idle: {},
                        /** Not claimed: the error code (or the call's failure) is shown; try again. */
                        refused: {},
                      },
                    },
                    claiming: {
                      tags: 'busy',
                      invoke: {
                        id: 'claimOffer',
                        src: 'claimOffer',
                        // Entered only by a claim of today's open offer: the offer is the event's.
                        input: ({ context, event }) => {
                          assertEvent(event, 'ui.claim');
                          return { request: context.request, offerId: event.offerId };
                        },
                        onDone: [
                          {
                            guard: {
                              type: 'claimed',
                              params: ({ event }) => ({ result: event.output }),
                            },
                            target: 'claimed',
                            actions: [
                              {
                                type: 'storeClaim',
                                params: ({ event }) => ({ result: event.output }),
                              },
                              'reloadBenefits',
                              'reloadBalance',
                              {
                                type: 'openBox',
                                params: ({ event }) => ({
                                  box: event.output.offer && specialTopUpBox(event.output.offer),
                                }),
                              },
                            ],
                          },
                          {
                            guard: {
                              type: 'needsMoney',
                              params: ({ event }) => ({ result: event.output }),
                            },
                            target: 'toppingUp',
                            actions: [
                              {
                                type: 'storeClaim',
                                params: ({ event }) => ({ result: event.output }),
                              },
                              'openTopUp',
                            ],
                          },
                          {
                            target: 'claimable.refused',
                            actions: {
                              type: 'storeClaim',
                              params: ({ event }) => ({ result: event.output }),
                            },
                          },
                        ],
                        onError: {
                          target: 'claimable.refused',
                          actions: {
                            type: 'storeError',
                            params: ({ event }) => ({ error: event.error }),
                          },
                        },
                      },
                    },
                    /** The pay tour's top-up is open; on success the offer is claimed again. */
                    toppingUp: {
                      on: {
                        'payTour.result': [
                          {
                            guard: {
                              type: 'paid',
                              params: ({ event }) => ({ success: event.success }),
                            },
                            target: 'claimable',
                            // Today's offer is claimed again, as its button would.
                            actions: enqueueActions(({ context, enqueue }) => {
                              const today = context.data?.today;
                              if (today) enqueue.raise({ type: 'ui.claim', offerId: today.id });
                            }),
                          },
                          { target: 'claimable' },
                        ],
                      },
                    },
                    claimed: {},
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

function replaceOffer(data: DailyBonusData, offer: NonNullable<DailyBonusData['today']>) {
  return {
    ...data,
    today: data.today?.id === offer.id ? offer : data.today,
    consumedOffers: offer.purchased
      ? [offer, ...data.consumedOffers.filter((o) => o.id !== offer.id)]
      : data.consumedOffers,
  };
}
