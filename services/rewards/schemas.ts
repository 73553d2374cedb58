import * as z from 'zod/mini';
import { safeImageUrl, safeUrl } from '../http/safeUrl.ts';
import {
  DAILY_BONUS_OFFERS,
  EVENT_REWARD_TYPES,
  GAME_REWARD_TYPES,
  GAME_TYPES,
  type AttemptResult,
  type Benefits,
  type BonusCodeCheck,
  type DailyBonusClaimResult,
  type DailyBonusData,
  type EventActionResult,
  type EventPage,
  type EventsList,
  type GameData,
  type RedeemReply,
  type RemainingBonusCode,
} from '../../machines/rewards/rewards.types.ts';

/** Reply schemas of the rewards calls; each is typed by the machines' interface it must produce. */

const gameReward = z.object({
  type: z.enum(GAME_REWARD_TYPES),
  value: z.number(),
  code: z.nullable(z.string()),
  title: z.string(),
});
const guestInfo = z.object({
  gainedRewards: z.array(gameReward),
  points: z.int(),
  attemptsLeftToday: z.int().check(z.nonnegative()),
});
export const gameDataSchema: z.ZodMiniType<GameData> = z.object({
  config: z.object({
    id: z.int(),
    gameType: z.enum(GAME_TYPES),
    gameCategory: z.string(),
    start: z.string(),
    end: z.string(),
    dailyAttempts: z.int().check(z.nonnegative()),
    dayConfigs: z.array(
      z.object({
        day: z.string(),
        dailyAttempts: z.int().check(z.nonnegative()),
        pointsPerAttempt: z.int(),
      }),
    ),
    langConfigs: z.array(
      z.object({ language: z.string(), title: z.string(), description: z.string() }),
    ),
    prizes: z.array(gameReward),
  }),
  guestInfo,
});
export const attemptResultSchema: z.ZodMiniType<AttemptResult | null> = z.nullable(
  z.object({
    reward: z.nullable(gameReward),
    points: z.int(),
    errorMessage: z.nullable(z.string()),
    guestInfo,
  }),
);

const eventRewardType = z.enum(EVENT_REWARD_TYPES);
const specialEvent = z.object({
  id: z.int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  rewardClaimEnd: z.string(),
  points: z.int(),
  activities: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      points: z.int(),
      vipBonus: z.int(),
      limitPerDay: z.int(),
      doneToday: z.int(),
    }),
  ),
  challenges: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      goal: z.int(),
      progress: z.int(),
      done: z.boolean(),
    }),
  ),
  rewards: z.array(
    z.object({
      id: z.int(),
      type: eventRewardType,
      value: z.number(),
      requiredPoints: z.int(),
      redeemed: z.boolean(),
    }),
  ),
});
const easterEvent = z.object({
  id: z.int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  rewardClaimEnd: z.string(),
  collectedEggs: z.int().check(z.nonnegative()),
  rewardHistory: z.array(z.object({ rewardId: z.int(), date: z.string() })),
  rewards: z.array(
    z.object({
      id: z.int(),
      type: eventRewardType,
      info: z.string(),
      value: z.number(),
      requiredEggs: z.int(),
      hidden: z.boolean(),
      isUpTo: z.boolean(),
    }),
  ),
  egg: z.nullable(z.object({ verificationToken: z.string().check(z.minLength(1)) })),
});
const calendarEntry = {
  type: eventRewardType,
  value: z.number(),
  title: z.string(),
  claimed: z.boolean(),
};
export const eventPageSchema: z.ZodMiniType<EventPage> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: specialEvent }),
  z.object({ kind: z.literal('easter'), event: easterEvent }),
  z.object({
    kind: z.literal('advent'),
    calendar: z.object({
      year: z.int(),
      today: z.string(),
      doors: z.array(z.object({ day: z.int(), date: z.string(), ...calendarEntry })),
    }),
  }),
  z.object({
    kind: z.literal('giftCalendar'),
    calendar: z.object({
      actorId: z.int(),
      actorName: z.string(),
      today: z.string(),
      days: z.array(z.object({ qmday: z.string(), ...calendarEntry })),
    }),
  }),
]);
export const eventActionResultSchema: z.ZodMiniType<EventActionResult> = z.object({
  success: z.boolean(),
  reason: z.nullable(z.string()),
  reward: z.nullable(z.object({ type: eventRewardType, value: z.number(), title: z.string() })),
  page: eventPageSchema,
});

/** A Berlin date `YYYY-MM-DD` (the list's dates compare as text). */
const berlinDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const eventsListSchema: z.ZodMiniType<EventsList> = z.object({
  today: berlinDate,
  events: z.array(
    z.object({
      id: z.int(),
      type: z.string(),
      name: z.string(),
      start: berlinDate,
      end: berlinDate,
      rewardClaimEnd: berlinDate,
    }),
  ),
});

