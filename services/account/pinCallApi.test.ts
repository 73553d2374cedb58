import { describe, expect, it } from 'vitest';
import { createPinCallApi } from './pinCallApi.ts';

const context = { url: 'http://x/graphql/guest', language: 'en', ver: 't', accessToken: 'tok' };
const phone = { countryCode: 'DE', preCode: '49', number: '1701234567', type: 'mobile' as const };
const reply =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );

describe('pin call service', () => {
  it('answers the verification id and pin length', async () => {
    const api = createPinCallApi(
      reply({ data: { pinCall: { startVerification: { id: 'p', pinLength: 6 } } } }),
    );
    expect(await api.start(context, phone)).toEqual({ id: 'p', pinLength: 6 });
  });

  it('reads the error code from the first error, one of the ten', async () => {
    for (const code of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) {
      const api = createPinCallApi(
        reply({ errors: [{ message: 'x', extensions: { code } }, { extensions: { code: '1' } }] }),
      );
      expect(await codeOf(api.verify(context, { id: 'p', type: 'mobile', pin: '1' }))).toBe(code);
    }
  });

  it('makes everything else unknown (10): other codes, no code, bad replies, HTTP and network failures', async () => {
    const failing = [
      reply({ errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] }),
      reply({ errors: [{ message: 'x' }] }),
      reply({ data: { pinCall: { startVerification: { id: '' } } } }),
      reply({}, 500),
      async () => Promise.reject(new TypeError('offline')),
    ];
    for (const fetchImpl of failing)
      expect(await codeOf(createPinCallApi(fetchImpl as typeof fetch).start(context, phone))).toBe(
        '10',
      );
    // No token: refused before any request, and unknown to the guest.
    expect(
      await codeOf(createPinCallApi(reply({})).start({ ...context, accessToken: null }, phone)),
    ).toBe('10');
  });
});
