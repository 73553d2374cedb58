import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import { createActorPreviewApi } from '../../services/actorPreview/actorPreviewApi.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, restUrl, startTestSimulator, tempDir } from '../testing.ts';
import { PREVIEW_SEDCARDS, shortAbout } from './index.ts';

/**
 * The profile preview served from the catalogue, read through the client's own service (so the
 * reply also passes the schema the browser checks it with). `demo` is a guest from DE, `franc`
 * one from CH.
 */
let sim: RunningSimulator;
const data = tempDir();
const api = createActorPreviewApi(fetch);
const tokens = { demo: '', franc: '' };

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
  tokens.demo = (await loginAs(sim, 'demo')).accessToken;
  tokens.franc = (await loginAs(sim, 'franc')).accessToken;
}, 60_000);
afterAll(async () => {
  await sim.close();
  data.remove();
});

const requestOf = (accessToken: string): ServiceRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  queryServiceUrl: sim.config.queryServiceUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken,
});

async function find(query: string): Promise<{ id: number; name: string }> {
  const response = await fetch(`${sim.appUrl}/dev/actor-profile/find?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; name: string };
}

describe('GET phoenix/get_profile_preview/{actorId}', () => {
  it('is her profile in short: the same name, age, languages, state and price as her profile', async () => {
    const her = await find('ratings=many');
    const preview = await api.load({ request: requestOf(tokens.demo), actorId: her.id });
    const profile = (await (
      await fetch(restUrl(sim, `getActorDataByIdOrName/${her.id}`, { access_token: tokens.demo }))
    ).json()) as {
      name: string;
      isOnline: boolean;
      profile: { age: number; languages: string[]; threeWords: string[]; description: string };
      chatButtons: { freeChat: boolean; prices: { video: unknown } };
      chatRatings: { lastNinetyDays: { countRatings: number } };
    };
    expect(preview).toMatchObject({
      id: her.id,
      name: profile.name,
      age: profile.profile.age,
      isOnline: profile.isOnline,
      freeChat: profile.chatButtons.freeChat,
      languages: profile.profile.languages,
      threeWords: profile.profile.threeWords,
      about: shortAbout(profile.profile.description),
      profileLink: `/en/amateur/${her.name.toLowerCase()}/`,
      chatPrice: profile.chatButtons.prices.video,
      rating: { count: profile.chatRatings.lastNinetyDays.countRatings },
    });
    expect(preview.rating.count).toBeGreaterThanOrEqual(10);
    expect(preview.sedcards.length).toBeGreaterThan(0);
    expect(preview.sedcards.length).toBeLessThanOrEqual(PREVIEW_SEDCARDS);
    // Her pictures are served (the card draws them).
    const picture = await fetch(`${sim.appUrl}${preview.picture.w640}`);
    expect(picture.status).toBe(200);
  });

  it('answers an unknown actor with 404', async () => {
    await expect(
      api.load({ request: requestOf(tokens.demo), actorId: 99_999_999 }),
    ).rejects.toMatchObject({ code: 'http_404' });
    const named = await fetch(
      restUrl(sim, 'phoenix/get_profile_preview/lana', { access_token: tokens.demo }),
    );
    expect(named.status).toBe(404);
  });

  it('refuses her to a guest from a country she bans, like her other calls', async () => {
    // She bans CH and not DE (withMedia).
    const her = await find('bannedIn=CH&withMedia=1');
    await expect(
      api.load({ request: requestOf(tokens.franc), actorId: her.id }),
    ).rejects.toMatchObject({ code: 'http_403' });
    const refused = await fetch(
      restUrl(sim, `phoenix/get_profile_preview/${her.id}`, { access_token: tokens.franc }),
    );
    expect(await refused.json()).toEqual({ error: 'unavailable_in_country' });
    // A guest from a country she does not ban (DE) gets her.
    expect((await api.load({ request: requestOf(tokens.demo), actorId: her.id })).id).toBe(her.id);
  });

  it('refuses a caller without a valid session', async () => {
    const response = await fetch(
      restUrl(sim, 'phoenix/get_profile_preview/1', { access_token: 'nope' }),
    );
    expect(response.status).toBe(401);
  });
});

describe('shortAbout', () => {
  it('keeps a short text and cuts a long one at a word, with an ellipsis', () => {
    expect(shortAbout('  Hi there.  ')).toBe('Hi there.');
    const cut = shortAbout('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});
