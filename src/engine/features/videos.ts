import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import {
  albumListMachine,
  jumbotronListMachine,
  seoTextListMachine,
  videoListMachine,
  videosMachine,
  videoStarsListMachine,
  type TagSuggestCall,
  type VideosByIdsCall,
} from '../../../machines/videos/videos.machine.ts';
import type { JumbotronType } from '../../../machines/videos/videos.queries.ts';
import type {
  JumbotronSlide,
  VideoQuery,
  VideosRequest,
  VideoStar,
  VideoTile,
} from '../../../machines/videos/videos.types.ts';
import { createVideosApi } from '../../../services/videos/videosApi.ts';
import { fetchAlbums } from '../../../services/videos/albumsApi.ts';
import type { ALBUM_LISTS, AlbumQuery, AlbumTile } from '../../../machines/videos/albums.ts';
import { createSeoApi } from '../../../services/seo/seoApi.ts';
import type { SeoQuery, SeoTextItem } from '../../../machines/seo/seo.types.ts';
import { previewScrubMachine } from '../../../machines/content/previewScrub.machine.ts';
import { liveLoadThumbnails, type LoadThumbnails } from './thumbnails.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

type WithRequest<Q> = Q & { request: VideosRequest };

/** The video areas' services (system id `videos`, its lists `videos.*`). */
export interface VideosServices {
  fetchVideos: IoRun<FetchPageOutput<VideoTile>, FetchPageInput<WithRequest<VideoQuery>>>;
  /** Photo albums (query service `albums`). */
  fetchAlbums: IoRun<FetchPageOutput<AlbumTile>, FetchPageInput<WithRequest<AlbumQuery>>>;
  fetchJumbotron: IoRun<
    FetchPageOutput<JumbotronSlide>,
    FetchPageInput<WithRequest<{ type: JumbotronType }>>
  >;
  fetchVideoStars: IoRun<
    FetchPageOutput<VideoStar>,
    FetchPageInput<WithRequest<{ first: number }>>
  >;
  /** The SEO texts of a list's tags (query service `seoTexts`), one page with all of them. */
  fetchSeoTexts: IoRun<FetchPageOutput<SeoTextItem>, FetchPageInput<WithRequest<SeoQuery>>>;
  suggestTags: IoRun<string[], TagSuggestCall>;
  /** Videos by id (`videos_v2`): a bought video's tile as it is now. */
  fetchVideosByIds: IoRun<VideoTile[], VideosByIdsCall>;
  /** The tiles' preview thumbnails, the first time the guest's pointer scrubs one. */
  loadThumbnails: LoadThumbnails;
}

export interface VideosSnapshots {
  videos: SnapshotFrom<typeof videosMachine>;
  /** Her albums' list, spawned as the domain starts (her albums' room reads it before their part). */
  [ALBUM_LISTS.main]: SnapshotFrom<typeof albumListMachine>;
}

function videosActors(wiring: Wiring, services: VideosServices | null) {
  const videos = provide(videosMachine, {
    actors: {
      videoList: provideList(
        videoListMachine,
        wiring,
        'videos',
        services && {
          fetchPage: services.fetchVideos,
        },
      ),
      albumList: provideList(
        albumListMachine,
        wiring,
        'videos.albums',
        services && { fetchPage: services.fetchAlbums },
      ),
      jumbotronList: provideList(
        jumbotronListMachine,
        wiring,
        'videos.jumbotron',
        services && {
          fetchPage: services.fetchJumbotron,
        },
      ),
      starsList: provideList(
        videoStarsListMachine,
        wiring,
        'videos.stars',
        services && {
          fetchPage: services.fetchVideoStars,
        },
      ),
      seoList: provideList(
        seoTextListMachine,
        wiring,
        'videos.seo',
        services && {
          fetchPage: services.fetchSeoTexts,
        },
      ),
      suggestTags: wiring.call('videos.suggestTags', services?.suggestTags),
      videosByIds: wiring.call('videos.byIds', services?.fetchVideosByIds),
      previewScrub: provide(previewScrubMachine, {
        actors: {
          loadThumbnails: wiring.call('videos.loadThumbnails', services?.loadThumbnails),
        },
      }),
    },
  });
  return { videos };
}

function liveVideosServices(deps: LiveDeps): VideosServices {
  const api = createVideosApi(deps.fetch);
  const seo = createSeoApi(deps.fetch);
  return {
    fetchVideos: (input, signal) => api.fetchVideos(input, signal),
    fetchAlbums: (input, signal) => fetchAlbums(deps.fetch, input, signal),
    fetchJumbotron: (input, signal) => api.fetchJumbotron(input, signal),
    fetchVideoStars: (input, signal) => api.fetchStars(input, signal),
    fetchSeoTexts: async ({ query: { request, tags, actorId } }, signal) => {
      const texts = await seo.fetchTexts({ request, tags, actorId }, signal);
      return { items: texts.map((text) => ({ ...text, id: text.tag })), hasMore: false };
    },
    suggestTags: (input, signal) => api.suggestTags(input, signal),
    fetchVideosByIds: ({ request, ids }, signal) => api.fetchByIds(request, ids, signal),
    loadThumbnails: liveLoadThumbnails(deps),
  };
}

/** The videos domain starts on first use (src/engine/domains/table.ts). */
export const videosFeature: LazyFeature<VideosServices> = {
  actors: videosActors,
  live: liveVideosServices,
};
