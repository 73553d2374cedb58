import { berlinDateKey } from '../../machines/rewards/berlinTime.ts';
import type {
  AttemptResult,
  Benefits,
  BonusCodeCheck,
  BonusCodeConfig,
  DailyBonusClaimResult,
  DailyBonusData,
  DailyBonusOffer,
  EventAction,
  EventActionResult,
  EventPage,
  EventPageRequest,
  EventsList,
  EventRewardType,
  GameData,
  GameReward,
  GameType,
  RedeemReply,
  RemainingBonusCode,
  SpecialEvent,
} from '../../machines/rewards/rewards.types.ts';

/**
 * One guest's rewards as the demo platform keeps them: the simulator stores it per account (as
 * JSON) and the demo services keep one in memory. Every operation takes "now" (epoch ms) and is
 * deterministic, so tests can name their dates.
 */
export interface RewardsWorldState {
  spins: number;
  vouchers: Benefits['vouchers'];
  messengerGifts: number;
  freeMessages: number;
  attempts: number;
  games: Record<
    GameType,
    { usedByDay: Record<string, number>; gained: GameReward[]; points: number }
  >;
  dailyClaimed: string[];
  eggDays: string[];
  easterHistory: { rewardId: number; date: string }[];
  adventOpened: number[];
  events: Record<string, { points: number; doneByDay: Record<string, number>; redeemed: number[] }>;
  giftClaims: string[];
  redeemedCodes: string[];
  wonCodes: string[];
  /** Actor names by id, as the gift calendar pages named them. */
  giftActors: Record<string, string>;
  /** The daily bonus event's redirect and hides-page flag (a developer control sets them). */
  dailyEvent: { redirect: string | null; hidesPage: boolean };
}

/** What an operation changed beyond the world: money (EUR, + credit / − charge) and loyalty points. */
export interface WorldEffects {
  balanceDelta: number;
  loyaltyPoints: number;
  vouchersChanged: boolean;
}

const DAY = 86_400_000;

export function newRewardsWorld(): RewardsWorldState {
  return {
    spins: 3,
    vouchers: [
      {
        type: 2,
        amount: 5,
        validFrom: null,
        validTo: '2027-12-31',
        actors: [{ id: 3101, name: 'LunaLove' }],
      },
    ],
    messengerGifts: 1,
    freeMessages: 2,
    attempts: 0,
    games: {
      spinwheel: { usedByDay: {}, gained: [], points: 0 },
      slotmachine: { usedByDay: {}, gained: [], points: 0 },
    },
    dailyClaimed: [],
    eggDays: [],
    easterHistory: [],
    adventOpened: [],
    events: {},
    giftClaims: [],
    redeemedCodes: [],
    wonCodes: [],
    giftActors: {},
    dailyEvent: { redirect: null, hidesPage: false },
  };
}

// ---- Bonus codes ----------------------------------------------------------------------------

const benefitBase = (id: number, name: string, description: string) => ({ id, name, description });

/** The demo bonus codes (documented in simulator/README.md). */
const DEMO_BONUS_CODES: Record<string, BonusCodeConfig & { refuse?: string }> = {
  WELCOME10: {
    code: 'WELCOME10',
    containsTopUpBenefit: true,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(1, 'Welcome bonus', '10 % on your next top-up'),
        kind: 'Bonus',
        bonusFlat: 0,
        bonusTopUpPercent: 10,
        bonusTopUpFlat: 0,
        staggering: [
          { from: 20, amount: 2 },
          { from: 50, amount: 7 },
        ],
      },
    ],
  },
  FREEMSG5: {
    code: 'FREEMSG5',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      { ...benefitBase(2, 'Free messages', 'Five free messages'), kind: 'FreeMessages', amount: 5 },
      {
        ...benefitBase(3, 'Video voucher', 'One video of your choice'),
        kind: 'VoucherVideo',
        amount: 1,
      },
    ],
  },
  GIFTS3: {
    code: 'GIFTS3',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(4, 'Messenger gifts', 'Three roses to send'),
        kind: 'MessengerGifts',
        messengerGiftsId: 12,
        amount: 3,
      },
      { ...benefitBase(5, 'Coins', '20 coins'), kind: 'BonusCoins', amount: 20 },
    ],
  },
  VIPWEEK: {
    code: 'VIPWEEK',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(6, 'VIP week', 'Seven days of VIP'),
        kind: 'VIPAbo',
        daysVIPAbo: 7,
        actorId: null,
      },
      {
        ...benefitBase(7, 'Free minutes', 'Ten minutes video chat'),
        kind: 'FreeMinutes',
        freeMinutesCount: 10,
        actorId: 3101,
      },
    ],
  },
  MOBILEONLY: {
    code: 'MOBILEONLY',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: true, vip: false },
    benefits: [
      { ...benefitBase(8, 'Premium', 'Premium for 3 days'), kind: 'PremiumAbo', daysPremiumAbo: 3 },
    ],
    refuse: 'mobile_auth_required',
  },
  OLD2020: {
    code: 'OLD2020',
    containsTopUpBenefit: false,
    validTo: '2020-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(9, 'Live show', 'A live show ticket'),
        kind: 'LiveShow',
        liveShowActorId: 3101,
      },
    ],
    refuse: 'expired',
  },
};

