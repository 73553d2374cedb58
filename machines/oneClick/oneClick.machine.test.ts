import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import { oneClickMachine, type OneClickEvent } from './oneClick.machine.ts';
import { selectOneClickView } from './oneClick.selectors.ts';
import type { GuestState } from '../shared/session.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { LARGE_ONE_CLICK_AMOUNT, NO_CHANNEL, needsConfirmation } from './oneClick.types.ts';

/** The one-click machine under a parent that records what it tells `realtime`, `payTour` and the requester. */
function start(guest: Partial<GuestState> = {}) {
  const told: Record<'realtime' | 'payTour' | 'liveChat' | 'messenger', EventObject[]> = {
    realtime: [],
    payTour: [],
    liveChat: [],
    messenger: [],
  };
  const recorder = (into: EventObject[]) =>
    setup({}).createMachine({ on: { '*': { actions: ({ event }) => void into.push(event) } } });
  const parent = createActor(
    setup({
      actors: {
        oneClick: oneClickMachine,
        realtime: recorder(told.realtime),
        payTour: recorder(told.payTour),
        liveChat: recorder(told.liveChat),
        messenger: recorder(told.messenger),
      },
    }).createMachine({
      invoke: [
        { id: 'realtime', systemId: 'realtime', src: 'realtime' },
        { id: 'payTour', systemId: 'payTour', src: 'payTour' },
        { id: 'liveChat', systemId: 'liveChat', src: 'liveChat' },
        { id: 'messenger', systemId: 'messenger', src: 'messenger' },
        {
          id: 'oneClick',
          systemId: 'oneClick',
          src: 'oneClick',
          input: demoDomainInput('oneClick', guest),
        },
      ],
    }),
  ).start();
  const actor = parent.system.get('oneClick') as ReturnType<
    typeof createActor<typeof oneClickMachine>
  >;
  const frames = () => told.realtime.map((e) => (e as unknown as { frame: unknown }).frame);
  return {
    told,
    frames,
    send: (event: OneClickEvent) => actor.send(event),
    view: () => selectOneClickView(actor.getSnapshot()),
  };
}

const canPay: OneClickEvent = {
  type: 'push.canOneClickResult',
  canOneClick: true,
  amounts: [50, 10, 25],
};
const result = (amount: number, success: boolean, errorCode?: 'declined') =>
  ({
    type: 'push.chargeOneClickResult',
    success,
    amount,
    channelId: NO_CHANNEL,
    balance: 12,
    errorCode,
  }) as const;

