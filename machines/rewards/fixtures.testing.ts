import type { Benefits, RewardsReadyEvent, RewardsRequest } from './rewards.types.ts';

/** Shared test data of the rewards machines' tests. */
export const request: RewardsRequest = {
  restBaseUrl: 'http://x/rest/v1',
  queryServiceUrl: 'http://x/graphql/query',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};
export const readyEvent: RewardsReadyEvent = { type: 'rewards.ready', request, loggedIn: true };
export const visitorReady: RewardsReadyEvent = { type: 'rewards.ready', request, loggedIn: false };

export const demoBenefits: Benefits = {
  vouchers: [{ type: 1, amount: 2, validFrom: null, validTo: '2027-01-01', actors: [] }],
  spinwheelSpins: 3,
  messengerGiftCount: 1,
  freeMessagesCount: 4,
  privateShowTickets: [],
  chatShowTickets: [],
};

import type {
  AttemptResult,
  BonusCodeCheck,
  DailyBonusData,
  DailyBonusOffer,
  EventActionResult,
  EventPage,
  GameData,
} from './rewards.types.ts';

const guestInfo = { gainedRewards: [], points: 0, attemptsLeftToday: 2 };
export const demoGame: GameData = {
  config: {
    id: 41,
    gameType: 'spinwheel',
    gameCategory: 'personal',
    start: '2026-11-01',
    end: '2026-12-01',
    dailyAttempts: 0,
    dayConfigs: [{ day: '2026-11-22', dailyAttempts: 0, pointsPerAttempt: 10 }],
    langConfigs: [{ language: 'en', title: 'Wheel', description: '' }],
    prizes: [{ type: 'SPINS', value: 1, code: null, title: '1 spin' }],
  },
  guestInfo,
};
export const noAttemptsGame: GameData = {
  ...demoGame,
  guestInfo: { ...guestInfo, attemptsLeftToday: 0 },
};
export const wonAttempt: AttemptResult = {
  reward: { type: 'COINS', value: 20, code: null, title: '20 coins' },
  points: 10,
  errorMessage: null,
  guestInfo: { gainedRewards: [], points: 10, attemptsLeftToday: 1 },
};
export const refusedAttempt: AttemptResult = {
  ...wonAttempt,
  reward: null,
  errorMessage: 'no_attempts_left',
};

export const okCheck: BonusCodeCheck = {
  canRedeem: { success: true, reason: null },
  bonusCode: {
    code: 'GIFTS3',
    containsTopUpBenefit: false,
    validTo: null,
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [{ id: 1, name: 'Coins', description: '', kind: 'BonusCoins', amount: 20 }],
  },
};
export const refusedCheck: BonusCodeCheck = {
  canRedeem: { success: false, reason: 'expired' },
  bonusCode: null,
};

export const todayOffer: DailyBonusOffer = {
  id: 7,
  date: '2026-11-22',
  offer: 'video',
  conditions: [],
  effect: null,
  quantity: 1,
  purchased: false,
  free: false,
  price: { value: 2.99, currency: 'EUR' },
  content: { kind: 'video', id: 9, title: 'Clip' },
};
export const demoDailyBonus: DailyBonusData = {
  today: todayOffer,
  yesterday: null,
  tomorrow: null,
  consumedOffers: [],
  bonusModels: [],
  interactive: null,
  event: { backgroundImage: null, redirect: null, hidesPage: false, mysteriousTomorrow: true },
};

export const easterPage: EventPage = {
  kind: 'easter',
  event: {
    id: 3,
    name: 'Easter',
    start: '2026-04-01',
    end: '2026-04-10',
    rewardClaimEnd: '2026-04-12',
    collectedEggs: 0,
    rewardHistory: [],
    rewards: [],
    egg: { verificationToken: 'egg-1' },
  },
};
export const eggCollected: EventActionResult = {
  success: true,
  reason: null,
  reward: { type: 'freeMessages', value: 3, title: '3 free messages' },
  page: { ...easterPage, event: { ...easterPage.event, collectedEggs: 1, egg: null } } as EventPage,
};
export const eggRefused: EventActionResult = {
  success: false,
  reason: 'invalid_token',
  reward: null,
  page: easterPage,
};
