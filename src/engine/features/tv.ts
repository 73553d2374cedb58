import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import type { playerMachine } from '../../../machines/player/player.machine.ts';
import {
  TV_LISTS,
  tvEpisodesListMachine,
  tvMachine,
  tvSeriesListMachine,
} from '../../../machines/tv/tv.machine.ts';
import type {
  ProgramItem,
  ProgramType,
  TvCall,
  TvChannel,
  TvEpisode,
  TvPage,
  TvPageData,
  TvRequest,
  TvSeries,
  TvStream,
} from '../../../machines/tv/tv.types.ts';
import {
  TV_SUGGEST_LIST,
  tvSuggestListMachine,
  type TvSuggestQuery,
} from '../../../machines/tv/tv.suggest.ts';
import { createTvApi } from '../../../services/tv/tvApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';
import { livePlayerServices, providePlayer, type PlayerServices } from './player.ts';

/** TV and mediathek services (system id `tv`, its lists `tv.*.list`, its player `tv.player`). */
export interface TvServices {
  fetchStream: IoRun<TvStream, TvCall<{ channel: TvChannel }>>;
  fetchProgram: IoRun<ProgramItem[], TvCall<{ program: ProgramType; count: number }>>;
  fetchPage: IoRun<TvPageData, TvCall<{ page: TvPage }>>;
  fetchSeries: IoRun<FetchPageOutput<TvSeries>, FetchPageInput<{ request: TvRequest }>>;
  fetchEpisodes: IoRun<
    FetchPageOutput<TvEpisode>,
    FetchPageInput<{ key: string; request: TvRequest }>
  >;
  fetchSuggestions: IoRun<
    FetchPageOutput<TvEpisode>,
    FetchPageInput<TvSuggestQuery & { request: TvRequest }>
  >;
  player: PlayerServices;
}

export interface TvSnapshots {
  tv: SnapshotFrom<typeof tvMachine>;
  'tv.player': SnapshotFrom<typeof playerMachine>;
}

function tvActors(wiring: Wiring, services: TvServices | null) {
  const tv = provide(tvMachine, {
    actors: {
      seriesList: provideList(
        tvSeriesListMachine,
        wiring,
        TV_LISTS.series,
        services && { fetchPage: services.fetchSeries },
      ),
      episodesList: provideList(
        tvEpisodesListMachine,
        wiring,
        TV_LISTS.episodes,
        services && { fetchPage: services.fetchEpisodes },
      ),
      suggestList: provideList(
        tvSuggestListMachine,
        wiring,
        TV_SUGGEST_LIST,
        services && { fetchPage: services.fetchSuggestions },
      ),
      fetchStream: wiring.call('tv.fetchStream', services?.fetchStream),
      fetchProgram: wiring.call('tv.fetchProgram', services?.fetchProgram),
      fetchPage: wiring.call('tv.fetchPage', services?.fetchPage),
      player: providePlayer(wiring, services?.player ?? null),
    },
  });
  return { tv };
}

function liveTvServices(deps: LiveDeps): TvServices {
  const api = createTvApi(deps.fetch, () => deps.win.Date.now());
  return {
    player: livePlayerServices(),
    fetchStream: (input, signal) => api.fetchStream(input, signal),
    fetchProgram: (input, signal) => api.fetchProgram(input, signal),
    fetchPage: (input, signal) => api.fetchPage(input, signal),
    fetchSeries: (input, signal) => api.fetchSeries(input, signal),
    fetchEpisodes: (input, signal) => api.fetchEpisodes(input, signal),
    fetchSuggestions: (input, signal) => api.fetchSuggestions(input, signal),
  };
}

/** The TV domain starts on first use (src/engine/domains/table.ts). */
export const tvFeature: LazyFeature<TvServices> = {
  actors: tvActors,
  live: liveTvServices,
};
