import type { RequestInput } from '../shared/session.types.ts';
import type { DomainInput, PayFlow, PayTourResultEvent } from '../shared/domainEvents.ts';
import type { PromoOffer } from './promo.ts';

/**
 * Where an incentive is shown: a bar under the navbar, a card in the corner, the home page, or
 * `modal`: no card, its action's modal box opens as the page loads (the server decides how often).
 */
export const INCENTIVE_REGIONS = ['top', 'corner', 'home', 'modal'] as const;
export type IncentiveRegion = (typeof INCENTIVE_REGIONS)[number];

/** What the incentive's button does: a pay-tour flow, a modal box, or a link. */
type IncentiveAction =
  | { kind: 'payTour'; flow: PayFlow }
  | { kind: 'modal'; modalId: string; props?: Record<string, unknown> }
  | { kind: 'link'; url: string };

/**
 * An incentive as the platform sends it (seed 000 §3: region, type, priority, event, uniqueGroup,
 * countdown, countdownStartTime) with the texts and the action the server chose for it.
 * `countdown` is the seconds left when the server answered (see `ShownIncentive.endsAt`).
 */
export interface Incentive {
  id: string;
  region: IncentiveRegion;
  type: string;
  priority: number;
  event: string;
  uniqueGroup: string | null;
  countdown: number | null;
  countdownStartTime: string | null;
  title: string;
  text: string;
  cta: string | null;
  action: IncentiveAction | null;
}

/** A teaser tile of the current route (`teaser/getTeasers`). */
export interface Teaser {
  id: string;
  region: string;
  title: string;
  text: string;
  linkUrl: string;
  imagePath: string | null;
}

/** A banner (seed 001 §3: imagePath, onClickUrl, onClickType, relatedActorId, containerClassSuffix). */
export interface Banner {
  id: number;
  region: string;
  imagePath: string;
  onClickUrl: string;
  onClickType: 'internal' | 'external' | 'modal';
  relatedActorId: number | null;
  containerClassSuffix: string;
}

/** How the guest left an incentive; posted as `result` with `close-incentive`. */
export type CloseResult = 'dismissed' | 'accepted' | 'blocked' | 'alreadySignedUp';

/** An incentive on screen: what the server sent, and when its countdown ends. */
export interface ShownIncentive extends Incentive {
  /** The end of its countdown (ms since the epoch, the wall clock); null without a countdown. */
  endsAt: number | null;
}

/**
 * The wall-clock time a reply arrived (ms since the epoch, recorded with it): the countdowns in
 * it, seconds left when the server answered, run from there.
 */
export interface Arrival {
  receivedAt: number;
}

/** The route the shell resolved, as the page-load call names it. */
export interface IncentiveRoute {
  routeName: string;
  routeArgs: Record<string, string>;
}

/** What `page-load-incentives` answers (the incentives plus config the pay tour may use). */
export interface PageLoadReply {
  incentives: Incentive[];
  vxpayConfig: Record<string, unknown>;
  trackingData: Record<string, unknown>;
}

/** The events with incentives of their own besides page load (seed 000 §7), asked for by album. */
type AlbumEventName = 'videoPreviewEnd' | 'buyImageAlbum';
/**
 * The events asked for by their name alone (`getIncentivesByEvent`, seed 000 §7): a live preview
 * or a live chat that ended (decision 0041).
 */
export type NamedEventName = 'livePreviewEnd' | 'liveChatEnd';

/** An event whose incentives are asked for: an album's by its id, a named one by name. */
export type EventRequest =
  { event: AlbumEventName; albumId: number } | { event: NamedEventName; albumId: null };

export interface PageLoadInput extends IncentiveRoute {
  request: RequestInput;
}
/** An incentive the guest closed, with how, waiting to be posted to `close-incentive`. */
interface QueuedClose {
  incentive: Incentive;
  result: CloseResult;
}
export interface CloseInput extends QueuedClose {
  request: RequestInput;
}
export interface RefillInput {
  request: RequestInput;
  incentiveType: string;
  interval: number;
}
export type EventIncentivesInput = EventRequest & { request: RequestInput };
export interface GuestInfoInput {
  request: RequestInput;
  type: string;
  value: string;
}
export interface TeasersReply {
  teasers: Teaser[];
  banners: Banner[];
}

