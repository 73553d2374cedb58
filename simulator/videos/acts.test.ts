import { describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import { createVideoActsApi } from '../../services/videos/videoActsApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';
import { SHARES_PER_DAY } from './acts.ts';

const sim = useTestSimulator();
const acts = createVideoActsApi(fetch);

const requestWith = (accessToken: string): ServiceRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  queryServiceUrl: sim.config.queryServiceUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken,
});

/** A fresh copy of a demo account, logged in: every test its own guest. */
async function guest(): Promise<{ login: string; request: ServiceRequest }> {
  const copy = await fetch(new URL('/dev/account/copy?from=vip', sim.appUrl), { method: 'POST' });
  const { login } = (await copy.json()) as { login: string };
  return { login, request: requestWith((await loginAs(sim, login)).accessToken) };
}

async function visitor(): Promise<ServiceRequest> {
  const session = (await (
    await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
  ).json()) as { accessToken: string };
  return requestWith(session.accessToken);
}

const dev = async <T>(path: string, login: string): Promise<T> =>
  (await (await fetch(new URL(`${path}?as=${login}`, sim.appUrl))).json()) as T;

describe('a video shared by e-mail and a whole video started', () => {
  it('mails the video’s page link to the address (sendVideoShareEmail), a logged-in guest’s only', async () => {
    const { login, request } = await guest();
    await acts.share({ request, videoId: 5101, email: 'friend@example.com' });
    const sent = await dev<{ to: string; videoId: number; link: string }[]>(
      '/dev/videos/shareEmails',
      login,
    );
    expect(sent.map(({ to, videoId }) => ({ to, videoId }))).toEqual([
      { to: 'friend@example.com', videoId: 5101 },
    ]);
    expect(sent[0]?.link).toMatch(/\/en\/amateur\/lanalove\/videos\/5101\/$/);
    await expect(
      acts.share({ request: await visitor(), videoId: 5101, email: 'friend@example.com' }),
    ).rejects.toMatchObject({ code: 'http_401' });
    await expect(
      acts.share({ request, videoId: 5101, email: 'not an address' }),
    ).rejects.toMatchObject({ code: 'http_400' });
    await expect(
      acts.share({ request, videoId: 999_999, email: 'friend@example.com' }),
    ).rejects.toMatchObject({ code: 'http_404' });
  });

  it(`sends at most ${SHARES_PER_DAY} a day for one guest`, async () => {
    const { request } = await guest();
    for (let n = 0; n < SHARES_PER_DAY; n++)
      await acts.share({ request, videoId: 5101, email: `friend${n}@example.com` });
    await expect(
      acts.share({ request, videoId: 5101, email: 'one.more@example.com' }),
    ).rejects.toMatchObject({ code: 'http_429' });
    // Another guest still may.
    await acts.share({ request: (await guest()).request, videoId: 5101, email: 'a@example.com' });
  });

  it('records a whole video’s start (watch/start) of a logged-in guest', async () => {
    const { login, request } = await guest();
    await acts.watchStart({ request, videoId: 5101 });
    expect(await dev('/dev/videos/watchStarts', login)).toEqual([{ videoId: 5101 }]);
    await expect(
      acts.watchStart({ request: await visitor(), videoId: 5101 }),
    ).rejects.toMatchObject({
      code: 'http_401',
    });
    await expect(acts.watchStart({ request, videoId: 999_999 })).rejects.toMatchObject({
      code: 'http_404',
    });
  });
});
