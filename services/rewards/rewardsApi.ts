import { z } from 'zod';
import type {
  EventAction,
  EventPageRequest,
  GameType,
  RewardsRequest,
} from '../../machines/rewards/rewards.types.ts';
import { graphqlRequest } from '../http/graphql.ts';
import { restRequest } from '../http/rest.ts';
import {
  attemptResultSchema,
  benefitsSchema,
  bonusCodeCheckSchema,
  dailyBonusClaimSchema,
  dailyBonusSchema,
  eventActionResultSchema,
  eventPageSchema,
  gameDataSchema,
  redeemReplySchema,
  remainingCodesSchema,
} from './schemas.ts';

/**
 * The rewards calls (seed 001 §7): GraphQL on the query service for benefits, games, the daily
 * bonus, bonus-code checks, the Easter event and the actor gift calendar; REST for `redeemBonus`
 * and the special-event calls. Queries name one root field; its value is the reply.
 */
export const REWARDS_QUERIES = {
  benefits:
    'query Benefits { benefits { vouchers spinwheelSpins messengerGiftCount freeMessagesCount privateShowTickets chatShowTickets } }',
  game: 'query Game($gameType: String!) { game(gameType: $gameType) { config guestInfo } }',
  useAttempt:
    'mutation UseAttempt($gameId: Int!) { useAttempt(gameId: $gameId) { reward points errorMessage guestInfo } }',
  dailyBonus:
    'query DailyBonus { dailyBonus { today yesterday tomorrow consumedOffers(first: 31) bonusModels interactive event } }',
  claimDailyBonus:
    'mutation ClaimDailyBonus($offerId: Int!) { claimDailyBonus(offerId: $offerId) { success errorCode offer } }',
  bonusCode:
    'query BonusCode($code: String!) { bonusCode(code: $code) { canRedeem { success reason } bonusCode } }',
  remainingBonusCodes: 'query RemainingBonusCodes { remainingBonusCodes { code validTo } }',
  easterEvent: 'query EasterEvent($qmdate: String) { easterEvent(qmdate: $qmdate) { kind event } }',
  actorGiftCalendar:
    'query ActorGiftCalendar($actorName: String!, $qmdate: String) { actorGiftCalendar(actorName: $actorName, qmdate: $qmdate) { kind calendar } }',
  claimGift:
    'mutation ClaimGift($actorId: Int!, $qmday: String!) { actorGiftCalendarClaimReward(actorId: $actorId, qmday: $qmday) { success reason reward page } }',
  specialEventActivity:
    'mutation SpecialEventActivity($eventId: Int!, $activityId: Int!) { specialEventActivity(eventId: $eventId, activityId: $activityId) { success reason reward page } }',
} as const;

function field<T extends z.ZodType>(name: string, schema: T) {
  return z.object({ [name]: schema }).transform((data) => data[name] as z.infer<T>);
}

