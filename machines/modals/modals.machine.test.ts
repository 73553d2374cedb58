import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type ActorRefFrom } from 'xstate';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from '../shared/session.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { MODAL_IDS } from './modals.catalog.ts';
import { modalsMachine } from './modals.machine.ts';
import {
  selectAboveCookieBanner,
  selectOpenModal,
  selectRefusedModal,
} from './modals.selectors.ts';

/**
 * The modal manager inside a tiny system with a pay tour that records what it is asked, started
 * (as the root starts it) with the demo guest's session, or `guest`'s.
 */
function start(guest: Partial<GuestState> = {}) {
  const payTourEvents: unknown[] = [];
  const replies: unknown[] = [];
  const scroll: boolean[] = [];
  const root = createMachine({
    invoke: [
      {
        id: 'modals',
        systemId: 'modals',
        src: modalsMachine().provide({
          actions: {
            blockScroll: () => scroll.push(true),
            releaseScroll: () => scroll.push(false),
          },
        }),
        input: demoDomainInput('modals', guest),
      },
      {
        id: 'mediathek',
        systemId: 'mediathek',
        src: createMachine({ on: { '*': { actions: ({ event }) => replies.push(event) } } }),
      },
      {
        id: 'payTour',
        systemId: 'payTour',
        src: createMachine({ on: { '*': { actions: ({ event }) => payTourEvents.push(event) } } }),
      },
    ],
  });
  const system = createActor(root).start();
  const modals = system.system.get('modals') as ActorRefFrom<ReturnType<typeof modalsMachine>>;
  return { modals, payTourEvents, replies, scroll, snapshot: () => modals.getSnapshot() };
}

