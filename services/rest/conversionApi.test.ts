import { describe, expect, it } from 'vitest';
import { createConversionApi, createIncentiveBlockCookie } from './conversionApi.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const request = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 'tok',
};

function fakeFetch(body: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe('conversion api', () => {
  it('asks for the page-load incentives of a route with its args as a JSON string', async () => {
    const { calls, impl } = fakeFetch({
      success: true,
      data: { incentives: [], vxpayConfig: {}, trackingData: {} },
    });
    const reply = await createConversionApi(impl).loadPageLoad({
      request,
      routeName: 'actorProfile',
      routeArgs: { actorName: 'LanaLove' },
    });
    expect(reply.incentives).toEqual([]);
    expect(calls[0]!.url).toContain('/rest/v1/page-load-incentives?');
    expect(JSON.parse(bodyText(calls[0]!.init))).toEqual({
      routeName: 'actorProfile',
      routeArgs: '{"actorName":"LanaLove"}',
    });
  });

  it('asks an album event on its own path and any other by name (getIncentivesByEvent)', async () => {
    const { calls, impl } = fakeFetch({ success: true, data: { incentives: [] } });
    const api = createConversionApi(impl);
    await api.loadEventIncentives({ request, event: 'buyImageAlbum', albumId: 7 });
    await api.loadEventIncentives({ request, event: 'livePreviewEnd', albumId: null });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/rest/v1/buy-image-album-incentives/7',
      '/rest/v1/getIncentivesByEvent/livePreviewEnd',
    ]);
    expect(calls.map((call) => call.init.method)).toEqual(['GET', 'GET']);
  });

  it('turns a bad reply into a clear error, never a crash', async () => {
    const { impl } = fakeFetch({ success: true, data: { incentives: 'nope' } });
    await expect(
      createConversionApi(impl).loadPageLoad({ request, routeName: 'home', routeArgs: {} }),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('incentive-block cookie', () => {
  it('is written for 30 days on path / with SameSite Lax, and read back', () => {
    const doc = { cookie: 'other=1; incentiveBlock=welcome%2Cvip' };
    const cookie = createIncentiveBlockCookie(doc);
    expect(cookie.read()).toEqual(['welcome', 'vip']);
    cookie.write(['welcome', 'vip', 'signup']);
    expect(doc.cookie).toBe(
      'incentiveBlock=welcome%2Cvip%2Csignup; max-age=2592000; path=/; SameSite=Lax',
    );
  });

  it('reads nothing when it is missing or empty', () => {
    expect(createIncentiveBlockCookie({ cookie: '' }).read()).toEqual([]);
    expect(createIncentiveBlockCookie({ cookie: 'incentiveBlock=' }).read()).toEqual([]);
  });
});
