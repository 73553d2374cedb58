import type { CamRequest, ChatShowTile } from './cams.types.ts';

/** The tickets' system id, a lazy domain's (issue 50 §5): the gate answers it by this id. */
export const CHAT_TICKETS = 'chatTickets';

/**
 * The error codes `buyChatTicket` answers (seed 001 §7 gives none; docs/decisions
 * 0012-chat-ticket-error-codes.md names ours, the simulator's `tickets.ts` decides them). The view
 * shows each with its own text (`cams.tickets.errors.<code>`); any other code the service may add
 * is shown as `unknown` with the code.
 */
const TICKET_ERROR_CODES = [
  'unknown_show',
  'cancelled',
  'ended',
  'already_bought',
  'started',
  'not_invited',
  'sold_out',
  'invalid_promo_code',
  'insufficient_balance',
] as const;
export type TicketErrorCode = (typeof TICKET_ERROR_CODES)[number];
/** The codes the view knows, plus the call itself failing (no answer) and any code it does not. */
export type TicketFailureKind = TicketErrorCode | 'network' | 'unknown';

export const ticketFailureKind = (code: string): TicketFailureKind =>
  (TICKET_ERROR_CODES as readonly string[]).includes(code)
    ? (code as TicketErrorCode)
    : code === 'network'
      ? 'network'
      : 'unknown';

/** How a ticket is made (the mutation's `creationType`). */
export type TicketCreation = 'PURCHASE' | 'INVITATION';

/** The show a ticket is for: what the confirmation and the invitation show. */
export type TicketShow = Pick<
  ChatShowTile,
  'id' | 'actorId' | 'actorName' | 'title' | 'start' | 'end' | 'price' | 'isFree'
>;

/** `buyChatTicket`'s input (seed 001 §7: id, creationType, modelId, start, promoCode). */
export interface BuyTicketInput {
  request: CamRequest;
  showId: number;
  creationType: TicketCreation;
  modelId: number;
  start: string;
  promoCode: string | null;
}

/** Its answer: on success the show as it is now (bought), else the error code. */
export type BuyTicketOutput =
  | { success: true; show: ChatShowTile }
  | { success: false; errorCode: string; show: ChatShowTile | null };

export interface RemoveTicketInput {
  request: CamRequest;
  showId: number;
}

/** The invitation push's facts (`privateTicketShowInvitation`, docs/realtime-extensions.md). */
export interface TicketInvitation {
  showId: number;
  actorId: number;
  start: string;
}

export interface LoadInvitedShowInput {
  request: CamRequest;
  showId: number;
}

/** The ticket facts of a listed show. */
export const toTicketShow = (show: ChatShowTile): TicketShow => ({
  id: show.id,
  actorId: show.actorId,
  actorName: show.actorName,
  title: show.title,
  start: show.start,
  end: show.end,
  price: show.price,
  isFree: show.isFree,
});
