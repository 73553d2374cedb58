import type { Language } from '../shared/languages.ts';

/**
 * The data of the rewards domain (seed 001 §3, seed 000 §3) as the machines see it. The services
 * validate every reply against zod schemas typed by these interfaces.
 */

/** Where the rewards calls go and as whom: REST and the query service (GraphQL). */
export interface RewardsRequest {
  restBaseUrl: string;
  queryServiceUrl: string;
  ver: string;
  language: Language;
  accessToken: string | null;
}

/** What the rewards root starts each of its children with (issue 52 §3). */
export interface RewardsChildInput {
  request: RewardsRequest;
  /** A logged-in guest who is not locked: the one the rewards pages are for. */
  loggedIn: boolean;
}

/** Any child asks the benefits machine to load again after something changed them. */
export interface BenefitsReloadEvent {
  type: 'benefits.reload';
}

// ---- Games ---------------------------------------------------------------------------------

export const GAME_REWARD_TYPES = [
  'BONUS_CODE',
  'COINS',
  'MESSENGER_GIFT',
  'SPINS',
  'VIDEO',
  'VIDEO_VOUCHER',
] as const;
type GameRewardType = (typeof GAME_REWARD_TYPES)[number];

export interface GameReward {
  type: GameRewardType;
  /** Amount (coins, spins, gifts, vouchers) or the id of the video; the bonus code's code as text. */
  value: number;
  code: string | null;
  title: string;
}

export const GAME_TYPES = ['spinwheel', 'slotmachine'] as const;
export type GameType = (typeof GAME_TYPES)[number];

interface GameConfig {
  id: number;
  gameType: GameType;
  gameCategory: string;
  start: string;
  end: string;
  dailyAttempts: number;
  dayConfigs: { day: string; dailyAttempts: number; pointsPerAttempt: number }[];
  langConfigs: { language: string; title: string; description: string }[];
  /** What the wheel or the reels can show. */
  prizes: GameReward[];
}

interface GameGuestInfo {
  gainedRewards: GameReward[];
  points: number;
  attemptsLeftToday: number;
}

export interface GameData {
  config: GameConfig;
  guestInfo: GameGuestInfo;
}

/** The use-attempt reply: a reward (or a blank), or the server's error message. */
export interface AttemptResult {
  reward: GameReward | null;
  points: number;
  errorMessage: string | null;
  guestInfo: GameGuestInfo;
}

// ---- Special events -------------------------------------------------------------------------

/** The reward types of the event calls (seed 001 §3 "Reward types"). */
export const EVENT_REWARD_TYPES = [
  'BONUSCODE',
  'bonus',
  'ontop',
  'ontopflat',
  'video',
  'liveshow',
  'ticketshow',
  'vipBonus',
  'vipAbo',
  'chatRoses',
  'merch',
  'messengerGift',
  'photoAlbum',
  'videoVoucher',
  'freeSpins',
  'freeMessages',
  'blank',
] as const;
export type EventRewardType = (typeof EVENT_REWARD_TYPES)[number];

/**
 * The event ids: the fixed ones of the spec (seed 001 §3: 22, 30, 7, 6), and the ones of the
 * events the spec names without an id (seed 001 §2, §7 `getReward/{eventId}` for halloween,
 * wet-and-wild, kickIt and reward-box, the gold rush of the magazine), numbered here for the
 * simulator; a platform with other ids changes only this table.
 */
export const SPECIAL_EVENT_IDS = {
  wiesnShooting: 22,
  wiesnBude: 30,
  venusAttacks: 7,
  wiesnGaudi: 6,
  halloween: 40,
  wetAndWild: 41,
  kickIt2025: 42,
  rewardBox: 43,
} as const;

/**
 * One event of the platform's list (`specialevents/get/events`, seed 001 §7): its id, kind
 * (`type`: the page it has in the app, e.g. `halloween`, `wiesn-shooting`; a kind the app does
 * not know has no page), display name and Berlin dates `YYYY-MM-DD`: it runs from `start` to
 * `end`, and its rewards can be claimed until `rewardClaimEnd`.
 */
