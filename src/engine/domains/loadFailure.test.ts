import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { KEEP_LOADING_MAX_PAUSE_MS, startDomainsOnDemand } from './registry.ts';

type StarterEngine = Parameters<typeof startDomainsOnDemand>[0];

// The blog's code never loads here (offline, or a release that replaced its chunk).
const blogImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('./table.ts', () => ({
  LAZY_DOMAIN_WIRING: new Proxy(
    {},
    {
      get: () => () => {
        blogImports.count += 1;
        return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      },
    },
  ),
}));

/** The root as the starter sees it: its context, changes to it, and the inputs sent to it. */
function fakeRoot(pending: Record<string, EventObject[]>) {
  let context = { pending, failed: [] as string[], started: [] as string[] };
  const listeners = new Set<() => void>();
  const sent: EventObject[] = [];
  return {
    sent,
    change(patch: Partial<typeof context>) {
      context = { ...context, ...patch };
      for (const listener of listeners) listener();
    },
    engine: {
      actor: {
        logic: {},
        getSnapshot: () => ({ context }),
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return { unsubscribe: () => void listeners.delete(listener) };
        },
      } as unknown as StarterEngine['actor'],
      send: (_to: string, event: EventObject) => void sent.push(event),
    } satisfies StarterEngine,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  blogImports.count = 0;
});

describe('a domain whose code cannot be loaded', () => {
  it('is asked for once more, then recorded as failed with the reason logged', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const root = fakeRoot({ blog: [{ type: 'ui.open' }] });
    const warn = vi.fn();
    const stop = startDomainsOnDemand(root.engine, { retryAfterMs: 1_000, warn });
    await vi.advanceTimersByTimeAsync(0);
    expect(blogImports.count).toBe(1);
    expect(root.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(blogImports.count).toBe(2);
    expect(root.sent).toEqual([{ type: 'app.domainLoadFailed', domain: 'blog' }]);
    expect(warn).toHaveBeenCalledWith(
      "the code of domain 'blog' could not be loaded",
      expect.any(Error),
    );
    stop();
  });

  it('is not asked for again while failed, and again after the guest retries', async () => {
    const root = fakeRoot({ blog: [] });
    const stop = startDomainsOnDemand(root.engine, { retryAfterMs: 0, warn: () => {} });
    await vi.waitFor(() => expect(root.sent).toHaveLength(1));
    root.change({ failed: ['blog'] });
    await settle();
    expect(blogImports.count).toBe(2);
    // The retry takes it out of `failed`; it is still pending, so its code is asked for again.
    root.change({ failed: [] });
    await vi.waitFor(() => expect(root.sent).toHaveLength(2));
    expect(blogImports.count).toBe(4);
    stop();
  });

  it('that no page shows (the connection) is asked for until it comes, never recorded as failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const root = fakeRoot({ realtime: [{ type: 'env.online' }] });
    const warn = vi.fn();
    const stop = startDomainsOnDemand(root.engine, { retryAfterMs: 1_000, warn });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(blogImports.count).toBe(2);
    // Then twice as long each time: 2 s, 4 s, 8 s, 16 s, and 30 s from there on.
    for (const [pause, asked] of [
      [2_000, 3],
      [4_000, 4],
      [8_000, 5],
      [16_000, 6],
      [KEEP_LOADING_MAX_PAUSE_MS, 7],
      [KEEP_LOADING_MAX_PAUSE_MS, 8],
    ] as const) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(blogImports.count).toBe(asked - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(blogImports.count).toBe(asked);
    }
    expect(root.sent).toEqual([]);
    // Said once, not on every try.
    expect(warn).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(KEEP_LOADING_MAX_PAUSE_MS);
    expect(blogImports.count).toBe(8);
  });
});
