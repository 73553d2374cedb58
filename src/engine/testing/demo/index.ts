import type { LazyFeature } from '../../domains/feature.ts';
import { ServiceError } from '../../../../services/http/serviceError.ts';
import { actorPreviewFeature } from '../../features/actorPreview.ts';
import { actorProfileFeature } from '../../features/actorProfile.ts';
import { blogFeature } from '../../features/blog.ts';
import { camsFeature } from '../../features/cams.ts';
import { chatTicketsFeature } from '../../features/chatTickets.ts';
import { contentFeature } from '../../features/content.ts';
import { contestsFeature } from '../../features/contests.ts';
import { favouritesFeature } from '../../features/favourites.ts';
import { galleryFeature } from '../../features/gallery.ts';
import { feedFeature } from '../../features/feed.ts';
import { legalFeature } from '../../features/legal.ts';
import { libraryFeature } from '../../features/library.ts';
import { liveEventsFeature } from '../../features/liveEvents.ts';
import { liveChatFeature } from '../../features/liveChat.ts';
import { messengerFeature } from '../../features/messenger.ts';
import { oneClickFeature } from '../../features/oneClick.ts';
import { payTourFeature } from '../../features/payTour.ts';
import { presenceFeature } from '../../features/presence.ts';
import { realtimeFeature } from '../../features/realtime.ts';
import { profileFeature } from '../../features/profile.ts';
import { rewardsFeature } from '../../features/rewards.ts';
import { searchFeature } from '../../features/search.ts';
import { tileGridsFeature } from '../../features/tileGrids.ts';
import { tvFeature } from '../../features/tv.ts';
import { videoChatsFeature } from '../../features/videoChats.ts';
import { videosFeature } from '../../features/videos.ts';
import { voiceCallFeature } from '../../features/voiceCall.ts';
import { demoAccountServices } from './account.ts';
import { demoActorPreviewServices } from './actorPreview.ts';
import { demoActorProfileServices } from './actorProfile.ts';
import { demoBlogServices } from './blog.ts';
import { demoCamsServices, demoChatTicketsServices, demoShowsStore } from './cams.ts';
import type { DemoShowsStore } from './cams.ts';
import { demoContentServices } from './content.ts';
import { demoContestsServices } from './contests.ts';
import { demoFeedServices } from './feed.ts';
import { demoGalleryServices } from './gallery.ts';
import { demoGuestServices } from './guest.ts';
import { demoIncentivesServices } from './incentives.ts';
import { demoLegalServices } from './legal.ts';
import { demoLibraryServices } from './library.ts';
import { demoLiveEventsServices } from './liveEvents.ts';
import { demoMessengerServices, demoToyControls } from './messenger.ts';
import { demoPayTourServices } from './payTour.ts';
import { demoPlayerServices } from './player.ts';
import { demoPresenceServices } from './presence.ts';
import { demoProfileServices } from './profile.ts';
import { demoRealtimeServices, demoSocket, type DemoSocket } from './realtime.ts';
import { demoRewardsServices } from './rewards.ts';
import { demoSearchServices } from './search.ts';
import { demoTileGridsServices } from './tileGrids.ts';
import { demoTvServices } from './tv.ts';
import { demoVideoChatsServices } from './videoChats.ts';
import { demoVideosServices } from './videos.ts';
import { demoVoiceCallServices } from './voiceCall.ts';

/**
 * The demo services of tests, tools and benches: every call answers at once with demo data. They
 * live here, beside the test support, so a feature file holds only its port, its wiring and its
 * live adapter, and no demo data ships in the app's chunks.
 */

/** Every boot-time feature's demo services (the core ones come from `demoAppServices`). */
export function demoFeatureServices() {
  return {
    ...demoGuestServices(),
    ...demoAccountServices(),
    ...demoIncentivesServices(),
  };
}

/**
 * The demo state one engine's features share (the cams list the shows the tickets sell), and its
 * socket (the realtime connection's, on which a test pushes facts).
 */
