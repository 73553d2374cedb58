import { describe, expect, it } from 'vitest';
import { createAccountApi } from './accountApi.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const context = { restBaseUrl: 'http://x/rest/v1', ver: 't', language: 'en', accessToken: 'tok' };
function recording(body: unknown, status = 200) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchImpl = ((url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(bodyText(init)) : undefined,
    });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as typeof fetch;
  return { calls, api: createAccountApi(fetchImpl) };
}

describe('account REST calls', () => {
  it('subscribes with typeId, userId and emailAddress; a failure of any kind emits false', async () => {
    const ok = recording({ success: true });
    expect(
      await ok.api.subscribeNewsletter(context, {
        typeId: 1024,
        userId: 1,
        emailAddress: 'a@b.de',
      }),
    ).toBe(true);
    expect(ok.calls[0]).toMatchObject({
      method: 'POST',
      body: { typeId: 1024, userId: 1, emailAddress: 'a@b.de' },
    });
    expect(ok.calls[0]!.url).toMatch(
      /\/newsletter\/subscribe\?language=en&ver=t&access_token=tok$/,
    );
    expect(
      await recording({}, 500).api.subscribeNewsletter(context, {
        typeId: 512,
        userId: 1,
        emailAddress: 'a@b.de',
      }),
    ).toBe(false);
    expect(
      await recording({ nonsense: 1 }).api.unsubscribeNewsletter(context, {
        typeId: 256,
        userId: 1,
      }),
    ).toBe(false);
    expect(
      await recording({ success: false }).api.addRelation(context, {
        predicate: 'hasSeen',
        object: 'story',
      }),
    ).toBe(false);
    expect(
      await recording({}, 401).api.hasRelation(context, { predicate: 'hasSeen', object: 'story' }),
    ).toBe(false);
  });

  it('sends the cancellation offer in the platform’s snake_case and reads its reply', async () => {
    const { api, calls } = recording({ accepted_offer: true, accepted_offer_info: 'Half price' });
    expect(
      await api.acceptCancellationOffer(context, { guestId: 3, platformText: 'Stay' }),
    ).toEqual({
      acceptedOffer: true,
      acceptedOfferInfo: 'Half price',
    });
    expect(calls[0]!.body).toEqual({ guest_id: 3, platform_text: 'Stay' });
  });

  it('rejects a profile reply that does not match, with a clear error', async () => {
    await expect(
      recording({ profile: { nickname: 'x' } }).api.loadProfile(context),
    ).rejects.toMatchObject({
      code: 'invalid_reply',
    });
    await expect(
      recording({}, 503).api.updateProfile(context, {
        firstName: '',
        lastName: '',
        email: 'a@b.de',
        zipCode: '',
        city: '',
      }),
    ).rejects.toMatchObject({ code: 'http_503' });
  });

  it('treats preferences and the teaser state that the server did not take as failures', async () => {
    await expect(
      recording({ success: false }).api.savePreferences(context, { a: 1 }),
    ).rejects.toMatchObject({ code: 'rejected' });
    const { api, calls } = recording({ success: true });
    await api.setAutoRechargeTeaserState(context, 'hidden');
    expect(calls[0]!.body).toEqual({ mode: 'hidden' });
  });

  it('posts the conversion chat action; a reply without success or a failed call rejects', async () => {
    const { api, calls } = recording({ success: true });
    await api.setConversionChat(context, 'disable');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { action: 'disable' } });
    expect(calls[0]!.url).toMatch(/\/conversionChat\?language=en&ver=t&access_token=tok$/);
    await expect(
      recording({ success: false }).api.setConversionChat(context, 'enable'),
    ).rejects.toMatchObject({ code: 'rejected' });
    await expect(recording({}, 500).api.setConversionChat(context, 'enable')).rejects.toMatchObject(
      { code: 'http_500' },
    );
  });
});
