/**
 * One-click top-up (issue #19 part 5, seed 000 §6 §7): the guest's stored payment method is
 * charged for one of the amounts her one-click settings offer (`canOneClick`), over the realtime
 * channel (`chargeOneClick {amount, channelId}` → `chargeOneClickResult`).
 */

/**
 * Amounts from this many euro up are charged only after a second, explicit confirmation: a
 * mis-tap on a large amount must not cost the guest money (our choice, decision 0013).
 */
export const LARGE_ONE_CLICK_AMOUNT = 50;

/** Whether `amount` (euro) needs the confirmation step. */
export const needsConfirmation = (amount: number): boolean => amount >= LARGE_ONE_CLICK_AMOUNT;

/**
 * Why a one-click charge failed (`chargeOneClickResult.errorCode`, our extension of the
 * contract's frame, docs/realtime-extensions.md): one-click is off, the amount is not one she
 * offered, no stored card or account, the monthly limit would be passed, the card was declined.
 */
export const ONE_CLICK_ERRORS = [
  'notEnabled',
  'amountNotOffered',
  'noStoredMethod',
  'limitExceeded',
  'declined',
] as const;
export type OneClickError = (typeof ONE_CLICK_ERRORS)[number];

/**
 * `channelId` of a charge that does not come from a messenger channel (the live chat): the
 * contract's frame needs one, and channel ids start at 1.
 */
export const NO_CHANNEL = 0;

/** Who asked for the top-up and gets `oneClick.result` (system ids). */
export type OneClickRequester = 'liveChat' | 'messenger';

/** Said to the requester when the top-up is over: paid (one click or pay tour) or given up. */
export interface OneClickResultEvent {
  type: 'oneClick.result';
  success: boolean;
  /** How it was paid: one click, or the pay tour's money charge where one click is not possible. */
  via: 'oneClick' | 'payTour';
}
