import type { SnapshotFrom } from 'xstate';
import type { RestrictionReason } from '../gating/gating.ts';
import type { chatTicketsMachine } from './chatTickets.machine.ts';
import {
  ticketFailureKind,
  type TicketFailureKind,
  type TicketInvitation,
  type TicketShow,
} from './chatTickets.types.ts';

type Snapshot = SnapshotFrom<typeof chatTicketsMachine>;

/** The purchase as the ticket dialog shows it. */
export type TicketPurchaseView =
  | { status: 'idle' }
  | { status: 'confirming' | 'working' | 'bought'; show: TicketShow; promoCode: string | null }
  | {
      status: 'failed';
      show: TicketShow;
      promoCode: string | null;
      /** The meaning the view names, and the code as the service sent it. */
      kind: TicketFailureKind;
      code: string;
    }
  | { status: 'declined'; show: TicketShow; reason: RestrictionReason | null };

export function selectTicketPurchase(snapshot: Snapshot): TicketPurchaseView {
  const { buying, errorCode, refusal } = snapshot.context;
  if (!buying || snapshot.matches({ purchase: 'idle' })) return { status: 'idle' };
  const { show, promoCode } = buying;
  if (snapshot.matches({ purchase: 'confirming' }))
    return { status: 'confirming', show, promoCode };
  if (snapshot.matches({ purchase: 'bought' })) return { status: 'bought', show, promoCode };
  if (snapshot.matches({ purchase: 'declined' }))
    return { status: 'declined', show, reason: refusal };
  if (snapshot.matches({ purchase: 'failed' })) {
    const code = errorCode ?? 'unknown';
    return { status: 'failed', show, promoCode, kind: ticketFailureKind(code), code };
  }
  return { status: 'working', show, promoCode };
}

/** Whether a new purchase can start now (one at a time). */
export const selectCanBuyTicket = (snapshot: Snapshot): boolean =>
  snapshot.matches({ purchase: 'idle' }) && snapshot.context.request !== null;

/** The show whose ticket is being given back, and the one whose return failed. */
export const selectTicketRemoval = (
  snapshot: Snapshot,
): { removing: number | null; failed: number | null } => ({
  removing: snapshot.context.removing,
  failed: snapshot.context.removeFailed,
});

/** The invitation as its toast shows it. */
export type InvitationView =
  | { status: 'none' }
  | {
      status: 'invited' | 'claiming' | 'accepted';
      invitation: TicketInvitation;
      show: TicketShow | null;
    }
  | {
      status: 'failed';
      invitation: TicketInvitation;
      show: TicketShow | null;
      kind: TicketFailureKind;
      code: string;
    };

export function selectInvitation(snapshot: Snapshot): InvitationView {
  const { invitation, invitedShow: show, invitationError } = snapshot.context;
  if (!invitation || snapshot.matches({ invitation: 'none' })) return { status: 'none' };
  if (snapshot.matches({ invitation: 'claiming' })) return { status: 'claiming', invitation, show };
  if (snapshot.matches({ invitation: 'accepted' })) return { status: 'accepted', invitation, show };
  if (snapshot.matches({ invitation: 'claimFailed' })) {
    const code = invitationError ?? 'unknown';
    return { status: 'failed', invitation, show, kind: ticketFailureKind(code), code };
  }
  return { status: 'invited', invitation, show };
}

export const sameInvitationView = (a: InvitationView, b: InvitationView): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
export const samePurchaseView = (a: TicketPurchaseView, b: TicketPurchaseView): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