function findCode(code: string) {
  return DEMO_BONUS_CODES[code.trim().toUpperCase()];
}

export function checkBonusCode(world: RewardsWorldState, code: string): BonusCodeCheck {
  const config = findCode(code);
  if (!config) return { canRedeem: { success: false, reason: 'unknown_code' }, bonusCode: null };
  const { refuse, ...bonusCode } = config;
  const reason = world.redeemedCodes.includes(config.code) ? 'already_redeemed' : (refuse ?? null);
  return { canRedeem: { success: reason === null, reason }, bonusCode };
}

export function redeemBonusCode(
  world: RewardsWorldState,
  code: string,
): { reply: RedeemReply; effects: WorldEffects } {
  const check = checkBonusCode(world, code);
  const effects: WorldEffects = { balanceDelta: 0, loyaltyPoints: 0, vouchersChanged: false };
  if (!check.canRedeem.success || !check.bonusCode)
    return { reply: { success: false, bonus: null }, effects };
  world.redeemedCodes.push(check.bonusCode.code);
  for (const benefit of check.bonusCode.benefits) {
    if (benefit.kind === 'FreeMessages') world.freeMessages += benefit.amount;
    if (benefit.kind === 'MessengerGifts') world.messengerGifts += benefit.amount;
    if (benefit.kind === 'BonusCoins') effects.balanceDelta += benefit.amount / 4;
    if (benefit.kind === 'VoucherVideo' || benefit.kind === 'VoucherPhoto') {
      world.vouchers.push({
        type: benefit.kind === 'VoucherVideo' ? 1 : 4,
        amount: benefit.amount,
        validFrom: null,
        validTo: check.bonusCode.validTo,
        actors: [],
      });
      effects.vouchersChanged = true;
    }
  }
  return { reply: { success: true, bonus: check.bonusCode }, effects };
}

export function remainingBonusCodes(world: RewardsWorldState): RemainingBonusCode[] {
  const offered = ['WELCOME10', 'FREEMSG5', 'GIFTS3', ...world.wonCodes];
  return offered
    .filter((code, index) => offered.indexOf(code) === index && !world.redeemedCodes.includes(code))
    .map((code) => ({ code, validTo: findCode(code)?.validTo ?? null }));
}

// ---- Benefits ------------------------------------------------------------------------------

export function benefitsOf(world: RewardsWorldState, now: number): Benefits {
  const at = (days: number, hour: number) =>
    new Date(dayStart(now) + days * DAY + hour * 3_600_000).toISOString();
  return {
    vouchers: world.vouchers,
    spinwheelSpins: world.spins,
    messengerGiftCount: world.messengerGifts,
    freeMessagesCount: world.freeMessages,
    privateShowTickets: [
      { showId: 501, actorName: 'MiaSunshine', start: at(1, 20), end: at(1, 21) },
    ],
    chatShowTickets: [{ showId: 502, actorName: 'LunaLove', start: at(2, 21), end: at(2, 22) }],
  };
}

// ---- Games ---------------------------------------------------------------------------------