export interface EventListing {
  id: number;
  type: string;
  name: string;
  start: string;
  end: string;
  rewardClaimEnd: string;
}

/** The platform's events for this guest, with the Berlin date of the call (`today`) to read them by. */
export interface EventsList {
  today: string;
  events: EventListing[];
}

export interface SpecialEvent {
  id: number;
  name: string;
  start: string;
  end: string;
  rewardClaimEnd: string;
  points: number;
  activities: {
    id: number;
    name: string;
    points: number;
    vipBonus: number;
    limitPerDay: number;
    doneToday: number;
  }[];
  challenges: { id: number; name: string; goal: number; progress: number; done: boolean }[];
  rewards: {
    id: number;
    type: EventRewardType;
    value: number;
    requiredPoints: number;
    redeemed: boolean;
  }[];
}

export interface EasterReward {
  id: number;
  type: EventRewardType;
  info: string;
  value: number;
  requiredEggs: number;
  hidden: boolean;
  isUpTo: boolean;
}

interface EasterEvent {
  id: number;
  name: string;
  start: string;
  end: string;
  rewardClaimEnd: string;
  collectedEggs: number;
  rewardHistory: { rewardId: number; date: string }[];
  rewards: EasterReward[];
  /** The egg hidden on the page today, if the guest has not found it yet. */
  egg: { verificationToken: string } | null;
}

interface AdventCalendar {
  year: number;
  /** The Berlin date of the call (`qmdate` when given): the one door that can be opened. */
  today: string;
  doors: {
    day: number;
    date: string;
    type: EventRewardType;
    value: number;
    title: string;
    claimed: boolean;
  }[];
}

interface GiftCalendar {
  actorId: number;
  actorName: string;
  /** The Berlin date of the call (`qmdate` when given): the one day that can be claimed. */
  today: string;
  days: { qmday: string; type: EventRewardType; value: number; title: string; claimed: boolean }[];
}

/** What a special-event page shows, by kind. */
export type EventPage =
  | { kind: 'event'; event: SpecialEvent }
  | { kind: 'easter'; event: EasterEvent }
  | { kind: 'advent'; calendar: AdventCalendar }
  | { kind: 'giftCalendar'; calendar: GiftCalendar };

/** `qmdate`: the optional test date of the URL (`?qmdate=YYYY-MM-DD`), passed on as it is. */
export type EventPageRequest =
  | { kind: 'event'; eventId: number; qmdate: string | null }
  | { kind: 'easter'; qmdate: string | null }
  | { kind: 'advent'; qmdate: string | null }
  | { kind: 'giftCalendar'; actorName: string; qmdate: string | null };

/** What the guest does on an event page; each answers with the page as it is then. */
export type EventAction =
  | { kind: 'activity'; eventId: number; activityId: number }
  | { kind: 'claimReward'; eventId: number; rewardId: number }
  | { kind: 'collectEgg'; verificationToken: string; qmdate: string | null }
  | { kind: 'openDoor'; day: number; qmdate: string | null }
  | { kind: 'claimGift'; actorId: number; qmday: string };

/** A refusal (`success` false, with the server's reason) still returns the current page. */
export interface EventActionResult {
  success: boolean;
  reason: string | null;
  reward: { type: EventRewardType; value: number; title: string } | null;
  page: EventPage;
}

// ---- Daily bonus ----------------------------------------------------------------------------

export const DAILY_BONUS_OFFERS = [
  'VipOneDay',
  'video',
  'photo_album',
  'TopUpPercent',
  'TopUpFlat',
  'Merchandise',
  'MessengerGift',
  'VideoVoucher',
] as const;
type DailyBonusOfferKind = (typeof DAILY_BONUS_OFFERS)[number];

