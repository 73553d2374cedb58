import { describe, expect, it } from 'vitest';
import type { RequestInput } from '../../machines/shared/session.types.ts';
import { createTileGridModes, TILE_GRID_MODES_KEY } from './tileGridModes.ts';

const request: RequestInput = {
  restBaseUrl: 'https://rest.example/v1/',
  ver: 't',
  language: 'en',
  accessToken: 't',
};

/** A storage over a plain map, and a platform whose calls are kept and answered from `served`. */
function setup(served: Record<string, string> | 'down' = {}) {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(input as string);
    calls.push({
      path: url.pathname,
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : null,
    });
    if (served === 'down') return Promise.resolve(new Response('', { status: 503 }));
    const body = url.pathname.endsWith('getTileGridSettings')
      ? { settings: served }
      : (JSON.parse(init?.body as string) as unknown);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { items, calls, modes: createTileGridModes(fetchImpl, () => storage) };
}

describe('tile grid modes storage', () => {
  it("keeps a visitor's modes on the device only", async () => {
    const { items, calls, modes } = setup();
    await modes.store({ request, loggedIn: false, gridType: 'contests', display: 'list' });
    await modes.store({ request, loggedIn: false, gridType: 'tvSeries', display: 'list' });
    expect(JSON.parse(items.get(TILE_GRID_MODES_KEY) ?? '')).toEqual({
      contests: 'list',
      tvSeries: 'list',
    });
    expect(await modes.load({ request, loggedIn: false })).toEqual({
      contests: 'list',
      tvSeries: 'list',
    });
    expect(calls).toEqual([]);
  });

  it("stores a logged-in guest's mode with the platform too, whose modes win on reading", async () => {
    const { calls, modes } = setup({ contests: 'grid', videoChats: 'list', odd: 'table' });
    await modes.store({ request, loggedIn: true, gridType: 'contests', display: 'list' });
    expect(calls).toEqual([
      { path: '/v1/storeTileGridSettings', body: { type: 'contests', mode: 'list' } },
    ]);
    expect(await modes.load({ request, loggedIn: true })).toEqual({
      contests: 'grid',
      videoChats: 'list',
    });
  });

  it('reads the device when the platform fails, and a broken value as none', async () => {
    const { items, modes } = setup('down');
    items.set(TILE_GRID_MODES_KEY, JSON.stringify({ contests: 'list', cams: 7 }));
    expect(await modes.load({ request, loggedIn: true })).toEqual({ contests: 'list' });
    items.set(TILE_GRID_MODES_KEY, '[not json');
    expect(await modes.load({ request, loggedIn: false })).toEqual({});
  });
});