type DemoStores = { readonly shows: DemoShowsStore; readonly socket: DemoSocket };

type DemoEntry = readonly [LazyFeature<never>, (stores: DemoStores) => unknown];
/** Pairs a lazy feature with its demo services, checked against the feature's service type. */
const demoOf = <T>(feature: LazyFeature<T>, demo: (stores: DemoStores) => T): DemoEntry =>
  [feature as LazyFeature<never>, demo] as const;

const LAZY_DEMOS = new Map<LazyFeature<never>, (stores: DemoStores) => unknown>([
  demoOf(actorPreviewFeature, demoActorPreviewServices),
  demoOf(actorProfileFeature, demoActorProfileServices),
  demoOf(blogFeature, demoBlogServices),
  demoOf(camsFeature, ({ shows }) => demoCamsServices(shows)),
  demoOf(chatTicketsFeature, ({ shows }) => demoChatTicketsServices(shows)),
  demoOf(contentFeature, demoContentServices),
  demoOf(contestsFeature, demoContestsServices),
  // The demo list comes over the socket (pushed by tests); REST answers nothing either.
  demoOf(favouritesFeature, () => ({
    loadFavourites: () => Promise.reject(new ServiceError('network', 'demo: no REST list')),
  })),
  demoOf(feedFeature, demoFeedServices),
  demoOf(galleryFeature, demoGalleryServices),
  demoOf(legalFeature, demoLegalServices),
  demoOf(libraryFeature, demoLibraryServices),
  demoOf(liveEventsFeature, demoLiveEventsServices),
  demoOf(liveChatFeature, () => ({
    player: demoPlayerServices(),
    loadToyControls: () => Promise.resolve(demoToyControls),
    clock: () => Promise.resolve(Date.now()),
    // No query service in the demo: a live preview keeps the seed's limit (decision 0041).
    freePreviewInit: () => Promise.reject(new ServiceError('network', 'demo: no query service')),
    freePreviewDecline: () => Promise.reject(new ServiceError('network', 'demo: no query service')),
  })),
  demoOf(messengerFeature, demoMessengerServices),
  demoOf(oneClickFeature, () => ({})),
  demoOf(payTourFeature, demoPayTourServices),
  demoOf(presenceFeature, demoPresenceServices),
  demoOf(profileFeature, demoProfileServices),
  demoOf(realtimeFeature, ({ socket }) => demoRealtimeServices(socket)),
  demoOf(rewardsFeature, demoRewardsServices),
  demoOf(searchFeature, demoSearchServices),
  demoOf(tileGridsFeature, demoTileGridsServices),
  demoOf(tvFeature, demoTvServices),
  demoOf(videoChatsFeature, demoVideoChatsServices),
  demoOf(videosFeature, demoVideosServices),
  demoOf(voiceCallFeature, demoVoiceCallServices),
]);

/**
 * One engine's demo services by lazy feature, over one demo state, so what one feature changes
 * another reads (a ticket bought is held in the shows list); a feature without an entry here is a
 * mistake, said at once. `socket` is the realtime connection's (`demoAppServices` gives its own,
 * with which a test pushes); by default one for guest 7.
 *
 * @example
 * const services = { ...demo.services, lazy: lazyServices(demoLazyBuilder()) };
 */
export function demoLazyBuilder(
  socket: DemoSocket = demoSocket(7),
): <T>(feature: LazyFeature<T>) => T {
  const stores: DemoStores = { shows: demoShowsStore(), socket };
  return <T>(feature: LazyFeature<T>): T => {
    const demo = LAZY_DEMOS.get(feature as LazyFeature<never>);
    if (!demo) throw new Error('A lazy feature has no demo services in src/engine/testing/demo');
    return demo(stores) as T;
  };
}

/** A lazy feature's demo services on a demo state of their own (one feature's test or tool). */
export function demoLazyServices<T>(feature: LazyFeature<T>): T {
  return demoLazyBuilder()(feature);
}
