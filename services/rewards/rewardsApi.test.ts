import { describe, expect, it } from 'vitest';
import { demoEventsList } from '../../machines/rewards/fixtures.testing.ts';
import type { RewardsRequest } from '../../machines/rewards/rewards.types.ts';
import { print } from 'graphql';
import { REWARDS_DOCUMENTS, createRewardsApi } from './rewardsApi.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const request: RewardsRequest = {
  restBaseUrl: 'http://x/rest/v1',
  queryServiceUrl: 'http://x/graphql/query',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};

/** A fetch that records each call and answers with the given JSON body. */
function fakeFetch(body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe('rewards api: one wrapper for query-service and REST calls', () => {
  it('asks the query service with the named operation and answers its root field', async () => {
    const { calls, impl } = fakeFetch({
      data: { remainingBonusCodes: [{ code: 'WELCOME10', validTo: null }] },
    });
    const codes = await createRewardsApi(impl).remainingBonusCodes(request);
    expect(codes).toEqual([{ code: 'WELCOME10', validTo: null }]);
    expect(String(calls[0]!.url)).toBe('http://x/graphql/query?language=en&ver=t');
    expect(JSON.parse(bodyText(calls[0]!.init))).toEqual({
      query: print(REWARDS_DOCUMENTS.remainingBonusCodes),
      variables: {},
    });
  });

  it('reads a root field named differently from its operation (the gift calendar claim)', async () => {
    const { calls, impl } = fakeFetch({
      data: { actorGiftCalendarClaimReward: { success: false, reason: 'not_today' } },
    });
    await expect(
      createRewardsApi(impl).runEventAction(request, {
        kind: 'claimGift',
        actorId: 7,
        qmday: '2026-11-22',
      }),
    ).rejects.toThrow(/actorGiftCalendarClaimReward\.\w+/);
    expect((JSON.parse(bodyText(calls[0]!.init)) as { variables: unknown }).variables).toEqual({
      actorId: 7,
      qmday: '2026-11-22',
    });
  });

  it('posts REST calls with their parameters in the body and GETs with them in the URL', async () => {
    const post = fakeFetch({ success: true, bonus: null });
    expect(await createRewardsApi(post.impl).redeemBonus(request, ' gifts3 ')).toEqual({
      success: true,
      bonus: null,
    });
    expect(post.calls[0]!.init.method).toBe('POST');
    expect(post.calls[0]!.url).toContain('/rest/v1/redeemBonus?');
    expect(JSON.parse(bodyText(post.calls[0]!.init))).toEqual({ code: 'gifts3' });

    const get = fakeFetch({});
    await expect(
      createRewardsApi(get.impl).loadEventPage(request, { kind: 'advent', qmdate: '2026-12-03' }),
    ).rejects.toThrow();
    expect(get.calls[0]!.init.method).toBe('GET');
    expect(get.calls[0]!.url).toContain('/rest/v1/specialevents/adventcalendar?');
    expect(get.calls[0]!.url).toContain('qmdate=2026-12-03');
  });

  it('refuses an empty code before any request', async () => {
    const { calls, impl } = fakeFetch({});
    await expect(createRewardsApi(impl).redeemBonus(request, '   ')).rejects.toMatchObject({
      code: 'empty_code',
    });
    expect(calls).toEqual([]);
  });

  it('GETs the events list and checks its dates', async () => {
    const list = demoEventsList;
    const ok = fakeFetch(list);
    expect(await createRewardsApi(ok.impl).loadEvents(request)).toEqual(list);
    expect(ok.calls[0]!.init.method).toBe('GET');
    expect(ok.calls[0]!.url).toMatch(
      /^http:\/\/x\/rest\/v1\/specialevents\/get\/events\?.*access_token=tok/,
    );

    const badDate = fakeFetch({ ...list, events: [{ ...list.events[0], end: '29.11.2026' }] });
    await expect(createRewardsApi(badDate.impl).loadEvents(request)).rejects.toMatchObject({
      code: 'invalid_reply',
    });
  });
});