const PRIZES: GameReward[] = [
  { type: 'SPINS', value: 1, code: null, title: '1 free spin' },
  { type: 'COINS', value: 20, code: null, title: '20 coins' },
  { type: 'VIDEO_VOUCHER', value: 1, code: null, title: 'Video voucher' },
  { type: 'MESSENGER_GIFT', value: 2, code: null, title: '2 messenger gifts' },
  { type: 'BONUS_CODE', value: 0, code: 'FREEMSG5', title: 'Bonus code FREEMSG5' },
  { type: 'VIDEO', value: 9001, code: null, title: 'Video "Sunset beach"' },
];

const GAME_IDS: Record<GameType, number> = { spinwheel: 41, slotmachine: 42 };
const SLOT_DAILY_ATTEMPTS = 3;

function dayStart(now: number) {
  return Date.parse(`${berlinDateKey(now)}T00:00:00Z`);
}
function dayKey(now: number, days = 0) {
  return berlinDateKey(dayStart(now) + days * DAY + 12 * 3_600_000);
}

export function gameData(world: RewardsWorldState, gameType: GameType, now: number): GameData {
  const state = world.games[gameType];
  const today = dayKey(now);
  const attemptsLeftToday =
    gameType === 'spinwheel'
      ? world.spins
      : Math.max(0, SLOT_DAILY_ATTEMPTS - (state.usedByDay[today] ?? 0));
  return {
    config: {
      id: GAME_IDS[gameType],
      gameType,
      gameCategory: gameType === 'spinwheel' ? 'personal' : 'event',
      start: dayKey(now, -3),
      end: dayKey(now, 10),
      dailyAttempts: gameType === 'spinwheel' ? 0 : SLOT_DAILY_ATTEMPTS,
      dayConfigs: [-1, 0, 1].map((d) => ({
        day: dayKey(now, d),
        dailyAttempts: gameType === 'spinwheel' ? 0 : SLOT_DAILY_ATTEMPTS,
        pointsPerAttempt: 10,
      })),
      langConfigs: [
        {
          language: 'en',
          title: gameType === 'spinwheel' ? 'Wheel of fortune' : 'Slot machine',
          description: 'Try your luck every day.',
        },
        {
          language: 'de',
          title: gameType === 'spinwheel' ? 'Glücksrad' : 'Spielautomat',
          description: 'Versuch dein Glück jeden Tag.',
        },
      ],
      prizes: PRIZES,
    },
    guestInfo: { gainedRewards: state.gained, points: state.points, attemptsLeftToday },
  };
}

export function useGameAttempt(
  world: RewardsWorldState,
  gameId: number,
  now: number,
): { result: AttemptResult | null; effects: WorldEffects } {
  const effects: WorldEffects = { balanceDelta: 0, loyaltyPoints: 0, vouchersChanged: false };
  const gameType = (Object.keys(GAME_IDS) as GameType[]).find((type) => GAME_IDS[type] === gameId);
  if (!gameType) return { result: null, effects };
  const before = gameData(world, gameType, now);
  if (before.guestInfo.attemptsLeftToday <= 0) {
    return {
      result: {
        reward: null,
        points: 0,
        errorMessage: 'no_attempts_left',
        guestInfo: before.guestInfo,
      },
      effects,
    };
  }
  const state = world.games[gameType];
  if (gameType === 'spinwheel') world.spins -= 1;
  const today = dayKey(now);
  state.usedByDay[today] = (state.usedByDay[today] ?? 0) + 1;
  world.attempts += 1;
  const reward = PRIZES[(world.attempts * 5 + 1) % PRIZES.length] ?? null;
  const points = 10;
  state.points += points;
  effects.loyaltyPoints = points;
  if (reward) {
    state.gained.push(reward);
    if (reward.type === 'SPINS') world.spins += reward.value;
    if (reward.type === 'COINS') effects.balanceDelta += reward.value / 4;
    if (reward.type === 'MESSENGER_GIFT') world.messengerGifts += reward.value;
    if (reward.type === 'BONUS_CODE' && reward.code) world.wonCodes.push(reward.code);
    if (reward.type === 'VIDEO_VOUCHER') {
      world.vouchers.push({
        type: 1,
        amount: reward.value,
        validFrom: null,
        validTo: dayKey(now, 30),
        actors: [],
      });
      effects.vouchersChanged = true;
    }
  }
  return {
    result: {
      reward,
      points,
      errorMessage: null,
      guestInfo: gameData(world, gameType, now).guestInfo,
    },
    effects,
  };
}

