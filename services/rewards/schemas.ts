import { z } from 'zod';
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
  type GameData,
  type RedeemReply,
  type RemainingBonusCode,
} from '../../machines/rewards/rewards.types.ts';

/** Reply schemas of the rewards calls; each is typed by the machines' interface it must produce. */

const gameReward = z.object({
  type: z.enum(GAME_REWARD_TYPES),
  value: z.number(),
  code: z.string().nullable(),
  title: z.string(),
});
const guestInfo = z.object({
  gainedRewards: z.array(gameReward),
  points: z.number().int(),
  attemptsLeftToday: z.number().int().nonnegative(),
});
export const gameDataSchema: z.ZodType<GameData> = z.object({
  config: z.object({
    id: z.number().int(),
    gameType: z.enum(GAME_TYPES),
    gameCategory: z.string(),
    start: z.string(),
    end: z.string(),
    dailyAttempts: z.number().int().nonnegative(),
    dayConfigs: z.array(
      z.object({
        day: z.string(),
        dailyAttempts: z.number().int().nonnegative(),
        pointsPerAttempt: z.number().int(),
      }),
    ),
    langConfigs: z.array(
      z.object({ language: z.string(), title: z.string(), description: z.string() }),
    ),
    prizes: z.array(gameReward),
  }),
  guestInfo,
});
export const attemptResultSchema: z.ZodType<AttemptResult | null> = z
  .object({
    reward: gameReward.nullable(),
    points: z.number().int(),
    errorMessage: z.string().nullable(),
    guestInfo,
  })
  .nullable();

const eventRewardType = z.enum(EVENT_REWARD_TYPES);
const specialEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  rewardClaimEnd: z.string(),
  points: z.number().int(),
  activities: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      points: z.number().int(),
      vipBonus: z.number().int(),
      limitPerDay: z.number().int(),
      doneToday: z.number().int(),
    }),
  ),
  challenges: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      goal: z.number().int(),
      progress: z.number().int(),
      done: z.boolean(),
    }),
  ),
  rewards: z.array(
    z.object({
      id: z.number().int(),
      type: eventRewardType,
      value: z.number(),
      requiredPoints: z.number().int(),
      redeemed: z.boolean(),
    }),
  ),
});
const easterEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  rewardClaimEnd: z.string(),
  collectedEggs: z.number().int().nonnegative(),
  rewardHistory: z.array(z.object({ rewardId: z.number().int(), date: z.string() })),
  rewards: z.array(
    z.object({
      id: z.number().int(),
      type: eventRewardType,
      info: z.string(),
      value: z.number(),
      requiredEggs: z.number().int(),
      hidden: z.boolean(),
      isUpTo: z.boolean(),
    }),
  ),
  egg: z.object({ verificationToken: z.string().min(1) }).nullable(),
});
const calendarEntry = {
  type: eventRewardType,
  value: z.number(),
  title: z.string(),
  claimed: z.boolean(),
};
export const eventPageSchema: z.ZodType<EventPage> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: specialEvent }),
  z.object({ kind: z.literal('easter'), event: easterEvent }),
  z.object({
    kind: z.literal('advent'),
    calendar: z.object({
      year: z.number().int(),
      doors: z.array(z.object({ day: z.number().int(), date: z.string(), ...calendarEntry })),
    }),
  }),
  z.object({
    kind: z.literal('giftCalendar'),
    calendar: z.object({
      actorId: z.number().int(),
      actorName: z.string(),
      days: z.array(z.object({ qmday: z.string(), ...calendarEntry })),
    }),
  }),
]);
export const eventActionResultSchema: z.ZodType<EventActionResult> = z.object({
  success: z.boolean(),
  reason: z.string().nullable(),
  reward: z.object({ type: eventRewardType, value: z.number(), title: z.string() }).nullable(),
  page: eventPageSchema,
});

