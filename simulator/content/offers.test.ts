import { describe, expect, it } from 'vitest';
import type { ContentRef } from '../../machines/content/content.types.ts';
import { platformDay } from '../../machines/content/content.offers.ts';
import type { RestContext } from '../../services/http/rest.ts';
import { createContentApi } from '../../services/content/contentApi.ts';
import { createVouchersApi } from '../../services/content/vouchersApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createContentApi(fetch);
const vouchers = createVouchersApi(fetch);

async function session(login: string) {
  const { accessToken } = await loginAs(sim, login);
  const rest: RestContext = {
    restBaseUrl: sim.config.restBaseUrl,
    ver: sim.config.ver,
    language: 'en',
    accessToken,
  };
  const request = {
    language: 'en',
    ver: sim.config.ver,
    accessToken,
    queryServiceUrl: sim.config.queryServiceUrl,
  } as never;
  return { rest, request };
}

const video: ContentRef = { kind: 'video', actorName: 'lanalove', id: 5101 };
const dev = (path: string) =>
  fetch(new URL(path, sim.config.restBaseUrl), { method: 'POST' }).then((r) => r.status);

describe('content simulator: the video buying options', () => {
  it("sells at today's daily-bonus price and says so in the item", async () => {
    const { rest } = await session('vip');
    expect(await dev('/dev/content/dailyPrice?video=5101&price=1.50')).toBe(200);
    const item = await api.loadItem(rest, video);
    expect(item.dailyBonusPrice).toEqual({
      value: 1.5,
      currency: 'EUR',
      day: platformDay(Date.now()),
    });
    expect(await dev('/dev/content/reset?as=vip&balance=2.00')).toBe(200);
    expect((await api.buyItem(rest, video)).item.bought).toBe(true);
    expect(await dev('/dev/content/reset?as=vip')).toBe(200);
  });

  it('tells the guest vouchers and spends one video voucher on a purchase', async () => {
    const { rest, request } = await session('demo');
    expect(await dev('/dev/content/reset?as=demo')).toBe(200);
    const before = await vouchers.videoVouchers({ request });
    expect(before).toEqual([{ type: 1, amount: 2, actorName: null }]);
    const { item } = await api.buyItem(rest, video, undefined, 'voucher');
    expect(item.bought).toBe(true);
    expect(await vouchers.videoVouchers({ request })).toEqual([
      { type: 1, amount: 1, actorName: null },
    ]);
    // A visitor has none; none left is a refusal.
    const { rest: newbie } = await session('newbie');
    await expect(api.buyItem(newbie, video, undefined, 'voucher')).rejects.toMatchObject({
      code: expect.stringMatching(/http_40[39]/) as unknown,
    });
  });
});
