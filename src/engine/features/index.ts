import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import {
  accountActors,
  liveAccountServices,
  type AccountServices,
  type AccountSnapshots,
} from './account.ts';
// Content and contests start on first use: only their types here, their code loads on demand.
import type { CamsSnapshots } from './cams.ts';
import type { RealtimeSnapshots } from './realtime.ts';
import type { ChatTicketsSnapshots } from './chatTickets.ts';
import type { PresenceSnapshots } from './presence.ts';
import type { ActorProfileSnapshots } from './actorProfile.ts';
import type { ContentSnapshots } from './content.ts';
import type { ContestsSnapshots } from './contests.ts';
import type { FeedSnapshots } from './feed.ts';
import type { ProfileSnapshots } from './profile.ts';
import type { VideosSnapshots } from './videos.ts';
import type { LiveChatSnapshots } from './liveChat.ts';
import type { TvSnapshots } from './tv.ts';
import type { BlogSnapshots } from './blog.ts';
import type { SearchSnapshots } from './search.ts';
import type { LegalSnapshots } from './legal.ts';
import type { FavouritesSnapshots } from './favourites.ts';
import type { LibrarySnapshots } from './library.ts';
import type { OneClickSnapshots } from './oneClick.ts';
import type { VoiceCallSnapshots } from './voiceCall.ts';
import type { ActorPreviewSnapshots } from './actorPreview.ts';
import type { TileGridsSnapshots } from './tileGrids.ts';
import type { LiveEventsSnapshots } from './liveEvents.ts';
import type { VideoChatsSnapshots } from './videoChats.ts';
import type { GallerySnapshots } from './gallery.ts';
import {
  guestActors,
  liveGuestServices,
  type GuestServices,
  type GuestSnapshots,
} from './guest.ts';
import {
  incentivesActors,
  liveIncentivesServices,
  type IncentivesServices,
  type IncentivesSnapshots,
} from './incentives.ts';
// The messenger and the notifications start once the guest is known to be logged in.
import type { MessengerSnapshots } from './messenger.ts';
// The pay tour starts on first use (issue 50 §5): only its types here.
import type { PayTourSnapshots } from './payTour.ts';
// The rewards start once the guest is known to be logged in, or with a rewards screen.
import type { RewardsSnapshots } from './rewards.ts';

/** Every boot-time feature's services: part of `AppServices` (lazy ones: `lazyServices`). */
export interface FeatureServices extends GuestServices, AccountServices, IncentivesServices {}

/** Every feature's actors by system id. */
export interface FeatureSnapshots
  extends
    GuestSnapshots,
    RealtimeSnapshots,
    ContentSnapshots,
    AccountSnapshots,
    PayTourSnapshots,
    MessengerSnapshots,
    IncentivesSnapshots,
    RewardsSnapshots,
    ContestsSnapshots,
    CamsSnapshots,
    ChatTicketsSnapshots,
    PresenceSnapshots,
    ProfileSnapshots,
    ActorProfileSnapshots,
    FeedSnapshots,
    VideosSnapshots,
    TvSnapshots,
    BlogSnapshots,
    SearchSnapshots,
    LegalSnapshots,
    FavouritesSnapshots,
    LibrarySnapshots,
    OneClickSnapshots,
    VoiceCallSnapshots,
    ActorPreviewSnapshots,
    TileGridsSnapshots,
    LiveEventsSnapshots,
    VideoChatsSnapshots,
    GallerySnapshots,
    LiveChatSnapshots {}

export type FeatureSystemId = keyof FeatureSnapshots;

/** The features' machines, provided with their (recorded) services, for `appMachine.provide`. */
export function featureActors(wiring: Wiring, services: FeatureServices | null) {
  return {
    ...guestActors(wiring, services),
    ...accountActors(wiring, services),
    ...incentivesActors(wiring, services),
  };
}

/** The features' browser services (the core ones — logout, reload — come from `liveServices.ts`). */
export function liveFeatureServices(deps: LiveDeps) {
  return {
    ...liveGuestServices(deps),
    ...liveAccountServices(deps),
    ...liveIncentivesServices(deps),
  };
}
