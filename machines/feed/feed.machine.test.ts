import { describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import {
  selectBoughtSection,
  selectNewPostCount,
  selectPlayingClip,
  selectPost,
  selectLiveState,
  selectTotals,
  selectUnsentComment,
} from './feed.selectors.ts';
import { ServiceError } from '../../services/http/serviceError.ts';
import { FEED_PLAYER } from './feed.machine.ts';
import type { playerMachine } from '../player/player.machine.ts';
import { LIVE_SETTLE_MS } from './feed.live.ts';
import { flushMacrotasks as flush } from '../../src/testing/flush.ts';
import { post, startFeed } from './feed.testing.ts';
import { UNKNOWN_GATE_FACTS } from '../gating/gating.ts';

/** The feed's clip player, found by its system id (the system's `get` is untyped). */
const playerIn = (actor: ReturnType<typeof startFeed>['actor']) =>
  actor.system.get(FEED_PLAYER) as ActorRefFrom<typeof playerMachine> | undefined;

/** The guest machine's facts for the gate, as the test's gate was told them (a visitor's). */
const guestFacts = {
  isLoggedIn: false,
  hasAccountCookie: false,
  isVip: false,
  hasTv: false,
  balance: 1000,
  isPayingCustomer: false,
  isForcePayment: false,
  currency: UNKNOWN_GATE_FACTS.currency,
};

/** What the gate opens for a visitor's guarded intent: the feed's signup box, the act kept. */
const signupBox = (name: string, data: Record<string, unknown>) => ({
  type: 'modals.open',
  id: 'feed-signup',
  replyTo: 'gating',
  loginAction: {
    type: 'resumeAct',
    params: { act: { client: 'feed', name, target: 'feed', data } },
  },
});

describe('feed machine', () => {
  it('loads the feed through its list with the bearer only when logged in', async () => {
    const visitor = startFeed([], { guest: visitorGuest });
    visitor.actor.send({ type: 'ui.feedOpened', model: null });
    await flush();
    expect(visitor.pages[0]?.input.query.auth.accessToken).toBeNull();
    expect(visitor.pages[0]?.input.query.model).toBeNull();

    const guest = startFeed();
    guest.actor.send({ type: 'ui.feedOpened', model: 'lanalove' });
    await flush();
    expect(guest.pages[0]?.input).toMatchObject({ cursor: null, query: { model: 'lanalove' } });
    expect(guest.pages[0]?.input.query.auth.accessToken).toBe('t');
  });

  it('plays one clip at a time in the one player, stopped when its post leaves the screen', () => {
    const { actor } = startFeed();
    actor.send({ type: 'ui.feedOpened', model: null });
    actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1', '2'] });
    expect(actor.system.get(FEED_PLAYER)).toBeUndefined();
    actor.send({ type: 'ui.playClip', postId: '1', src: '/media/1.webm' });
    const player = playerIn(actor);
    expect(player?.getSnapshot().context).toMatchObject({ src: '/media/1.webm', live: false });
    expect(player?.getSnapshot().value).toBe('loading');
    expect(selectPlayingClip(actor.getSnapshot())).toBe('1');

    // Another clip takes the same player.
    actor.send({ type: 'ui.playClip', postId: '2', src: '/media/2.webm' });
    expect(actor.system.get(FEED_PLAYER)).toBe(player);
    expect(player?.getSnapshot().context.src).toBe('/media/2.webm');
    expect(selectPlayingClip(actor.getSnapshot())).toBe('2');

    // Scrolling on with the clip's post still shown keeps it; scrolled away, it stops.
    actor.send({ type: 'ui.visiblePostsChanged', postIds: ['2', '3'] });
    expect(selectPlayingClip(actor.getSnapshot())).toBe('2');
    actor.send({ type: 'ui.visiblePostsChanged', postIds: ['3', '4'] });
    expect(selectPlayingClip(actor.getSnapshot())).toBeNull();
    expect(actor.system.get(FEED_PLAYER)).toBeUndefined();
    expect(player?.getSnapshot().status).toBe('stopped');

    // A new clip spawns the player again; closing the feed stops it.
    actor.send({ type: 'ui.playClip', postId: '3', src: '/media/3.webm' });
    expect(playerIn(actor)?.getSnapshot().context.src).toBe('/media/3.webm');
    actor.send({ type: 'ui.feedClosed' });
    expect(actor.system.get(FEED_PLAYER)).toBeUndefined();
  });

  it('gives a visitor the feed-signup box for a like through the gate, and likes once she is in', async () => {
    const opened: unknown[] = [];
    const { actor, acts, gate } = startFeed(opened, { guest: visitorGuest });
    actor.send({ type: 'ui.like', postId: '1' });
    await flush();
    expect(acts).toHaveLength(0);
    expect(opened).toEqual([signupBox('ui.like', { postId: '1' })]);
    expect(selectPost(actor.getSnapshot(), post('1')).guestState.liked).toBe(false);
    expect(actor.getSnapshot().context.resuming).toEqual([{ type: 'ui.like', postId: '1' }]);

    // Signed up (the box handed over to its flow, which went well) and the gate told so: the
    // like goes by itself, once.
    gate.send({ type: 'modals.result', id: 'feed-signup', confirmed: true });
    expect(acts).toHaveLength(0);
    gate.send({ type: 'gate.factsChanged', facts: { ...guestFacts, isLoggedIn: true } });
    await flush();
    expect(acts.map((act) => act.input.action)).toEqual([{ kind: 'like', postId: '1' }]);
    expect(selectPost(actor.getSnapshot(), post('1')).guestState.liked).toBe(true);
    expect(actor.getSnapshot().context.resuming).toEqual([]);
  });

  it("drops a visitor's intent when she closes the signup box", async () => {
    const opened: unknown[] = [];
    const { actor, acts, gate } = startFeed(opened, { guest: visitorGuest });
    actor.send({ type: 'ui.feedOpened', model: null });
    actor.send({ type: 'ui.followsChosen', follows: true });
    expect(opened).toEqual([signupBox('ui.followsChosen', { follows: true })]);
    gate.send({ type: 'modals.result', id: 'feed-signup', confirmed: false });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ resuming: [], asking: [], follows: false });
    expect(acts).toHaveLength(0);
    // The facts changing later resumes nothing.
    gate.send({ type: 'gate.factsChanged', facts: { ...guestFacts, isLoggedIn: true } });
    expect(actor.getSnapshot().context.follows).toBe(false);
  });

  it('asks the gate for each guarded intent and takes the answers in the order asked', async () => {
    const opened: unknown[] = [];
    const { actor, acts, gate } = startFeed(opened, { unverified: true });
    // A like needs a login, a purchase the age check too: the like goes, the purchase opens
    // the age-check box instead, and a filter of the guest's own posts (a login) goes.
    actor.send({ type: 'ui.like', postId: '1' });
    actor.send({ type: 'ui.buy', postId: '2' });
    actor.send({ type: 'ui.filterChosen', filter: 'LIKED' });
    expect(actor.getSnapshot().context.asking).toEqual([]);
    expect(selectPost(actor.getSnapshot(), post('1')).guestState.liked).toBe(true);
    expect(opened).toEqual([
      expect.objectContaining({ type: 'modals.open', id: 'avs', replyTo: 'gating' }),
    ]);
    expect(actor.getSnapshot().context.filter).toBe('LIKED');
    await flush();
    expect(acts.map((act) => act.input.action)).toEqual([{ kind: 'like', postId: '1' }]);
    // An answer when no intent waits for one takes nothing.
    actor.send({
      type: 'gate.answer',
      action: 'favorite',
      ticket: 'feed.login',
      allowed: true,
      reason: null,
      open: null,
      balance: null,
    });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);

    // Verified (the box's check went well, the acceptance told): the purchase goes by itself.
    acts[0]?.resolve({ kind: 'post', post: post('1'), success: true });
    gate.send({ type: 'modals.result', id: 'avs', confirmed: true });
    gate.send({ type: 'gate.factsChanged', facts: { avsAccepted: true, forceAvs: false } });
    await flush();
    expect(acts.map((act) => act.input.action)).toEqual([
      { kind: 'like', postId: '1' },
      { kind: 'buy', postId: '2' },
    ]);
  });

  it('asks the gate with the refusal when the service finds the balance short, and tips once topped up', async () => {
    const opened: unknown[] = [];
    const { actor, acts, gate, tracked } = startFeed(opened);
    actor.send({ type: 'ui.tip', postId: '3', coins: 50 });
    await flush();
    acts[0]?.resolve({ kind: 'post', post: null, success: false });
    await flush();
    // The gate opens the top-up in the pay tour (no box of the feed's), nothing is tracked.
    expect(opened).toEqual([
      expect.objectContaining({ type: 'payTour.open', flow: 'moneycharge', replyTo: 'gating' }),
    ]);
    expect(actor.getSnapshot().context.resuming).toEqual([
      { type: 'ui.tip', postId: '3', coins: 50 },
    ]);
    expect(tracked).toEqual([]);
    gate.send({ type: 'payTour.result', flow: 'moneycharge', success: true });
    await flush();
    expect(acts.map((act) => act.input.action)).toEqual([
      { kind: 'tip', postId: '3', coins: 50 },
      { kind: 'tip', postId: '3', coins: 50 },
    ]);
    acts[1]?.resolve({ kind: 'post', post: post('3'), success: true });
    await flush();
    expect(tracked).toHaveLength(1);

    // A top-up given up drops the purchase.
    actor.send({ type: 'ui.buy', postId: '4' });
    await flush();
    acts[2]?.resolve({ kind: 'post', post: null, success: false });
    await flush();
    gate.send({ type: 'payTour.result', flow: 'moneycharge', success: false });
    await flush();
    expect(acts).toHaveLength(3);
    expect(actor.getSnapshot().context).toMatchObject({ asking: [], resuming: [], queue: [] });
  });

  it('asks the pay tour for an intent kept over a reload, and asks the gate for it again', async () => {
    const opened: unknown[] = [];
    const { actor, acts } = startFeed(opened);
    actor.send({ type: 'ui.feedOpened', model: 'lanalove' });
    expect(opened).toEqual([{ type: 'payTour.takeAct', replyTo: 'feed', target: 'feed:lanalove' }]);
    const act = { client: 'feed' as const, name: 'ui.tip', target: 'feed:lanalove' };
    // Only to be shown, or not a feed intent: nothing is done.
    actor.send({
      type: 'payTour.actTaken',
      act: { ...act, data: { postId: '5', coins: 10 } },
      shouldOpen: false,
    });
    actor.send({
      type: 'payTour.actTaken',
      act: { ...act, data: { postId: '5' } },
      shouldOpen: true,
    });
    actor.send({ type: 'payTour.actTaken', act: null, shouldOpen: false });
    await flush();
    expect(acts).toHaveLength(0);
    actor.send({
      type: 'payTour.actTaken',
      act: { ...act, data: { postId: '5', coins: 10 } },
      shouldOpen: true,
    });
    await flush();
    expect(acts.map((call) => call.input.action)).toEqual([
      { kind: 'tip', postId: '5', coins: 10 },
    ]);

    // A visitor's feed has no kept intent to ask for.
    const visitor: unknown[] = [];
    startFeed(visitor, { guest: visitorGuest }).actor.send({ type: 'ui.feedOpened', model: null });
    expect(visitor).toEqual([]);
  });

  it('likes optimistically and rolls the like back when the call fails', async () => {
    const { actor, acts } = startFeed();
    const item = post('1', { likes: 5 });
    actor.send({ type: 'ui.like', postId: '1' });
    expect(selectPost(actor.getSnapshot(), item)).toMatchObject({
      likes: 6,
      guestState: { liked: true },
    });
    await flush();
    expect(acts[0]?.input.action).toEqual({ kind: 'like', postId: '1' });
    acts[0]?.reject({ message: 'network', code: 'network' });
    await flush();
    expect(selectPost(actor.getSnapshot(), item)).toMatchObject({
      likes: 5,
      guestState: { liked: false },
    });
    expect(actor.getSnapshot().context.error).toBe('network');
  });

  it('keeps live counters on top of the list item and an optimistic like on top of them', async () => {
    const { actor, acts } = startFeed();
    const item = post('1', { likes: 5 });
    actor.send({ type: 'ui.like', postId: '1' });
    actor.send({
      type: 'push.postUpdated',
      postId: '1',
      likes: 9,
      commentsTotal: 4,
      tipsSum: 0,
      tipsProgress: null,
    });
    expect(selectPost(actor.getSnapshot(), item)).toMatchObject({ likes: 10, commentsTotal: 4 });
    await flush();
    acts[0]?.resolve({
      kind: 'post',
      success: true,
      post: post('1', {
        likes: 10,
        guestState: { liked: true, viewed: false, following: false, bought: false },
      }),
    });
    await flush();
    expect(selectPost(actor.getSnapshot(), item)).toMatchObject({
      likes: 10,
      guestState: { liked: true },
    });
  });

  it('reports a post as viewed once, however often it is seen', async () => {
    const { actor, viewed } = startFeed();
    for (let n = 0; n < 3; n += 1) actor.send({ type: 'ui.postSeen', postId: '1' });
    actor.send({ type: 'ui.postSeen', postId: '2' });
    await flush();
    await flush();
    expect(viewed).toEqual(['1', '2']);
  });

  it('adds replies to replies and deletes a comment with its replies (immer)', async () => {
    const { actor, acts, threads } = startFeed();
    actor.send({ type: 'ui.commentsOpened', postId: '1' });
    await flush();
    expect(threads[0]?.input).toMatchObject({ postId: '1', first: 5 });
    const comment = (id: string, parentId: string | null) => ({
      id,
      conversationId: 'c1',
      parentId,
      created: '2026-11-01T10:00:00.000Z',
      isCreator: false,
      tipped: false,
      text: id,
      isReplyToReply: false,
      user: { id: '1', name: 'me' },
      isOwn: true,
      replies: [],
    });
    threads[0]?.resolve({
      totalCount: 2,
      nodes: [{ ...comment('a', null), replies: [comment('b', 'a')] }],
      hasMore: false,
    });
    await flush();
    actor.send({ type: 'ui.comment', postId: '1', text: 'deep', replyTo: 'b' });
    await flush();
    acts[0]?.resolve({ kind: 'comment', comment: { ...comment('c', 'b'), isReplyToReply: true } });
    await flush();
    const thread = actor.getSnapshot().context.threads['1']!;
    expect(thread.totalCount).toBe(3);
    expect(thread.nodes[0]?.replies[0]?.replies[0]?.id).toBe('c');
    actor.send({ type: 'ui.deleteComment', postId: '1', commentId: 'b' });
    await flush();
    acts[1]?.resolve({ kind: 'done' });
    await flush();
    const after = actor.getSnapshot().context.threads['1']!;
    expect(after.totalCount).toBe(1);
    expect(after.nodes[0]?.replies).toEqual([]);
  });

  it('keeps a comment that could not be sent for its form, until it is sent again (issue 51 §7)', async () => {
    const { actor, acts } = startFeed();
    actor.send({ type: 'ui.comment', postId: '1', text: 'lovely', replyTo: 'b' });
    await flush();
    acts[0]?.reject(new ServiceError('timeout'));
    await flush();
    expect(selectUnsentComment(actor.getSnapshot(), '1')).toEqual({ text: 'lovely', replyTo: 'b' });
    expect(selectUnsentComment(actor.getSnapshot(), '2')).toBeNull();
    expect(actor.getSnapshot().context.error).toBe('timeout');
    // Another post's comment leaves it; the same post's comment, sent again, takes it.
    actor.send({ type: 'ui.comment', postId: '2', text: 'other', replyTo: null });
    expect(selectUnsentComment(actor.getSnapshot(), '1')).not.toBeNull();
    actor.send({ type: 'ui.comment', postId: '1', text: 'lovely', replyTo: 'b' });
    expect(selectUnsentComment(actor.getSnapshot(), '1')).toBeNull();
    expect(actor.getSnapshot().context.queue.map((action) => action.postId)).toEqual(['2', '1']);
  });

  it('subscribes to the posts on screen, follows them after scrolling settles, and shows a drop', async () => {
    const { actor, subscriptions } = startFeed([], { guest: visitorGuest });
    actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1', '2'] });
    expect(subscriptions.map((s) => s.postIds)).toEqual([['1', '2']]);
    expect(selectLiveState(actor.getSnapshot())).toBe('connecting');
    actor.send({ type: 'push.feedLive.connected' });
    expect(selectLiveState(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'push.feedLive.closed', code: 1006, reason: '' });
    expect(selectLiveState(actor.getSnapshot())).toBe('reconnecting');
    actor.send({ type: 'push.feedLive.connected' });
    await flush();
    expect(selectLiveState(actor.getSnapshot())).toBe('connected');
    actor.send({ type: 'ui.visiblePostsChanged', postIds: [] });
    expect(selectLiveState(actor.getSnapshot())).toBe('off');
    expect(subscriptions.every((s) => !s.open)).toBe(true);
  });

  it('subscribes to the first posts on screen once, not again when the settle time is over', () => {
    // A second subscription to the same posts read their counters again, and that read undid a
    // counter pushed in between when the server's read lagged it (seen in CI: 420 → 413 likes).
    vi.useFakeTimers();
    try {
      const { actor, subscriptions, catchUps } = startFeed([], {
        catchUpByHand: true,
        guest: visitorGuest,
      });
      actor.send({ type: 'ui.visiblePostsChanged', postIds: [] });
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1'] });
      actor.send({ type: 'push.feedLive.connected' });
      vi.advanceTimersByTime(LIVE_SETTLE_MS * 2);
      expect(subscriptions.map((s) => s.postIds)).toEqual([['1']]);
      expect(catchUps).toEqual([]);
      expect(selectLiveState(actor.getSnapshot())).toBe('connected');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a post go the moment it leaves the screen, and follows those that came in once the scroll settles', () => {
    vi.useFakeTimers();
    try {
      const { actor, subscriptions } = startFeed([], { guest: visitorGuest });
      const open = () => subscriptions.filter((s) => s.open).map((s) => s.postIds);
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1', '2'] });
      actor.send({ type: 'push.feedLive.connected' });
      // Post 1 scrolled off, post 3 came in: 1 is let go now, 3 waits.
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['2', '3'] });
      expect(open()).toEqual([['2']]);
      actor.send({ type: 'push.feedLive.connected' });
      // All that was followed is gone: nothing is held until the scroll settles, still live.
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['4', '5'] });
      expect(open()).toEqual([]);
      expect(selectLiveState(actor.getSnapshot())).toBe('connected');
      vi.advanceTimersByTime(LIVE_SETTLE_MS);
      expect(open()).toEqual([['4', '5']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps counters pushed during the catch-up after a reconnect over its older read', async () => {
    const { actor, catchUps } = startFeed([], { catchUpByHand: true, guest: visitorGuest });
    actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1', '2'] });
    const counters = (postId: string, likes: number, commentsTotal = 0) =>
      actor.send({
        type: 'push.postUpdated',
        postId,
        likes,
        commentsTotal,
        tipsSum: 0,
        tipsProgress: null,
      });
    const shown = (id: string) => selectPost(actor.getSnapshot(), post(id));
    actor.send({ type: 'push.feedLive.connected' });
    counters('1', 6);
    actor.send({ type: 'push.feedLive.closed', code: 1006, reason: '' });
    actor.send({ type: 'push.feedLive.connected' });
    await flush();
    expect(catchUps.map((c) => c.input.postIds)).toEqual([['1', '2']]);
    // Post 1 is pushed again (twice) while the read is on its way; the read was taken before.
    counters('1', 8, 1);
    counters('1', 9, 2);
    expect(shown('1')).toMatchObject({ likes: 9, commentsTotal: 2 });
    catchUps[0]?.resolve([
      post('2', { likes: 4, commentsTotal: 3 }),
      post('1', { likes: 7, commentsTotal: 0, title: 'read' }),
      post('2', { likes: 4, commentsTotal: 3 }),
    ]);
    await flush();
    expect(selectLiveState(actor.getSnapshot())).toBe('connected');
    // The newer pushed counters stay on the answered post; the other post takes the read.
    expect(shown('1')).toMatchObject({ likes: 9, commentsTotal: 2, title: 'read' });
    expect(shown('2')).toMatchObject({ likes: 4, commentsTotal: 3 });
    // After the catch-up a push is the newest again, and the next catch-up starts afresh.
    counters('2', 5, 3);
    expect(shown('2')).toMatchObject({ likes: 5 });
    actor.send({ type: 'push.feedLive.closed', code: 1006, reason: '' });
    actor.send({ type: 'push.feedLive.connected' });
    await flush();
    catchUps[1]?.resolve([post('1', { likes: 10, commentsTotal: 2 })]);
    await flush();
    expect(shown('1')).toMatchObject({ likes: 10, commentsTotal: 2 });
  });

  it('does not lose a like published between the old subscription’s end and the new one', async () => {
    vi.useFakeTimers();
    try {
      const { actor, subscriptions, catchUps } = startFeed([], {
        catchUpByHand: true,
        guest: visitorGuest,
      });
      const open = () => subscriptions.filter((s) => s.open).map((s) => s.postIds);
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1'] });
      actor.send({ type: 'push.feedLive.connected' });
      // The first subscription needs no read: the posts on screen came with their list.
      expect(catchUps).toEqual([]);
      // Post 2 scrolls in: once the scroll settles, the subscription is replaced (complete, then
      // subscribe). A like published to the completed one never reaches the feed.
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1', '2'] });
      vi.advanceTimersByTime(LIVE_SETTLE_MS);
      expect(open()).toEqual([['1', '2']]);
      actor.send({ type: 'push.feedLive.connected' });
      await vi.advanceTimersByTimeAsync(0);
      // The feed reads what the new subscription may have missed, as after a reconnect.
      expect(catchUps.map((c) => c.input.postIds)).toEqual([['1', '2']]);
      catchUps[0]?.resolve([post('1', { likes: 6 }), post('2')]);
      await vi.advanceTimersByTimeAsync(0);
      expect(selectPost(actor.getSnapshot(), post('1')).likes).toBe(6);
      expect(selectLiveState(actor.getSnapshot())).toBe('connected');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a like on its way, and one the server answered, over a catch-up read taken before it', async () => {
    vi.useFakeTimers();
    try {
      const { actor, acts, catchUps } = startFeed([], { catchUpByHand: true });
      const settle = () => vi.advanceTimersByTimeAsync(0);
      const liked = (id: string, likes: number) =>
        post(id, {
          likes,
          guestState: { liked: true, viewed: false, following: false, bought: false },
        });
      const shown = (id: string) => selectPost(actor.getSnapshot(), post(id, { likes: 5 }));
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1'] });
      actor.send({ type: 'push.feedLive.connected' });
      // The guest likes post 1 and scrolls on: the subscription is replaced and caught up while
      // the like is on its way; the read (taken before the like) still has the old counters.
      actor.send({ type: 'ui.like', postId: '1' });
      await settle();
      actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1', '2'] });
      await vi.advanceTimersByTimeAsync(LIVE_SETTLE_MS);
      actor.send({ type: 'push.feedLive.connected' });
      await settle();
      catchUps[0]?.resolve([post('1', { likes: 5 }), post('2', { likes: 5 })]);
      await settle();
      expect(selectLiveState(actor.getSnapshot())).toBe('connected');
      expect(shown('1')).toMatchObject({ likes: 6, guestState: { liked: true } });
      // The answer replaces the guess, with the same figures.
      acts[0]?.resolve({ kind: 'post', success: true, post: liked('1', 6) });
      await settle();
      expect(shown('1')).toMatchObject({ likes: 6, guestState: { liked: true } });

      // Post 2 is liked; a reconnect's read is sent before the like is answered and comes after:
      // the answer stays.
      actor.send({ type: 'ui.like', postId: '2' });
      await settle();
      actor.send({ type: 'push.feedLive.closed', code: 1006, reason: '' });
      actor.send({ type: 'push.feedLive.connected' });
      await settle();
      acts[1]?.resolve({ kind: 'post', success: true, post: liked('2', 8) });
      await settle();
      catchUps[1]?.resolve([liked('1', 6), post('2', { likes: 7, title: 'read' })]);
      await settle();
      expect(shown('2')).toMatchObject({ likes: 8, guestState: { liked: true }, title: null });
      expect(shown('1')).toMatchObject({ likes: 6, guestState: { liked: true } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rolls back a like a catch-up kept, and counts it once where the read already has it', async () => {
    const { actor, acts, catchUps } = startFeed([], { catchUpByHand: true });
    const shown = (id: string) => selectPost(actor.getSnapshot(), post(id, { likes: 5 }));
    const reconnect = async () => {
      actor.send({ type: 'push.feedLive.closed', code: 1006, reason: '' });
      actor.send({ type: 'push.feedLive.connected' });
      await flush();
    };
    actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1'] });
    actor.send({ type: 'push.feedLive.connected' });
    actor.send({ type: 'ui.like', postId: '1' });
    await flush();
    await reconnect();
    catchUps[0]?.resolve([post('1', { likes: 7 })]);
    await flush();
    expect(shown('1')).toMatchObject({ likes: 8, guestState: { liked: true } });
    // The read already counts a like still on its way (the server took it first): counted once.
    await reconnect();
    catchUps[1]?.resolve([
      post('1', {
        likes: 8,
        guestState: { liked: true, viewed: false, following: false, bought: false },
      }),
    ]);
    await flush();
    expect(shown('1')).toMatchObject({ likes: 8, guestState: { liked: true } });
    await reconnect();
    catchUps[2]?.resolve([post('1', { likes: 7 })]);
    await flush();
    expect(shown('1')).toMatchObject({ likes: 8, guestState: { liked: true } });
    // The call fails: the like is taken back from the read's figures.
    acts[0]?.reject({ message: 'network', code: 'network' });
    await flush();
    expect(shown('1')).toMatchObject({ likes: 7, guestState: { liked: false } });
    expect(actor.getSnapshot().context.error).toBe('network');
  });

  it('shows the live part failed when the stream service itself breaks, keeping the posts', () => {
    const { actor } = startFeed([], { liveFails: true, guest: visitorGuest });
    actor.send({ type: 'ui.visiblePostsChanged', postIds: ['1'] });
    expect(selectLiveState(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'ui.feedOpened', model: null });
    // The new-posts stream breaking leaves the feed unannounced, not broken.
    expect(actor.getSnapshot().matches({ ready: { news: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('tracks a bought post and a tip as feed_paid_content and feed_tip, not a refused one', async () => {
    const { actor, acts, tracked } = startFeed();
    actor.send({ type: 'ui.buy', postId: '1' });
    await flush();
    acts[0]?.resolve({ kind: 'post', success: true, post: post('1', { priceCoins: 40 }) });
    await flush();
    actor.send({ type: 'ui.tip', postId: '2', coins: 25 });
    await flush();
    acts[1]?.resolve({ kind: 'post', success: true, post: post('2') });
    await flush();
    actor.send({ type: 'ui.tip', postId: '2', coins: 25 });
    await flush();
    acts[2]?.resolve({ kind: 'post', success: false, post: null });
    await flush();
    actor.send({ type: 'ui.like', postId: '3' });
    await flush();
    acts[3]?.resolve({ kind: 'post', success: true, post: post('3') });
    await flush();
    expect(tracked).toEqual([
      {
        type: 'tracking.track',
        eventContext: 'feed_paid_content',
        eventAction: 'purchase',
        eventData: { postId: '1', coins: 40, currency: 'VXC' },
      },
      {
        type: 'tracking.track',
        eventContext: 'feed_tip',
        eventAction: 'purchase',
        eventData: { postId: '2', coins: 25, currency: 'VXC' },
      },
    ]);
  });

  it('counts new posts of the feed on screen, and loads them at the top only when asked', async () => {
    const { actor, pages, news } = startFeed();
    actor.send({ type: 'ui.feedOpened', model: 'lanalove' });
    await flush();
    pages.at(-1)?.resolve({ items: [post('1')], hasMore: false, nextCursor: null });
    await flush();
    expect(news.filter((n) => n.open).map((n) => n.input)).toMatchObject([
      { model: 'lanalove', types: null, accessToken: 't' },
    ]);
    const published = (postId: string, modelName: string, postType: 'text' | 'photos') =>
      actor.send({ type: 'push.postPublished', postId, modelId: '7', modelName, postType });
    published('50', 'lanalove', 'text');
    published('50', 'lanalove', 'text');
    published('51', 'somebody', 'text');
    expect(selectNewPostCount(actor.getSnapshot())).toBe(1);
    const before = pages.length;
    actor.send({ type: 'ui.showNewPosts' });
    await flush();
    expect(selectNewPostCount(actor.getSnapshot())).toBe(0);
    expect(pages.length).toBe(before + 1);
    expect(pages.at(-1)?.input.cursor).toBeNull();
    // A filter subscribes afresh (to every type: the totals count them all); a text post is not
    // announced for the photos.
    actor.send({ type: 'ui.filterChosen', filter: 'PHOTOS_POSTS' });
    expect(news.filter((n) => n.open).map((n) => n.input)).toMatchObject([
      { model: 'lanalove', types: null },
    ]);
    published('52', 'lanalove', 'text');
    expect(selectNewPostCount(actor.getSnapshot())).toBe(0);
    published('53', 'lanalove', 'photos');
    expect(selectNewPostCount(actor.getSnapshot())).toBe(1);
    // The guest's own posts get no announcement; a new query forgets what was announced.
    actor.send({ type: 'ui.filterChosen', filter: 'LIKED' });
    published('54', 'lanalove', 'photos');
    expect(selectNewPostCount(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().can({ type: 'ui.showNewPosts' })).toBe(false);
    actor.send({ type: 'ui.feedClosed' });
    expect(news.some((n) => n.open)).toBe(false);
  });

  it('counts posts published live into the totals, each once, whatever the filter', async () => {
    const { actor, pages } = startFeed();
    actor.send({ type: 'ui.feedOpened', model: 'lanalove' });
    const published = (postId: string, modelName: string, postType: 'text' | 'photos' | 'clip') =>
      actor.send({ type: 'push.postPublished', postId, modelId: '7', modelName, postType });
    // Before the totals are known there is nothing to count into: their answer has the post.
    published('49', 'lanalove', 'text');
    expect(selectTotals(actor.getSnapshot())).toBeNull();
    expect(selectNewPostCount(actor.getSnapshot())).toBe(1);
    await flush();
    pages.at(-1)?.resolve({ items: [post('1')], hasMore: false, nextCursor: null });
    await flush();
    const loaded = { totalCount: 3, clips: 1, photos: 1, texts: 1, liked: 0, commented: 0 };
    expect(selectTotals(actor.getSnapshot())).toEqual(loaded);

    // Announced and counted: the feed's total and its type's; the stream repeating it counts once.
    published('50', 'lanalove', 'text');
    published('50', 'lanalove', 'text');
    expect(selectNewPostCount(actor.getSnapshot())).toBe(2);
    expect(selectTotals(actor.getSnapshot())).toEqual({ ...loaded, totalCount: 4, texts: 2 });
    // Another model's post is not this feed's.
    published('51', 'somebody', 'clip');
    expect(selectTotals(actor.getSnapshot())).toEqual({ ...loaded, totalCount: 4, texts: 2 });

    // Under a filter a post of another type is not announced, but the totals count it (they are
    // the model's, not the filter's); so do they under the guest's own posts.
    actor.send({ type: 'ui.filterChosen', filter: 'PHOTOS_POSTS' });
    await flush();
    expect(selectTotals(actor.getSnapshot())).toEqual(loaded);
    published('52', 'lanalove', 'clip');
    expect(selectNewPostCount(actor.getSnapshot())).toBe(0);
    expect(selectTotals(actor.getSnapshot())).toEqual({ ...loaded, totalCount: 4, clips: 2 });
    actor.send({ type: 'ui.filterChosen', filter: 'LIKED' });
    await flush();
    published('53', 'lanalove', 'photos');
    expect(selectNewPostCount(actor.getSnapshot())).toBe(0);
    expect(selectTotals(actor.getSnapshot())).toEqual({ ...loaded, totalCount: 4, photos: 2 });
    // A post counted before comes again after the totals were asked anew: still once.
    published('52', 'lanalove', 'clip');
    expect(selectTotals(actor.getSnapshot())).toEqual({ ...loaded, totalCount: 4, photos: 2 });
  });

  it('narrows the mixed feed to the models the guest follows, after a login for a visitor', async () => {
    const gates: unknown[] = [];
    const visitor = startFeed(gates, { guest: visitorGuest });
    visitor.actor.send({ type: 'ui.feedOpened', model: null });
    visitor.actor.send({ type: 'ui.followsChosen', follows: true });
    await flush();
    expect(gates).toEqual([signupBox('ui.followsChosen', { follows: true })]);
    expect(visitor.pages.map((page) => page.input.query.follows)).toEqual([false]);

    const { actor, pages, news } = startFeed();
    actor.send({ type: 'ui.feedOpened', model: null });
    await flush();
    expect(news.filter((n) => n.open)).toHaveLength(1);
    actor.send({ type: 'ui.followsChosen', follows: true });
    await flush();
    expect(pages.at(-1)?.input.query).toMatchObject({ follows: true, filter: null, model: null });
    // The new-posts stream cannot tell whom the guest follows: no announcements meanwhile (it
    // still runs, for the totals, which a following-only feed does not narrow).
    expect(news.filter((n) => n.open)).toHaveLength(1);
    actor.send({
      type: 'push.postPublished',
      postId: '60',
      modelId: '8',
      modelName: 'mia',
      postType: 'text',
    });
    expect(selectNewPostCount(actor.getSnapshot())).toBe(0);
    // It combines with a filter, and a newly opened feed starts with everyone again.
    actor.send({ type: 'ui.filterChosen', filter: 'CLIP_POSTS' });
    await flush();
    expect(pages.at(-1)?.input.query).toMatchObject({ follows: true, filter: 'CLIP_POSTS' });
    actor.send({ type: 'ui.feedOpened', model: null });
    await flush();
    expect(pages.at(-1)?.input.query).toMatchObject({ follows: false, filter: null });
  });

  it("lists the guest's bought content in the mediathek's feed section, asked again after a purchase", async () => {
    const { actor, acts, bought } = startFeed();
    actor.send({ type: 'ui.boughtOpened' });
    await flush();
    expect(selectBoughtSection(actor.getSnapshot())).toBe('shown');
    expect(bought).toHaveLength(1);
    expect(bought[0]?.input.query).toMatchObject({
      guestId: String(actor.getSnapshot().context.guestId),
      auth: { accessToken: 't' },
    });
    bought[0]?.resolve({ items: [], total: 0, hasMore: false });
    await flush();
    actor.send({ type: 'ui.boughtClosed' });
    expect(selectBoughtSection(actor.getSnapshot())).toBe('closed');

    // A refused purchase changes nothing; a bought post makes the section load afresh.
    actor.send({ type: 'ui.buy', postId: '9' });
    await flush();
    acts[0]?.resolve({ kind: 'post', post: null, success: false });
    await flush();
    actor.send({ type: 'ui.boughtOpened' });
    await flush();
    expect(bought).toHaveLength(1);
    actor.send({ type: 'ui.boughtClosed' });
    actor.send({ type: 'ui.buy', postId: '9' });
    await flush();
    const paid = post('9', {
      paidContent: true,
      guestState: { ...post('9').guestState, bought: true },
    });
    acts[1]?.resolve({ kind: 'post', post: paid, success: true });
    await flush();
    actor.send({ type: 'ui.boughtOpened' });
    await flush();
    expect(bought).toHaveLength(2);
    expect(bought[1]?.input.query).toEqual(bought[0]?.input.query);
  });

  it('asks a visitor to log in instead of listing bought content', async () => {
    const { actor, bought } = startFeed([], { guest: visitorGuest });
    actor.send({ type: 'ui.boughtOpened' });
    await flush();
    expect(selectBoughtSection(actor.getSnapshot())).toBe('visitor');
    expect(bought).toHaveLength(0);
    actor.send({ type: 'ui.boughtClosed' });
    expect(selectBoughtSection(actor.getSnapshot())).toBe('closed');
  });
});
