import { describe, expect, it } from 'vitest';
import { createPromoApi } from './promoApi.ts';

const request = {
  restBaseUrl: 'http://x/rest/v1',
  ver: 't',
  language: 'en' as const,
  accessToken: 'tok',
};

describe('promo api', () => {
  it('asks hasGuestNotRedeemedOnTopCodeInstance per code and answers the codes still open', async () => {
    const urls: string[] = [];
    const impl = ((url: string) => {
      urls.push(url);
      const hasNotRedeemed = !url.includes('/FREEMSG5?');
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { hasNotRedeemed } })),
      );
    }) as unknown as typeof fetch;
    const open = await createPromoApi(impl).openCodes({
      request,
      codes: ['WELCOME10', 'FREEMSG5'],
    });
    expect(open).toEqual(['WELCOME10']);
    expect(urls.map((url) => new URL(url).pathname)).toEqual([
      '/rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/WELCOME10',
      '/rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/FREEMSG5',
    ]);
  });

  it('fails on a reply that is not the contract, never guessing an answer', async () => {
    const impl = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, data: {} })),
      )) as unknown as typeof fetch;
    await expect(
      createPromoApi(impl).openCodes({ request, codes: ['WELCOME10'] }),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});