export interface DailyBonusOffer {
  id: number;
  date: string;
  offer: DailyBonusOfferKind;
  conditions: { name: string; value: string }[];
  effect: { name: string; value: number; unit: string; code: string | null } | null;
  quantity: number;
  purchased: boolean;
  free: boolean;
  /** The price when not free, in the guest's currency (a franc guest's CHF). */
  price: { value: number; currency: string } | null;
  content: { kind: 'video' | 'wallpaper' | 'gift'; id: number; title: string } | null;
}

export interface DailyBonusData {
  today: DailyBonusOffer | null;
  yesterday: DailyBonusOffer | null;
  tomorrow: DailyBonusOffer | null;
  consumedOffers: DailyBonusOffer[];
  bonusModels: { id: number; name: string }[];
  interactive: { title: string; text: string } | null;
  event: {
    backgroundImage: string | null;
    redirect: string | null;
    hidesPage: boolean;
    mysteriousTomorrow: boolean;
  };
}

export interface DailyBonusClaimResult {
  success: boolean;
  /** `insufficient_funds` asks for a top-up first; others are shown as they are. */
  errorCode: string | null;
  offer: DailyBonusOffer | null;
}

// ---- Bonus codes ----------------------------------------------------------------------------

interface BenefitBase {
  id: number;
  name: string;
  description: string;
}
export type BonusCodeBenefit = BenefitBase &
  (
    | {
        kind: 'Bonus';
        bonusFlat: number;
        bonusTopUpPercent: number;
        bonusTopUpFlat: number;
        staggering: { from: number; amount: number }[];
      }
    | { kind: 'BonusCoins'; amount: number }
    | { kind: 'BonusCredits'; amount: number; voucherConfigId: number }
    | { kind: 'VIPAbo'; daysVIPAbo: number; actorId: number | null }
    | { kind: 'PremiumAbo'; daysPremiumAbo: number }
    | { kind: 'VoucherVideo'; amount: number }
    | { kind: 'VoucherPhoto'; amount: number }
    | { kind: 'FreeMinutes'; freeMinutesCount: number; actorId: number | null }
    | { kind: 'FreeMessages'; amount: number }
    | { kind: 'Media'; albumId: number; staggering: { from: number; id: number }[] }
    | { kind: 'ActorAbo'; daysActorAbo: number; aboId: number }
    | { kind: 'MessengerGifts'; messengerGiftsId: number; amount: number }
    | { kind: 'LiveShow'; liveShowActorId: number }
  );

export interface BonusCodeConfig {
  code: string;
  containsTopUpBenefit: boolean;
  validTo: string | null;
  conditions: { requireMobileAuth: boolean; vip: boolean };
  benefits: BonusCodeBenefit[];
}

export interface BonusCodeCheck {
  canRedeem: { success: boolean; reason: string | null };
  bonusCode: BonusCodeConfig | null;
}

export interface RedeemReply {
  success: boolean;
  bonus: BonusCodeConfig | null;
}

export interface RemainingBonusCode {
  code: string;
  validTo: string | null;
}

// ---- Benefits -------------------------------------------------------------------------------

/** Voucher types by number (seed 001 §3). */
export const VOUCHER_TYPES = {
  1: 'video',
  2: 'videochat',
  3: 'credits',
  4: 'photoAlbum',
  5: 'messages',
  6: 'messengerGift',
  7: 'liveShow',
  8: 'privateShow',
  9: 'bonusCode',
  10: 'spins',
} as const;
type VoucherTypeNumber = keyof typeof VOUCHER_TYPES;
export type VoucherTypeName = (typeof VOUCHER_TYPES)[VoucherTypeNumber];

export interface Voucher {
  type: number;
  amount: number;
  validFrom: string | null;
  validTo: string | null;
  actors: { id: number; name: string }[];
}

export interface ShowTicket {
  showId: number;
  actorName: string;
  start: string;
  end: string;
}

export interface Benefits {
  vouchers: Voucher[];
  spinwheelSpins: number;
  messengerGiftCount: number;
  freeMessagesCount: number;
  privateShowTickets: ShowTicket[];
  chatShowTickets: ShowTicket[];
}
