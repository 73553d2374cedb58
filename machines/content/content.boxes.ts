import { ageCheckModalId } from '../modals/modals.catalog.ts';
import type { AwaitUpdateEvent, ModalOpenEvent } from '../shared/domainEvents.ts';
import { moneyProps } from './content.figures.ts';
import type { BuyDecision, ContentItem } from './content.types.ts';

/**
 * The modal boxes the content area opens (machines/modals/modals.catalog.ts, seed 000 §2), each
 * with `replyTo: 'content'` and answered by `modals.result`:
 * - `not-enough-money` when the price is above the balance (or the server says so): its button tops
 *   up through the pay tour; confirmed (the top-up succeeded), the purchase continues by itself;
 *   closed, the page stays as it was.
 * - the age-check box (`avs`, `es-avs` on Spanish pages) when the decision asks for the age check,
 *   before the pay tour's avs flow; the acceptance is awaited, so gated media appear without a reload.
 * - `video-with-player` with the preview clip; its button goes to the same purchase decision.
 */
export const CONTENT_MODALS = {
  notEnoughMoney: 'not-enough-money',
  videoPlayer: 'video-with-player',
  ageCheck: ['avs', 'es-avs'],
} as const;

/** The failure codes of the buy call that open a box instead of an error (seed 001 §7). */
export const BUY_FAILURES = { insufficientBalance: 'http_402', needAgeCheck: 'http_403' } as const;

/** The price is above the balance: the box shows both and tops up through the pay tour. */
export const notEnoughMoneyBox = (
  item: ContentItem | null,
  decision: BuyDecision | null,
  today: string | null,
): ModalOpenEvent => ({
  type: 'modals.open',
  id: CONTENT_MODALS.notEnoughMoney,
  props: moneyProps(item, decision, today),
  replyTo: 'content',
});

/** The age-check box of the page's language; its button hands over to the avs flow. */
export const ageCheckBox = (language: string): ModalOpenEvent => ({
  type: 'modals.open',
  id: ageCheckModalId(language),
  replyTo: 'content',
});

/** The acceptance is told to `content` instead of reloading the page: gated media appear. */
export const AWAIT_AGE_CHECK: AwaitUpdateEvent = {
  type: 'guest.awaitUpdate',
  update: 'avs',
  replyTo: 'content',
};

/** The preview clip in the `video-with-player` box; its button buys. */
export const videoPlayerBox = (item: ContentItem | null): ModalOpenEvent => ({
  type: 'modals.open',
  id: CONTENT_MODALS.videoPlayer,
  props: { src: item?.preview?.src ?? '', poster: item?.preview?.poster ?? '' },
  replyTo: 'content',
});
