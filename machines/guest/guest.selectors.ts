import type { SnapshotFrom } from 'xstate';
import type { Money } from '../shared/money.ts';
import type { guestMachine } from './guest.machine.ts';

type GuestSnapshot = SnapshotFrom<ReturnType<typeof guestMachine>>;

export interface GuestSummary {
  name: string;
  balance: Money;
}
const summaries = new WeakMap<object, GuestSummary>();

/** Name and balance for the navbar, current with every balance push; null for a visitor. */
export function selectGuestSummary(snapshot: GuestSnapshot): GuestSummary | null {
  const guest = snapshot.context.guest;
  if (!snapshot.hasTag('loggedIn')) return null;
  let summary = summaries.get(guest);
  if (!summary) {
    summary = {
      name: guest.name ?? '',
      balance: { value: guest.balance, currency: guest.currency },
    };
    summaries.set(guest, summary);
  }
  return summary;
}

/** Whether the guest is a VIP now (a VIP push changes it): who gets the navbar's VIP button. */
export const selectIsVip = (snapshot: GuestSnapshot): boolean => snapshot.context.guest.isVip;

export const selectIsLocked = (snapshot: GuestSnapshot): boolean => snapshot.hasTag('locked');
export const selectEmailVerified = (snapshot: GuestSnapshot): boolean =>
  snapshot.matches({ loggedIn: { email: 'verified' } });

export type DataProtectionDialog = 'asking' | 'answering' | 'failed' | null;
export function selectDataProtectionDialog(snapshot: GuestSnapshot): DataProtectionDialog {
  for (const state of ['asking', 'answering', 'failed'] as const) {
    if (snapshot.matches({ loggedIn: { dataProtection: state } })) return state;
  }
  return null;
}

export type TermsDialog = 'asking' | 'accepting' | 'failed' | null;
/** The new-terms dialog (AGB/GTC and data protection) while they are to be accepted. */
export function selectTermsDialog(snapshot: GuestSnapshot): TermsDialog {
  for (const state of ['asking', 'accepting', 'failed'] as const) {
    if (snapshot.matches({ loggedIn: { dataProtection: { terms: state } } })) return state;
  }
  return null;
}

/** Whether the browser has the platform's account cookie (login rather than signup); false if unknown. */
export const selectHasAccountCookie = (snapshot: GuestSnapshot): boolean =>
  snapshot.context.hasAccountCookie === true;

/** The status bars the platform pushed, oldest first (the array is kept while unchanged). */
export const selectStatusBars = (snapshot: GuestSnapshot) => snapshot.context.statusBars;

export const selectVoicecallActive = (snapshot: GuestSnapshot): boolean =>
  snapshot.hasTag('voicecall');

/** The ended chat while the chat-exit view is open, else null. */
export const selectChatExit = (snapshot: GuestSnapshot) =>
  snapshot.matches({ loggedIn: { chatExit: 'open' } }) ? snapshot.context.chatEnd : null;

export type SignupEmailResult = 'sent' | 'failed' | null;
export function selectSignupEmailResult(snapshot: GuestSnapshot): SignupEmailResult {
  if (snapshot.matches({ loggedIn: { signupEmail: 'sent' } })) return 'sent';
  if (snapshot.matches({ loggedIn: { signupEmail: 'failed' } })) return 'failed';
  return null;
}

export const selectBonusCode = (snapshot: GuestSnapshot) => snapshot.context.bonusCode;
