import type { GuestState, RequestInput } from '../shared/session.types.ts';
import type {
  AwaitedUpdate,
  AwaitUpdateEvent,
  GuestReloadBalanceEvent,
  UpdateArrivedEvent,
} from '../shared/domainEvents.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import type { StatusBarItem, StatusBarType } from './statusBar.ts';

/** The guest machine's facts and the events it takes (guest.machine.ts). */

export interface GuestBalanceReply {
  balance: number;
  balanceFormatted: string;
  isPayingCustomer: boolean;
}

/**
 * The guest machine's context: who the guest is and the request of her session, from the input
 * the root starts it with once bootstrap is done (issue 52 §3), then kept current by the pushes.
 */
export interface GuestContext {
  guest: GuestState;
  request: RequestInput;
  /**
   * Whether login is on (the configuration the root started this machine with): the gate offers
   * login or signup only then. Told to the gate here because the gate is this machine's child,
   * started after bootstrap has read the configuration.
   */
  loginEnabled: boolean;
  /**
   * Whether the browser carries the platform's account cookie (read at start for a visitor):
   * gating offers login rather than signup then. `null` until read (or if it could not be).
   */
  hasAccountCookie: boolean | null;
  /** System ids waiting for a push instead of the default reload (`guest.awaitUpdate`). */
  waiting: Partial<Record<AwaitedUpdate, SystemIdAccepting<UpdateArrivedEvent>>>;
  /** The status bars the platform asked to show, oldest first. */
  statusBars: StatusBarItem[];
  /** The chat that ended last (`chatEnd`), for the chat-exit view. */
  chatEnd: { chatId: string; exitCode: number } | null;
  /** The bonus code redeemed last, when no handler was waiting for it. */
  bonusCode: { code: string; bonus: unknown } | null;
}

type AboUpdate = { active: boolean; justStarted: boolean; priceEur: number };

export type GuestEvent =
  | {
      type: 'push.guestBalance';
      balance: number;
      balanceFormatted: string;
      isPayingCustomer: boolean;
      isPayment: boolean;
    }
  | { type: 'realtime.balanceResynced'; reply: GuestBalanceReply }
  | GuestReloadBalanceEvent
  | AwaitUpdateEvent
  | { type: 'push.loyaltyPointsChanged'; points: number }
  | { type: 'push.vouchers'; vouchers: GuestState['vouchers'] }
  | { type: 'push.giftsUpdate'; boughtGifts: Record<string, number> }
  | { type: 'push.guestEmailVerified' }
  | { type: 'push.pageReload' }
  | { type: 'push.guestLocked' }
  | { type: 'push.dataProtection'; show: boolean }
  | { type: 'ui.dataProtectionAnswered'; accepted: boolean }
  /** The guest accepts the new terms (AGB/GTC) and data protection together. */
  | { type: 'ui.termsAccepted' }
  | ({ type: 'push.vipAboUpdate' } & AboUpdate)
  | ({ type: 'push.vxtvAboUpdate' } & AboUpdate)
  | { type: 'push.voicecallStart'; voicecallIdHash: string; forceReload: boolean }
  | { type: 'push.voicecallStop'; voicecallIdHash: string }
  /** An anonymous voice call started (result code 2000): its id hash, so its stop reloads. */
  | { type: 'guest.anonymousVoicecallStarted'; voicecallIdHash: string }
  | { type: 'push.chatEnd'; chatId: string; exitCode: number }
  | { type: 'ui.chatExitClosed' }
  | { type: 'push.bonusCodeRedeemed'; code: string; bonus: unknown }
  | { type: 'push.statusBar'; statusBarType: StatusBarType; data: unknown }
  | { type: 'ui.statusBarDismissed'; statusBarType: StatusBarType }
  | { type: 'push.sendSignupEmailResult'; success: boolean };
