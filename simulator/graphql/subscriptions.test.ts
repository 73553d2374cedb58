import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createFeedSubscriptions,
  createSubscriptionPool,
  type FeedSubscriptionFact,
} from '../../services/graphql/subscriptions.ts';
import { watchedPostIds } from './feed/postCounters.ts';
import { FEED_SUBSCRIPTIONS_PATH } from './subscriptions.ts';
import { graphqlTestApp, type GraphqlTestApp } from './testing.ts';

// The feed service's subscriptions over a real socket: graphql-ws's own client, and the app's
// stream service (services/graphql/subscriptions.ts) with its retry.
let t: GraphqlTestApp;
let url: string;
const clients: Client[] = [];
beforeAll(async () => {
  t = await graphqlTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address.replace(/^http/, 'ws')}${FEED_SUBSCRIPTIONS_PATH}`;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await t.close();
});

async function waitFor<T>(read: () => T | undefined, what: string, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const publish = (postId: string, likes: number) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/graphql/publish',
    payload: { postId, likes, commentsTotal: 1, tipsSum: 10, tipsGoal: 40 },
  });

function client(token?: string, extra: { retryAttempts?: number } = {}) {
  const events: string[] = [];
  const made = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    onNonLazyError: () => {},
    retryAttempts: extra.retryAttempts ?? 0,
    connectionParams: token === undefined ? {} : { token },
    on: {
      connected: () => events.push('connected'),
      closed: (event) => events.push(`closed ${(event as { code?: number }).code}`),
    },
  });
  clients.push(made);
  return { client: made, events };
}

/** Runs one subscription to its end: its results, and how it ended. */
function run(c: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: unknown[] = [];
  const end: { how?: 'complete' | 'error'; error?: unknown } = {};
  const stop = c.subscribe(
    { query, variables },
    {
      next: (result) => results.push(result),
      error: (error) => Object.assign(end, { how: 'error', error }),
      complete: () => (end.how ??= 'complete'),
    },
  );
  return { results, end, stop };
}

describe('feed subscriptions over graphql-ws', () => {
  it('acknowledges a visitor without a token and a guest with one; refuses a bad token with 4403', async () => {
    const visitor = client();
    await waitFor(() => (visitor.events.includes('connected') ? true : undefined), 'visitor ack');
    const guest = client(t.guestToken);
    await waitFor(() => (guest.events.includes('connected') ? true : undefined), 'guest ack');
    const bad = client('nope');
    run(bad.client, 'subscription { heartbeat }');
    await waitFor(() => bad.events.find((e) => e.startsWith('closed')), 'the refusal');
    expect(bad.events).toEqual(['closed 4403']);
  });

  it('ticks and completes (heartbeat), with the selection asked for', async () => {
    const { client: c } = client();
    const beat = run(c, 'subscription B($n: Int!) { tick: heartbeat(count: $n) }', { n: 3 });
    await waitFor(() => beat.end.how, 'completion');
    expect(beat.end.how).toBe('complete');
    expect(beat.results).toEqual([1, 2, 3].map((tick) => ({ data: { tick } })));
  });

  it('delivers the counters of the subscribed posts only, as they are published', async () => {
    const { client: c, events } = client(t.guestToken);
    await waitFor(() => (events.includes('connected') ? true : undefined), 'ack');
    const live = run(
      c,
      'subscription { postUpdated(postIds: ["7", "9"]) { postId likes tipsProgress { ratio } } }',
    );
    // The subscription is registered once the server has run its subscribe: publish until heard.
    await waitFor(() => {
      void publish('7', 1);
      return live.results.length > 0 ? true : undefined;
    }, 'the first event');
    await publish('8', 99);
    await publish('9', 3);
    await waitFor(
      () =>
        live.results.length >= 2 && live.results.some((r) => JSON.stringify(r).includes('"9"'))
          ? true
          : undefined,
      'post 9',
    );
    const posts = live.results.map(
      (r) => (r as { data: { postUpdated: { postId: string } } }).data.postUpdated.postId,
    );
    expect(posts).not.toContain('8');
    expect(live.results.at(-1)).toEqual({
      data: { postUpdated: { postId: '9', likes: 3, tipsProgress: { ratio: 0.25 } } },
    });
    // The posts a subscription names are watched (where the feed's other guests act) until it ends.
    expect(watchedPostIds(t.app)).toEqual(expect.arrayContaining(['7', '9']));
    live.stop();
    await waitFor(() => (watchedPostIds(t.app).includes('7') ? undefined : true), 'unwatched');
  });

  it('answers a bad document with coded errors and a refused argument in the result', async () => {
    const { client: c } = client();
    const invalid = run(c, 'subscription { postUpdated(postIds: ["1"]) { views } }');
    await waitFor(() => invalid.end.how, 'the error');
    expect(invalid.end).toMatchObject({
      how: 'error',
      error: [{ extensions: { code: 'validation_failed' } }],
    });
    const syntax = run(c, 'subscription { heartbeat(');
    await waitFor(() => syntax.end.how, 'the syntax error');
    expect(syntax.end.error).toMatchObject([{ extensions: { code: 'syntax_error' } }]);
    const refused = run(c, 'subscription { heartbeat(count: 50) }');
    await waitFor(() => refused.end.how, 'the refusal');
    expect(refused.results).toMatchObject([
      { data: null, errors: [{ extensions: { code: 'bad_user_input' } }] },
    ]);
  });
});

describe('the app stream service (createFeedSubscriptions)', () => {
  it('emits the connection, each event as push.postUpdated, and resumes after a drop', async () => {
    const facts: FeedSubscriptionFact[] = [];
    const subscribe = createFeedSubscriptions({
      webSocketImpl: WebSocket,
      retryAttempts: 3,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 20)),
    });
    const stop = subscribe({
      input: { url, accessToken: t.guestToken, postIds: ['42'] },
      emit: (fact) => facts.push(fact),
      receive: () => {},
    });
    try {
      const types = () => facts.map((fact) => fact.type);
      const heard = (likes: number) =>
        facts.some(
          (fact) => fact.type === 'push.postUpdated' && 'likes' in fact && fact.likes === likes,
        );
      await waitFor(() => {
        void publish('42', 1);
        return heard(1) ? true : undefined;
      }, 'the first event');
      expect(types().slice(0, 2)).toEqual(['push.feedLive.connecting', 'push.feedLive.connected']);
      expect(facts.find((fact) => fact.type === 'push.postUpdated')).toEqual({
        type: 'push.postUpdated',
        postId: '42',
        likes: 1,
        commentsTotal: 1,
        tipsSum: 10,
        tipsProgress: { goal: 40, sum: 10, ratio: 0.25 },
      });

      // The server drops every socket: graphql-ws reconnects and subscribes again.
      for (const socket of t.app.websocketServer.clients) socket.terminate();
      await waitFor(
        () =>
          types().filter((type) => type === 'push.feedLive.connected').length === 2
            ? true
            : undefined,
        'the reconnect',
      );
      expect(types()).toContain('push.feedLive.closed');
      expect(
        facts.find(
          (fact) => fact.type === 'push.feedLive.connecting' && 'retry' in fact && fact.retry,
        ),
      ).toBeDefined();
      await waitFor(() => {
        void publish('42', 2);
        return heard(2) ? true : undefined;
      }, 'an event after the reconnect');
    } finally {
      stop();
    }
  });

  it('shares one socket among the subscriptions of a pool: a new set of posts rides it', async () => {
    const pool = createSubscriptionPool({ webSocketImpl: WebSocket });
    const before = t.app.websocketServer.clients.size;
    const first: FeedSubscriptionFact[] = [];
    const stopFirst = createFeedSubscriptions({ pool })({
      input: { url, accessToken: t.guestToken, postIds: ['42'] },
      emit: (fact) => first.push(fact),
      receive: () => {},
    });
    await waitFor(
      () => (first.some((fact) => fact.type === 'push.feedLive.connected') ? true : undefined),
      'the first connection',
    );
    // The visible posts change: the old subscription ends, a new one starts on the same socket,
    // and hears at once that it is connected.
    stopFirst();
    const second: FeedSubscriptionFact[] = [];
    const stopSecond = createFeedSubscriptions({ pool })({
      input: { url, accessToken: t.guestToken, postIds: ['43'] },
      emit: (fact) => second.push(fact),
      receive: () => {},
    });
    // Another subscription of the page (the feed's new posts are one too) joins the same socket.
    const other: FeedSubscriptionFact[] = [];
    const stopOther = createFeedSubscriptions({ pool })({
      input: { url, accessToken: t.guestToken, postIds: ['44'] },
      emit: (fact) => other.push(fact),
      receive: () => {},
    });
    try {
      expect(second.map((fact) => fact.type)).toEqual([
        'push.feedLive.connecting',
        'push.feedLive.connected',
      ]);
      expect(other.map((fact) => fact.type)).toEqual([
        'push.feedLive.connecting',
        'push.feedLive.connected',
      ]);
      await waitFor(() => {
        void publish('43', 7);
        return second.some((fact) => fact.type === 'push.postUpdated' && fact.likes === 7)
          ? true
          : undefined;
      }, 'an event on the shared socket');
      expect(t.app.websocketServer.clients.size - before).toBe(1);
      // The first subscription heard nothing after it ended.
      expect(first.some((fact) => fact.type === 'push.postUpdated' && fact.postId === '43')).toBe(
        false,
      );
    } finally {
      stopSecond();
      stopOther();
    }
  });

  it('emits a coded error for a token the server refuses, without retrying', async () => {
    const facts: FeedSubscriptionFact[] = [];
    const stop = createFeedSubscriptions({ webSocketImpl: WebSocket, retryAttempts: 3 })({
      input: { url, accessToken: 'nope', postIds: ['1'] },
      emit: (fact) => facts.push(fact),
      receive: () => {},
    });
    try {
      await waitFor(() => facts.find((fact) => fact.type === 'push.feedLive.error'), 'the error');
      expect(facts.find((fact) => fact.type === 'push.feedLive.error')).toMatchObject({
        code: 'closed_4403',
      });
      expect(facts.filter((fact) => fact.type === 'push.feedLive.connecting')).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