// ---- Daily bonus ---------------------------------------------------------------------------

const OFFER_KINDS: DailyBonusOffer['offer'][] = [
  'video',
  'TopUpPercent',
  'MessengerGift',
  'VideoVoucher',
  'photo_album',
  'VipOneDay',
  'TopUpFlat',
  'Merchandise',
];

function offerFor(world: RewardsWorldState, date: string): DailyBonusOffer {
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
  const offer = OFFER_KINDS[dayNumber % OFFER_KINDS.length] ?? 'video';
  const free = dayNumber % 2 === 0;
  return {
    id: dayNumber,
    date,
    offer,
    conditions: free ? [] : [{ name: 'minimumBalance', value: '2.99' }],
    effect:
      offer === 'TopUpPercent'
        ? { name: 'topUpBonus', value: 20, unit: 'percent', code: 'DAILY20' }
        : offer === 'MessengerGift'
          ? { name: 'messengerGifts', value: 2, unit: 'pieces', code: null }
          : null,
    quantity: 1,
    purchased: world.dailyClaimed.includes(date),
    free,
    price: free ? null : { value: 2.99, currency: 'EUR' },
    content:
      offer === 'video' || offer === 'photo_album'
        ? { kind: 'video', id: 9000 + (dayNumber % 100), title: `Daily clip #${dayNumber % 100}` }
        : offer === 'MessengerGift'
          ? { kind: 'gift', id: 12, title: 'Red rose' }
          : null,
  };
}

/** The daily bonus backgrounds the simulator draws (`/media/rewards/daily-bonus/<theme>.svg`). */
export const DAILY_THEMES = ['gold', 'roses', 'night'] as const;

/** The background of a Berlin day: the themes take turns. */
function dailyTheme(date: string): (typeof DAILY_THEMES)[number] {
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
  return DAILY_THEMES[dayNumber % DAILY_THEMES.length]!;
}

export function dailyBonusData(world: RewardsWorldState, now: number): DailyBonusData {
  return {
    today: offerFor(world, dayKey(now)),
    yesterday: offerFor(world, dayKey(now, -1)),
    tomorrow: offerFor(world, dayKey(now, 1)),
    consumedOffers: world.dailyClaimed
      .slice(-31)
      .reverse()
      .map((date) => offerFor(world, date)),
    bonusModels: [
      { id: 3101, name: 'LunaLove' },
      { id: 3102, name: 'MiaSunshine' },
    ],
    interactive: {
      title: 'Daily surprise',
      text: 'A new offer every day at midnight, Berlin time.',
    },
    event: {
      backgroundImage: `/media/rewards/daily-bonus/${dailyTheme(dayKey(now))}.svg`,
      redirect: world.dailyEvent.redirect,
      hidesPage: world.dailyEvent.hidesPage,
      mysteriousTomorrow: true,
    },
  };
}

export function claimDailyBonus(
  world: RewardsWorldState,
  offerId: number,
  balance: number,
  now: number,
): { result: DailyBonusClaimResult; effects: WorldEffects } {
  const effects: WorldEffects = { balanceDelta: 0, loyaltyPoints: 0, vouchersChanged: false };
  const today = offerFor(world, dayKey(now));
  if (today.id !== offerId)
    return { result: { success: false, errorCode: 'offer_expired', offer: null }, effects };
  if (today.purchased)
    return { result: { success: false, errorCode: 'already_claimed', offer: today }, effects };
  const price = today.price?.value ?? 0;
  if (price > balance)
    return { result: { success: false, errorCode: 'insufficient_funds', offer: today }, effects };
  effects.balanceDelta = -price;
  world.dailyClaimed.push(today.date);
  if (today.offer === 'MessengerGift') world.messengerGifts += today.effect?.value ?? 1;
  if (today.offer === 'VideoVoucher') {
    world.vouchers.push({
      type: 1,
      amount: 1,
      validFrom: null,
      validTo: dayKey(now, 7),
      actors: [],
    });
    effects.vouchersChanged = true;
  }
  return {
    result: { success: true, errorCode: null, offer: offerFor(world, today.date) },
    effects,
  };
}

