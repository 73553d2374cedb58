import { describe, expect, it } from 'vitest';
import { urlText } from '../testing/fetchCalls.ts';
import { createTvApi } from './tvApi.ts';

const request = {
  restBaseUrl: 'https://api.example.test/rest/v1',
  ver: 'v7',
  language: 'en' as const,
  accessToken: null,
};
const page = <Q>(query: Q) => ({ query, limit: 30, offset: 0, cursor: null, requestId: 1 });

/** A fetch that answers `reply` and keeps what each call was sent. */
function recording(reply: unknown) {
  const calls: { url: URL; cache: RequestCache | undefined }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push({ url: new URL(urlText(input)), cache: init?.cache });
    return Promise.resolve(Response.json(reply));
  };
  return { calls, fetchImpl };
}

describe('TV calls (seed 001 §7: a timestamp, no cache)', () => {
  it('every TV data call carries the clock’s timestamp and goes out with no-store', async () => {
    let clock = 1_700_000_000_000;
    const { calls, fetchImpl } = recording({ items: [], total: 0 });
    const api = createTvApi(fetchImpl, () => clock);
    await api.fetchSuggestions(page({ request, hashId: 'ab 12' }));
    clock += 5_000;
    await api.fetchSeries(page({ request }));
    expect(calls.map(({ url }) => url.pathname)).toEqual([
      '/rest/v1/tv/suggest/ab%2012',
      '/rest/v1/tv/series',
    ]);
    expect(calls.map(({ url }) => url.searchParams.get('timestamp'))).toEqual([
      '1700000000000',
      '1700000005000',
    ]);
    expect(calls.map(({ cache }) => cache)).toEqual(['no-store', 'no-store']);
    // The plain request conventions stay: language and ver on every address.
    expect(calls[0]!.url.searchParams.get('language')).toBe('en');
    expect(calls[0]!.url.searchParams.get('ver')).toBe('v7');
  });
});
