import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChatShowTile } from './cams.types.ts';
import { chatTicketsMachine } from './chatTickets.machine.ts';
import { buyableShow, ticketsInput } from './chatTickets.testing.ts';
import { selectInvitation, selectTicketPurchase } from './chatTickets.selectors.ts';
import {
  toTicketShow,
  type BuyTicketInput,
  type BuyTicketOutput,
  type LoadInvitedShowInput,
} from './chatTickets.types.ts';

const tile = buyableShow;
const allowed = {
  type: 'gate.answer',
  action: 'buy',
  ticket: 'chatTicket',
  allowed: true,
  reason: null,
  open: null,
  balance: { value: 20, currency: 'EUR' },
} as const;

function start(answer: (input: BuyTicketInput) => BuyTicketOutput) {
  const calls: BuyTicketInput[] = [];
  const call = fromPromise<BuyTicketOutput, BuyTicketInput>(({ input }) => {
    calls.push(input);
    return Promise.resolve(answer(input));
  });
  const actor = createActor(
    chatTicketsMachine.provide({
      actors: {
        buyChatTicket: call,
        claimChatTicket: call,
        loadInvitedShow: fromPromise<ChatShowTile | null, LoadInvitedShowInput>(() =>
          Promise.resolve(tile),
        ),
      },
    }),
    { input: ticketsInput },
  ).start();
  return { actor, calls };
}

describe('chatTickets', () => {
  it('buys after the confirmation and the gate, with the promo code trimmed', async () => {
    const { actor, calls } = start(() => ({ success: true, show: { ...tile, isBought: true } }));
    actor.send({ type: 'ui.buyTicket', show: toTicketShow(tile) });
    expect(selectTicketPurchase(actor.getSnapshot()).status).toBe('confirming');
    actor.send({ type: 'ui.confirmTicket', promoCode: '  SHOW41 ' });
    expect(selectTicketPurchase(actor.getSnapshot()).status).toBe('working');
    actor.send(allowed);
    await waitFor(actor, (s) => s.matches({ purchase: 'bought' }));
    expect(calls).toEqual([
      expect.objectContaining({
        showId: 41,
        creationType: 'PURCHASE',
        modelId: 7,
        start: tile.start,
        promoCode: 'SHOW41',
      }),
    ]);
  });

  it('shows a refusal by its code, an unknown code as unknown, and retries from the confirmation', async () => {
    let code = 'sold_out';
    const { actor } = start(() => ({ success: false, errorCode: code, show: tile }));
    actor.send({ type: 'ui.buyTicket', show: toTicketShow(tile) });
    actor.send({ type: 'ui.confirmTicket', promoCode: null });
    actor.send(allowed);
    await waitFor(actor, (s) => s.matches({ purchase: 'failed' }));
    expect(selectTicketPurchase(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      kind: 'sold_out',
      code: 'sold_out',
    });
    code = 'brand_new_code';
    actor.send({ type: 'ui.retryTicket' });
    actor.send({ type: 'ui.confirmTicket', promoCode: null });
    actor.send(allowed);
    await waitFor(actor, (s) => s.matches({ purchase: 'failed' }));
    expect(selectTicketPurchase(actor.getSnapshot())).toMatchObject({
      kind: 'unknown',
      code: 'brand_new_code',
    });
  });

  it('waits for the gate flow and gives the purchase up when the flow is given up', () => {
    const { actor, calls } = start(() => ({ success: true, show: tile }));
    actor.send({ type: 'ui.buyTicket', show: toTicketShow(tile) });
    actor.send({ type: 'ui.confirmTicket', promoCode: null });
    actor.send({
      ...allowed,
      allowed: false,
      reason: 'needPurchase',
      open: { type: 'payTour.open', flow: 'moneycharge' },
    });
    expect(actor.getSnapshot().matches({ purchase: 'gated' })).toBe(true);
    // Another asker's answer is not ours.
    actor.send({ type: 'gate.resumed', action: 'buy', ticket: 'contests.vote', success: true });
    expect(actor.getSnapshot().matches({ purchase: 'gated' })).toBe(true);
    actor.send({ type: 'gate.resumed', action: 'buy', ticket: 'chatTicket', success: false });
    expect(selectTicketPurchase(actor.getSnapshot()).status).toBe('declined');
    expect(calls).toEqual([]);
  });

  it('offers an invitation with its show and claims the ticket free on accept', async () => {
    const { actor, calls } = start(() => ({ success: true, show: { ...tile, isBought: true } }));
    actor.send({
      type: 'push.privateTicketShowInvitation',
      showId: 41,
      actorId: 7,
      start: tile.start,
    });
    await waitFor(
      actor,
      (s) => selectInvitation(s).status === 'invited' && s.context.invitedShow !== null,
    );
    expect(selectInvitation(actor.getSnapshot())).toMatchObject({
      status: 'invited',
      show: { actorName: 'Lana' },
    });
    actor.send({ type: 'ui.acceptInvitation' });
    await waitFor(actor, (s) => s.matches({ invitation: 'accepted' }));
    expect(calls).toEqual([expect.objectContaining({ showId: 41, creationType: 'INVITATION' })]);
    actor.send({ type: 'ui.closeInvitation' });
    expect(selectInvitation(actor.getSnapshot()).status).toBe('none');
  });
});