describe('oneClick machine', () => {
  it('asks, offers her amounts, charges a small one at once and tells the requester', () => {
    const m = start();
    m.send({ type: 'oneClick.topUp', replyTo: 'liveChat', channelId: NO_CHANNEL });
    expect(m.frames()).toEqual([{ type: 'canOneClick' }]);
    expect(m.view()).toEqual({ status: 'asking', requester: 'liveChat' });
    m.send(canPay);
    expect(m.view()).toEqual({
      status: 'choosing',
      requester: 'liveChat',
      amounts: [
        { amount: 10, large: false },
        { amount: 25, large: false },
        { amount: 50, large: true },
      ],
      currency: 'EUR',
    });
    // An amount she was not offered does nothing.
    m.send({ type: 'ui.oneClickChoose', amount: 30 });
    expect(m.view().status).toBe('choosing');
    m.send({ type: 'ui.oneClickChoose', amount: 25 });
    expect(m.frames().at(-1)).toEqual({ type: 'chargeOneClick', amount: 25, channelId: 0 });
    expect(m.view()).toEqual({
      status: 'sending',
      requester: 'liveChat',
      amount: 25,
      currency: 'EUR',
    });
    // Another charge's result is not ours.
    m.send(result(10, true));
    expect(m.view().status).toBe('sending');
    m.send(result(25, true));
    expect(m.told.liveChat).toEqual([{ type: 'oneClick.result', success: true, via: 'oneClick' }]);
    expect(m.view()).toEqual({ status: 'idle' });
  });

  it('offers a franc guest her amounts in CHF, and keeps her currency after a top-up', () => {
    const m = start({ currency: 'CHF' });
    for (const amount of [25, 10]) {
      m.send({ type: 'oneClick.topUp', replyTo: 'liveChat', channelId: NO_CHANNEL });
      m.send(canPay);
      expect(m.view()).toMatchObject({ status: 'choosing', currency: 'CHF' });
      m.send({ type: 'ui.oneClickChoose', amount });
      m.send(result(amount, true));
      expect(m.view()).toEqual({ status: 'idle' });
    }
  });

  it('asks again before a large amount; back returns to the choice', () => {
    expect(needsConfirmation(LARGE_ONE_CLICK_AMOUNT)).toBe(true);
    expect(needsConfirmation(LARGE_ONE_CLICK_AMOUNT - 0.01)).toBe(false);
    const m = start();
    m.send({ type: 'oneClick.topUp', replyTo: 'messenger', channelId: 4 });
    m.send(canPay);
    m.send({ type: 'ui.oneClickChoose', amount: 50 });
    expect(m.view()).toEqual({
      status: 'confirming',
      requester: 'messenger',
      amount: 50,
      currency: 'EUR',
    });
    expect(m.frames().filter((f) => (f as { type: string }).type === 'chargeOneClick')).toEqual([]);
    m.send({ type: 'ui.oneClickBack' });
    expect(m.view().status).toBe('choosing');
    m.send({ type: 'ui.oneClickChoose', amount: 50 });
    m.send({ type: 'ui.oneClickConfirm' });
    expect(m.frames().at(-1)).toEqual({ type: 'chargeOneClick', amount: 50, channelId: 4 });
  });

  it('shows a failed charge with its code; retry, or pay another way through the pay tour', () => {
    const m = start();
    m.send({ type: 'oneClick.topUp', replyTo: 'messenger', channelId: NO_CHANNEL });
    m.send(canPay);
    m.send({ type: 'ui.oneClickChoose', amount: 10 });
    m.send(result(10, false, 'declined'));
    expect(m.view()).toEqual({
      status: 'failed',
      requester: 'messenger',
      amount: 10,
      currency: 'EUR',
      failure: 'declined',
    });
    expect(m.told.messenger).toEqual([]);
    m.send({ type: 'ui.oneClickRetry' });
    expect(m.view().status).toBe('choosing');
    m.send({ type: 'ui.oneClickChoose', amount: 10 });
    m.send({ ...result(10, false), errorCode: undefined });
    expect(m.view()).toMatchObject({ status: 'failed', failure: 'unknown' });
    m.send({ type: 'ui.oneClickOtherPayment' });
    expect(m.told.payTour).toEqual([
      { type: 'payTour.open', flow: 'moneycharge', replyTo: 'oneClick' },
    ]);
    m.send({ type: 'payTour.result', flow: 'moneycharge', success: true });
    expect(m.told.messenger).toEqual([{ type: 'oneClick.result', success: true, via: 'payTour' }]);
  });

  it('goes to the pay tour where one click is not possible, and passes its result on', () => {
    const m = start();
    m.send({ type: 'oneClick.topUp', replyTo: 'liveChat', channelId: NO_CHANNEL });
    m.send({ type: 'push.canOneClickResult', canOneClick: false, amounts: [] });
    expect(m.view()).toEqual({ status: 'payTour', requester: 'liveChat' });
    expect(m.told.payTour).toHaveLength(1);
    m.send({ type: 'payTour.result', flow: 'moneycharge', success: false });
    expect(m.told.liveChat).toEqual([{ type: 'oneClick.result', success: false, via: 'payTour' }]);
  });

  it('names the performer the top-up is for to the money charge, and forgets her after it (decision 0032)', () => {
    const m = start();
    const host = { id: 12, name: 'Lana' };
    m.send({ type: 'oneClick.topUp', replyTo: 'liveChat', channelId: NO_CHANNEL, host });
    m.send({ type: 'push.canOneClickResult', canOneClick: false, amounts: [] });
    expect(m.told.payTour).toEqual([
      { type: 'payTour.open', flow: 'moneycharge', replyTo: 'oneClick', host },
    ]);
    m.send({ type: 'payTour.result', flow: 'moneycharge', success: true });
    // The next top-up is for nobody in particular: her name does not stay.
    m.send({ type: 'oneClick.topUp', replyTo: 'messenger', channelId: 3 });
    m.send({ type: 'ui.oneClickOtherPayment' });
    expect(m.told.payTour.at(-1)).toEqual({
      type: 'payTour.open',
      flow: 'moneycharge',
      replyTo: 'oneClick',
    });
  });

  it('a cancel tells the requester; a withdrawal of the requester drops the choice silently', () => {
    const m = start();
    m.send({ type: 'oneClick.topUp', replyTo: 'liveChat', channelId: NO_CHANNEL });
    m.send(canPay);
    m.send({ type: 'ui.oneClickCancel' });
    expect(m.told.liveChat).toEqual([{ type: 'oneClick.result', success: false, via: 'oneClick' }]);
    m.send({ type: 'oneClick.topUp', replyTo: 'liveChat', channelId: NO_CHANNEL });
    m.send({ type: 'oneClick.withdraw', replyTo: 'messenger' });
    expect(m.view().status).toBe('asking');
    m.send({ type: 'oneClick.withdraw', replyTo: 'liveChat' });
    expect(m.view()).toEqual({ status: 'idle' });
    expect(m.told.liveChat).toHaveLength(1);
  });
});