// ---- Special events ------------------------------------------------------------------------

type DemoActivity = Omit<SpecialEvent['activities'][number], 'doneToday'>;
type DemoEventReward = Omit<SpecialEvent['rewards'][number], 'redeemed'>;

const ACTIVITIES: DemoActivity[] = [
  { id: 1, name: 'sendMessage', points: 10, vipBonus: 5, limitPerDay: 3 },
  { id: 2, name: 'watchVideo', points: 5, vipBonus: 2, limitPerDay: 5 },
  { id: 3, name: 'visitProfile', points: 2, vipBonus: 1, limitPerDay: 10 },
];
const EVENT_REWARDS: DemoEventReward[] = [
  { id: 1, type: 'freeMessages', value: 3, requiredPoints: 20 },
  { id: 2, type: 'videoVoucher', value: 1, requiredPoints: 50 },
  { id: 3, type: 'freeSpins', value: 2, requiredPoints: 100 },
];

/**
 * The demo events: name, days around today (start, end, end of claims) and what they offer.
 * Every event runs around the current date, so each page has something to do.
 */
const DEMO_EVENTS: Record<
  number,
  {
    name: string;
    days: [start: number, end: number, claimEnd: number];
    activities: DemoActivity[];
    rewards: DemoEventReward[];
  }
> = {
  22: {
    name: 'Wiesn shooting',
    days: [-3, 10, 14],
    activities: ACTIVITIES,
    rewards: EVENT_REWARDS,
  },
  30: { name: 'Wiesn Bude', days: [-3, 10, 14], activities: ACTIVITIES, rewards: EVENT_REWARDS },
  7: { name: 'Venus attacks', days: [-3, 10, 14], activities: ACTIVITIES, rewards: EVENT_REWARDS },
  6: { name: 'Wiesn Gaudi', days: [-3, 10, 14], activities: ACTIVITIES, rewards: EVENT_REWARDS },
  40: {
    name: 'Halloween',
    days: [-5, 6, 9],
    activities: [
      { id: 1, name: 'sendMessage', points: 13, vipBonus: 7, limitPerDay: 3 },
      { id: 4, name: 'sendGift', points: 20, vipBonus: 10, limitPerDay: 2 },
      { id: 3, name: 'visitProfile', points: 3, vipBonus: 1, limitPerDay: 10 },
    ],
    rewards: [
      { id: 1, type: 'freeMessages', value: 5, requiredPoints: 26 },
      { id: 2, type: 'messengerGift', value: 2, requiredPoints: 66 },
      { id: 3, type: 'videoVoucher', value: 2, requiredPoints: 131 },
    ],
  },
  41: {
    name: 'Wet and wild',
    days: [-2, 12, 15],
    activities: [
      { id: 2, name: 'watchVideo', points: 8, vipBonus: 4, limitPerDay: 5 },
      { id: 5, name: 'joinLiveShow', points: 15, vipBonus: 5, limitPerDay: 2 },
      { id: 3, name: 'visitProfile', points: 2, vipBonus: 1, limitPerDay: 10 },
    ],
    rewards: [
      { id: 1, type: 'freeSpins', value: 1, requiredPoints: 16 },
      { id: 2, type: 'freeMessages', value: 5, requiredPoints: 40 },
      { id: 3, type: 'videoVoucher', value: 1, requiredPoints: 80 },
    ],
  },
  42: {
    name: 'Kick it 2025',
    days: [-7, 7, 10],
    activities: [
      { id: 1, name: 'sendMessage', points: 11, vipBonus: 5, limitPerDay: 3 },
      { id: 6, name: 'buyVideo', points: 25, vipBonus: 10, limitPerDay: 1 },
      { id: 2, name: 'watchVideo', points: 5, vipBonus: 2, limitPerDay: 5 },
    ],
    rewards: [
      { id: 1, type: 'freeMessages', value: 2, requiredPoints: 22 },
      { id: 2, type: 'freeSpins', value: 3, requiredPoints: 55 },
      { id: 3, type: 'messengerGift', value: 3, requiredPoints: 110 },
    ],
  },
  43: {
    name: 'Gold rush',
    days: [-1, 13, 16],
    activities: [
      { id: 3, name: 'visitProfile', points: 4, vipBonus: 2, limitPerDay: 10 },
      { id: 4, name: 'sendGift', points: 20, vipBonus: 10, limitPerDay: 2 },
    ],
    rewards: [
      { id: 1, type: 'freeSpins', value: 2, requiredPoints: 20 },
      { id: 2, type: 'videoVoucher', value: 1, requiredPoints: 60 },
      { id: 3, type: 'freeMessages', value: 10, requiredPoints: 120 },
    ],
  },
};
/**
 * The events list (`get/events`): the events above with their kind (`type`, the page each has
 * in the app), the Easter hunt, the advent calendar and the slot machine as their pages run
 * them, and events the guest cannot take part in: two that ended (one still paying out its
 * rewards, one past its claims) and two that start later. Days are around today, as above.
 */
