import type { SnapshotFrom } from 'xstate';
import { galleryMachine } from '../../../machines/gallery/gallery.machine.ts';
import type {
  AlbumViews,
  BreadcrumbCall,
  Crumb,
  GalleryCall,
  OpenedGallery,
  PictureRateCall,
  PictureRating,
  PreloadCall,
  PreloadedPicture,
  ShareCall,
  WatchCall,
} from '../../../machines/gallery/gallery.types.ts';
import { createAlbumViewsApi } from '../../../services/content/albumViewsApi.ts';
import { createBreadcrumbApi } from '../../../services/content/breadcrumbApi.ts';
import { createGalleryApi } from '../../../services/content/galleryApi.ts';
import { createPictureBlobs } from '../../../services/content/pictureBlobs.ts';
import { createVideoActsApi } from '../../../services/videos/videoActsApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * A video's or an album's page beside its content (system id `gallery`, decision 0037): the
 * album's pictures and their ratings, a logged-in guest's album view, the share by e-mail, a
 * whole video's start and the breadcrumb.
 */
export interface GalleryServices {
  openGallery: IoRun<OpenedGallery, GalleryCall>;
  ratePicture: IoRun<PictureRating, PictureRateCall>;
  recordAlbumView: IoRun<AlbumViews, GalleryCall>;
  shareVideo: IoRun<void, ShareCall>;
  watchStart: IoRun<void, WatchCall>;
  loadBreadcrumb: IoRun<Crumb[], BreadcrumbCall>;
  /** The picture viewer's next and previous pictures, fetched ahead as blobs. */
  preloadPicture: IoRun<PreloadedPicture, PreloadCall>;
  releasePictures: IoRun<void, { objectUrls: string[] }>;
}

export interface GallerySnapshots {
  gallery: SnapshotFrom<typeof galleryMachine>;
}

function galleryActors(wiring: Wiring, services: GalleryServices | null) {
  const gallery = provide(galleryMachine, {
    actors: {
      openGallery: wiring.call('gallery.open', services?.openGallery),
      ratePicture: wiring.call('gallery.ratePicture', services?.ratePicture),
      recordView: wiring.call('gallery.recordView', services?.recordAlbumView),
      shareVideo: wiring.call('gallery.shareVideo', services?.shareVideo),
      watchStart: wiring.call('gallery.watchStart', services?.watchStart),
      loadBreadcrumb: wiring.call('gallery.breadcrumb', services?.loadBreadcrumb),
      preloadPicture: wiring.call('gallery.preload', services?.preloadPicture),
      releasePictures: wiring.call('gallery.release', services?.releasePictures),
    },
  });
  return { gallery };
}

function liveGalleryServices(deps: LiveDeps): GalleryServices {
  const gallery = createGalleryApi(deps.fetch);
  const views = createAlbumViewsApi(deps.fetch);
  const acts = createVideoActsApi(deps.fetch);
  const breadcrumbs = createBreadcrumbApi(deps.fetch);
  const blobs = createPictureBlobs(deps.fetch, deps.win.URL, deps.win.location.origin);
  return {
    openGallery: (call, signal) => gallery.open(call, signal),
    ratePicture: (call, signal) => gallery.ratePicture(call, signal),
    recordAlbumView: (call, signal) => views.record(call, signal),
    shareVideo: (call, signal) => acts.share(call, signal),
    watchStart: (call, signal) => acts.watchStart(call, signal),
    loadBreadcrumb: (call, signal) => breadcrumbs.load(call, signal),
    preloadPicture: (call, signal) => blobs.preload(call, signal),
    releasePictures: (call) => blobs.release(call),
  };
}

/** Started by a video's or an album's page (src/engine/domains/table.ts). */
export const galleryFeature: LazyFeature<GalleryServices> = {
  actors: galleryActors,
  live: liveGalleryServices,
};
