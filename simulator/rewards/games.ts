import type {
  AttemptResult,
  DailyBonusClaimResult,
  DailyBonusData,
  DailyBonusOffer,
  GameData,
  GameReward,
  GameType,
} from '../../machines/rewards/rewards.types.ts';
import { DAY, dayKey, type RewardsWorldState, type WorldEffects } from './world.ts';

// The reward games (spin wheel, slot machine) and the daily bonus.

// ---- Games ---------------------------------------------------------------------------------

const PRIZES: GameReward[] = [
  { type: 'SPINS', value: 1, code: null, title: '1 free spin' },
  { type: 'COINS', value: 20, code: null, title: '20 coins' },
  { type: 'VIDEO_VOUCHER', value: 1, code: null, title: 'Video voucher' },
  { type: 'MESSENGER_GIFT', value: 2, code: null, title: '2 messenger gifts' },
  { type: 'BONUS_CODE', value: 0, code: 'FREEMSG5', title: 'Bonus code FREEMSG5' },
  { type: 'VIDEO', value: 9001, code: null, title: 'Video "Sunset beach"' },
];

export const GAME_IDS: Record<GameType, number> = { spinwheel: 41, slotmachine: 42 };
const SLOT_DAILY_ATTEMPTS = 3;

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
