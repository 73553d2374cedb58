import type { RequestInput } from '../shared/session.types.ts';
import type { GuardedAction, RestrictionReason } from '../gating/gating.ts';
import type {
  ModalResultEvent,
  PayTourOpenEvent,
  UpdateArrivedEvent,
} from '../shared/domainEvents.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import type { ActTakenEvent } from '../payTour/payTour.loginAct.ts';
import type { Money } from '../shared/money.ts';
import type { AlbumFacts } from './album.types.ts';
import type { ScrubChosenEvent } from './previewScrub.machine.ts';

/**
 * The content area's items (seed 001 §3): a video and a photo album (gallery) of an actor, as the
 * video-details and photo-album pages show them. Media marked `avsRequired` (the item itself or one
 * picture) are never put into the page before the age check is accepted.
 */
export type ContentKind = 'video' | 'album';

/** One picture: a preview frame of a video or a picture of an album. */
export interface ContentPicture {
  id: number;
  url: string;
  avsRequired: boolean;
}

export interface ContentItem {
  kind: ContentKind;
  id: number;
  actorName: string;
  title: string;
  description: string;
  price: Money;
  /** The item needs an accepted age check before any of its media is shown. */
  avsRequired: boolean;
  bought: boolean;
  /** Seconds, for a video; null for an album. */
  duration: number | null;
  /** Pictures of an album. */
  pictureCount: number;
  /** A video's preview frames, or an album's preview pictures (visible before purchase). */
  previews: ContentPicture[];
  /** An album's pictures once bought (empty before). */
  pictures: ContentPicture[];
  /**
   * A video's preview clip for the `video-with-player` box: the clip and its poster (local media,
   * marked like the item). Absent for an album or a video without a clip.
   */
  preview?: ContentPreview | null;
  /**
   * A video the guest may watch whole (bought, or free for a logged-in guest): its HLS playlist,
   * signed for this guest. Absent or null otherwise.
   */
  playback?: ContentPlayback | null;
  /** An album's views, ratings and comments (seed 001 §3); absent for a video. */
  album?: AlbumFacts | null;
  /**
   * A video's daily-bonus price and the platform day it is set for (seed 001 §3 `dailyBonusPrice`):
   * it sells at that price on that day only (content.offers.ts). Absent or null: none.
   */
  dailyBonusPrice?: DailyBonusPrice | null;
  /** A VIP30 offer (seed 001 §3 `isVip30Offer`): a VIP30 subscriber watches it free. */
  isVip30Offer?: boolean;
}

export interface DailyBonusPrice extends Money {
  /** `YYYY-MM-DD`, the platform's (Berlin) day. */
  day: string;
}

/** One of the guest's vouchers (seed 001 §7 guest vouchers): type 1 is a video voucher. */
export interface GuestVoucher {
  type: number;
  amount: number;
  /** The only actor it is good for; null: any. */
  actorName: string | null;
}

/** How the guest pays for an item: money (her balance) or a video voucher. */
export type ContentPayment = 'money' | 'voucher';

/** What the guest-vouchers call needs: the request and the query service. */
export interface VoucherCall {
  request: RequestInput & { queryServiceUrl: string };
}

interface ContentPlayback {
  src: string;
}

interface ContentPreview {
  src: string;
  poster: string;
}

/**
 * What the page knows when the guest asks to buy (or opens the preview box, whose button buys):
 * the gating decision's reason and what it opens, and the guest's balance (null for a visitor).
 */
export interface BuyDecision {
  /** What was asked: buying the item, or seeing its gated media (`avsContent`). */
  action: GuardedAction;
  reason: RestrictionReason | null;
  open: PayTourOpenEvent | null;
  balance: Money | null;
}

/** Which item a page shows, from its route parameters. */
export interface ContentRef {
  kind: ContentKind;
  actorName: string;
  id: number;
}

/** What the load and buy services need. */
export interface ContentCall {
  request: RequestInput;
  ref: ContentRef;
}

/** The buy call: the item, and how it is paid. */
export interface ContentBuyCall extends ContentCall {
  payWith: ContentPayment;
}

