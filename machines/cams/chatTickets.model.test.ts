import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { chatTicketsMachine } from './chatTickets.machine.ts';
import { buyableShow, ticketsInput } from './chatTickets.testing.ts';
import { selectInvitation, selectTicketPurchase } from './chatTickets.selectors.ts';
import { toTicketShow } from './chatTickets.types.ts';

/** Model-based test: every transition of the tickets statechart, on the real machine. */
const tile = buyableShow;
const show = toTicketShow(tile);
const answer = (allowed: boolean, open: boolean) => ({
  type: 'gate.answer',
  action: 'buy',
  ticket: 'chatTicket',
  allowed,
  reason: allowed ? null : 'needPurchase',
  open: open ? { type: 'payTour.open', flow: 'moneycharge' } : null,
  balance: { value: 1, currency: 'EUR' },
});
const events = [
  { type: 'ui.buyTicket', show },
  { type: 'ui.confirmTicket', promoCode: 'SHOW41' },
  { type: 'ui.closeTicket' },
  { type: 'ui.retryTicket' },
  answer(true, false),
  answer(false, true),
  answer(false, false),
  { type: 'gate.resumed', action: 'buy', ticket: 'chatTicket', success: true },
  { type: 'gate.resumed', action: 'buy', ticket: 'chatTicket', success: false },
  {
    type: 'xstate.done.actor.buyChatTicket',
    output: { success: true, show: { ...tile, isBought: true } },
  },
  {
    type: 'xstate.done.actor.buyChatTicket',
    output: { success: false, errorCode: 'sold_out', show: tile },
  },
  { type: 'xstate.error.actor.buyChatTicket', error: { message: 'network' } },
  { type: 'ui.removeTicket', showId: 41 },
  { type: 'xstate.done.actor.removeChatTicket', output: true },
  { type: 'xstate.done.actor.removeChatTicket', output: false },
  { type: 'xstate.error.actor.removeChatTicket', error: { message: 'network' } },
  { type: 'push.privateTicketShowInvitation', showId: 41, actorId: 7, start: tile.start },
  { type: 'xstate.done.actor.loadInvitedShow', output: tile },
  { type: 'xstate.error.actor.loadInvitedShow', error: { message: 'network' } },
  { type: 'ui.acceptInvitation' },
  { type: 'ui.declineInvitation' },
  { type: 'ui.closeInvitation' },
  {
    type: 'xstate.done.actor.claimInvitation',
    output: { success: true, show: { ...tile, isBought: true } },
  },
  {
    type: 'xstate.done.actor.claimInvitation',
    output: { success: false, errorCode: 'already_bought', show: tile },
  },
  {
    type: 'xstate.done.actor.claimInvitation',
    output: { success: false, errorCode: 'ended', show: tile },
  },
  { type: 'xstate.error.actor.claimInvitation', error: { message: 'network' } },
];

const serializeState = (s: SnapshotFrom<typeof chatTicketsMachine>) => JSON.stringify(s.value);

defineModelSuite(chatTicketsMachine, {
  input: ticketsInput,
  events,
  serializeState,
  runner: {
    srcOf: { claimInvitation: 'claimChatTicket' },
  },
  invariants: (snapshot, { route }) => {
    const purchase = selectTicketPurchase(snapshot);
    // Every state but idle names the show; a refusal names its code.
    if (!snapshot.matches({ purchase: 'idle' }))
      expect(purchase.status === 'idle' ? null : purchase.show.id, route).toBe(41);
    if (snapshot.matches({ purchase: 'failed' }))
      expect(purchase.status === 'failed' && purchase.code, route).toMatch(/sold_out|network/);
    const invitation = selectInvitation(snapshot);
    if (!snapshot.matches({ invitation: 'none' }))
      expect(invitation.status === 'none' ? null : invitation.invitation.showId, route).toBe(41);
  },
});
