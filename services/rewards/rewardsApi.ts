import * as z from 'zod/mini';
import type {
  EventAction,
  EventPageRequest,
  GameType,
  RewardsRequest,
} from '../../machines/rewards/rewards.types.ts';
import { graphqlRequest } from '../graphql/client.ts';
import { queryGraphql } from '../graphql/tada.ts';
import { restRequest } from '../http/rest.ts';
import {
  attemptResultSchema,
  benefitsSchema,
  bonusCodeCheckSchema,
  dailyBonusClaimSchema,
  dailyBonusSchema,
  eventActionResultSchema,
  eventPageSchema,
  eventsListSchema,
  gameDataSchema,
  redeemReplySchema,
  remainingCodesSchema,
} from './schemas.ts';

const TICKET = 'showId actorName start end';

/**
 * The rewards calls (seed 001 §7): GraphQL on the query service for benefits, games, the daily
 * bonus, bonus-code checks, the Easter event and the actor gift calendar (typed documents of
 * services/graphql/schema/query/rewards.graphql); REST for `redeemBonus` and the special-event
 * calls. Each operation names one root field; its value is the reply.
 */
export const REWARDS_DOCUMENTS = {
  benefits: queryGraphql(`query Benefits {
    benefits {
      vouchers { type amount validFrom validTo actors { id name } }
      spinwheelSpins messengerGiftCount freeMessagesCount
      privateShowTickets { ${TICKET} }
      chatShowTickets { ${TICKET} }
    }
  }`),
  game: queryGraphql(
    'query Game($gameType: String!) { game(gameType: $gameType) { config guestInfo } }',
  ),
  useAttempt: queryGraphql(
    'mutation UseAttempt($gameId: Int!) { useAttempt(gameId: $gameId) { reward points errorMessage guestInfo } }',
  ),
  dailyBonus: queryGraphql(`query DailyBonus {
    dailyBonus {
      today yesterday tomorrow consumedOffers(first: 31)
      bonusModels { id name }
      interactive { title text }
      event { backgroundImage redirect hidesPage mysteriousTomorrow }
    }
  }`),
  claimDailyBonus: queryGraphql(
    'mutation ClaimDailyBonus($offerId: Int!) { claimDailyBonus(offerId: $offerId) { success errorCode offer } }',
  ),
  bonusCode: queryGraphql(
    'query BonusCode($code: String!) { bonusCode(code: $code) { canRedeem { success reason } bonusCode } }',
  ),
  remainingBonusCodes: queryGraphql(
    'query RemainingBonusCodes { remainingBonusCodes { code validTo } }',
  ),
  easterEvent: queryGraphql(
    'query EasterEvent($qmdate: String) { easterEvent(qmdate: $qmdate) { kind event } }',
  ),
  actorGiftCalendar: queryGraphql(
    'query ActorGiftCalendar($actorName: String!, $qmdate: String) { actorGiftCalendar(actorName: $actorName, qmdate: $qmdate) { kind calendar } }',
  ),
  claimGift: queryGraphql(
    'mutation ClaimGift($actorId: Int!, $qmday: String!) { actorGiftCalendarClaimReward(actorId: $actorId, qmday: $qmday) { success reason reward page } }',
  ),
  specialEventActivity: queryGraphql(
    'mutation SpecialEventActivity($eventId: Int!, $activityId: Int!) { specialEventActivity(eventId: $eventId, activityId: $activityId) { success reason reward page } }',
  ),
} as const;

function field<T extends z.ZodMiniType>(name: string, schema: T) {
  return z.pipe(
    z.object({ [name]: schema }),
    z.transform((data) => data[name] as z.infer<T>),
  );
}

type Params = Record<string, string | number | null>;

/** One rewards call: a query-service operation (its root field's value) or a REST call. */
type Call<T extends z.ZodMiniType> =
  | { via: 'graphql'; name: keyof typeof REWARDS_DOCUMENTS; root: string; schema: T }
  | { via: 'rest'; method: 'GET' | 'POST'; path: string; schema: T };

const graphql = <T extends z.ZodMiniType>(
  name: keyof typeof REWARDS_DOCUMENTS,
  schema: T,
  root: string = name,
): Call<T> => ({ via: 'graphql', name, root, schema });
const rest = <T extends z.ZodMiniType>(
  method: 'GET' | 'POST',
  path: string,
  schema: T,
): Call<T> => ({
  via: 'rest',
  method,
  path,
  schema,
});

