import { describe, expect, it } from 'vitest';
import type { RestContext } from '../../services/http/rest.ts';
import { createFavouritesApi } from '../../services/favourites/favouritesApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createFavouritesApi(fetch);

const contextOf = (accessToken: string): RestContext => ({
  restBaseUrl: sim.config.restBaseUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken,
});

/** The client's call against the simulator's route: one contract with the realtime list. */
describe('favorite/actors simulator', () => {
  it('lists a guest’s favourite actors with their notifications and her other pins', async () => {
    const demo = contextOf((await loginAs(sim, 'demo')).accessToken);
    const list = await api.loadFavourites(demo);
    expect(list.actors.map((actor) => actor.name).sort()).toEqual([
      'EmmaEmber',
      'LanaLove',
      'MiaMoon',
    ]);
    for (const actor of list.actors) {
      expect(Object.keys(actor.notifications ?? {}).sort()).toEqual(['email', 'sms']);
      expect(typeof actor.isOnline).toBe('boolean');
    }
    expect(Object.keys(list.pins ?? {}).sort()).toEqual(['album', 'picture', 'sedcards']);
    // The tv account has no favourite.
    const tv = contextOf((await loginAs(sim, 'tv')).accessToken);
    expect((await api.loadFavourites(tv)).actors).toEqual([]);
  });

  it('refuses a visitor', async () => {
    const session = (await (
      await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
    ).json()) as { accessToken: string };
    await expect(api.loadFavourites(contextOf(session.accessToken))).rejects.toMatchObject({
      code: 'http_401',
    });
  });
});
