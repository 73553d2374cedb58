import { describe, expect, it } from 'vitest';
import type { ActorSearch, ActorSearchQuery } from '../../machines/cams/cams.types.ts';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import { createActorSearchApi } from '../../services/cams/actorSearchApi.ts';
import { ServiceError } from '../../services/http/serviceError.ts';
import { actorsSimulator } from './actors.testing.ts';

/** The client's actor search API against the simulator's routes: one contract (decision 0031). */
describe('actor search (actorsearch init, search, filter/delete)', () => {
  const simulator = actorsSimulator();
  const api = createActorSearchApi(fetch);
  const signal = new AbortController().signal;
  const page = (
    request: ServiceRequest,
    search: ActorSearch,
    more: Partial<ActorSearchQuery> = {},
  ) =>
    api.search(
      {
        query: { search, genders: [], types: [], request, ...more },
        limit: 30,
        offset: 0,
        cursor: null,
        requestId: 1,
      },
      signal,
    );

  it('offers every language and age range with the performers each finds', async () => {
    const { facets, saved } = await api.init(simulator.visitor, signal);
    expect(saved).toBeNull();
    expect(facets.ages.map((facet) => facet.range)).toEqual(['18-24', '25-34', '35-44', '45+']);
    expect(facets.languages.map((facet) => facet.code)).toContain('de');
    for (const facet of facets.languages) expect(facet.count).toBeGreaterThan(0);
    // Asking for a language finds as many as the facet said.
    const de = facets.languages.find((facet) => facet.code === 'de');
    const found = await page(simulator.visitor, { text: '', languages: ['de'], ages: [] });
    expect(found.total).toBe(de?.count);
  });

  it('finds performers by part of the name, any case, online first, with the filters beside it', async () => {
    const found = await page(simulator.visitor, { text: 'ANA', languages: [], ages: [] });
    expect(found.total).toBeGreaterThan(0);
    for (const cam of found.items) expect(cam.name.toLowerCase()).toContain('ana');
    const online = found.items.map((cam) => cam.online);
    expect(online).toEqual([...online].sort((a, b) => Number(b) - Number(a)));
    const young = await page(simulator.visitor, { text: 'ana', languages: [], ages: ['18-24'] });
    expect(young.total).toBeLessThan(found.total ?? 0);
    for (const cam of young.items) expect(cam.age).toBeLessThanOrEqual(24);
    const men = await page(
      simulator.visitor,
      { text: 'ana', languages: [], ages: [] },
      { genders: ['M'] },
    );
    expect(men.total).toBeLessThan(found.total ?? 0);
  });

  it('keeps a logged-in guest’s last search until she deletes it; a visitor’s is not kept', async () => {
    const search: ActorSearch = { text: 'lana', languages: ['de'], ages: [] };
    await page(simulator.guest, search);
    expect((await api.init(simulator.guest, signal)).saved).toEqual(search);
    await page(simulator.visitor, search);
    expect((await api.init(simulator.visitor, signal)).saved).toBeNull();
    await api.deleteFilter(simulator.guest, signal);
    expect((await api.init(simulator.guest, signal)).saved).toBeNull();
  });

  it('refuses an empty search and an unknown code', async () => {
    await expect(
      page(simulator.visitor, { text: '', languages: [], ages: [] }),
    ).rejects.toBeInstanceOf(ServiceError);
    await expect(
      page(simulator.visitor, { text: '', languages: ['xx'], ages: [] }),
    ).rejects.toThrow();
  });
});