const LISTED_EVENTS: { id: number; type: string; name: string; days: [number, number, number] }[] =
  [
    ...(
      [
        [22, 'wiesn-shooting'],
        [30, 'wiesn-bude'],
        [7, 'venus-attacks'],
        [6, 'wiesn-gaudi'],
        [40, 'halloween'],
        [41, 'wet-and-wild'],
        [42, 'kickIt'],
        [43, 'reward-box'],
      ] as const
    ).map(([id, type]) => ({ id, type, name: DEMO_EVENTS[id]!.name, days: DEMO_EVENTS[id]!.days })),
    { id: 3, type: 'easter', name: 'Easter egg hunt', days: [0, 0, 0] },
    { id: 50, type: 'adventcalendar', name: 'Advent calendar', days: [-9, 14, 14] },
    { id: GAME_IDS.slotmachine, type: 'slotmachine', name: 'Slot machine', days: [-3, 10, 10] },
    { id: 35, type: 'summer-splash', name: 'Summer splash', days: [-60, -30, -25] },
    { id: 36, type: 'carnival', name: 'Carnival nights', days: [-20, -4, 3] },
    { id: 44, type: 'winter-wonderland', name: 'Winter wonderland', days: [5, 20, 25] },
    { id: 45, type: 'new-year', name: 'New Year countdown', days: [30, 40, 45] },
  ];

export function eventsList(now: number): EventsList {
  return {
    today: dayKey(now),
    events: LISTED_EVENTS.map(({ id, type, name, days: [start, end, claimEnd] }) => ({
      id,
      type,
      name,
      start: dayKey(now, start),
      end: dayKey(now, end),
      rewardClaimEnd: dayKey(now, claimEnd),
    })),
  };
}

const EASTER_REWARDS = [
  {
    id: 1,
    type: 'freeMessages' as const,
    info: '3 free messages',
    value: 3,
    requiredEggs: 1,
    hidden: false,
    isUpTo: false,
  },
  {
    id: 2,
    type: 'freeSpins' as const,
    info: '2 spins',
    value: 2,
    requiredEggs: 2,
    hidden: false,
    isUpTo: false,
  },
  {
    id: 3,
    type: 'bonus' as const,
    info: '50 % top-up bonus',
    value: 50,
    requiredEggs: 4,
    hidden: false,
    isUpTo: true,
  },
  {
    id: 4,
    type: 'video' as const,
    info: 'A secret video',
    value: 9050,
    requiredEggs: 6,
    hidden: true,
    isUpTo: false,
  },
];

function eventState(world: RewardsWorldState, eventId: number) {
  return (world.events[eventId] ??= { points: 0, doneByDay: {}, redeemed: [] });
}

function specialEvent(world: RewardsWorldState, eventId: number, now: number): SpecialEvent | null {
  const demo = DEMO_EVENTS[eventId];
  if (!demo) return null;
  const state = eventState(world, eventId);
  const today = dayKey(now);
  const [start, end, claimEnd] = demo.days;
  return {
    id: eventId,
    name: demo.name,
    start: dayKey(now, start),
    end: dayKey(now, end),
    rewardClaimEnd: dayKey(now, claimEnd),
    points: state.points,
    activities: demo.activities.map((a) => ({
      ...a,
      doneToday: state.doneByDay[`${today}:${a.id}`] ?? 0,
    })),
    challenges: [
      {
        id: 1,
        name: 'reach50',
        goal: 50,
        progress: Math.min(50, state.points),
        done: state.points >= 50,
      },
    ],
    rewards: demo.rewards.map((r) => ({ ...r, redeemed: state.redeemed.includes(r.id) })),
  };
}