export function createRewardsApi(fetchImpl: typeof fetch) {
  const query = <T extends z.ZodType>(
    request: RewardsRequest,
    name: keyof typeof REWARDS_QUERIES,
    root: string,
    variables: Record<string, unknown>,
    schema: T,
    signal?: AbortSignal,
  ): Promise<z.infer<T>> =>
    graphqlRequest(
      fetchImpl,
      {
        url: request.queryServiceUrl,
        language: request.language,
        ver: request.ver,
        accessToken: request.accessToken,
      },
      REWARDS_QUERIES[name],
      variables,
      field(root, schema),
      signal,
    ) as Promise<z.infer<T>>;
  const rest = <T extends z.ZodType>(
    request: RewardsRequest,
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string | number | null>,
    schema: T,
    signal?: AbortSignal,
  ) => restRequest(fetchImpl, request, { method, path, params }, schema, signal);

  return {
    loadBenefits: (request: RewardsRequest, signal?: AbortSignal) =>
      query(request, 'benefits', 'benefits', {}, benefitsSchema, signal),
    loadGame: (request: RewardsRequest, gameType: GameType, signal?: AbortSignal) =>
      query(request, 'game', 'game', { gameType }, gameDataSchema, signal),
    useAttempt: (request: RewardsRequest, gameId: number, signal?: AbortSignal) =>
      query(request, 'useAttempt', 'useAttempt', { gameId }, attemptResultSchema, signal),
    loadDailyBonus: (request: RewardsRequest, signal?: AbortSignal) =>
      query(request, 'dailyBonus', 'dailyBonus', {}, dailyBonusSchema, signal),
    claimDailyBonus: (request: RewardsRequest, offerId: number, signal?: AbortSignal) =>
      query(
        request,
        'claimDailyBonus',
        'claimDailyBonus',
        { offerId },
        dailyBonusClaimSchema,
        signal,
      ),
    checkBonusCode: (request: RewardsRequest, code: string, signal?: AbortSignal) =>
      query(request, 'bonusCode', 'bonusCode', { code }, bonusCodeCheckSchema, signal),
    remainingBonusCodes: (request: RewardsRequest, signal?: AbortSignal) =>
      query(
        request,
        'remainingBonusCodes',
        'remainingBonusCodes',
        {},
        remainingCodesSchema,
        signal,
      ),
    /** POST `redeemBonus` {code}; an empty code is refused before any request (seed 000 §5). */
    redeemBonus: async (request: RewardsRequest, code: string, signal?: AbortSignal) => {
      if (code.trim() === '') throw Object.assign(new Error('empty code'), { code: 'empty_code' });
      return rest(request, 'POST', 'redeemBonus', { code: code.trim() }, redeemReplySchema, signal);
    },
    loadEventPage: (request: RewardsRequest, page: EventPageRequest, signal?: AbortSignal) => {
      switch (page.kind) {
        case 'easter':
          return query(
            request,
            'easterEvent',
            'easterEvent',
            { qmdate: page.qmdate },
            eventPageSchema,
            signal,
          );
        case 'giftCalendar':
          return query(
            request,
            'actorGiftCalendar',
            'actorGiftCalendar',
            { actorName: page.actorName, qmdate: page.qmdate },
            eventPageSchema,
            signal,
          );
        case 'advent':
          return rest(
            request,
            'GET',
            'specialevents/adventcalendar',
            { qmdate: page.qmdate },
            eventPageSchema,
            signal,
          );
        case 'event':
          return rest(
            request,
            'GET',
            `specialevents/getData/${page.eventId}`,
            { qmdate: page.qmdate },
            eventPageSchema,
            signal,
          );
      }
    },
    runEventAction: (request: RewardsRequest, action: EventAction, signal?: AbortSignal) => {
      switch (action.kind) {
        case 'collectEgg':
          return rest(
            request,
            'POST',
            'specialevents/easter/collectEgg',
            { verificationToken: action.verificationToken, qmdate: action.qmdate },
            eventActionResultSchema,
            signal,
          );
        case 'openDoor':
          return rest(
            request,
            'POST',
            'specialevents/adventcalendar',
            { day: action.day, qmdate: action.qmdate },
            eventActionResultSchema,
            signal,
          );
        case 'claimReward':
          return rest(
            request,
            'POST',
            `specialevents/getReward/${action.eventId}`,
            { rewardId: action.rewardId },
            eventActionResultSchema,
            signal,
          );
        case 'activity':
          return query(
            request,
            'specialEventActivity',
            'specialEventActivity',
            { eventId: action.eventId, activityId: action.activityId },
            eventActionResultSchema,
            signal,
          );
        case 'claimGift':
          return query(
            request,
            'claimGift',
            'actorGiftCalendarClaimReward',
            { actorId: action.actorId, qmday: action.qmday },
            eventActionResultSchema,
            signal,
          );
      }
    },
  };
}

export type RewardsApi = ReturnType<typeof createRewardsApi>;
