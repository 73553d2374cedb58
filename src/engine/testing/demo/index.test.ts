import { describe, expect, it } from 'vitest';
import { camsFeature } from '../../features/cams.ts';
import { chatTicketsFeature } from '../../features/chatTickets.ts';
import { demoLazyBuilder } from './index.ts';

const page = { offset: 0, limit: 10 } as const;
const signal = new AbortController().signal;

/** One engine's demo cams and tickets, and the shows list's held and buyable flags by id. */
function engineDemo() {
  const demo = demoLazyBuilder();
  const cams = demo(camsFeature);
  const tickets = demo(chatTicketsFeature);
  const listed = async () => {
    const { items } = await cams.fetchShowsPage(page as never, signal);
    return Object.fromEntries(items.map((show) => [show.id, [show.isBought, show.canBuy]]));
  };
  return { tickets, listed };
}

describe('the demo services of one engine', () => {
  it('list a show bought through the tickets as held, and a show given back as buyable', async () => {
    const { tickets, listed } = engineDemo();
    expect(await listed()).toEqual({ 1: [false, false], 2: [true, false], 3: [false, true] });

    const bought = await tickets.buyChatTicket({ showId: 3, promoCode: null } as never, signal);
    expect(bought).toMatchObject({ success: true, show: { id: 3, isBought: true, canBuy: false } });
    expect(await listed()).toEqual({ 1: [false, false], 2: [true, false], 3: [true, false] });

    expect(await tickets.removeChatTicket({ showId: 2 } as never, signal)).toBe(true);
    expect(await listed()).toEqual({ 1: [false, false], 2: [false, true], 3: [true, false] });
    expect(await tickets.loadInvitedShow({ showId: 2 } as never, signal)).toMatchObject({
      isBought: false,
    });
  });

  it('keep one engine’s tickets from another engine', async () => {
    const first = engineDemo();
    const second = engineDemo();
    await first.tickets.buyChatTicket({ showId: 3, promoCode: null } as never, signal);
    expect((await second.listed())[3]).toEqual([false, true]);
  });
});
