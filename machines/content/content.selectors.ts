import type { SnapshotFrom } from 'xstate';
import type { contentMachine } from './content.machine.ts';
import type { RestrictionReason } from '../gating/gating.ts';
import type { Money } from '../shared/money.ts';
import { dailyPriceApplies, priceToPay, vip30Included } from './content.offers.ts';
import type { ContentGate, ContentItem, ContentPicture } from './content.types.ts';

type ContentSnapshot = SnapshotFrom<typeof contentMachine>;

export type ContentView =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'shown'; item: ContentItem };

const LOADING: ContentView = { status: 'loading' };
const views = new WeakMap<object, ContentView>();

/** What the page shows: loading (also before the guest is known), the error, or the item. */
export function selectContentView(snapshot: ContentSnapshot): ContentView {
  const { item, error } = snapshot.context;
  if (snapshot.matches('failed'))
    return cached(snapshot.context, () => ({
      status: 'failed',
      error: error ?? '',
    }));
  if (!snapshot.matches('shown') || !item) return LOADING;
  return cached(snapshot.context, () => ({ status: 'shown', item }));
}

function cached(key: object, make: () => ContentView): ContentView {
  let view = views.get(key);
  if (!view) {
    view = make();
    views.set(key, view);
  }
  return view;
}

export const selectBuying = (snapshot: ContentSnapshot): boolean =>
  snapshot.matches({ shown: { purchase: 'buying' } });

/** A failed purchase's message (the item stays shown). */
export const selectBuyError = (snapshot: ContentSnapshot): string | null =>
  snapshot.matches('shown') ? snapshot.context.error : null;

export type PreviewState = 'stopped' | 'playing' | 'ended';

export function selectPreviewState(snapshot: ContentSnapshot): PreviewState {
  if (snapshot.matches({ shown: { preview: 'playing' } })) return 'playing';
  if (snapshot.matches({ shown: { preview: 'ended' } })) return 'ended';
  return 'stopped';
}

/** The preview frame to show: the playing one, else the first (the poster). */
export function selectPreviewFrame(snapshot: ContentSnapshot): ContentPicture | null {
  const previews = snapshot.context.item?.previews ?? [];
  const index = snapshot.matches({ shown: { preview: 'playing' } }) ? snapshot.context.frame : 0;
  return previews[index] ?? null;
}

/** The guest may watch the video whole: it plays in `content.player` (CONTENT_PLAYER). */
export const selectWatchesWhole = (snapshot: ContentSnapshot): boolean =>
  snapshot.matches({ shown: { watch: 'watching' } });

/**
 * Why buying the shown item would be refused now (the gate's standing answer), for the buy
 * button's label; null when nothing stands in the way or the gate has not answered yet.
 */
export const selectBuyGateReason = (snapshot: ContentSnapshot): RestrictionReason | null =>
  snapshot.context.gates.buy?.reason ?? null;

/** The item's gated media may be shown (the gate's standing answer about `avsContent`). */
export const selectMediaAllowed = (snapshot: ContentSnapshot): boolean =>
  snapshot.context.gates.media?.allowed === true;

/** Why the gated media stay hidden (login first, or the age check); null when shown. */
export const selectMediaGateReason = (snapshot: ContentSnapshot): RestrictionReason | null =>
  snapshot.context.gates.media?.reason ?? null;

export interface PriceOffer {
  /** What the guest pays in money today. */
  pay: Money;
  /** The regular price, struck through, while a daily-bonus price holds; else null. */
  regular: Money | null;
}

const offers = new WeakMap<object, PriceOffer>();

/** The price the buy button names: the daily-bonus price on its day, with the regular one. */
export function selectPriceOffer(snapshot: ContentSnapshot): PriceOffer {
  const { item, today } = snapshot.context;
  const key = item ?? snapshot.context;
  const kept = offers.get(key);
  const daily = dailyPriceApplies(item, today);
  if (kept && (kept.regular !== null) === daily) return kept;
  const offer = { pay: priceToPay(item, today), regular: daily && item ? item.price : null };
  offers.set(key, offer);
  return offer;
}

/**
 * The video vouchers the guest has left for the shown video, shown from the first view and after
 * each use; null while not known (a visitor) or when she has none.
 */
export const selectVouchersLeft = (snapshot: ContentSnapshot): number | null => {
  const { vouchers } = snapshot.context;
  return vouchers !== null && vouchers > 0 ? vouchers : null;
};

/** The guest may pay with a video voucher now (the button's intent would be taken). */
export const selectCanUseVoucher = (snapshot: ContentSnapshot): boolean =>
  snapshot.can({ type: 'ui.buyWithVoucher' });

/**
 * A VIP30 offer's standing answer: allowed (a VIP30 subscriber watches it free) or the reason in
 * the way (login, age check, the VIP subscription); null for a video that is no VIP30 offer or
 * before the gate answered.
 */
export const selectVip30 = (snapshot: ContentSnapshot): ContentGate | null =>
  snapshot.context.item?.isVip30Offer ? snapshot.context.gates.vip : null;

/**
 * A VIP30 subscriber's VIP30 offer (content.offers.ts `vip30Included`): she watches it, and the
 * page offers nothing of it for sale.
 */
export const selectVip30Included = (snapshot: ContentSnapshot): boolean =>
  vip30Included(snapshot.context.item, snapshot.context.gates.vip);

/**
 * The VIP30 offer's intent would be taken now: joining it, or for a subscriber watching it while
 * it does not play whole yet.
 */
export const selectCanJoinVip30 = (snapshot: ContentSnapshot): boolean =>
  snapshot.can({ type: 'ui.joinVip30' });
