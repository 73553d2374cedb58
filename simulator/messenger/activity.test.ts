import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdOnline } from '../catalogue/actors.ts';
import { openRealtimeData } from '../realtime/data.ts';
import { RealtimeHub, type Timers } from '../realtime/hub.ts';
import { REPO_DIR } from '../server.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import {
  MessengerActivity,
  REPLY_DELAY_MAX_MS,
  REPLY_DELAY_MIN_MS,
  answerPlan,
} from './activity.ts';
import { ACTOR_GIFT_IDS } from './catalog.ts';
import { seedMessenger } from './seed.ts';
import { openCatalogue } from '../catalogue/index.ts';

/** The messenger's roster and a few hundred more actors; little else (fast to generate). */
const SMALL_CATALOGUE = { actors: 800, videos: 50, albums: 10, feedPosts: 20, blogPosts: 20 };

/** Timers that run only when the test moves the clock. */
class ManualTimers implements Timers {
  time = Date.now();
  private queue: { at: number; fn: () => void; handle: number }[] = [];
  private next = 1;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    const handle = this.next++;
    this.queue.push({ at: this.time + ms, fn, handle });
    return handle;
  };
  clearTimeout = (handle: unknown) => {
    this.queue = this.queue.filter((entry) => entry.handle !== handle);
  };
  get pending() {
    return this.queue.length;
  }
  advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const due = this.queue[0];
      if (!due || due.at > until) break;
      this.queue.shift();
      this.time = due.at;
      due.fn();
    }
    this.time = until;
  }
}

const data = tempDir('messenger-activity-');
let store: Store;
let timers: ManualTimers;
let activity: MessengerActivity;
let hub: RealtimeHub;

beforeEach(() => {
  timers = new ManualTimers();
  store = openTestStore(data.path, timers.now);
  openRealtimeData(store.db, { fixturesDir: join(REPO_DIR, 'fixtures') });
  openCatalogue(store.db, { fixturesDir: join(REPO_DIR, 'fixtures'), counts: SMALL_CATALOGUE });
  seedMessenger(store.db, store.accounts, timers.now());
  hub = new RealtimeHub({ sessions: store.sessions, accounts: store.accounts, timers });
  activity = new MessengerActivity({ db: store.db, accounts: store.accounts, hub, timers });
}, 120_000);
afterEach(() => {
  activity.close();
  hub.close();
  store.close();
  data.remove();
});

describe('answer plans', () => {
  it('property: deterministic, within 1.5–6 s, gifts from the actors’ list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.string({ minLength: 1 }), (id, key) => {
        const plan = answerPlan(id, key);
        expect(answerPlan(id, key)).toEqual(plan);
        expect(plan.delayMs).toBeGreaterThanOrEqual(REPLY_DELAY_MIN_MS);
        expect(plan.delayMs).toBeLessThanOrEqual(REPLY_DELAY_MAX_MS);
        if (plan.giftId !== null) expect(ACTOR_GIFT_IDS).toContain(plan.giftId);
      }),
    );
  });

  it('varies: some answers carry gifts, delays spread over the range', () => {
    const plans = Array.from({ length: 400 }, (_, n) => answerPlan(1001, `m-${n}`));
    const gifts = plans.filter((plan) => plan.giftId !== null).length;
    expect(gifts).toBeGreaterThan(50);
    expect(gifts).toBeLessThan(200);
    const delays = plans.map((plan) => plan.delayMs);
    expect(Math.min(...delays)).toBeLessThan(2000);
    expect(Math.max(...delays)).toBeGreaterThan(5500);
  });
});

