import { describe, expect, it } from 'vitest';
import type { RequestInput } from '../../../machines/shared/session.types.ts';
import type { LogKind } from '../../../services/rest/logger.ts';
import type { LiveDeps } from './deps.ts';
import { messengerFeature } from './messenger.ts';

const request: RequestInput = {
  restBaseUrl: 'http://sim.test/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};

/** The messenger's live services over a fetch that answers by path, with the logger's posts. */
function live(answer: (path: string) => Response) {
  const posts: { kind: LogKind; message: string; data?: Record<string, unknown> }[] = [];
  const deps = {
    win: { crypto: globalThis.crypto, Date },
    fetch: (input: string) => Promise.resolve(answer(new URL(input).pathname)),
    page: {},
    logger: {
      log: (_: unknown, kind: LogKind, message: string, data?: Record<string, unknown>) =>
        void posts.push({ kind, message, ...(data ? { data } : {}) }),
    },
  } as unknown as LiveDeps;
  const services = messengerFeature.live(deps);
  return { services, posts };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('the messenger’s live services', () => {
  it('post every failed call to the logger as vxmessengerError, and still fail it', async () => {
    const { services, posts } = live((path) =>
      path.endsWith('/gifts') ? json({}, 503) : json({ unreadCount: 4 }),
    );
    const signal = new AbortController().signal;
    await expect(services.loadGifts(request, signal)).rejects.toBeDefined();
    expect(posts).toEqual([
      {
        kind: 'vxmessengerError',
        message: 'loadGifts: http_503',
        data: { call: 'loadGifts', code: 'http_503' },
      },
    ]);
    // An answer is no failure: nothing is posted.
    expect(await services.loadUnreadCount(request, signal)).toBe(4);
    expect(await services.touchMessengerChannel({ request, channelId: 2101 }, signal)).toBe(4);
    expect(posts).toHaveLength(1);
  });

  it('post nothing for a call the messenger stopped', async () => {
    const { services, posts } = live(() => json({}, 500));
    const stop = new AbortController();
    stop.abort();
    await expect(services.loadUnreadCount(request, stop.signal)).rejects.toBeDefined();
    expect(posts).toEqual([]);
  });

  it('keep a touch under way when a later touch stops the actor waiting for its answer', async () => {
    const sent: AbortSignal[] = [];
    const deps = {
      win: { crypto: globalThis.crypto, Date },
      fetch: (_input: string, init: RequestInit) => {
        sent.push(init.signal as AbortSignal);
        return Promise.resolve(json({ unreadCount: 3 }));
      },
      page: {},
      logger: { log: () => undefined },
    } as unknown as LiveDeps;
    const services = messengerFeature.live(deps);
    const stop = new AbortController();
    const touch = services.touchMessengerChannel({ request, channelId: 2101 }, stop.signal);
    stop.abort();
    await touch;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.aborted).toBe(false);
  });
});