function easterPage(world: RewardsWorldState, today: string, accountKey: string): EventPage {
  return {
    kind: 'easter',
    event: {
      id: 3,
      name: 'Easter egg hunt',
      start: today,
      end: today,
      rewardClaimEnd: today,
      collectedEggs: world.eggDays.length,
      rewardHistory: world.easterHistory,
      rewards: EASTER_REWARDS,
      egg: world.eggDays.includes(today)
        ? null
        : { verificationToken: eggToken(accountKey, today) },
    },
  };
}

function eggToken(accountKey: string, date: string) {
  return `egg-${accountKey}-${date.replaceAll('-', '')}`;
}

function adventPage(world: RewardsWorldState, now: number): EventPage {
  const first = dayStart(now) - 9 * DAY;
  return {
    kind: 'advent',
    calendar: {
      year: new Date(now).getUTCFullYear(),
      today: dayKey(now),
      doors: Array.from({ length: 24 }, (_, index) => ({
        day: index + 1,
        date: dayKey(first + 12 * 3_600_000, index),
        type: (['freeMessages', 'videoVoucher', 'messengerGift', 'freeSpins'] as const)[index % 4]!,
        value: 1 + (index % 3),
        title: `Door ${index + 1}`,
        claimed: world.adventOpened.includes(index + 1),
      })),
    },
  };
}

function giftPage(world: RewardsWorldState, actorId: number, now: number): EventPage {
  const actorName = world.giftActors[actorId] ?? `actor${actorId}`;
  return {
    kind: 'giftCalendar',
    calendar: {
      actorId,
      actorName,
      today: dayKey(now),
      days: [-2, -1, 0, 1, 2, 3, 4].map((d) => {
        const qmday = dayKey(now, d);
        return {
          qmday,
          type: d % 2 === 0 ? 'messengerGift' : 'freeMessages',
          value: 1,
          title: d % 2 === 0 ? 'A rose' : 'A free message',
          claimed: world.giftClaims.includes(`${actorId}:${qmday}`),
        };
      }),
    },
  };
}

/** "Now" for an event call: the `qmdate` test date (noon Berlin) when given, else the real now. */
export function eventNow(now: number, qmdate: string | null): number {
  if (qmdate && /^\d{4}-\d{2}-\d{2}$/.test(qmdate)) return Date.parse(`${qmdate}T11:00:00Z`);
  return now;
}

/**
 * An event page as the platform answers it. `spellActor` is the platform's spelling of an actor it
 * knows (links write names lower-cased); the gift calendar of any other actor echoes the name as
 * the request wrote it.
 *
 * @example eventPage(world, { kind: 'giftCalendar', actorName: 'SomeActor', qmdate: null }, now, 'demo')
 */
export function eventPage(
  world: RewardsWorldState,
  request: EventPageRequest,
  now: number,
  accountKey: string,
  spellActor: (name: string) => string | null = () => null,
): EventPage | null {
  const at = eventNow(now, request.qmdate);
  switch (request.kind) {
    case 'event': {
      const event = specialEvent(world, request.eventId, at);
      return event && { kind: 'event', event };
    }
    case 'easter':
      return easterPage(world, dayKey(at), accountKey);
    case 'advent':
      return adventPage(world, at);
    case 'giftCalendar': {
      // One id whatever the case of the name, so a claim finds the calendar its page showed.
      const key = request.actorName.toLowerCase();
      const actorId = 3100 + ([...key].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 100);
      world.giftActors[actorId] = spellActor(request.actorName) ?? request.actorName;
      return giftPage(world, actorId, at);
    }
  }
}

function grant(
  world: RewardsWorldState,
  type: EventRewardType,
  value: number,
  effects: WorldEffects,
) {
  if (type === 'freeMessages') world.freeMessages += value;
  if (type === 'freeSpins') world.spins += value;
  if (type === 'messengerGift') world.messengerGifts += value;
  if (type === 'videoVoucher') {
    world.vouchers.push({ type: 1, amount: value, validFrom: null, validTo: null, actors: [] });
    effects.vouchersChanged = true;
  }
}

