import { describe, expect, it } from 'vitest';
import { floatingQueue } from './floatingQueue.ts';
import type { ShownIncentive } from './incentives.types.ts';

const card = (id: string, priority: number): ShownIncentive => ({
  id,
  region: 'corner',
  type: id,
  priority,
  event: 'pageLoad',
  uniqueGroup: null,
  countdown: null,
  countdownStartTime: null,
  title: id,
  text: '',
  cta: null,
  action: null,
  endsAt: null,
});
const vip = card('vip30', 10);
const welcome = card('welcome', 5);
const notes = ['n1', 'n2', 'n3', 'n4'];

describe('the first screen’s floating queue (issue 54 §12)', () => {
  it('shows one offer at a time, the highest priority first', () => {
    const queue = floatingQueue({
      bannerUp: false,
      mobile: false,
      chatOnScreen: false,
      cards: [vip, welcome],
      notifications: [],
    });
    expect(queue.card).toBe(vip);
    const next = floatingQueue({
      bannerUp: false,
      mobile: false,
      chatOnScreen: false,
      cards: [welcome],
      notifications: [],
    });
    expect(next.card).toBe(welcome);
  });

  it('beside the cookie banner, one box: the notifications wait for the offer', () => {
    expect(
      floatingQueue({
        bannerUp: true,
        mobile: false,
        chatOnScreen: false,
        cards: [vip],
        notifications: notes,
      }),
    ).toEqual({
      card: vip,
      notifications: [],
    });
    // The offer closed: the notifications come, beside the banner still.
    expect(
      floatingQueue({
        bannerUp: true,
        mobile: false,
        chatOnScreen: false,
        cards: [],
        notifications: notes,
      }),
    ).toEqual({
      card: null,
      notifications: ['n1', 'n2', 'n3'],
    });
  });

  it('on a desktop once the banner is answered: the offer and the stacked notifications, each in its corner', () => {
    expect(
      floatingQueue({
        bannerUp: false,
        mobile: false,
        chatOnScreen: false,
        cards: [vip],
        notifications: notes,
      }),
    ).toEqual({
      card: vip,
      notifications: ['n1', 'n2', 'n3'],
    });
  });

  it('no offer over a live chat under way or just ended (its panel is the page’s main action)', () => {
    for (const mobile of [false, true])
      expect(
        floatingQueue({
          bannerUp: true,
          mobile,
          chatOnScreen: true,
          cards: [vip],
          notifications: notes,
        }),
      ).toEqual({
        card: null,
        notifications: mobile ? ['n1'] : ['n1', 'n2', 'n3'],
      });
  });

  it('on a phone, one box at a time always: the newest notification only when no offer waits', () => {
    expect(
      floatingQueue({
        bannerUp: false,
        mobile: true,
        chatOnScreen: false,
        cards: [vip],
        notifications: notes,
      }),
    ).toEqual({
      card: vip,
      notifications: [],
    });
    expect(
      floatingQueue({
        bannerUp: false,
        mobile: true,
        chatOnScreen: false,
        cards: [],
        notifications: notes,
      }),
    ).toEqual({
      card: null,
      notifications: ['n1'],
    });
  });
});