describe('modal manager', () => {
  it('knows every modal id of the spec list', () => {
    expect(MODAL_IDS).toHaveLength(27);
    expect(MODAL_IDS).toEqual(
      expect.arrayContaining(['conversion-chat', 'vip30', 'avs', 'survey', 'exitIntent']),
    );
  });

  it('opens one box at a time, with its catalog options, and blocks scrolling while a blocking one is open', () => {
    const { modals, scroll, snapshot } = start();
    modals.send({ type: 'modals.open', id: 'vxcoin-info' });
    expect(selectOpenModal(snapshot())?.id).toBe('vxcoin-info');
    expect(scroll).toEqual([]);
    modals.send({ type: 'modals.open', id: 'not-enough-money', props: { price: '5,00 €' } });
    expect(selectOpenModal(snapshot())).toMatchObject({
      id: 'not-enough-money',
      props: { price: '5,00 €' },
    });
    expect(selectAboveCookieBanner(snapshot())).toBe(true);
    expect(scroll).toEqual([true]);
    modals.send({ type: 'ui.modalClosed' });
    expect(selectOpenModal(snapshot())).toBeNull();
    expect(scroll).toEqual([true, false]);
  });

  it('lets the sender override the options', () => {
    const { modals, snapshot } = start();
    modals.send({
      type: 'modals.open',
      id: 'survey',
      options: { blockScroll: true, aboveCookieBanner: true },
    });
    expect(snapshot().hasTag('scrollBlocked')).toBe(true);
    expect(selectAboveCookieBanner(snapshot())).toBe(true);
  });

  it('does not open a box whose id is already an element on the page, nor an unknown one', () => {
    const { modals, snapshot } = start();
    modals.send({ type: 'modals.elementsReported', ids: ['avs'] });
    modals.send({ type: 'modals.open', id: 'avs' });
    expect(selectOpenModal(snapshot())).toBeNull();
    expect(selectRefusedModal(snapshot())).toEqual({ id: 'avs', reason: 'present' });
    modals.send({ type: 'modals.open', id: 'nope' });
    expect(selectRefusedModal(snapshot())).toEqual({ id: 'nope', reason: 'unknown' });
  });

  it('hands over to the pay tour and brings the box back when the flow ends without success', () => {
    const { modals, payTourEvents, snapshot } = start();
    modals.send({ type: 'modals.open', id: 'vip30' });
    modals.send({ type: 'ui.modalFlowChosen', flow: 'trialvipabo' });
    expect(payTourEvents).toEqual([
      { type: 'payTour.open', flow: 'trialvipabo', replyTo: 'modals' },
    ]);
    expect(selectOpenModal(snapshot())).toBeNull();
    modals.send({ type: 'payTour.result', flow: 'trialvipabo', success: false });
    expect(selectOpenModal(snapshot())?.id).toBe('vip30');
    modals.send({ type: 'ui.modalFlowChosen', flow: 'trialvipabo' });
    modals.send({ type: 'payTour.result', flow: 'trialvipabo', success: true });
    expect(selectOpenModal(snapshot())).toBeNull();
  });

  it("hands the box's act over with its flow, to be kept over the flow's reload", () => {
    const { modals, payTourEvents } = start();
    const loginAction = {
      type: 'resumeAct' as const,
      params: { act: { client: 'content', name: 'buy', target: 'album:6201' } },
    };
    modals.send({ type: 'modals.open', id: 'avs', replyTo: 'content', loginAction });
    modals.send({ type: 'ui.modalFlowChosen', flow: 'avs' });
    expect(payTourEvents).toEqual([
      { type: 'payTour.open', flow: 'avs', replyTo: 'modals', loginAction },
    ]);
  });

  it("hands the flow's options and performer over with it (the gate's top-up amount, decision 0032)", () => {
    const { modals, payTourEvents } = start();
    const flowFacts = { options: { selectedAmount: 10 }, host: { id: 12, name: 'Lana' } };
    modals.send({ type: 'modals.open', id: 'not-enough-money', replyTo: 'gating', flowFacts });
    modals.send({ type: 'ui.modalFlowChosen', flow: 'moneycharge' });
    expect(payTourEvents).toEqual([
      { type: 'payTour.open', flow: 'moneycharge', ...flowFacts, replyTo: 'modals' },
    ]);
  });

  it('opens the exit-intent box once, for visitors only', () => {
    const visitor = start(visitorGuest);
    visitor.modals.send({ type: 'ui.exitIntent' });
    expect(selectOpenModal(visitor.snapshot())?.id).toBe('exitIntent');
    visitor.modals.send({ type: 'ui.modalClosed' });
    visitor.modals.send({ type: 'ui.exitIntent' });
    expect(selectOpenModal(visitor.snapshot())).toBeNull();
    const guest = start();
    guest.modals.send({ type: 'ui.exitIntent' });
    expect(selectOpenModal(guest.snapshot())).toBeNull();
  });

  it('asks a leaving visitor who has an account to log in (the alternate login box)', () => {
    const visitor = start(visitorGuest);
    visitor.modals.send({ type: 'ui.exitIntent', hasAccount: true });
    expect(selectOpenModal(visitor.snapshot())).toMatchObject({
      id: 'login-alternate',
      options: { aboveCookieBanner: true, blockScroll: true },
    });
    visitor.modals.send({ type: 'ui.modalClosed' });
    visitor.modals.send({ type: 'ui.exitIntent', hasAccount: false });
    expect(selectOpenModal(visitor.snapshot())).toBeNull();
  });

  describe('replyTo: the asker hears once how its box ended', () => {
    const result = (id: string, confirmed: boolean) => ({ type: 'modals.result', id, confirmed });

    it('confirmed when the main button of a box without a pay flow is pressed', () => {
      const { modals, replies, snapshot } = start();
      modals.send({ type: 'modals.open', id: 'vxcoin-info', replyTo: 'mediathek' });
      expect(replies).toEqual([]);
      modals.send({ type: 'ui.modalConfirmed' });
      expect(replies).toEqual([result('vxcoin-info', true)]);
      expect(selectOpenModal(snapshot())).toBeNull();
    });

    it('not confirmed when the box is closed', () => {
      const { modals, replies } = start();
      modals.send({ type: 'modals.open', id: 'vxcoin-info', replyTo: 'mediathek' });
      modals.send({ type: 'ui.modalClosed' });
      modals.send({ type: 'ui.modalClosed' });
      expect(replies).toEqual([result('vxcoin-info', false)]);
    });

    it('not confirmed when another box takes its place', () => {
      const { modals, replies } = start();
      modals.send({ type: 'modals.open', id: 'vxcoin-info', replyTo: 'mediathek' });
      modals.send({ type: 'modals.open', id: 'survey', replyTo: 'mediathek' });
      expect(replies).toEqual([result('vxcoin-info', false)]);
    });

    it("a switch to the box's next step keeps the asker, who hears how that step ends", () => {
      const { modals, replies, snapshot } = start();
      modals.send({ type: 'modals.open', id: 'onboarding', replyTo: 'mediathek' });
      modals.send({ type: 'ui.modalSwitched', id: 'onboarding-choose' });
      expect(replies).toEqual([]);
      expect(selectOpenModal(snapshot())).toMatchObject({
        id: 'onboarding-choose',
        replyTo: 'mediathek',
      });
      modals.send({ type: 'ui.modalClosed' });
      expect(replies).toEqual([result('onboarding-choose', false)]);
    });

    it('the asker may end its box (dismiss), only while that box is shown', () => {
      const { modals, replies, snapshot } = start();
      modals.send({ type: 'modals.open', id: 'onboarding-choose', replyTo: 'mediathek' });
      modals.send({ type: 'modals.dismiss', id: 'survey', confirmed: true });
      expect(selectOpenModal(snapshot())?.id).toBe('onboarding-choose');
      modals.send({ type: 'modals.dismiss', id: 'onboarding-choose', confirmed: true });
      expect(selectOpenModal(snapshot())).toBeNull();
      expect(replies).toEqual([result('onboarding-choose', true)]);
    });

    it('not confirmed when the box is refused (unknown id or already on the page)', () => {
      const { modals, replies } = start();
      modals.send({ type: 'modals.open', id: 'nope', replyTo: 'mediathek' });
      modals.send({ type: 'modals.elementsReported', ids: ['avs'] });
      modals.send({ type: 'modals.open', id: 'avs', replyTo: 'mediathek' });
      expect(replies).toEqual([result('nope', false), result('avs', false)]);
    });

    it('confirmed when the pay-tour flow it handed over to succeeds', () => {
      const { modals, replies } = start();
      modals.send({ type: 'modals.open', id: 'vip30', replyTo: 'mediathek' });
      modals.send({ type: 'ui.modalFlowChosen', flow: 'trialvipabo' });
      expect(replies).toEqual([]);
      modals.send({ type: 'payTour.result', flow: 'trialvipabo', success: true });
      expect(replies).toEqual([result('vip30', true)]);
    });

    it('not confirmed when the flow failed and the guest then closed the returned box', () => {
      const { modals, replies, snapshot } = start();
      modals.send({ type: 'modals.open', id: 'vip30', replyTo: 'mediathek' });
      modals.send({ type: 'ui.modalFlowChosen', flow: 'trialvipabo' });
      modals.send({ type: 'payTour.result', flow: 'trialvipabo', success: false });
      expect(replies).toEqual([]);
      expect(selectOpenModal(snapshot())?.replyTo).toBe('mediathek');
      modals.send({ type: 'ui.modalClosed' });
      expect(replies).toEqual([result('vip30', false)]);
    });

    it('not confirmed when a new box replaces one handed to the pay tour', () => {
      const { modals, replies } = start();
      modals.send({ type: 'modals.open', id: 'vip30', replyTo: 'mediathek' });
      modals.send({ type: 'ui.modalFlowChosen', flow: 'trialvipabo' });
      modals.send({ type: 'modals.open', id: 'survey' });
      modals.send({ type: 'payTour.result', flow: 'trialvipabo', success: true });
      expect(replies).toEqual([result('vip30', false)]);
    });

    it('answers nobody for a box opened without replyTo', () => {
      const { modals, replies } = start();
      modals.send({ type: 'modals.open', id: 'vxcoin-info' });
      modals.send({ type: 'ui.modalConfirmed' });
      expect(replies).toEqual([]);
    });
  });
});
