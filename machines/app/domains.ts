import { actorPreviewManifest } from '../actorPreview/actorPreview.manifest.ts';
import { actorProfileManifest } from '../actorProfile/actorProfile.manifest.ts';
import { avsManifest } from '../avs/avs.manifest.ts';
import { blogManifest } from '../blog/blog.manifest.ts';
import { bootstrapManifest } from '../bootstrap/bootstrap.manifest.ts';
import { camsManifest } from '../cams/cams.manifest.ts';
import { chatTicketsManifest } from '../cams/chatTickets.manifest.ts';
import { consentManifest } from '../consent/consent.manifest.ts';
import { contentManifest } from '../content/content.manifest.ts';
import { contestsManifest } from '../contests/contests.manifest.ts';
import { favouritesManifest } from '../favourites/favourites.manifest.ts';
import { feedManifest } from '../feed/feed.manifest.ts';
import { galleryManifest } from '../gallery/gallery.manifest.ts';
import { gatingManifest } from '../gating/gating.manifest.ts';
import { guestManifest } from '../guest/guest.manifest.ts';
import { incentivesManifest } from '../incentives/incentives.manifest.ts';
import { legalManifest } from '../legal/legal.manifest.ts';
import { libraryManifest } from '../library/library.manifest.ts';
import { liveChatManifest } from '../liveChat/liveChat.manifest.ts';
import { liveEventsManifest } from '../liveEvents/liveEvents.manifest.ts';
import { mediathekManifest } from '../mediathek/mediathek.manifest.ts';
import { messengerManifest } from '../messenger/messenger.manifest.ts';
import { modalsManifest } from '../modals/modals.manifest.ts';
import { notificationsManifest } from '../notifications/notifications.manifest.ts';
import { oneClickManifest } from '../oneClick/oneClick.manifest.ts';
import { payTourManifest } from '../payTour/payTour.manifest.ts';
import { presenceManifest } from '../presence/presence.manifest.ts';
import { profileManifest } from '../profile/profile.manifest.ts';
import { realtimeManifest } from '../realtime/realtime.manifest.ts';
import { reportManifest } from '../report/report.manifest.ts';
import { rewardsManifest } from '../rewards/rewards.manifest.ts';
import { searchManifest } from '../search/search.manifest.ts';
import { shellManifest } from '../shell/shell.manifest.ts';
import { trackingManifest } from '../consent/tracking.manifest.ts';
import { tileGridsManifest } from '../tileGrids/tileGrids.manifest.ts';
import { videoChatsManifest } from '../videoChats/videoChats.manifest.ts';
import { tvManifest } from '../tv/tv.manifest.ts';
import { videosManifest } from '../videos/videos.manifest.ts';
import { voiceCallManifest } from '../voiceCall/voiceCall.manifest.ts';
import { appManifest } from './app.manifest.ts';

/**
 * Every domain of the app system, each described in its own manifest (issue 52 §5): what the
 * engine's tables are derived from, here and beside their readers: the lazy domains
 * (`lazyDomains.ts`), the route domains (`routeDomains.ts`), the push owners and observers
 * (`machines/realtime/realtime.routing.ts`), the gate's clients (`GateClient` below) and the
 * engine's wiring (`src/engine/domains/table.ts`, typed by `LazyDomain`), and the root's machine
 * registry and start lists (`rootDomains.ts`). A new domain: its manifest and its
 * `<domain>.systemEvents.ts` beside its machine, its line here, and its wiring line (the engine
 * provides its machine). The order is the one copies of a push are delivered in, and the one the
 * root starts the domains of one kind in.
 */
export const DOMAIN_MANIFESTS = [
  appManifest,
  bootstrapManifest,
  shellManifest,
  realtimeManifest,
  reportManifest,
  modalsManifest,
  guestManifest,
  avsManifest,
  gatingManifest,
  incentivesManifest,
  consentManifest,
  trackingManifest,
  liveEventsManifest,
  messengerManifest,
  notificationsManifest,
  rewardsManifest,
  payTourManifest,
  contentManifest,
  contestsManifest,
  mediathekManifest,
  presenceManifest,
  camsManifest,
  chatTicketsManifest,
  feedManifest,
  profileManifest,
  favouritesManifest,
  actorProfileManifest,
  videosManifest,
  liveChatManifest,
  tvManifest,
  blogManifest,
  searchManifest,
  legalManifest,
  libraryManifest,
  oneClickManifest,
  voiceCallManifest,
  actorPreviewManifest,
  tileGridsManifest,
  videoChatsManifest,
  galleryManifest,
] as const;

type Manifest = (typeof DOMAIN_MANIFESTS)[number];

/** The manifests of the domains that start on first use (decision 0008). */
export type LazyDomainManifest = Extract<Manifest, { readonly lazy: true }>;

type GateClientsOf<M> = M extends { readonly gateClients: readonly (infer Client)[] }
  ? Client
  : never;

/** The actors that ask the gate (each accepts `gate.answer` and `gate.resumed`). */
export type GateClient = GateClientsOf<Manifest>;

type PushKey = 'owns' | 'observes';
type PushTableOf<M, Key extends PushKey> = M extends { readonly [K in Key]: infer Table }
  ? Table
  : never;
// Both distribute over the manifests' tables (`keyof` a union would keep only common keys).
type ActorsOf<Table> = Table extends unknown ? keyof Table : never;
type FramesOf<Table> = Table extends unknown
  ? { [K in keyof Table]: Table[K] extends readonly (infer Frame)[] ? Frame : never }[keyof Table]
  : never;

/** The actors whose manifests name them in `key` (`owns`: the push owners). */
export type PushActor<Key extends PushKey> = ActorsOf<PushTableOf<Manifest, Key>> & string;
/** The push frames the manifests name in `key` (`owns`: every routed push). */
export type PushFrame<Key extends PushKey> = FramesOf<PushTableOf<Manifest, Key>> & string;

/**
 * The manifests' push table `key` (`owns` or `observes`) as pairs of an actor and a frame, in the
 * order of `DOMAIN_MANIFESTS` and of each manifest's lists.
 */
export function pushesIn<Key extends PushKey>(
  key: Key,
): (readonly [actor: PushActor<Key>, frame: PushFrame<Key>])[] {
  return DOMAIN_MANIFESTS.flatMap((manifest) => {
    // The keys and frames are the manifest's own (typed above); entries lose their literal types.
    const table: Readonly<Record<string, readonly string[]>> =
      (manifest as { readonly [K in PushKey]?: Record<string, readonly string[]> })[key] ?? {};
    return Object.entries(table).flatMap(([actor, frames]) =>
      frames.map((frame) => [actor as PushActor<Key>, frame as PushFrame<Key>] as const),
    );
  });
}