/** The event page each kind of special-event page loads from, with its parameters. */
function eventPageCall(page: EventPageRequest): [Call<typeof eventPageSchema>, Params] {
  switch (page.kind) {
    case 'easter':
      return [graphql('easterEvent', eventPageSchema), { qmdate: page.qmdate }];
    case 'giftCalendar':
      return [
        graphql('actorGiftCalendar', eventPageSchema),
        { actorName: page.actorName, qmdate: page.qmdate },
      ];
    case 'advent':
      return [
        rest('GET', 'specialevents/adventcalendar', eventPageSchema),
        { qmdate: page.qmdate },
      ];
    case 'event':
      return [
        rest('GET', `specialevents/getData/${page.eventId}`, eventPageSchema),
        { qmdate: page.qmdate },
      ];
  }
}

/** The call each special-event action posts, with its parameters. */
function eventActionCall(action: EventAction): [Call<typeof eventActionResultSchema>, Params] {
  switch (action.kind) {
    case 'collectEgg':
      return [
        rest('POST', 'specialevents/easter/collectEgg', eventActionResultSchema),
        { verificationToken: action.verificationToken, qmdate: action.qmdate },
      ];
    case 'openDoor':
      return [
        rest('POST', 'specialevents/adventcalendar', eventActionResultSchema),
        { day: action.day, qmdate: action.qmdate },
      ];
    case 'claimReward':
      return [
        rest('POST', `specialevents/getReward/${action.eventId}`, eventActionResultSchema),
        { rewardId: action.rewardId },
      ];
    case 'activity':
      return [
        graphql('specialEventActivity', eventActionResultSchema),
        { eventId: action.eventId, activityId: action.activityId },
      ];
    case 'claimGift':
      return [
        graphql('claimGift', eventActionResultSchema, 'actorGiftCalendarClaimReward'),
        { actorId: action.actorId, qmday: action.qmday },
      ];
  }
}

export function createRewardsApi(fetchImpl: typeof fetch) {
  /** The one wrapper every call goes through; the reply is checked with the call's schema. */
  const call = <T extends z.ZodMiniType>(
    request: RewardsRequest,
    spec: Call<T>,
    params: Params,
    signal?: AbortSignal,
  ): Promise<z.infer<T>> =>
    spec.via === 'graphql'
      ? graphqlRequest(
          fetchImpl,
          {
            url: request.queryServiceUrl,
            language: request.language,
            ver: request.ver,
            accessToken: request.accessToken,
          },
          REWARDS_DOCUMENTS[spec.name],
          // Each call's parameters are its document's variables (checked by the tests).
          params as never,
          field(spec.root, spec.schema),
          signal ? { signal } : {},
        )
      : restRequest(
          fetchImpl,
          request,
          { method: spec.method, path: spec.path, params },
          spec.schema,
          signal,
        );

  return {
    loadBenefits: (request: RewardsRequest, signal?: AbortSignal) =>
      call(request, graphql('benefits', benefitsSchema), {}, signal),
    loadGame: (request: RewardsRequest, gameType: GameType, signal?: AbortSignal) =>
      call(request, graphql('game', gameDataSchema), { gameType }, signal),
    useAttempt: (request: RewardsRequest, gameId: number, signal?: AbortSignal) =>
      call(request, graphql('useAttempt', attemptResultSchema), { gameId }, signal),
    loadDailyBonus: (request: RewardsRequest, signal?: AbortSignal) =>
      call(request, graphql('dailyBonus', dailyBonusSchema), {}, signal),
    claimDailyBonus: (request: RewardsRequest, offerId: number, signal?: AbortSignal) =>
      call(request, graphql('claimDailyBonus', dailyBonusClaimSchema), { offerId }, signal),
    checkBonusCode: (request: RewardsRequest, code: string, signal?: AbortSignal) =>
      call(request, graphql('bonusCode', bonusCodeCheckSchema), { code }, signal),
    remainingBonusCodes: (request: RewardsRequest, signal?: AbortSignal) =>
      call(request, graphql('remainingBonusCodes', remainingCodesSchema), {}, signal),
    /** POST `redeemBonus` {code}; an empty code is refused before any request (seed 000 §5). */
    redeemBonus: async (request: RewardsRequest, code: string, signal?: AbortSignal) => {
      if (code.trim() === '') throw Object.assign(new Error('empty code'), { code: 'empty_code' });
      return call(
        request,
        rest('POST', 'redeemBonus', redeemReplySchema),
        { code: code.trim() },
        signal,
      );
    },
    /** GET `specialevents/get/events`: the events the platform runs for this guest. */
    loadEvents: (request: RewardsRequest, signal?: AbortSignal) =>
      call(request, rest('GET', 'specialevents/get/events', eventsListSchema), {}, signal),
    loadEventPage: (request: RewardsRequest, page: EventPageRequest, signal?: AbortSignal) =>
      call(request, ...eventPageCall(page), signal),
    runEventAction: (request: RewardsRequest, action: EventAction, signal?: AbortSignal) =>
      call(request, ...eventActionCall(action), signal),
  };
}

export type RewardsApi = ReturnType<typeof createRewardsApi>;
