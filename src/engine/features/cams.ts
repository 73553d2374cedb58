import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import {
  actorSearchListMachine,
  camsListMachine,
  camsMachine,
  chatShowsListMachine,
  interviewsListMachine,
  sidebarListMachine,
} from '../../../machines/cams/cams.machine.ts';
import { actorSearchMachine } from '../../../machines/cams/actorSearch.machine.ts';
import type { ServiceRequest } from '../../../machines/shared/serviceRequest.ts';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import type {
  ActorCategory,
  ActorSearchInit,
  ActorSearchPageInput,
  Interview,
  InterviewsQuery,
  SidebarEntry,
  SidebarQuery,
  CamPageInput,
  CamPageOutput,
  CamRequest,
  ChatShowPageInput,
  ChatShowPageOutput,
} from '../../../machines/cams/cams.types.ts';
import { createCamsApi } from '../../../services/cams/camsApi.ts';
import { createActorSearchApi } from '../../../services/cams/actorSearchApi.ts';
import { createSidebarApi } from '../../../services/cams/sidebarApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

/** The performer lists' services (seed 001 §7: the query service's models lists). */
export interface CamsServices {
  fetchCamsPage: IoRun<CamPageOutput, CamPageInput>;
  /** Chat shows (seed 001 §7 `chatShows`): upcoming and running ticket shows. */
  fetchShowsPage: IoRun<ChatShowPageOutput, ChatShowPageInput>;
  loadActorCategories: IoRun<ActorCategory[], CamRequest>;
  /** The wall clock (ms since the epoch): the next ticket show's start is timed from it. */
  camsClock: IoRun<number, void>;
  /** The actor search (seed 001 §7 `actorsearch` init, search, filter/delete; decision 0031). */
  initActorSearch: IoRun<ActorSearchInit, ServiceRequest>;
  fetchActorSearchPage: IoRun<CamPageOutput, ActorSearchPageInput>;
  deleteActorSearch: IoRun<void, ServiceRequest>;
  /** The query service's sidebar and interviews (decision 0031). */
  fetchSidebarPage: IoRun<FetchPageOutput<SidebarEntry>, FetchPageInput<SidebarQuery>>;
  fetchInterviewsPage: IoRun<FetchPageOutput<Interview>, FetchPageInput<InterviewsQuery>>;
}

export interface CamsSnapshots {
  cams: SnapshotFrom<typeof camsMachine>;
  'cams.search': SnapshotFrom<typeof actorSearchMachine>;
}

/** The cams domain (system id `cams`) with its three list actors, provided with the services. */
function camsActors(wiring: Wiring, services: CamsServices | null) {
  const camsList = provideList(
    camsListMachine,
    wiring,
    'cams',
    services && { fetchPage: services.fetchCamsPage },
  );
  const actorSearchList = provideList(
    actorSearchListMachine,
    wiring,
    'cams.search',
    services && { fetchPage: services.fetchActorSearchPage },
  );
  const sidebarList = provideList(
    sidebarListMachine,
    wiring,
    'cams.sidebar',
    services && { fetchPage: services.fetchSidebarPage },
  );
  const interviewsList = provideList(
    interviewsListMachine,
    wiring,
    'cams.interviews',
    services && { fetchPage: services.fetchInterviewsPage },
  );
  const actorSearch = provide(actorSearchMachine, {
    actors: {
      initSearch: wiring.call('cams.searchInit', services?.initActorSearch),
      deleteSearch: wiring.call('cams.searchDelete', services?.deleteActorSearch),
    },
  });
  const chatShowsList = provideList(
    chatShowsListMachine,
    wiring,
    'cams.shows',
    services && { fetchPage: services.fetchShowsPage },
  );
  const cams = provide(camsMachine, {
    actors: {
      camsList,
      actorSearchList,
      sidebarList,
      interviewsList,
      actorSearch,
      chatShowsList,
      loadCategories: wiring.call('cams.categories', services?.loadActorCategories),
      readClock: wiring.call('cams.clock', services?.camsClock),
    },
  });
  return { cams };
}

function liveCamsServices(deps: LiveDeps): CamsServices {
  const api = createCamsApi(deps.fetch);
  const search = createActorSearchApi(deps.fetch);
  const sidebar = createSidebarApi(deps.fetch);
  return {
    initActorSearch: (request, signal) => search.init(request, signal),
    fetchActorSearchPage: (input, signal) => search.search(input, signal),
    deleteActorSearch: (request, signal) => search.deleteFilter(request, signal),
    fetchSidebarPage: (input, signal) => sidebar.sidebar(input, signal),
    fetchInterviewsPage: (input, signal) => sidebar.interviews(input, signal),
    fetchCamsPage: (input, signal) => api.fetchPage(input, signal),
    fetchShowsPage: (input, signal) => api.fetchShowsPage(input, signal),
    loadActorCategories: (request, signal) => api.categories(request, signal),
    camsClock: () => readIo(() => deps.win.Date.now()),
  };
}

/** The cams domain starts on first use (src/engine/domains/table.ts). */
export const camsFeature: LazyFeature<CamsServices> = {
  actors: camsActors,
  live: liveCamsServices,
};
