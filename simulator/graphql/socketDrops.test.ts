import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FEED_SUBSCRIPTIONS_PATH } from './subscriptions.ts';
import { graphqlTestApp, type GraphqlTestApp } from './testing.ts';

// `/dev/graphql/drop` against real graphql-ws clients (Node's ws), which reconnect by themselves.
let t: GraphqlTestApp;
let url: string;
const clients: Client[] = [];
beforeAll(async () => {
  t = await graphqlTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address.replace(/^http/, 'ws')}${FEED_SUBSCRIPTIONS_PATH}`;
});
// Each test starts with no socket open.
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await waitFor(() => t.app.websocketServer.clients.size === 0, 'the sockets to close');
});
afterAll(() => t.close());

async function waitFor(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A client that retries quickly and keeps a `postUpdated` subscription on post `postId`. */
function watcher(postId: string, token?: string) {
  const events: string[] = [];
  const likes: number[] = [];
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    onNonLazyError: () => {},
    retryAttempts: 20,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 25)),
    shouldRetry: () => true,
    connectionParams: token === undefined ? {} : { token },
    on: {
      connected: () => events.push('connected'),
      closed: (event) => events.push(`closed ${(event as { code?: number }).code}`),
    },
  });
  clients.push(client);
  client.subscribe(
    { query: `subscription { postUpdated(postIds: ["${postId}"]) { likes } }` },
    {
      next: (result) =>
        likes.push((result.data as { postUpdated: { likes: number } }).postUpdated.likes),
      error: () => events.push('error'),
      complete: () => events.push('complete'),
    },
  );
  const connections = () => events.filter((event) => event === 'connected').length;
  return { events, likes, connections };
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

/** Publishes until the watcher hears `likes` (its subscription may be on its way). */
async function heard(w: ReturnType<typeof watcher>, postId: string, likes: number) {
  await waitFor(() => {
    void publish(postId, likes);
    return w.likes.includes(likes);
  }, `${likes} likes on ${postId}`);
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
    await waitFor(() => guest.connections() === 2, 'the reconnect');
    expect(guest.events.slice(0, 3)).toEqual(['connected', 'closed 1012', 'connected']);
    await heard(guest, '71', 2);
    // The visitor's socket was not touched.
    expect(visitor.events).toEqual(['connected']);
  });

  it('refuses new connections with 1013 for refuseMs, then lets them in', async () => {
    const guest = watcher('73', t.guestToken);
    await heard(guest, '73', 1);
    const started = Date.now();
    const answer = await drop('?as=demo', { code: 4499, refuseMs: 400 });
    expect(answer.json()).toMatchObject({ closed: 1, code: 4499, refuseMs: 400 });
    // Answered once the socket is closed: its subscription hears nothing any more.
    expect((await publish('73', 5)).json()).toMatchObject({ subscribers: 0 });
    await waitFor(() => guest.events.includes('closed 1013'), 'a refusal');
    expect((await sockets('?as=demo')).refusing).toBe(true);
    await waitFor(() => guest.connections() === 2, 'the reconnect after the window');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(guest.events[1]).toBe('closed 4499');
    expect(guest.events.slice(2, -1).every((event) => event === 'closed 1013')).toBe(true);
    expect(guest.events).not.toContain('error');
    await heard(guest, '73', 2);
  });

  it('drops everyone without `as`, visitors too', async () => {
    const visitor = watcher('74');
    await heard(visitor, '74', 1);
    const before = (await sockets()).open;
    expect(before).toBeGreaterThanOrEqual(1);
    const answer = await drop('', { code: 1013 });
    expect(answer.json()).toMatchObject({ closed: before, code: 1013 });
    await waitFor(() => visitor.connections() === 2, 'the reconnect');
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