describe('the living actors', () => {
  const guestMessage = (clientMessageId: string) => {
    const channel = activity.channels.find(1001, 2102);
    if (!channel) throw new Error('no channel 2102');
    const stored = activity.messages.insert({
      accountId: 1001,
      channelId: 2102,
      clientMessageId,
      senderType: 'guest',
      messageType: 'text',
      data: { text: 'hi' },
      includedGifts: [],
      price: { value: 2.49, currency: 'EUR' },
      createdAt: timers.now(),
    });
    hub.emitGuestMessage({ accountId: 1001, channel, message: stored.message });
  };

  it('answer at the planned time, storing the message, an unread mark and a notification', () => {
    const before = activity.notifications.newest(1001, 1)[0]?.id;
    guestMessage('plan-1');
    const plan = answerPlan(1001, 'plan-1');
    timers.advance(plan.delayMs - 1);
    expect(activity.messages.page(1001, 2102, null, 1).messages[0]?.message.senderType).toBe(
      'guest',
    );
    timers.advance(1);
    const last = activity.messages.page(1001, 2102, null, 1).messages[0]?.message;
    expect(last).toMatchObject({ senderType: 'actor', data: { text: plan.text } });
    expect(activity.channels.find(1001, 2102)?.unreadCount).toBe(1);
    const notification = activity.notifications.newest(1001, 1)[0];
    expect(notification?.id).not.toBe(before);
    expect(notification?.type).toBe(plan.giftId === null ? 2 : 11);
  });

  it('do not answer when replies are off, and stop every timer on close', () => {
    activity.configure({ replies: false });
    guestMessage('quiet-1');
    expect(activity.pendingAnswers()).toBe(0);
    activity.configure({ replies: true, onlineIntervalMs: 100 });
    guestMessage('loud-1');
    expect(activity.pendingAnswers()).toBe(1);
    expect(timers.pending).toBe(2); // the answer and the online timer
    activity.close();
    expect(timers.pending).toBe(0);
    timers.advance(60_000);
    expect(activity.messages.page(1001, 2102, null, 1).messages[0]?.message.clientMessageId).toBe(
      'loud-1',
    );
  });

  it('walk the same actors online and offline on every run, following the interval', () => {
    activity.configure({ onlineIntervalMs: 1000 });
    const first = Array.from({ length: 5 }, () => activity.tick());
    activity.reset();
    activity.configure({ onlineIntervalMs: 0 });
    // reset restarts the walk: the same actors again (their states flipped back and forth).
    const again = Array.from({ length: 5 }, () => activity.tick()?.actorId);
    expect(again).toEqual(first.map((step) => step?.actorId));
    expect(timers.pending).toBe(0);
    activity.configure({ onlineIntervalMs: 1000 });
    const actorId = 3101;
    const states = () => activity.actors.find(actorId)?.isOnline;
    const start = states();
    activity.setActorOnline(actorId, !start);
    expect(activity.channels.find(1001, 2101)?.isActorOnline).toBe(!start);
    timers.advance(3000);
    expect(timers.pending).toBe(1);
  });

  it('tell each owner of a channel with her that her free show started or stopped, by that channel', () => {
    const pushed = vi.spyOn(hub, 'push');
    const owners = activity.channels.listByActor(3101);
    expect(owners.length).toBeGreaterThan(1);
    expect(activity.setFreeShow(3101, true)).toBe(owners.length);
    expect(pushed.mock.calls).toEqual(
      owners.map(({ accountId, channel }) => [
        accountId,
        { type: 'freeShowStart', channelId: channel.id },
      ]),
    );
    expect(activity.channels.find(1001, 2101)?.freeChat).toBe(true);
    pushed.mockClear();
    activity.setFreeShow(3101, false);
    expect(pushed.mock.calls.map(([, frame]) => frame.type)).toEqual(
      owners.map(() => 'freeShowStop'),
    );
    expect(activity.channels.find(1001, 2101)?.freeChat).toBe(false);
    expect(activity.setFreeShow(999_999, true)).toBe(0);
  });

  it('pass by an actor a test holds online, and walk her again once released', () => {
    const picked = activity.tick()?.actorId;
    expect(picked).toBeDefined();
    if (picked === undefined) return;
    activity.reset();
    activity.setActorOnline(picked, true);
    holdOnline(store.db, picked, true);
    expect(activity.tick()).toBeUndefined();
    expect(activity.actors.find(picked)?.isOnline).toBe(true);
    activity.reset();
    holdOnline(store.db, picked, false);
    expect(activity.tick()).toEqual({ actorId: picked, online: false });
  });

  it('log a failing answer instead of throwing it out of the timer', () => {
    activity.close();
    const errors: unknown[] = [];
    activity = new MessengerActivity({
      db: store.db,
      accounts: store.accounts,
      hub,
      timers,
      onError: (error) => errors.push(error),
    });
    activity.actorWrites = () => {
      throw new Error('boom');
    };
    guestMessage('boom-1');
    expect(() => timers.advance(REPLY_DELAY_MAX_MS)).not.toThrow();
    expect(errors).toEqual([new Error('boom')]);
  });
});
