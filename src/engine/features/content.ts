import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { contentMachine } from '../../../machines/content/content.machine.ts';
import type {
  ContentBuyCall,
  ContentBuyReply,
  ContentCall,
  ContentItem,
  GuestVoucher,
  VoucherCall,
} from '../../../machines/content/content.types.ts';
import {
  videoRatingMachine,
  type RateCall,
  type RatingCall,
  type VideoRating,
} from '../../../machines/content/videoRating.machine.ts';
import { albumRatingMachine } from '../../../machines/content/albumRating.machine.ts';
import { albumCommentsMachine } from '../../../machines/content/albumComments.machine.ts';
import { previewScrubMachine } from '../../../machines/content/previewScrub.machine.ts';
import { videoOffersMachine } from '../../../machines/content/videoOffers.machine.ts';
import { liveLoadThumbnails, type LoadThumbnails } from './thumbnails.ts';
import type {
  AlbumRating,
  CommentsCall,
  CommentsPage,
  PostCommentCall,
  PostedComment,
  RateAlbumCall,
} from '../../../machines/content/album.types.ts';
import { createContentApi } from '../../../services/content/contentApi.ts';
import { createGalleryApi } from '../../../services/content/galleryApi.ts';
import { createRatingApi } from '../../../services/content/ratingApi.ts';
import { createVouchersApi } from '../../../services/content/vouchersApi.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { LiveDeps } from './deps.ts';
import { livePlayerServices, providePlayer, type PlayerServices } from './player.ts';

/**
 * The content feature's wiring (video details and photo album pages): its live services and its
 * machine provided with them. The machine runs under the system id `content`.
 */
export interface ContentServices {
  loadContentItem: IoRun<ContentItem, ContentCall>;
  buyContentItem: IoRun<ContentBuyReply, ContentBuyCall>;
  /** The guest's video vouchers (seed 001 §7 guest vouchers), for a video's buying options. */
  loadVideoVouchers: IoRun<GuestVoucher[], VoucherCall>;
  /** The clock, read once a page is shown (the daily-bonus price's day). */
  contentClock: IoRun<number, void>;
  loadVideoRating: IoRun<VideoRating, RatingCall>;
  rateVideo: IoRun<VideoRating, RateCall>;
  /** The gallery calls (seed 001 §7): an album's comments, the guest's one comment, its rating. */
  loadAlbumComments: IoRun<CommentsPage, CommentsCall>;
  postAlbumComment: IoRun<PostedComment, PostCommentCall>;
  rateAlbum: IoRun<AlbumRating, RateAlbumCall>;
  /** A video's preview thumbnails (seed 001 §7 `getPreview`), the first time the guest scrubs. */
  loadThumbnails: LoadThumbnails;
  player: PlayerServices;
}

export interface ContentSnapshots {
  content: SnapshotFrom<typeof contentMachine>;
  'content.rating': SnapshotFrom<typeof videoRatingMachine>;
  'content.albumRating': SnapshotFrom<typeof albumRatingMachine>;
  'content.albumComments': SnapshotFrom<typeof albumCommentsMachine>;
  'content.scrub': SnapshotFrom<typeof previewScrubMachine>;
  'content.offers': SnapshotFrom<typeof videoOffersMachine>;
}

function contentActors(wiring: Wiring, services: ContentServices | null) {
  const content = provide(contentMachine, {
    actors: {
      loadItem: wiring.call('content.loadItem', services?.loadContentItem),
      buyItem: wiring.call('content.buyItem', services?.buyContentItem),
      reloadItem: wiring.call('content.reloadItem', services?.loadContentItem),
      videoOffers: provide(videoOffersMachine, {
        actors: {
          readClock: wiring.call('content.clock', services?.contentClock),
          loadVouchers: wiring.call('content.loadVouchers', services?.loadVideoVouchers),
        },
      }),
      player: providePlayer(wiring, services?.player ?? null),
      videoRating: provide(videoRatingMachine, {
        actors: {
          loadRating: wiring.call('content.loadRating', services?.loadVideoRating),
          rate: wiring.call('content.rateVideo', services?.rateVideo),
        },
      }),
      albumRating: provide(albumRatingMachine, {
        actors: {
          rate: wiring.call('content.rateAlbum', services?.rateAlbum),
        },
      }),
      previewScrub: provide(previewScrubMachine, {
        actors: {
          loadThumbnails: wiring.call('content.loadThumbnails', services?.loadThumbnails),
        },
      }),
      albumComments: provide(albumCommentsMachine, {
        actors: {
          loadComments: wiring.call('content.loadComments', services?.loadAlbumComments),
          postComment: wiring.call('content.postComment', services?.postAlbumComment),
        },
      }),
    },
  });
  return { content };
}

function liveContentServices(deps: LiveDeps): ContentServices {
  const api = createContentApi(deps.fetch);
  const ratings = createRatingApi(deps.fetch);
  const gallery = createGalleryApi(deps.fetch);
  const vouchers = createVouchersApi(deps.fetch);
  return {
    loadThumbnails: liveLoadThumbnails(deps),
    player: livePlayerServices(),
    loadContentItem: ({ request, ref }, signal) => api.loadItem(request, ref, signal),
    buyContentItem: ({ request, ref, payWith }, signal) =>
      api.buyItem(request, ref, signal, payWith),
    loadVideoVouchers: (call, signal) => vouchers.videoVouchers(call, signal),
    contentClock: () => readIo(() => deps.win.Date.now()),
    loadVideoRating: (call, signal) => ratings.load(call, signal),
    rateVideo: (call, signal) => ratings.rate(call, signal),
    loadAlbumComments: (call, signal) => gallery.comments(call, signal),
    postAlbumComment: (call, signal) => gallery.postComment(call, signal),
    rateAlbum: (call, signal) => gallery.rateAlbum(call, signal),
  };
}

/** The content domain starts on first use (src/engine/domains/table.ts). */
export const contentFeature: LazyFeature<ContentServices> = {
  actors: contentActors,
  live: liveContentServices,
};