/** The buy call's reply: the item as it is now (bought, with its pictures). */
export interface ContentBuyReply {
  item: ContentItem;
}

/**
 * What the guest asked the gate for last: buying the item, watching a VIP30 offer, or seeing the
 * gated media; `afterFlow` once a flow the gate opened for it (login, signup, an abo) went well,
 * when a restriction still in the way is not opened a second time (a login's reload is under way).
 */
export interface ContentAsk {
  action: 'buy' | 'vipContent' | 'avsContent';
  afterFlow: boolean;
  /** The platform refused the purchase for this reason (its 402 or 403), told to the gate. */
  refused?: RestrictionReason;
}

/** What the page shows of a standing answer: allowed, or the reason in the way. */
export interface ContentGate {
  allowed: boolean;
  reason: RestrictionReason | null;
}

export interface ContentContext {
  /** The session's request (the domain's input, issue 52 §3). */
  request: RequestInput;
  /** The query service (a video's likes and dislikes), from the configuration. */
  queryServiceUrl: string;
  /** What an album's comment form needs of the guest (bootstrap's guest state). */
  commenter: { isLoggedIn: boolean; blocked: boolean };
  /** The item the open page names (kept while the guest is not loaded yet). */
  ref: ContentRef | null;
  item: ContentItem | null;
  /** Why loading or buying failed (the failure's code): shown, and the guest may try again. */
  error: string | null;
  /** The preview frame shown while the preview plays. */
  frame: number;
  /** What the guest asked the gate for last. */
  asked: ContentAsk;
  /** What the page knew when the guest last asked to buy (or opened the preview box). */
  decision: BuyDecision | null;
  /**
   * The gate's standing answers for the shown item: buying it, seeing its gated media, and (a
   * VIP30 offer) watching it as a VIP30 subscriber.
   */
  gates: { buy: ContentGate | null; media: ContentGate | null; vip: ContentGate | null };
  /** The platform's day (`YYYY-MM-DD`) from the clock, read when an item is shown; null before. */
  today: string | null;
  /** The video vouchers the guest may use on the shown video; null while not known. */
  vouchers: number | null;
  /** How the purchase under way is paid. */
  payment: ContentPayment;
}

/**
 * What the video's buying-options child (`content.offers`, `videoOffers.machine.ts`) tells
 * `content`: the clock's reading, and the guest's video vouchers.
 */
export type VideoOffersReport =
  | { type: 'content.clockRead'; now: number }
  | { type: 'content.vouchersLoaded'; vouchers: GuestVoucher[] };

export type ContentEvent =
  | { type: 'content.open'; kind: ContentKind; actorName: string; id: number }
  | { type: 'content.close' }
  | { type: 'content.retry' }
  /** The guest pressed buy: the gate (machines/gating) decides what comes first. */
  | { type: 'ui.buy' }
  /** The guest uses a video voucher instead of money: the gate decides as for `ui.buy`. */
  | { type: 'ui.buyWithVoucher' }
  /** The video's buying-options child (content.offers): the clock's reading, the vouchers. */
  | VideoOffersReport
  /** The guest takes the VIP30 offer: the gate's `vipContent` (the VIP subscription if needed). */
  | { type: 'ui.joinVip30' }
  /** The guest pressed the age-check button of gated media: the gate's `avsContent`. */
  | { type: 'ui.verifyAge' }
  /** The guest wants the preview clip in the `video-with-player` box; its button buys. */
  | { type: 'content.watchPreview' }
  | GateAnswerEvent
  | GateResumedEvent
  /** The pay tour hands back a purchase a visitor started before her login's reload. */
  | ActTakenEvent
  | { type: 'content.previewPlay' }
  | { type: 'content.previewStop' }
  /** The guest chose a moment on the preview thumbnails (`content.scrub`): a watchable video plays there. */
  | ScrubChosenEvent
  | ModalResultEvent
  /** The age check was accepted while `content` waited for it (no page reload; nothing to do). */
  | UpdateArrivedEvent;
