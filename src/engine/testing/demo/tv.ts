import { DEMO_PICTURE } from './pictures.ts';
import type { ProgramItem, TvEpisode, TvSeries } from '../../../../machines/tv/tv.types.ts';
import { demoPlayerServices } from './player.ts';
import type { TvServices } from '../../features/tv.ts';

const demoPictures = { w320: DEMO_PICTURE, w640: DEMO_PICTURE, w1280: DEMO_PICTURE };
const demoSeries = (id: number): TvSeries => ({
  id,
  slug: `series-${id}`,
  title: `Demo series ${id}`,
  description: 'New episodes every week.',
  lateNight: id % 2 === 0,
  premium: id % 3 === 0,
  picture: demoPictures,
});
const demoEpisode = (id: number): TvEpisode => ({
  id,
  slug: `episode-${id}`,
  number: id,
  title: `Demo episode ${id}`,
  airedAt: '2026-11-01T20:00:00.000Z',
  duration: 1800,
  free: id % 2 === 1,
  series: { slug: 'series-1', title: 'Demo series 1' },
  actor: { id: 1, name: 'LanaLove', slug: 'lanalove' },
  picture: demoPictures,
});
const demoProgram = (count: number): ProgramItem[] =>
  Array.from({ length: count }, (_, index) => ({
    start: `2026-11-01T${String(18 + (index % 6)).padStart(2, '0')}:00:00.000Z`,
    end: `2026-11-01T${String(19 + (index % 5)).padStart(2, '0')}:30:00.000Z`,
    lateNight: index % 6 >= 3,
    series: demoSeries((index % 8) + 1),
  }));

/** Answers at once with demo data (no stream plays: the playlist is not served). */
export function demoTvServices(): TvServices {
  const series = Array.from({ length: 8 }, (_, index) => demoSeries(index + 1));
  const episodes = Array.from({ length: 24 }, (_, index) => demoEpisode(index + 1));
  return {
    player: demoPlayerServices(),
    fetchStream: ({ channel }) =>
      Promise.resolve({
        type: channel,
        title: channel === 'premium' ? 'Premium TV' : 'Free TV',
        playlist: `/media/tv/live/${channel}.m3u8`,
        current: demoProgram(1)[0] ?? null,
      }),
    fetchProgram: ({ count }) => Promise.resolve(demoProgram(count)),
    fetchPage: ({ page }) => {
      const first = series[0] ?? demoSeries(1);
      const episode = episodes[0] ?? demoEpisode(1);
      if (page.kind === 'format')
        return Promise.resolve({
          kind: 'format',
          data: { series: first, total: 24, program: demoProgram(3) },
        });
      if (page.kind === 'video')
        return Promise.resolve({
          kind: 'video',
          data: { video: episode, series: first, playlist: null },
        });
      return Promise.resolve({
        kind: 'post',
        data: {
          post: { ...episode, body: 'Demo post.' },
          previous: null,
          similar: { models: [] },
          categories: [{ id: 41, slug: 'free-tv', name: 'Free TV' }],
          breadcrumbs: [{ label: 'TV series', route: 'tvMediaSeries', key: null }],
        },
      });
    },
    fetchSeries: ({ limit, offset }) =>
      Promise.resolve({
        items: series.slice(offset, offset + limit),
        total: series.length,
      }),
    fetchEpisodes: ({ limit, offset }) =>
      Promise.resolve({
        items: episodes.slice(offset, offset + limit),
        total: episodes.length,
      }),
    fetchSuggestions: ({ query, limit }) => {
      const others = episodes.filter((episode) => String(episode.id) !== query.hashId);
      return Promise.resolve({
        items: others.slice(0, limit),
        total: Math.min(limit, others.length),
      });
    },
  };
}