export function eventAction(
  world: RewardsWorldState,
  action: EventAction,
  now: number,
  accountKey: string,
): { result: EventActionResult | null; effects: WorldEffects } {
  const effects: WorldEffects = { balanceDelta: 0, loyaltyPoints: 0, vouchersChanged: false };
  const refuse = (reason: string, page: EventPage | null) => ({
    result: page && { success: false, reason, reward: null, page },
    effects,
  });
  switch (action.kind) {
    case 'collectEgg': {
      const today = dayKey(eventNow(now, action.qmdate));
      if (action.verificationToken !== eggToken(accountKey, today))
        return refuse('invalid_token', easterPage(world, today, accountKey));
      world.eggDays.push(today);
      const unlocked = EASTER_REWARDS.find((r) => r.requiredEggs === world.eggDays.length);
      if (unlocked) {
        grant(world, unlocked.type, unlocked.value, effects);
        world.easterHistory.push({ rewardId: unlocked.id, date: today });
      }
      return {
        result: {
          success: true,
          reason: null,
          reward: unlocked
            ? { type: unlocked.type, value: unlocked.value, title: unlocked.info }
            : null,
          page: easterPage(world, today, accountKey),
        },
        effects,
      };
    }
    case 'openDoor': {
      const at = eventNow(now, action.qmdate);
      const page = adventPage(world, at);
      const door =
        page.kind === 'advent' ? page.calendar.doors.find((d) => d.day === action.day) : undefined;
      if (!door) return refuse('unknown_door', page);
      if (door.claimed) return refuse('already_opened', page);
      if (door.date !== dayKey(at)) return refuse('not_today', page);
      world.adventOpened.push(door.day);
      grant(world, door.type, door.value, effects);
      return {
        result: {
          success: true,
          reason: null,
          reward: { type: door.type, value: door.value, title: door.title },
          page: adventPage(world, at),
        },
        effects,
      };
    }
    case 'activity': {
      const event = specialEvent(world, action.eventId, now);
      const activity = event?.activities.find((a) => a.id === action.activityId);
      if (!event || !activity) return refuse('unknown_activity', event && { kind: 'event', event });
      if (activity.doneToday >= activity.limitPerDay)
        return refuse('daily_limit', { kind: 'event', event });
      const state = eventState(world, action.eventId);
      const key = `${dayKey(now)}:${activity.id}`;
      state.doneByDay[key] = (state.doneByDay[key] ?? 0) + 1;
      state.points += activity.points;
      effects.loyaltyPoints = activity.points;
      return {
        result: {
          success: true,
          reason: null,
          reward: null,
          page: { kind: 'event', event: specialEvent(world, action.eventId, now)! },
        },
        effects,
      };
    }
    case 'claimReward': {
      const event = specialEvent(world, action.eventId, now);
      const reward = event?.rewards.find((r) => r.id === action.rewardId);
      if (!event || !reward) return refuse('unknown_reward', event && { kind: 'event', event });
      if (reward.redeemed) return refuse('already_redeemed', { kind: 'event', event });
      if (event.points < reward.requiredPoints)
        return refuse('not_enough_points', { kind: 'event', event });
      eventState(world, action.eventId).redeemed.push(reward.id);
      grant(world, reward.type, reward.value, effects);
      return {
        result: {
          success: true,
          reason: null,
          reward: { type: reward.type, value: reward.value, title: reward.type },
          page: { kind: 'event', event: specialEvent(world, action.eventId, now)! },
        },
        effects,
      };
    }
    case 'claimGift': {
      const page = giftPage(world, action.actorId, now);
      if (page.kind !== 'giftCalendar') return refuse('unknown_actor', null);
      const day = page.calendar.days.find((d) => d.qmday === action.qmday);
      if (!day) return refuse('unknown_day', page);
      if (day.claimed) return refuse('already_claimed', page);
      if (action.qmday !== dayKey(now)) return refuse('not_today', page);
      world.giftClaims.push(`${action.actorId}:${action.qmday}`);
      grant(world, day.type, day.value, effects);
      return {
        result: {
          success: true,
          reason: null,
          reward: { type: day.type, value: day.value, title: day.title },
          page,
        },
        effects,
      };
    }
  }
}
