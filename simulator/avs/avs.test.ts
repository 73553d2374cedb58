import { describe, expect, it } from 'vitest';
import { codeOf } from '../../services/testing/codeOf.ts';
import { createAvsApi } from '../../services/avs/avsApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const avs = createAvsApi(fetch);

/** The guest service as `login` (null: a visitor's session, no token). */
async function serviceAs(login: string | null) {
  const accessToken = login === null ? null : (await loginAs(sim, login)).accessToken;
  return {
    url: new URL('guest', sim.config.queryServiceUrl).toString(),
    language: 'en',
    ver: sim.config.ver,
    accessToken,
  };
}

describe('avs simulator (guest service: requestAvs, bonusAvailable)', () => {
  it('a bonus is available while the age is not verified', async () => {
    // newbie: age check unknown; demo: verified.
    expect(await avs.bonusAvailable(await serviceAs('newbie'))).toBe(true);
    expect(await avs.bonusAvailable(await serviceAs('demo'))).toBe(false);
  });

  it('takes the request of a check with an address to come back to, and refuses another', async () => {
    const newbie = await serviceAs('newbie');
    expect(await avs.requestAvs(newbie, `${sim.appUrl}/en/amateur/lanalove/pictures/6201/`)).toBe(
      true,
    );
    expect(await codeOf(avs.requestAvs(newbie, 'javascript:alert(1)'))).toBe('bad_user_input');
    expect(await codeOf(avs.requestAvs(newbie, 'not an address'))).toBe('bad_user_input');
  });

  it('answers only a logged-in guest', async () => {
    const visitor = await serviceAs(null);
    expect(await codeOf(avs.bonusAvailable(visitor))).toBe('missing_token');
    const forged = { ...(await serviceAs('newbie')), accessToken: 'forged' };
    expect(await codeOf(avs.requestAvs(forged, `${sim.appUrl}/`))).not.toBe('ok');
  });
});
