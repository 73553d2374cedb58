import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { buildRestUrl, REST_TIMEOUT_MS, restRequest, type RestContext } from './rest.ts';
import { ServiceError } from './serviceError.ts';
import { urlText } from '../testing/fetchCalls.ts';

const context: RestContext = {
  restBaseUrl: 'http://127.0.0.1:8080/rest/v1',
  ver: 'b42',
  language: 'de',
  accessToken: 'tok',
};
const replySchema = z.object({ ok: z.boolean() });

function reply(status: number, body: unknown): typeof fetch {
  return vi.fn(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    ),
  );
}

describe('restRequest', () => {
  it('puts language, ver and access_token on every URL and GET params in the query', () => {
    const url = new URL(
      buildRestUrl(context, {
        method: 'GET',
        path: 'guest/state',
        params: { a: 1, skip: undefined, o: { x: 1 } },
      }),
    );
    expect(url.pathname).toBe('/rest/v1/guest/state');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      language: 'de',
      ver: 'b42',
      access_token: 'tok',
      a: '1',
      o: '{"x":1}',
    });
  });

  it('sends a JSON body for non-GET, with credentials and the optional Authorization header', async () => {
    const fetchImpl = reply(200, { ok: true });
    await restRequest(
      fetchImpl,
      { ...context, authorizationHeader: true },
      { method: 'POST', path: 'redeemBonus', params: { code: 'X' } },
      replySchema,
    );
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0]!;
    expect(urlText(url)).not.toContain('code=');
    expect(init).toMatchObject({ method: 'POST', body: '{"code":"X"}', credentials: 'include' });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('turns any non-ok answer into a failure with no message', async () => {
    const error = await restRequest(
      reply(401, { error: 'invalid_token' }),
      context,
      { method: 'GET', path: 'x' },
      replySchema,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code: 'http_401', message: '' });
  });

  it('rejects a reply that does not match its schema, and one that is not JSON', async () => {
    await expect(
      restRequest(reply(200, { ok: 'yes' }), context, { method: 'GET', path: 'x' }, replySchema),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
    await expect(
      restRequest(reply(200, '<html>'), context, { method: 'GET', path: 'x' }, replySchema),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });

  it('takes a zod/mini schema as well as a classic one, with its transforms', async () => {
    const mini = zm.pipe(
      zm.object({ ok: zm.boolean() }),
      zm.transform((data) => data.ok),
    );
    const ok: boolean = await restRequest(
      reply(200, { ok: true }),
      context,
      { method: 'GET', path: 'x' },
      mini,
    );
    expect(ok).toBe(true);
    await expect(
      restRequest(reply(200, { ok: 1 }), context, { method: 'GET', path: 'x' }, mini),
    ).rejects.toMatchObject({
      code: 'invalid_reply',
      message: expect.stringMatching(/^x: ok /) as unknown,
    });
  });

  it('reports a network failure as such', async () => {
    const fetchImpl = vi.fn(() => {
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(
      restRequest(fetchImpl, context, { method: 'GET', path: 'x' }, replySchema),
    ).rejects.toMatchObject({ code: 'network' });
  });

  /** A server that never answers: fetch settles only when its signal aborts. */
  const hanging = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );

  it('gives up on a request that does not answer in time: a timeout, not a wait forever', async () => {
    vi.useFakeTimers();
    try {
      const pending = restRequest(hanging, context, { method: 'GET', path: 'x' }, replySchema);
      const outcome = expect(pending).rejects.toMatchObject({ code: 'timeout' });
      await vi.advanceTimersByTimeAsync(REST_TIMEOUT_MS);
      await outcome;
      const short = restRequest(
        hanging,
        context,
        { method: 'GET', path: 'y', timeoutMs: 50 },
        replySchema,
      );
      const shortOutcome = expect(short).rejects.toMatchObject({ code: 'timeout' });
      await vi.advanceTimersByTimeAsync(50);
      await shortOutcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('says aborted, not timeout, when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = restRequest(
      hanging,
      context,
      { method: 'GET', path: 'x' },
      replySchema,
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });
});
