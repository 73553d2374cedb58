import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestInput } from '../../machines/shared/session.types.ts';
import { createVideoChatsApi } from '../../services/videoChats/videoChatsApi.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { registerVideoChatsSimulator } from './index.ts';

const ACTORS = new Map([
  [31, { id: 31, name: 'Mia', slug: 'mia' }],
  [32, { id: 32, name: 'Lana', slug: 'lana' }],
]);

/** The simulator and the client's API on one contract: the client's call against the route. */
describe('my video chats simulator', () => {
  let dir: ReturnType<typeof tempDir>;
  let store: Store;
  let app: FastifyInstance;
  let history: ReturnType<typeof registerVideoChatsSimulator>;
  const fetchVia: typeof fetch = async (input) => {
    const url = new URL(input as string);
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return new Response(response.body, { status: response.statusCode });
  };
  const requestOf = (accessToken: string) => ({
    restBaseUrl: `http://sim${REST_PREFIX}`,
    queryServiceUrl: 'http://sim/graphql',
    ver: 't',
    language: 'en' as RequestInput['language'],
    accessToken,
  });

  beforeEach(async () => {
    dir = tempDir('video-chats-');
    store = openTestStore(dir.path);
    const ctx = {
      store,
      catalogue: {
        actors: { byId: (id: number) => ACTORS.get(id), idsByOnline: () => [31, 32] },
      },
    } as unknown as SimulatorContext;
    app = Fastify();
    history = registerVideoChatsSimulator(app, ctx);
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    store.close();
    dir.remove();
  });

  it('gives a guest his own ended chats, newest first, by pages', async () => {
    const demo = store.accounts.findByLogin('demo')!;
    const other = store.accounts.list().find((account) => account.id !== demo.id)!;
    const base = { minutes: 2, totalMinor: 398, currency: 'EUR' };
    history.record({ ...base, accountId: demo.id, chatId: 'a', actorId: 31, startedAt: 1_000 });
    history.record({ ...base, accountId: demo.id, chatId: 'b', actorId: 32, startedAt: 2_000 });
    history.record({ ...base, accountId: other.id, chatId: 'c', actorId: 31, startedAt: 3_000 });
    const api = createVideoChatsApi(fetchVia);
    const request = requestOf(store.sessions.create(demo.id).accessToken);
    const page = (offset: number, limit: number) =>
      api.fetchPage({ query: { request }, offset, limit, cursor: null, requestId: 1 });
    const first = await page(0, 1);
    expect(first).toEqual({
      total: 2,
      items: [
        expect.objectContaining({
          id: 'b',
          actorName: 'Lana',
          profileLink: '/en/amateur/lana/',
          startedAt: new Date(2_000).toISOString(),
          minutes: 2,
          amount: { value: 3.98, currency: 'EUR' },
        }),
      ],
    });
    expect((await page(1, 30)).items.map((chat) => chat.id)).toEqual(['a']);
  });

  it('asks a visitor to log in, and adds demo chats on the dev control', async () => {
    const visitor = requestOf(store.sessions.create(null).accessToken);
    await expect(
      createVideoChatsApi(fetchVia).fetchPage({
        query: { request: visitor },
        offset: 0,
        limit: 30,
        cursor: null,
        requestId: 1,
      }),
    ).rejects.toThrow();
    const added = await app.inject({ method: 'POST', url: '/dev/videoChats/add?as=demo&count=2' });
    expect(added.json<{ added: string[] }>().added).toHaveLength(2);
    const demo = store.accounts.findByLogin('demo')!;
    expect(history.page(demo.id, 0, 30).total).toBe(2);
  });
});