const offer = z.object({
  id: z.int(),
  date: z.string(),
  offer: z.enum(DAILY_BONUS_OFFERS),
  conditions: z.array(z.object({ name: z.string(), value: z.string() })),
  effect: z.nullable(
    z.object({
      name: z.string(),
      value: z.number(),
      unit: z.string(),
      code: z.nullable(z.string()),
    }),
  ),
  quantity: z.int(),
  purchased: z.boolean(),
  free: z.boolean(),
  price: z.nullable(z.object({ value: z.number(), currency: z.string() })),
  content: z.nullable(
    z.object({
      kind: z.enum(['video', 'wallpaper', 'gift']),
      id: z.int(),
      title: z.string(),
    }),
  ),
});
export const dailyBonusSchema: z.ZodMiniType<DailyBonusData> = z.object({
  today: z.nullable(offer),
  yesterday: z.nullable(offer),
  tomorrow: z.nullable(offer),
  consumedOffers: z.array(offer),
  bonusModels: z.array(z.object({ id: z.int(), name: z.string() })),
  interactive: z.nullable(z.object({ title: z.string(), text: z.string() })),
  event: z.object({
    backgroundImage: z.nullable(safeImageUrl),
    redirect: z.nullable(safeUrl),
    hidesPage: z.boolean(),
    mysteriousTomorrow: z.boolean(),
  }),
});
export const dailyBonusClaimSchema: z.ZodMiniType<DailyBonusClaimResult> = z.object({
  success: z.boolean(),
  errorCode: z.nullable(z.string()),
  offer: z.nullable(offer),
});

const base = { id: z.int(), name: z.string(), description: z.string() };
const actorId = z.nullable(z.int());
const benefit = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('Bonus'),
    bonusFlat: z.number(),
    bonusTopUpPercent: z.number(),
    bonusTopUpFlat: z.number(),
    staggering: z.array(z.object({ from: z.number(), amount: z.number() })),
  }),
  z.object({ ...base, kind: z.literal('BonusCoins'), amount: z.number() }),
  z.object({
    ...base,
    kind: z.literal('BonusCredits'),
    amount: z.number(),
    voucherConfigId: z.int(),
  }),
  z.object({ ...base, kind: z.literal('VIPAbo'), daysVIPAbo: z.int(), actorId }),
  z.object({ ...base, kind: z.literal('PremiumAbo'), daysPremiumAbo: z.int() }),
  z.object({ ...base, kind: z.literal('VoucherVideo'), amount: z.int() }),
  z.object({ ...base, kind: z.literal('VoucherPhoto'), amount: z.int() }),
  z.object({
    ...base,
    kind: z.literal('FreeMinutes'),
    freeMinutesCount: z.int(),
    actorId,
  }),
  z.object({ ...base, kind: z.literal('FreeMessages'), amount: z.int() }),
  z.object({
    ...base,
    kind: z.literal('Media'),
    albumId: z.int(),
    staggering: z.array(z.object({ from: z.number(), id: z.int() })),
  }),
  z.object({
    ...base,
    kind: z.literal('ActorAbo'),
    daysActorAbo: z.int(),
    aboId: z.int(),
  }),
  z.object({
    ...base,
    kind: z.literal('MessengerGifts'),
    messengerGiftsId: z.int(),
    amount: z.int(),
  }),
  z.object({ ...base, kind: z.literal('LiveShow'), liveShowActorId: z.int() }),
]);
const bonusCodeConfigSchema = z.object({
  code: z.string(),
  containsTopUpBenefit: z.boolean(),
  validTo: z.nullable(z.string()),
  conditions: z.object({ requireMobileAuth: z.boolean(), vip: z.boolean() }),
  benefits: z.array(benefit),
});
export const bonusCodeCheckSchema: z.ZodMiniType<BonusCodeCheck> = z.object({
  canRedeem: z.object({ success: z.boolean(), reason: z.nullable(z.string()) }),
  bonusCode: z.nullable(bonusCodeConfigSchema),
});
export const redeemReplySchema: z.ZodMiniType<RedeemReply> = z.object({
  success: z.boolean(),
  bonus: z.nullable(bonusCodeConfigSchema),
});
export const remainingCodesSchema: z.ZodMiniType<RemainingBonusCode[]> = z.array(
  z.object({ code: z.string(), validTo: z.nullable(z.string()) }),
);

const ticket = z.object({
  showId: z.int(),
  actorName: z.string(),
  start: z.string(),
  end: z.string(),
});
export const benefitsSchema: z.ZodMiniType<Benefits> = z.object({
  vouchers: z.array(
    z.object({
      type: z.int(),
      amount: z.number(),
      validFrom: z.nullable(z.string()),
      validTo: z.nullable(z.string()),
      actors: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  ),
  spinwheelSpins: z.int().check(z.nonnegative()),
  messengerGiftCount: z.int().check(z.nonnegative()),
  freeMessagesCount: z.int().check(z.nonnegative()),
  privateShowTickets: z.array(ticket),
  chatShowTickets: z.array(ticket),
});
