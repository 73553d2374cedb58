import { demoConfig } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from '../shared/session.types.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import type { Benefits, EventsList, RewardsChildInput, RewardsRequest } from './rewards.types.ts';

/** Shared test data of the rewards machines' tests. */
const request: RewardsRequest = {
  restBaseUrl: 'http://x/rest/v1',
  queryServiceUrl: 'http://x/graphql/query',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};
/** The rewards root's spawn input for `guest` (its calls go to `request`'s addresses). */
export const rewardsInputFor = (guest: GuestState): DomainInput => ({
  owner: 'rewards',
  config: {
    ...demoConfig,
    restBaseUrl: 'http://x/rest/v1',
    queryServiceUrl: 'http://x/graphql/query',
  },
  session: { accessToken: 'tok', guestId: 1, expiresIn: 60 },
  guest,
  request: { restBaseUrl: 'http://x/rest/v1', ver: 't', language: 'en', accessToken: 'tok' },
});
/** Why a child's model leaves out its visitor states: the visitor input's own test covers them. */
export const VISITOR = 'the visitor input (visitorInput): the test beside the model starts with it';
/** A rewards child's input: a logged-in guest's, and a visitor's. */
export const childInput: RewardsChildInput = { request, loggedIn: true };
export const visitorInput: RewardsChildInput = { request, loggedIn: false };
/** The rewards calls' request, as the root builds it from `rewardsInputFor`. */
export const rewardsRequest = request;

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
  DailyBonusClaimResult,
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
  page: { ...easterPage, event: { ...easterPage.event, collectedEggs: 1, egg: null } },
};
export const eggRefused: EventActionResult = {
  success: false,
  reason: 'invalid_token',
  reward: null,
  page: easterPage,
};

/** Wiesn shooting with 50 points: the second of three rewards unlocked (level `pro`). */
export const levelPage: EventPage = {
  kind: 'event',
  event: {
    id: 22,
    name: 'Wiesn shooting',
    start: '2026-11-19',
    end: '2026-12-02',
    rewardClaimEnd: '2026-12-06',
    points: 50,
    activities: [
      { id: 1, name: 'sendMessage', points: 10, vipBonus: 5, limitPerDay: 3, doneToday: 0 },
    ],
    challenges: [],
    rewards: [
      { id: 1, type: 'freeMessages', value: 3, requiredPoints: 20, redeemed: false },
      { id: 2, type: 'videoVoucher', value: 1, requiredPoints: 50, redeemed: false },
      { id: 3, type: 'freeSpins', value: 2, requiredPoints: 100, redeemed: false },
    ],
  },
};
export const activityDone: EventActionResult = {
  success: true,
  reason: null,
  reward: null,
  page: levelPage,
};

/** The 2023 advent calendar, door 5 of which is today's. */
export const adventPage: EventPage = {
  kind: 'advent',
  calendar: {
    year: 2023,
    today: '2023-12-05',
    doors: [
      {
        day: 5,
        date: '2023-12-05',
        type: 'messengerGift',
        value: 2,
        title: 'Door 5',
        claimed: false,
      },
    ],
  },
};
export const doorOpened: EventActionResult = {
  success: true,
  reason: null,
  reward: { type: 'messengerGift', value: 2, title: 'Door 5' },
  page: adventPage,
};

/** A daily bonus whose consumed offers are the three Berlin days up to 22 November 2026. */
export const streakDailyBonus: DailyBonusData = {
  ...demoDailyBonus,
  consumedOffers: ['2026-11-22', '2026-11-21', '2026-11-20'].map((date, index) => ({
    ...todayOffer,
    id: 7 - index,
    date,
    purchased: true,
  })),
};
/** A claimed TopUpPercent offer (20 % on the next top-up). */
export const topUpClaimed: DailyBonusClaimResult = {
  success: true,
  errorCode: null,
  offer: {
    ...todayOffer,
    offer: 'TopUpPercent',
    effect: { name: 'topUpBonus', value: 20, unit: 'percent', code: 'DAILY20' },
    purchased: true,
    content: null,
  },
};

/** An events list on 2026-11-23: one running, one ended, one coming, one running to its last day. */
export const demoEventsList: EventsList = {
  today: '2026-11-23',
  events: [
    {
      id: 40,
      type: 'halloween',
      name: 'Halloween',
      start: '2026-11-18',
      end: '2026-11-29',
      rewardClaimEnd: '2026-12-02',
    },
    {
      id: 35,
      type: 'summer-splash',
      name: 'Summer splash',
      start: '2026-09-24',
      end: '2026-11-22',
      rewardClaimEnd: '2026-11-28',
    },
    {
      id: 45,
      type: 'new-year',
      name: 'New Year countdown',
      start: '2026-12-23',
      end: '2027-01-02',
      rewardClaimEnd: '2027-01-07',
    },
    {
      id: 44,
      type: 'winter-wonderland',
      name: 'Winter wonderland',
      start: '2026-11-28',
      end: '2026-12-13',
      rewardClaimEnd: '2026-12-18',
    },
    {
      id: 3,
      type: 'easter',
      name: 'Easter egg hunt',
      start: '2026-11-23',
      end: '2026-11-23',
      rewardClaimEnd: '2026-11-23',
    },
  ],
};