/** What the onboarding's chooser offers: what the start page shows first (seed 000 §2, onboarding-choose). */
export type StartPageChoice = 'live' | 'videos' | 'feed';

/** The guest preference the chooser saves (`savePreferences`), read back from the guest state. */
export const START_PAGE_PREFERENCE = 'startPage';

/** A survey the server says is due (`survey/feedbackdata`, `survey/chatexit`). */
export interface Survey {
  id: string;
  /** What it asks about: the platform in general, or the live chat that just ended. */
  topic: 'platform' | 'chat';
}

/** The answers a survey takes, posted as `rating` with `survey/feedback`. */
export type SurveyRating = 'good' | 'ok' | 'bad';

export interface RequestOnly {
  request: RequestInput;
}
export interface StartPageInput {
  request: RequestInput;
  choice: StartPageChoice;
}
export interface ChatExitInput {
  request: RequestInput;
  chatId: string;
  exitCode: number;
}
export interface FeedbackInput {
  request: RequestInput;
  surveyId: string;
  rating: SurveyRating;
}

/**
 * What the root starts the incentives with once bootstrap is done (issue 52 §3): the session, and
 * the page's route as the page-load call names it (every page has one, a 404's too).
 */
export interface IncentivesInput extends DomainInput {
  route: IncentiveRoute;
}

export interface IncentivesContext {
  request: RequestInput;
  loggedIn: boolean;
  /** A logged-in guest who signed up on the web (the onboarding's box is for them). */
  signedUp: boolean;
  /** The forced age check comes first (config `forceAvs`, no age verification yet). */
  ageCheckFirst: boolean;
  route: IncentiveRoute;
  incentives: ShownIncentive[];
  /** Unique groups the guest asked not to see again (the incentive-block cookie). */
  blocked: string[];
  /** Closes waiting to be posted, oldest first (the head is being posted). */
  closeQueue: QueuedClose[];
  /** The refill window hidden last (its type and region go once the platform took it). */
  refill: { incentiveType: string; interval: number; region: string | null } | null;
  /** The event whose incentives were asked for last (their replies replace its earlier ones). */
  eventRequest: EventRequest | null;
  teasers: Teaser[];
  banners: Banner[];
  vxpayConfig: Record<string, unknown>;
  trackingData: Record<string, unknown>;
  /** The last call that failed, for the view's error line; cleared by the next success. */
  lastError: { call: string; message: string } | null;
  /** The wall clock as last learned (ms since the epoch): a reply's arrival, or an offer's end. */
  clock: number;
  /** The countdown end the expiry timer is set for, null while none runs. */
  expiry: number | null;
  /** The split tests' promo offers of the guest's variants (the `promo` child asks about them). */
  promoOffers: PromoOffer[];
}

export type IncentivesEvent =
  | { type: 'incentives.routeChanged'; routeName: string; routeArgs: Record<string, string> }
  | { type: 'incentives.reload' }
  | { type: 'incentives.eventOccurred'; event: AlbumEventName; albumId: number }
  | { type: 'ui.incentiveClosed'; id: string; result: 'dismissed' | 'blocked' }
  | { type: 'ui.incentiveAccepted'; id: string }
  | { type: 'ui.alreadySignedUp'; id: string }
  | { type: 'ui.refillWindowHidden'; incentiveType: string; interval: number; region?: string }
  /** From the guest machine: a live chat ended (`chatEnd` push); the survey hears of it. */
  | { type: 'incentives.chatEnded'; chatId: string; exitCode: number }
  /** Raised by the machine itself: an event asked for by name (a live chat's end). */
  | { type: 'incentives.namedEventOccurred'; event: NamedEventName }
  /** Raised by the machine itself: the close to post next, the head of `closeQueue`. */
  | { type: 'incentives.closeNext'; close: QueuedClose }
  | PayTourResultEvent;
