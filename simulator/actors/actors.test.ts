import type { ResultOf } from 'gql.tada';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS } from '../../machines/actorProfile/recommendations.ts';
import { CAMS_DOCUMENTS as D, createCamsApi } from '../../services/cams/camsApi.ts';
import { actorsSimulator } from './actors.testing.ts';

describe('performer lists on the query service', () => {
  const simulator = actorsSimulator();

  /** A reply typed by its document (the client's own, so the two cannot drift). */
  const gql = <K extends keyof typeof D>(operation: K, variables: Record<string, unknown> = {}) =>
    simulator.query<{
      data: ResultOf<(typeof D)[K]>;
      errors?: { extensions: { code: string } }[];
    }>(print(D[operation]), variables);

  it('lists models online first, with the totals, paged', async () => {
    const first = (await gql('models', { offset: 0, limit: 30 })).data.models;
    expect(first.items).toHaveLength(30);
    expect(first.total).toBeGreaterThan(1000);
    expect(first.onlineTotal).toBeGreaterThan(0);
    const flags = first.items.map((i) => i.isOnline);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const second = (await gql('models', { offset: 30, limit: 30 })).data.models;
    const ids = new Set(first.items.map((i) => i.id));
    expect(second.items.some((i) => ids.has(i.id))).toBe(false);
  });

  it('filters by gender and type, and by category slug', async () => {
    const men = (await gql('models', { filter: { genders: ['M'] }, limit: 50 })).data.models;
    const all = (await gql('models', { limit: 1 })).data.models;
    expect(men.total).toBeGreaterThan(0);
    expect(men.total).toBeLessThan(all.total);
    const couples = (await gql('models', { filter: { types: ['FM'] }, limit: 1 })).data.models;
    expect(couples.total).toBeLessThan(all.total);
    const blonde = (await gql('models', { filter: { categorySlug: 'blonde' }, limit: 1 })).data
      .models;
    expect(blonde.total).toBeGreaterThan(0);
    expect(blonde.total).toBeLessThan(all.total);
    const bad = await gql('models', { filter: { genders: ['X'] } });
    expect(bad.errors?.[0]?.extensions.code).toBe('bad_user_input');
  });

  it('counts actors online and follows an actor going offline', async () => {
    const before = (await gql('onlineActorsAmount')).data.onlineActorsAmount;
    const online = (await gql('models', { filter: { online: true }, limit: 1 })).data.models;
    const actorId = online.items[0]!.id;
    await fetch(`${simulator.sim.appUrl}/dev/messenger/actors/${actorId}/online`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ online: false }),
    });
    expect((await gql('onlineActorsAmount')).data.onlineActorsAmount).toBe(before - 1);
  });

  it('recommends actors online now: the client asks for the pool without the shown actor', async () => {
    const defaults = (await gql('recommendations')).data.recommendations;
    expect(defaults).toHaveLength(4);
    const api = createCamsApi(fetch);
    const page = (excludeActorId: number) =>
      api.fetchRecommendations(
        {
          query: {
            request: simulator.guest,
            ageRating: RECOMMENDATIONS.ageRating,
            excludeActorId,
          },
          limit: RECOMMENDATIONS.size,
          offset: 0,
          cursor: null,
          requestId: 1,
        },
        new AbortController().signal,
      );
    const first = await page(0);
    expect(first.items).toHaveLength(16);
    expect(first.hasMore).toBe(false);
    expect(first.items.every((tile) => tile.online)).toBe(true);
    const shown = first.items[0]!.id;
    const without = await page(shown);
    expect(without.items).toHaveLength(16);
    expect(without.items.map((tile) => tile.id)).not.toContain(shown);
  });

  it('answers top cams by type, top 100 capped', async () => {
    const top = (await gql('topCams', { type: 'TOP_100', offset: 90, limit: 30 })).data.topCams;
    expect(top.total).toBe(100);
    expect(top.items).toHaveLength(10);
    const calls = (await gql('topCams', { type: 'VIDEO_CALL', limit: 5 })).data.topCams;
    expect(calls.items.every((i) => i.online)).toBe(true);
    const categories = (await gql('actorCategories')).data.actorCategories;
    expect(categories[0]).toEqual({ id: 3, slug: 'all', name: 'All actors' });
  });
});