const offer = z.object({
  id: z.number().int(),
  date: z.string(),
  offer: z.enum(DAILY_BONUS_OFFERS),
  conditions: z.array(z.object({ name: z.string(), value: z.string() })),
  effect: z
    .object({ name: z.string(), value: z.number(), unit: z.string(), code: z.string().nullable() })
    .nullable(),
  quantity: z.number().int(),
  purchased: z.boolean(),
  free: z.boolean(),
  price: z.object({ value: z.number(), currency: z.string() }).nullable(),
  content: z
    .object({
      kind: z.enum(['video', 'wallpaper', 'gift']),
      id: z.number().int(),
      title: z.string(),
    })
    .nullable(),
});
export const dailyBonusSchema: z.ZodType<DailyBonusData> = z.object({
  today: offer.nullable(),
  yesterday: offer.nullable(),
  tomorrow: offer.nullable(),
  consumedOffers: z.array(offer),
  bonusModels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  interactive: z.object({ title: z.string(), text: z.string() }).nullable(),
  event: z.object({
    backgroundImage: z.string().nullable(),
    redirect: z.string().nullable(),
    hidesPage: z.boolean(),
    mysteriousTomorrow: z.boolean(),
  }),
});
export const dailyBonusClaimSchema: z.ZodType<DailyBonusClaimResult> = z.object({
  success: z.boolean(),
  errorCode: z.string().nullable(),
  offer: offer.nullable(),
});

const base = { id: z.number().int(), name: z.string(), description: z.string() };
const actorId = z.number().int().nullable();
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
    voucherConfigId: z.number().int(),
  }),
  z.object({ ...base, kind: z.literal('VIPAbo'), daysVIPAbo: z.number().int(), actorId }),
  z.object({ ...base, kind: z.literal('PremiumAbo'), daysPremiumAbo: z.number().int() }),
  z.object({ ...base, kind: z.literal('VoucherVideo'), amount: z.number().int() }),
  z.object({ ...base, kind: z.literal('VoucherPhoto'), amount: z.number().int() }),
  z.object({
    ...base,
    kind: z.literal('FreeMinutes'),
    freeMinutesCount: z.number().int(),
    actorId,
  }),
  z.object({ ...base, kind: z.literal('FreeMessages'), amount: z.number().int() }),
  z.object({
    ...base,
    kind: z.literal('Media'),
    albumId: z.number().int(),
    staggering: z.array(z.object({ from: z.number(), id: z.number().int() })),
  }),
  z.object({
    ...base,
    kind: z.literal('ActorAbo'),
    daysActorAbo: z.number().int(),
    aboId: z.number().int(),
  }),
  z.object({
    ...base,
    kind: z.literal('MessengerGifts'),
    messengerGiftsId: z.number().int(),
    amount: z.number().int(),
  }),
  z.object({ ...base, kind: z.literal('LiveShow'), liveShowActorId: z.number().int() }),
]);
export const bonusCodeConfigSchema = z.object({
  code: z.string(),
  containsTopUpBenefit: z.boolean(),
  validTo: z.string().nullable(),
  conditions: z.object({ requireMobileAuth: z.boolean(), vip: z.boolean() }),
  benefits: z.array(benefit),
});
export const bonusCodeCheckSchema: z.ZodType<BonusCodeCheck> = z.object({
  canRedeem: z.object({ success: z.boolean(), reason: z.string().nullable() }),
  bonusCode: bonusCodeConfigSchema.nullable(),
});
export const redeemReplySchema: z.ZodType<RedeemReply> = z.object({
  success: z.boolean(),
  bonus: bonusCodeConfigSchema.nullable(),
});
export const remainingCodesSchema: z.ZodType<RemainingBonusCode[]> = z.array(
  z.object({ code: z.string(), validTo: z.string().nullable() }),
);

const ticket = z.object({
  showId: z.number().int(),
  actorName: z.string(),
  start: z.string(),
  end: z.string(),
});
export const benefitsSchema: z.ZodType<Benefits> = z.object({
  vouchers: z.array(
    z.object({
      type: z.number().int(),
      amount: z.number(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
      actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  spinwheelSpins: z.number().int().nonnegative(),
  messengerGiftCount: z.number().int().nonnegative(),
  freeMessagesCount: z.number().int().nonnegative(),
  privateShowTickets: z.array(ticket),
  chatShowTickets: z.array(ticket),
});
