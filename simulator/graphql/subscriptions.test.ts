import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createFeedSubscriptions,
  createSubscriptionPool,
  type FeedSubscriptionFact,
} from '../../services/graphql/subscriptions.ts';
import { watchedPostIds } from './feed/postCounters.ts';
import { Changes } from '../changes.ts';
import { FEED_SUBSCRIPTIONS_PATH } from './subscriptions.ts';
import { graphqlTestApp, type GraphqlTestApp } from './testing.ts';

// The feed service's subscriptions over a real socket: graphql-ws's own client, and the app's
// stream service (services/graphql/subscriptions.ts) with its retry.
let t: GraphqlTestApp;
let url: string;
const clients: Client[] = [];
/** Every client event, subscription result and server subscribe or unsubscribe is a change. */
const changes = new Changes();
const until = (check: () => boolean, what: string) => changes.until(check, what);
let unwatch: () => void;
beforeAll(async () => {
  t = await graphqlTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address.replace(/^http/, 'ws')}${FEED_SUBSCRIPTIONS_PATH}`;
  // A microtask later: the subscription counts its posts as watched right after it subscribed.
  unwatch = t.app.feedLive!.events.onSubscribersChanged(() => queueMicrotask(changes.changed));
});
afterAll(async () => {
  unwatch();
  await Promise.all(clients.map((client) => Promise.resolve(client.dispose())));
  await t.close();
});

/** The server runs the subscription's subscribe: it now hears what is published on these posts. */
const subscribed = (...postIds: string[]) =>
  until(
    () => postIds.every((id) => watchedPostIds(t.app).includes(id)),
    `a subscription on ${postIds.join(', ')}`,
  );

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
      connected: () => {
        events.push('connected');
        changes.changed();
      },
      closed: (event) => {
        events.push(`closed ${(event as { code?: number }).code}`);
        changes.changed();
      },
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
      next: (result) => {
        results.push(result);
        changes.changed();
      },
      error: (error) => {
        Object.assign(end, { how: 'error', error });
        changes.changed();
      },
      complete: () => {
        end.how ??= 'complete';
        changes.changed();
      },
    },
  );
  const ended = (what: string) => until(() => end.how !== undefined, what);
  return { results, end, stop, ended };
}

/** The stream service's facts, each one a change. */
function factsList() {
  const facts: FeedSubscriptionFact[] = [];
  const emit = (fact: FeedSubscriptionFact) => {
    facts.push(fact);
    changes.changed();
  };
  return { facts, emit };
}

describe('feed subscriptions over graphql-ws', () => {
  it('acknowledges a visitor without a token and a guest with one; refuses a bad token with 4403', async () => {
    const visitor = client();
    await until(() => visitor.events.includes('connected'), 'visitor ack');
    const guest = client(t.guestToken);
    await until(() => guest.events.includes('connected'), 'guest ack');
    const bad = client('nope');
    run(bad.client, 'subscription { heartbeat }');
    await until(() => bad.events.some((e) => e.startsWith('closed')), 'the refusal');
    expect(bad.events).toEqual(['closed 4403']);
  });

  it('ticks and completes (heartbeat), with the selection asked for', async () => {
    const { client: c } = client();
    const beat = run(c, 'subscription B($n: Int!) { tick: heartbeat(count: $n) }', { n: 3 });
    await beat.ended('completion');
    expect(beat.end.how).toBe('complete');
    expect(beat.results).toEqual([1, 2, 3].map((tick) => ({ data: { tick } })));
  });

  it('delivers the counters of the subscribed posts only, as they are published', async () => {
    const { client: c, events } = client(t.guestToken);
    await until(() => events.includes('connected'), 'ack');
    const live = run(
      c,
      'subscription { postUpdated(postIds: ["7", "9"]) { postId likes tipsProgress { ratio } } }',
    );
    // The subscription hears what is published once the server has run its subscribe.
    await subscribed('7', '9');
    await publish('7', 1);
    await until(() => live.results.length > 0, 'the first event');
    await publish('8', 99);
    await publish('9', 3);
    await until(
      () => live.results.length >= 2 && live.results.some((r) => JSON.stringify(r).includes('"9"')),
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
    await until(() => !watchedPostIds(t.app).includes('7'), 'unwatched');
  });

  it('answers a bad document with coded errors and a refused argument in the result', async () => {
    const { client: c } = client();
    const invalid = run(c, 'subscription { postUpdated(postIds: ["1"]) { views } }');
    await invalid.ended('the error');
    expect(invalid.end).toMatchObject({
      how: 'error',
      error: [{ extensions: { code: 'validation_failed' } }],
    });
    const syntax = run(c, 'subscription { heartbeat(');
    await syntax.ended('the syntax error');
    expect(syntax.end.error).toMatchObject([{ extensions: { code: 'syntax_error' } }]);
    const refused = run(c, 'subscription { heartbeat(count: 50) }');
    await refused.ended('the refusal');
    expect(refused.results).toMatchObject([
      { data: null, errors: [{ extensions: { code: 'bad_user_input' } }] },
    ]);
  });
});

describe('the app stream service (createFeedSubscriptions)', () => {
  it('emits the connection, each event as push.postUpdated, and resumes after a drop', async () => {
    const { facts, emit } = factsList();
    const subscribe = createFeedSubscriptions({
      webSocketImpl: WebSocket,
      retryAttempts: 3,
      // Nothing refuses the new socket here: retry at once.
      retryWait: async () => {},
    });
    const stop = subscribe({
      input: { url, accessToken: t.guestToken, postIds: ['42'] },
      emit,
      receive: () => {},
    });
    try {
      const types = () => facts.map((fact) => fact.type);
      const heard = (likes: number) =>
        facts.some(
          (fact) => fact.type === 'push.postUpdated' && 'likes' in fact && fact.likes === likes,
        );
      await subscribed('42');
      await publish('42', 1);
      await until(() => heard(1), 'the first event');
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
      // The old subscription ends with its socket (its post is no longer watched) …
      await until(() => !watchedPostIds(t.app).includes('42'), 'the old subscription to end');
      await until(
        () => types().filter((type) => type === 'push.feedLive.connected').length === 2,
        'the reconnect',
      );
      // … and the new socket's subscription replaces it.
      expect(types()).toContain('push.feedLive.closed');
      expect(
        facts.find(
          (fact) => fact.type === 'push.feedLive.connecting' && 'retry' in fact && fact.retry,
        ),
      ).toBeDefined();
      await subscribed('42');
      await publish('42', 2);
      await until(() => heard(2), 'an event after the reconnect');
    } finally {
      stop();
    }
  });

  it('shares one socket among the subscriptions of a pool: a new set of posts rides it', async () => {
    const pool = createSubscriptionPool({ webSocketImpl: WebSocket });
    // Sockets opened from here on (another test's may still be closing: not a count of open ones).
    let opened = 0;
    const countOpened = () => (opened += 1);
    t.app.websocketServer.on('connection', countOpened);
    const { facts: first, emit: emitFirst } = factsList();
    const stopFirst = createFeedSubscriptions({ pool })({
      input: { url, accessToken: t.guestToken, postIds: ['41'] },
      emit: emitFirst,
      receive: () => {},
    });
    await until(
      () => first.some((fact) => fact.type === 'push.feedLive.connected'),
      'the first connection',
    );
    // The visible posts change: the old subscription ends, a new one starts on the same socket,
    // and hears at once that it is connected.
    stopFirst();
    const { facts: second, emit: emitSecond } = factsList();
    const stopSecond = createFeedSubscriptions({ pool })({
      input: { url, accessToken: t.guestToken, postIds: ['43'] },
      emit: emitSecond,
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
      await subscribed('43');
      await publish('43', 7);
      await until(
        () => second.some((fact) => fact.type === 'push.postUpdated' && fact.likes === 7),
        'an event on the shared socket',
      );
      expect(opened).toBe(1);
      // The first subscription heard nothing after it ended.
      expect(first.some((fact) => fact.type === 'push.postUpdated' && fact.postId === '43')).toBe(
        false,
      );
    } finally {
      t.app.websocketServer.off('connection', countOpened);
      stopSecond();
      stopOther();
    }
  });

  it('emits a coded error for a token the server refuses, without retrying', async () => {
    const { facts, emit } = factsList();
    const stop = createFeedSubscriptions({ webSocketImpl: WebSocket, retryAttempts: 3 })({
      input: { url, accessToken: 'nope', postIds: ['1'] },
      emit,
      receive: () => {},
    });
    try {
      await until(() => facts.some((fact) => fact.type === 'push.feedLive.error'), 'the error');
      expect(facts.find((fact) => fact.type === 'push.feedLive.error')).toMatchObject({
        code: 'closed_4403',
      });
      expect(facts.filter((fact) => fact.type === 'push.feedLive.connecting')).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
