import type { GateBox } from '../gating/gating.machine.ts';
import { ageCheckModalId } from '../modals/modals.catalog.ts';
import type { AwaitUpdateEvent, ModalOpenEvent } from '../shared/domainEvents.ts';
import { moneyProps } from './content.figures.ts';
import type { BuyDecision, ContentItem } from './content.types.ts';

/**
 * The modal boxes of the content area (machines/modals/modals.catalog.ts, seed 000 §2):
 * - `not-enough-money` when the price is above the balance (or the server says so): its button tops
 *   up through the pay tour. The gate opens it for content's ask (`boxes`), and resumes the
 *   purchase once the top-up went well and the balance followed; closed, the page stays as it was.
 * - the age-check box (`avs`, `es-avs` on Spanish pages) when the decision asks for the age check,
 *   before the pay tour's avs flow; the gate opens it likewise, and the acceptance is awaited, so
 *   gated media appear without a reload.
 * - `video-with-player` with the preview clip, content's own (`replyTo: 'content'`, answered by
 *   `modals.result`); its button goes to the same purchase decision.
 */
export const CONTENT_MODALS = {
  notEnoughMoney: 'not-enough-money',
  videoPlayer: 'video-with-player',
} as const;

/** The failure codes of the buy call that open a box instead of an error (seed 001 §7). */
export const BUY_FAILURES = { insufficientBalance: 'http_402', needAgeCheck: 'http_403' } as const;

/** The price is above the balance: the box shows both and tops up through the pay tour. */
const notEnoughMoneyBox = (
  item: ContentItem | null,
  decision: BuyDecision | null,
  today: string | null,
): GateBox => ({
  id: CONTENT_MODALS.notEnoughMoney,
  props: moneyProps(item, decision, today),
});

/** The age-check box of the page's language; its button hands over to the avs flow. */
const ageCheckBox = (language: string): GateBox => ({ id: ageCheckModalId(language) });

/** The boxes a refused purchase (or the gated media) opens through the gate, by reason. */
export const gateBoxes = (
  item: ContentItem | null,
  decision: BuyDecision | null,
  today: string | null,
  language: string,
) => ({
  needPurchase: notEnoughMoneyBox(item, decision, today),
  needAgeCheck: ageCheckBox(language),
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
