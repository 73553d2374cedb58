import { describe, expect, it } from 'vitest';
import { createPromoApi } from '../../services/incentives/promoApi.ts';
import { devCall } from '../realtime/test-client.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();

const api = createPromoApi(fetch);

describe('promo codes and split tests', () => {
  it('answers whether the guest has not redeemed a code, until redeemBonus takes it', async () => {
    const copy = await devCall(sim, 'POST', '/dev/account/copy?from=demo');
    const { accessToken } = await loginAs(sim, String(copy.json.login));
    const request = {
      restBaseUrl: `${sim.appUrl}/rest/v1`,
      language: 'en' as const,
      ver: sim.config.ver,
      accessToken,
    };
    const codes = ['WELCOME10', 'FREEMSG5'];
    expect(await api.openCodes({ request, codes })).toEqual(codes);
    const redeem = await fetch(
      `${sim.appUrl}/rest/v1/redeemBonus?access_token=${accessToken}&ver=${sim.config.ver}&language=en`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'welcome10' }),
      },
    );
    expect(((await redeem.json()) as { success: boolean }).success).toBe(true);
    expect(await api.openCodes({ request, codes })).toEqual(['FREEMSG5']);
    // A visitor has no account to ask about.
    const visitor = await fetch(
      `${sim.appUrl}/rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/WELCOME10`,
    );
    expect(visitor.status).toBe(401);
  });

  it('puts a guest into the split tests’ groups the dev control names, in the guest state', async () => {
    const copy = await devCall(sim, 'POST', '/dev/account/copy?from=demo');
    const login = String(copy.json.login);
    const set = await devCall(sim, 'POST', `/dev/promo/testGroups?as=${login}&34=B&50=b`);
    expect(set.json).toEqual({ success: true, testGroups: { '34': 'B', '50': 'B' } });
    const again = await devCall(sim, 'POST', `/dev/promo/testGroups?as=${login}&50=A`);
    expect(again.json.testGroups).toEqual({ '34': 'B', '50': 'A' });
    const { accessToken } = await loginAs(sim, login);
    const state = await fetch(
      `${sim.appUrl}/rest/v1/guest/state?access_token=${accessToken}&ver=${sim.config.ver}&language=en`,
    );
    expect(((await state.json()) as { testGroups: unknown }).testGroups).toEqual({
      '34': 'B',
      '50': 'A',
    });
    expect((await devCall(sim, 'POST', `/dev/promo/testGroups?as=${login}&x=B`)).status).toBe(400);
    expect((await devCall(sim, 'POST', '/dev/promo/testGroups?as=nobody&34=B')).status).toBe(404);
  });
});
