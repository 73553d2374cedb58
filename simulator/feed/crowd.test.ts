import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CROWD_NAMES, FeedCrowd, crowdIntervalOf } from './crowd.ts';
import { FeedState } from './state.ts';

/** A clock the test moves: timers fire when `advance` passes them. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      due.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (handle: unknown) => void due.delete(handle as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at))
        if (timer.at <= now) {
          due.delete(id);
          timer.fn();
        }
    },
    pending: () => due.size,
  };
}

function crowdWith(watched: string[], intervalMs: number) {
  const state = new FeedState(new Database(':memory:'));
  const timers = manualTimers();
  const published: number[] = [];
  const crowd = new FeedCrowd(
    {
      state,
      timers,
      watched: () => watched,
      exists: (postId) => postId < 100,
      publish: (postId) => (published.push(postId), 1),
    },
    intervalMs,
  );
  return { state, timers, published, crowd };
}

describe('the feed crowd (the other guests)', () => {
  it('acts on the watched posts only, on its timer, and publishes each act', () => {
    const { state, timers, published } = crowdWith(['5', '7', '500'], 1_000);
    timers.advance(999);
    expect(published).toEqual([]);
    for (let n = 0; n < 20; n += 1) timers.advance(1_000);
    expect(published).toHaveLength(20);
    expect(new Set(published)).toEqual(new Set([5, 7]));
    const acted = [5, 7].reduce(
      (sum, id) =>
        sum + state.extraLikes(id) + state.extraComments(id) + (state.extraTips(id) > 0 ? 1 : 0),
      0,
    );
    expect(acted).toBeGreaterThan(0);
  });

  it('likes a post once per other guest, then comments instead', () => {
    const { state, crowd } = crowdWith([], 0);
    for (let n = 0; n < CROWD_NAMES.length + 2; n += 1) crowd.act('like', 3);
    expect(state.extraLikes(3)).toBe(CROWD_NAMES.length);
    expect(state.extraComments(3)).toBe(2);
    expect(crowd.act('tip', 3, { coins: 9 })?.subscribers).toBe(1);
    expect(state.extraTips(3)).toBe(9);
    expect(crowd.act('like', 400)).toBeNull();
  });

  it('is off at 0 and when closed, and reads its pace from SIM_FEED_CROWD_MS', () => {
    const { timers, crowd, published } = crowdWith(['5'], 0);
    expect(timers.pending()).toBe(0);
    crowd.configure(100);
    timers.advance(100);
    expect(published).toEqual([5]);
    crowd.close();
    expect(timers.pending()).toBe(0);
    expect(crowdIntervalOf({})).toBe(4_000);
    expect(crowdIntervalOf({ SIM_FEED_CROWD_MS: '0' })).toBe(0);
    expect(() => crowdIntervalOf({ SIM_FEED_CROWD_MS: 'soon' })).toThrow(/SIM_FEED_CROWD_MS/);
  });
});
