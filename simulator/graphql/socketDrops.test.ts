import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Changes } from '../changes.ts';
import { watchedPostIds } from './feed/postCounters.ts';
import { FEED_SUBSCRIPTIONS_PATH } from './subscriptions.ts';
import { graphqlTestApp, type GraphqlTestApp } from './testing.ts';

// `/dev/graphql/drop` against real graphql-ws clients (Node's ws), which reconnect by themselves.
let t: GraphqlTestApp;
let url: string;
const clients: Client[] = [];
/** Every client event and server subscribe or unsubscribe is a change (no polling). */
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
// Each test starts with no socket open.
afterEach(async () => {
  vi.useRealTimers();
  const closing = [...t.app.websocketServer.clients].map(
    (socket) => new Promise((closed) => socket.once('close', closed)),
  );
  await Promise.all(clients.splice(0).map((client) => Promise.resolve(client.dispose())));
  await Promise.all(closing);
  expect(t.app.websocketServer.clients.size).toBe(0);
});
afterAll(async () => {
  unwatch();
  await t.close();
});

/**
 * A client that keeps a `postUpdated` subscription on post `postId`, retrying at once, or when
 * the test lets it (`retryWait`).
 */
function watcher(
  postId: string,
  token?: string,
  retryWait: () => Promise<void> = () => Promise.resolve(),
) {
  const events: string[] = [];
  const likes: number[] = [];
  const record = (event: string) => {
    events.push(event);
    changes.changed();
  };
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    onNonLazyError: () => {},
    retryAttempts: 20,
    retryWait,
    shouldRetry: () => true,
    connectionParams: token === undefined ? {} : { token },
    on: {
      connected: () => record('connected'),
      closed: (event) => record(`closed ${(event as { code?: number }).code}`),
    },
  });
  clients.push(client);
  client.subscribe(
    { query: `subscription { postUpdated(postIds: ["${postId}"]) { likes } }` },
    {
      next: (result) => {
        likes.push((result.data as { postUpdated: { likes: number } }).postUpdated.likes);
        changes.changed();
      },
      error: () => record('error'),
      complete: () => record('complete'),
    },
  );
  const connections = () => events.filter((event) => event === 'connected').length;
  const count = (event: string) => events.filter((other) => other === event).length;
  return { events, likes, connections, count };
}

/** Retries the test lets through one at a time (a retry asked for before is kept). */
function retryPermits() {
  let permits = 0;
  const waiting: (() => void)[] = [];
  return {
    retryWait: () =>
      new Promise<void>((resolve) => {
        if (permits > 0) {
          permits -= 1;
          resolve();
        } else waiting.push(resolve);
      }),
    letRetry: () => {
      const next = waiting.shift();
      if (next) next();
      else permits += 1;
    },
  };
}

const publish = (postId: string, likes: number) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/graphql/publish',
    payload: { postId, likes, commentsTotal: 0, tipsSum: 0 },
  });

const drop = (query: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/dev/graphql/drop${query}`, payload });

const sockets = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/dev/graphql/sockets${query}` })).json<{
    open: number;
    refusing: boolean;
  }>();

/** Once the server has run the watcher's subscribe, publishes `likes` and waits until heard. */
async function heard(w: ReturnType<typeof watcher>, postId: string, likes: number) {
  await until(() => watchedPostIds(t.app).includes(postId), `a subscription on ${postId}`);
  await publish(postId, likes);
  await until(() => w.likes.includes(likes), `${likes} likes on ${postId}`);
}

describe('/dev/graphql/drop', () => {
  it("closes one guest's sockets with 1012; graphql-ws reconnects and the subscription resumes", async () => {
    const guest = watcher('71', t.guestToken);
    const visitor = watcher('72');
    await heard(guest, '71', 1);
    await heard(visitor, '72', 1);
    expect(await sockets('?as=demo')).toEqual({ open: 1, refusing: false });

    const answer = await drop('?as=demo');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ closed: 1, code: 1012, refuseMs: 0 });
    // Answered once the socket is closed: its subscription has ended.
    expect(watchedPostIds(t.app)).not.toContain('71');
    await until(() => guest.connections() === 2, 'the reconnect');
    expect(guest.events.slice(0, 3)).toEqual(['connected', 'closed 1012', 'connected']);
    await heard(guest, '71', 2);
    // The visitor's socket was not touched.
    expect(visitor.events).toEqual(['connected']);
  });

  it('refuses new connections with 1013 for refuseMs, then lets them in', async () => {
    const { retryWait, letRetry } = retryPermits();
    const guest = watcher('73', t.guestToken, retryWait);
    await heard(guest, '73', 1);
    // The window is read from the test's clock: it ends when the test moves it, not after a sleep.
    // It starts a minute back, so that for the next test (on the real clock) the window is over.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60_000 });
    const started = Date.now();
    const answer = await drop('?as=demo', { code: 4499, refuseMs: 400 });
    expect(answer.json()).toMatchObject({ closed: 1, code: 4499, refuseMs: 400 });
    // Answered once the socket is closed: its subscription hears nothing any more.
    expect((await publish('73', 5)).json()).toMatchObject({ subscribers: 0 });
    letRetry();
    await until(() => guest.count('closed 1013') === 1, 'a refusal');
    expect((await sockets('?as=demo')).refusing).toBe(true);
    // Still refused on the window's last millisecond, let in when it is over.
    vi.setSystemTime(started + 399);
    letRetry();
    await until(() => guest.count('closed 1013') === 2, 'a refusal at the end of the window');
    vi.setSystemTime(started + 400);
    expect((await sockets('?as=demo')).refusing).toBe(false);
    letRetry();
    await until(() => guest.connections() === 2, 'the reconnect after the window');
    expect(guest.events).toEqual([
      'connected',
      'closed 4499',
      'closed 1013',
      'closed 1013',
      'connected',
    ]);
    await heard(guest, '73', 2);
  });

  it('drops everyone without `as`, visitors too', async () => {
    const visitor = watcher('74');
    await heard(visitor, '74', 1);
    const before = (await sockets()).open;
    expect(before).toBeGreaterThanOrEqual(1);
    const answer = await drop('', { code: 1013 });
    expect(answer.json()).toMatchObject({ closed: before, code: 1013 });
    await until(() => visitor.connections() === 2, 'the reconnect');
    expect(visitor.events[1]).toBe('closed 1013');
    await heard(visitor, '74', 2);
  });

  it('refuses an unknown guest (404), a close code graphql-ws would not retry and a long window (400)', async () => {
    expect((await drop('?as=nobody')).statusCode).toBe(404);
    expect((await drop('', { code: 4403 })).statusCode).toBe(400);
    expect((await drop('', { code: 1000 })).statusCode).toBe(400);
    expect((await drop('', { refuseMs: 600_000 })).statusCode).toBe(400);
  });
});

describe('outside demo mode', () => {
  it('has no drop control', async () => {
    const plain = await graphqlTestApp({ demo: false });
    try {
      const answer = await plain.app.inject({ method: 'POST', url: '/dev/graphql/drop' });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
