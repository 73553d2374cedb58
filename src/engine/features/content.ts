import type { SnapshotFrom } from 'xstate';
import { contentMachine } from '../../../machines/content/content.machine.ts';
import type {
  ContentBuyReply,
  ContentCall,
  ContentItem,
} from '../../../machines/content/content.types.ts';
import {
  ratingAfter,
  videoRatingMachine,
  type RateCall,
  type RatingCall,
  type VideoRating,
} from '../../../machines/content/videoRating.machine.ts';
import { createContentApi } from '../../../services/content/contentApi.ts';
import { createRatingApi } from '../../../services/content/ratingApi.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { LiveDeps } from './deps.ts';
import {
  demoPlayerServices,
  livePlayerServices,
  providePlayer,
  type PlayerServices,
} from './player.ts';

/**
 * The content feature's wiring (video details and photo album pages): its services, live and
 * demo, and its machine provided with them. The machine runs under the system id `content`.
 */
export interface ContentServices {
  loadContentItem: IoRun<ContentItem, ContentCall>;
  buyContentItem: IoRun<ContentBuyReply, ContentCall>;
  loadVideoRating: IoRun<VideoRating, RatingCall>;
  rateVideo: IoRun<VideoRating, RateCall>;
  player: PlayerServices;
}

export interface ContentSnapshots {
  content: SnapshotFrom<typeof contentMachine>;
  'content.rating': SnapshotFrom<typeof videoRatingMachine>;
}

export function contentActors(wiring: Wiring, services: ContentServices | null) {
  const content = contentMachine.provide({
    actors: {
      loadItem: wiring.call('content.loadItem', services?.loadContentItem),
      buyItem: wiring.call('content.buyItem', services?.buyContentItem),
      player: providePlayer(wiring, services?.player ?? null),
      videoRating: videoRatingMachine.provide({
        actors: {
          loadRating: wiring.call('content.loadRating', services?.loadVideoRating),
          rateVideo: wiring.call('content.rateVideo', services?.rateVideo),
        },
      }),
    },
  });
  return { content };
}

export function liveContentServices(deps: LiveDeps): ContentServices {
  const api = createContentApi(deps.fetch);
  const ratings = createRatingApi(deps.fetch);
  return {
    player: livePlayerServices(),
    loadContentItem: ({ request, ref }, signal) => api.loadItem(request, ref, signal),
    buyContentItem: ({ request, ref }, signal) => api.buyItem(request, ref, signal),
    loadVideoRating: (call, signal) => ratings.load(call, signal),
    rateVideo: (call, signal) => ratings.rate(call, signal),
  };
}

/** Answers at once with demo data: one free video or album per id, bought once asked to. */
export function demoContentServices(): ContentServices {
  const bought = new Set<string>();
  const item = ({ ref }: ContentCall): ContentItem => ({
    kind: ref.kind,
    id: ref.id,
    actorName: ref.actorName,
    title: `Demo ${ref.kind} ${ref.id}`,
    description: '',
    price: { value: 1.99, currency: 'EUR' },
    avsRequired: false,
    bought: bought.has(`${ref.kind}:${ref.id}`),
    duration: ref.kind === 'video' ? 60 : null,
    pictureCount: ref.kind === 'album' ? 2 : 0,
    previews: [{ id: 1, url: 'data:image/svg+xml,%3Csvg%2F%3E', avsRequired: false }],
    pictures: [],
    // No clip without the simulator: the page offers no preview box.
    preview: null,
  });
  const ratings = new Map<number, VideoRating>();
  const ratingOf = (videoId: number): VideoRating =>
    ratings.get(videoId) ?? { videoId, likes: 12, dislikes: 1, guestRating: null };
  return {
    player: demoPlayerServices(),
    loadVideoRating: async ({ videoId }) => ratingOf(videoId),
    rateVideo: async ({ videoId, rating }) => {
      const next = ratingAfter(ratingOf(videoId), rating);
      ratings.set(videoId, next);
      return next;
    },
    loadContentItem: async (call) => item(call),
    buyContentItem: async (call) => {
      bought.add(`${call.ref.kind}:${call.ref.id}`);
      return { item: item(call) };
    },
  };
}

/** The content domain starts on first use (src/engine/domains/table.ts). */
export const contentFeature: LazyFeature<ContentServices> = {
  actors: contentActors,
  live: liveContentServices,
  demo: demoContentServices,
};
