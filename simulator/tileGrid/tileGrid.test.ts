import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestInput } from '../../machines/shared/session.types.ts';
import { createTileGridApi } from '../../services/rest/tileGridApi.ts';
import type { SimulatorContext } from '../context.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { registerTileGridSimulator } from './index.ts';

/** The simulator and the client's API on one contract: the client's calls against the routes. */
describe('tile grid settings simulator', () => {
  let dir: ReturnType<typeof tempDir>;
  let store: Store;
  let app: FastifyInstance;
  const fetchVia: typeof fetch = async (input, init) => {
    const url = new URL(input as string);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/json' },
      ...(init?.body ? { payload: init.body as string } : {}),
    });
    return new Response(response.body, { status: response.statusCode });
  };
  const requestOf = (accessToken: string): RequestInput => ({
    restBaseUrl: `http://sim${REST_PREFIX}`,
    ver: 't',
    language: 'en',
    accessToken,
  });

  beforeEach(async () => {
    dir = tempDir('tile-grid-');
    store = openTestStore(dir.path);
    app = Fastify();
    registerTileGridSimulator(app, { store } as unknown as SimulatorContext);
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    store.close();
    dir.remove();
  });

  it("keeps a logged-in guest's modes by grid type and gives them back", async () => {
    const demo = store.accounts.findByLogin('demo')!;
    const request = requestOf(store.sessions.create(demo.id).accessToken);
    const api = createTileGridApi(fetchVia);
    expect(await api.loadSettings(request)).toEqual({});
    await api.storeSettings(request, { type: 'contests', display: 'list' });
    await api.storeSettings(request, { type: 'tvSeries', display: 'list' });
    await api.storeSettings(request, { type: 'contests', display: 'grid' });
    expect(await api.loadSettings(request)).toEqual({ contests: 'grid', tvSeries: 'list' });
    // Another guest keeps his own.
    const other = store.accounts.list().find((account) => account.id !== demo.id)!;
    expect(await api.loadSettings(requestOf(store.sessions.create(other.id).accessToken))).toEqual(
      {},
    );
  });

  it("keeps nothing of a visitor's and refuses what is not a mode", async () => {
    const visitor = requestOf(store.sessions.create(null).accessToken);
    const api = createTileGridApi(fetchVia);
    await expect(api.storeSettings(visitor, { type: 'cams', display: 'list' })).rejects.toThrow();
    expect(await api.loadSettings(visitor)).toEqual({});
    const demo = store.accounts.findByLogin('demo')!;
    const token = store.sessions.create(demo.id).accessToken;
    const wrong = await app.inject({
      method: 'POST',
      url: `${REST_PREFIX}/storeTileGridSettings?access_token=${token}`,
      payload: { type: 'cams', mode: 'table' },
    });
    expect(wrong.statusCode).toBe(400);
    const long = await app.inject({
      method: 'POST',
      url: `${REST_PREFIX}/storeTileGridSettings?access_token=${token}`,
      payload: { type: 'x'.repeat(65), mode: 'list' },
    });
    expect(long.statusCode).toBe(400);
  });
});
