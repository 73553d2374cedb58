import type { BridgeFactEvent } from './payTour.events.ts';
import type { BridgeOpen, PayActionName } from './payTour.types.ts';

// The payment bridge's events, context and messages, and reading and writing them (paymentBridge.machine.ts).

/** The payment client's two windows: the page's one hidden iframe, or a tab (phones). */
export type BridgeVia = 'iframe' | 'tab';

/** A message for the payment client's window, before the service encodes it (protocol.ts). */
export type BridgeMessage =
  | BridgeOpen['messages'][number]
  | { type: 'modalbox-init-session'; token: string | null }
  | { type: 'modalbox-is-visible' }
  | { type: `modalbox-action-${PayActionName}`; params?: Record<string, unknown> };

/** A fact the bridge tells the pay tour (its stream's pushes). */
export type BridgeFact = BridgeFactEvent;

/**
 * A message of the payment client that passed the service's checks (exact origin, a window the
 * bridge opened, a well-formed message): a fact, or the answer to an action.
 */
export type BridgeInbound =
  | Exclude<BridgeFact, { type: 'pay.contentLoaded' | 'pay.popupBlocked' | 'pay.tabOpened' }>
  | { type: 'pay.contentLoaded' }
  | { type: 'pay.response'; action: string; data: unknown };

/** How the backend answered a claim of a transfer token for this page's session. */
export type ClaimOutcome = 'claimed' | 'refused' | 'unavailable';

export type Received = { type: 'bridge.received'; via: BridgeVia; message: BridgeInbound };

/** The pay tour's commands (its `bridge` stream), and what the service reports. */
export type PaymentBridgeEvent =
  | BridgeOpen
  /** view-ready arrived: reply is-visible and show the frame. */
  | { type: 'bridge.show' }
  /** iframe-ready arrived: full size. */
  | { type: 'bridge.maximise' }
  /** Success, close, cancel: hide the frame (it stays for later opens and actions). */
  | { type: 'bridge.hide' }
  /** The load timed out: a new iframe replaces the old one and the last open is sent again. */
  | { type: 'bridge.recreate' }
  /** Ask the payment client something (contract: Actions), through the iframe. */
  | { type: 'bridge.ask'; action: PayActionName; params?: Record<string, unknown> }
  | Received
  /** A message from the payment client's window that did not decode. */
  | { type: 'bridge.rejected'; kind: string; detail: string }
  /** The answer of `openTab`: the named tab is there (navigating anew), or the pop-up blocked. */
  | { type: 'tab.opened' }
  | { type: 'tab.blocked' }
  /** The `ask`-th ask of `action` is still unanswered after 500 ms: posted again. */
  | { type: 'bridge.actionPoll'; action: PayActionName; ask: number }
  /** The iframe's document loaded (its element's load event; the service tells). */
  | { type: 'frame.documentLoaded' }
  /** The `ask`-th ask of `action` had no answer within 10 s. */
  | { type: 'bridge.actionExpired'; action: PayActionName; ask: number }
  /** A refused claim: the iframe starts over with a new pay session. */
  | { type: 'frame.renew' }
  /** The iframe was removed to start over: a new one, with the last open if it was the iframe's. */
  | { type: 'frame.reopen' }
  /** The tab navigated anew while it was open: a new window to talk to. */
  | { type: 'tab.reopen' }
  | { type: 'xstate.done.actor.claimFrame'; output: ClaimOutcome }
  | { type: 'xstate.error.actor.claimFrame'; error: unknown }
  | { type: 'xstate.done.actor.claimTab'; output: ClaimOutcome }
  | { type: 'xstate.error.actor.claimTab'; error: unknown };

/** What the bridge knows of one window: its transfer token and what waits to be posted. */
export interface Channel {
  /** The window's last transfer token; null until it sends one (the `token` region says which). */
  token: string | null;
  queue: BridgeMessage[];
}

export interface PaymentBridgeContext {
  /** The backend claims transfer tokens (`vxpay/claim`); without, a token is taken at once. */
  claims: boolean;
  /** The last flow opened, sent again on a recreate; null while the page opened none. */
  lastOpen: BridgeOpen | null;
  /** The transfer token the payment client sent last (each page load sends a new one). */
  latestToken: string | null;
  /** How often a refused claim recreated the iframe. */
  claimRetries: number;
  /** How often an iframe that loaded without a word from the payment client was made anew. */
  frameRetries: number;
  channels: Record<BridgeVia, Channel>;
  /** Actions asked and not yet answered or expired: the number of their ask and their message. */
  asked: Partial<Record<PayActionName, { ask: number; message: BridgeMessage }>>;
  /** Asks so far (numbers them, so a late expiry of an answered ask does nothing). */
  asks: number;
  /** Rejected messages by kind (each kind is reported once). */
  rejected: Record<string, number>;
}

export interface PaymentBridgeInput {
  claims: boolean;
}

/** The frame's look: hidden, loading (centred with an overlay), full size, shown. */
export type FramePhase = 'hidden' | 'loading' | 'full' | 'shown';

/** A message the page sends to ask `action` (contract: Actions). */
export function actionMessage(event: {
  action: PayActionName;
  params?: Record<string, unknown>;
}): BridgeMessage {
  return event.params
    ? { type: `modalbox-action-${event.action}`, params: event.params }
    : { type: `modalbox-action-${event.action}` };
}

/** An action's answer (the relay's guard checked it is one). */
export function answerOf(message: BridgeInbound): { action: PayActionName; data: unknown } {
  return message.type === 'pay.response'
    ? { action: message.action as PayActionName, data: message.data }
    : { action: 'isLoggedIn', data: null };
}

/** The fact a decoded message tells the pay tour; content-loaded says through which window. */
export const factOf = (event: Received): BridgeFact =>
  event.message.type === 'pay.contentLoaded'
    ? { type: 'pay.contentLoaded', via: event.via }
    : (event.message as BridgeFact);
