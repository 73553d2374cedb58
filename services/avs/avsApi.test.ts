import { describe, expect, it } from 'vitest';
import { codeOf } from '../testing/codeOf.ts';
import { createAvsApi } from './avsApi.ts';

const context = { url: 'http://x/graphql/guest', language: 'en', ver: 't', accessToken: 'tok' };
/** A fetch that answers `body` and records the request bodies it was sent. */
function answering(body: unknown, status = 200) {
  const sent: unknown[] = [];
  const fetchImpl: typeof fetch = (_input, init) => {
    sent.push(typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { api: createAvsApi(fetchImpl), sent };
}

describe('avs service (guest service: requestAvs, bonusAvailable)', () => {
  it('asks whether a verified age earns a bonus', async () => {
    const yes = answering({ data: { avs: { bonusAvailable: true } } });
    expect(await yes.api.bonusAvailable(context)).toBe(true);
    expect(yes.sent[0]).toMatchObject({
      query: expect.stringContaining('bonusAvailable') as unknown,
    });
    const no = answering({ data: { avs: { bonusAvailable: false } } });
    expect(await no.api.bonusAvailable(context)).toBe(false);
  });

  it('requests a check with the address to come back to', async () => {
    const { api, sent } = answering({ data: { avs: { requestAvs: true } } });
    expect(await api.requestAvs(context, 'https://www.example.test/en/videos/')).toBe(true);
    expect(sent[0]).toMatchObject({
      query: expect.stringContaining('requestAvs(forwardUrl: $forwardUrl)') as unknown,
      variables: { forwardUrl: 'https://www.example.test/en/videos/' },
    });
  });

  it('fails with the service error: no session, a GraphQL code, a reply of another shape', async () => {
    const ok = answering({ data: { avs: { bonusAvailable: true } } });
    expect(await codeOf(ok.api.bonusAvailable({ ...context, accessToken: null }))).toBe(
      'missing_token',
    );
    expect(ok.sent).toEqual([]);
    const refused = answering({
      errors: [{ message: 'Not logged in', extensions: { code: 'unauthorized' } }],
    });
    expect(await codeOf(refused.api.requestAvs(context, 'https://x.test/'))).toBe('unauthorized');
    const odd = answering({ data: { avs: { bonusAvailable: 'yes' } } });
    expect(await codeOf(odd.api.bonusAvailable(context))).not.toBe('ok');
  });
});
