import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, sendTo, setup } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import type { GuestVoucher, VideoOffersReport, VoucherCall } from './content.types.ts';
import { videoOffersMachine, type VideoOffersInput } from './videoOffers.machine.ts';

const request = {
  language: 'en',
  ver: '1',
  accessToken: 't',
  queryServiceUrl: '/graphql',
} as unknown as VideoOffersInput['request'];

/** The child under a parent that records what it is told. */
function start(options: { loggedIn: boolean; clock?: 'fails'; vouchers?: 'fail' }) {
  const told: VideoOffersReport[] = [];
  let loads = 0;
  const child = videoOffersMachine.provide({
    actors: {
      readClock: fromPromise<number, void>(() =>
        options.clock === 'fails'
          ? Promise.reject(new Error('no clock'))
          : Promise.resolve(Date.UTC(2026, 0, 11, 12)),
      ),
      loadVouchers: fromPromise<GuestVoucher[], VoucherCall>(() => {
        loads += 1;
        if (options.vouchers === 'fail') return Promise.reject(new Error('network'));
        return Promise.resolve([{ type: 1, amount: 3 - loads, actorName: null }]);
      }),
    },
  });
  const parent = createActor(
    setup({ actors: { child } }).createMachine({
      invoke: { id: 'offers', src: 'child', input: { request, loggedIn: options.loggedIn } },
      on: {
        '*': { actions: ({ event }) => told.push(event as VideoOffersReport) },
        'offers.vouchersSpent': {
          actions: sendTo('offers', { type: 'offers.vouchersSpent' as const }),
        },
      },
    }),
  ).start();
  return { parent, told, loads: () => loads };
}

describe('videoOffers: the clock and the guest vouchers of the video page', () => {
  it('tells the clock, then the vouchers; a voucher spent loads them again', async () => {
    const c = start({ loggedIn: true });
    await flushMacrotasks();
    expect(c.told).toEqual([
      { type: 'content.clockRead', now: Date.UTC(2026, 0, 11, 12) },
      { type: 'content.vouchersLoaded', vouchers: [{ type: 1, amount: 2, actorName: null }] },
    ]);
    c.parent.send({ type: 'offers.vouchersSpent' });
    await flushMacrotasks();
    expect(c.told.at(-1)).toEqual({
      type: 'content.vouchersLoaded',
      vouchers: [{ type: 1, amount: 1, actorName: null }],
    });
  });

  it('a visitor is asked for no vouchers; a broken clock or voucher call leaves them out', async () => {
    const visitor = start({ loggedIn: false });
    await flushMacrotasks();
    expect(visitor.loads()).toBe(0);
    expect(visitor.told.map((e) => e.type)).toEqual(['content.clockRead']);
    const broken = start({ loggedIn: true, clock: 'fails', vouchers: 'fail' });
    await flushMacrotasks();
    expect(broken.told).toEqual([]);
    expect(broken.loads()).toBe(1);
  });
});
