import { describe, expect, it } from 'vitest';
import { createTvApi } from '../../services/tv/tvApi.ts';
import { useTestSimulator } from '../useTestSimulator.ts';
import { SUGGESTED_EPISODES } from './index.ts';

const sim = useTestSimulator();
const api = createTvApi(fetch, () => 1_700_000_000_000);

const page = <Q>(query: Q, limit = 30) => ({ query, limit, offset: 0, cursor: null, requestId: 1 });

describe('TV suggest/{hashId} (decision 0027), through the client service', () => {
  it('suggests the rest of the episode’s series first, never the episode itself', async () => {
    const request = {
      restBaseUrl: sim.config.restBaseUrl,
      ver: sim.config.ver,
      language: 'en' as const,
      accessToken: null,
    };
    const series = await api.fetchSeries(page({ request }));
    const first = series.items[0]!;
    const episodes = await api.fetchEpisodes(page({ request, key: first.slug }));
    const shown = episodes.items[0]!;
    const suggested = await api.fetchSuggestions(page({ request, hashId: String(shown.id) }));
    expect(suggested.items.length).toBe(Math.min(SUGGESTED_EPISODES, suggested.total ?? 0));
    expect(suggested.items.length).toBeGreaterThan(0);
    expect(suggested.items.map((episode) => episode.id)).not.toContain(shown.id);
    const sameSeries = episodes.items.filter((episode) => episode.id !== shown.id).length;
    const expectedSame = Math.min(SUGGESTED_EPISODES, sameSeries);
    expect(
      suggested.items.slice(0, expectedSame).every((episode) => episode.series.slug === first.slug),
    ).toBe(true);
  });

  it('knows no unknown episode, and is never cached', async () => {
    const reply = await fetch(
      `${sim.config.restBaseUrl}/tv/suggest/999999999?ver=${sim.config.ver}`,
    );
    expect(reply.status).toBe(404);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});
