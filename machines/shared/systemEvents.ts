import type { AppEvent } from '../app/app.machine.ts';
import type { AvsEvent } from '../avs/avs.machine.ts';
import type { BenefitsEvent } from '../benefits/benefits.machine.ts';
import type { BonusCodeEvent } from '../bonusCode/bonusCode.machine.ts';
import type { BootstrapEvent } from '../bootstrap/bootstrap.machine.ts';
import type { ConsentEvent } from '../consent/consent.machine.ts';
import type { CamsEvent } from '../cams/cams.machine.ts';
import type { ChatTicketsEvent } from '../cams/chatTickets.machine.ts';
import type { ContentEvent } from '../content/content.machine.ts';
import type { ConversionChatEvent } from '../conversionChat/conversionChat.machine.ts';
import type { VideoRatingEvent } from '../content/videoRating.machine.ts';
import type { AlbumCommentsEvent } from '../content/albumComments.machine.ts';
import type { AlbumRatingEvent } from '../content/albumRating.machine.ts';
import type { PreviewScrubEvent } from '../content/previewScrub.machine.ts';
import type { VideoOffersEvent } from '../content/videoOffers.machine.ts';
import type { ActorProfileEvent } from '../actorProfile/actorProfile.machine.ts';
import type { FreeChatEvent } from '../actorProfile/freeChat.machine.ts';
import type { ContestsEvent } from '../contests/contests.machine.ts';
import type { DailyBonusEvent } from '../dailyBonus/dailyBonus.machine.ts';
import type { GatingEvent } from '../gating/gating.machine.ts';
import type { GameAttemptsEvent } from '../gameAttempts/gameAttempts.machine.ts';
import type { GuestEvent } from '../guest/guest.machine.ts';
import type { IncentivesEvent } from '../incentives/incentives.machine.ts';
import type { ListEvent, ListItem, ListQuery } from '../list/list.types.ts';
import type { MediathekEvent } from '../mediathek/mediathek.machine.ts';
import type { MessengerEvent } from '../messenger/messenger.machine.ts';
import type { ModalsEvent } from '../modals/modals.machine.ts';
import type { OnboardingEvent } from '../onboarding/onboarding.machine.ts';
import type { NotificationsEvent } from '../notifications/notifications.machine.ts';
import type { PayTourEvent } from '../payTour/payTour.machine.ts';
import type { PinCallEvent } from '../pinCall/pinCall.machine.ts';
import type { AccountOffersEvent } from '../profile/accountOffers.machine.ts';
import type { AccountSettingsEvent } from '../profile/accountSettings.machine.ts';
import type { NewsletterEvent } from '../profile/newsletter.machine.ts';
import type { WebPushEvent } from '../webPush/webPush.machine.ts';
import type { ProfileEvent } from '../profile/profile.machine.ts';
import type { RealtimeEvent } from '../realtime/realtime.types.ts';
import type { ReportEvent } from '../report/report.types.ts';
import type { RewardsEvent } from '../rewards/rewards.machine.ts';
import type { ShellEvent } from '../shell/shell.events.ts';
import type { SurveyEvent } from '../survey/survey.machine.ts';
import type { SpecialEventsEvent } from '../specialEvents/specialEvents.machine.ts';
import type { VideosEvent } from '../videos/videos.machine.ts';
import type { LiveChatEvent } from '../liveChat/liveChat.machine.ts';
import type { ToyControlEvent } from '../liveChat/toyControl.machine.ts';
import type { OneClickEvent } from '../oneClick/oneClick.machine.ts';
import type { VoiceCallEvent } from '../voiceCall/voiceCall.machine.ts';
import type { ActorPreviewEvent } from '../actorPreview/actorPreview.machine.ts';
import type { TvEvent } from '../tv/tv.machine.ts';
import type { PlayerEvent } from '../player/player.machine.ts';
import type { FeedEvent } from '../feed/feed.events.ts';
import type { BlogEvent } from '../blog/blog.machine.ts';
import type { LibraryEvent } from '../library/library.machine.ts';
import type { SearchEvent } from '../search/search.machine.ts';
import type { LegalEvent } from '../legal/legal.machine.ts';
import type { FavouritesEvent } from '../favourites/favourites.machine.ts';
import type { FavouriteNotificationsEvent } from '../favourites/notifications.machine.ts';

/**
 * The events each actor of the app system accepts, by system id: what `toSystem` (between
 * machines) and `engine.send` (views, env sources) check a send against, so a wrong event for an
 * actor is a type error. The types are the machines' declared event unions (not
 * `EventFromLogic<typeof machine>`), so a machine that sends to another does not make the two
 * machines' inferred types depend on each other.
 */
interface SystemEvents {
  app: AppEvent;
  bootstrap: BootstrapEvent;
  shell: ShellEvent;
  realtime:
    | RealtimeEvent
    | { type: 'realtime.linkUp' }
    | { type: 'realtime.linkDown' }
    | { type: 'heartbeat.tick' };
  report: ReportEvent;
  guest: GuestEvent;
  avs: AvsEvent;
  gating: GatingEvent;
  payTour: PayTourEvent;
  messenger: MessengerEvent;
  /** The messenger's child (machines/conversionChat): the conversion chat's offer and answer. */
  'messenger.conversionChat': ConversionChatEvent;
  notifications: NotificationsEvent;
  incentives: IncentivesEvent;
  /** The incentives' children (machines/onboarding, machines/survey). */
  'incentives.onboarding': OnboardingEvent;
  'incentives.survey': SurveyEvent;
  modals: ModalsEvent;
  rewards: RewardsEvent;
  dailyBonus: DailyBonusEvent;
  gameAttempts: GameAttemptsEvent;
  specialEvents: SpecialEventsEvent;
  bonusCode: BonusCodeEvent;
  benefits: BenefitsEvent;
  consent: ConsentEvent;
  profile: ProfileEvent;
  pinCall: PinCallEvent;
  accountSettings: AccountSettingsEvent;
  newsletter: NewsletterEvent;
  webPush: WebPushEvent;
  accountOffers: AccountOffersEvent;
  content: ContentEvent;
  'content.rating': VideoRatingEvent;
  'content.albumRating': AlbumRatingEvent;
  'content.scrub': PreviewScrubEvent;
  'content.offers': VideoOffersEvent;
  'videos.scrub': PreviewScrubEvent;
  'content.albumComments': AlbumCommentsEvent;
  cams: CamsEvent;
  'cams.tickets': ChatTicketsEvent;
  actorProfile: ActorProfileEvent;
  'actorProfile.freeChat': FreeChatEvent;
  contests: ContestsEvent;
  mediathek: MediathekEvent;
  videos: VideosEvent;
  liveChat: LiveChatEvent;
  'liveChat.toys': ToyControlEvent;
  tv: TvEvent;
  feed: FeedEvent;
  blog: BlogEvent;
  search: SearchEvent;
  legal: LegalEvent;
  /**
   * List actors (machines/list) that domains spawn under ids of their choosing, named
   * `<domain>.list` or `<domain>.<name>.list`: each takes the list events of its items.
   */
  [list: `${string}.list`]: ListEvent<ListItem, ListQuery>;
  /** Players (machines/player) a domain spawns, named `<domain>.player`. */
  [player: `${string}.player`]: PlayerEvent;
  favourites: FavouritesEvent;
  'favourites.notifications': FavouriteNotificationsEvent;
  library: LibraryEvent;
  oneClick: OneClickEvent;
  voiceCall: VoiceCallEvent;
  actorPreview: ActorPreviewEvent;
  /** Owners of pushes still stood in for by `pendingOwner`: they keep any fact. */
  liveEvents: PendingFact;
}

/** What a placeholder owner (`machines/pendingOwner`) takes: any fact, kept and counted. */
interface PendingFact {
  type: string;
  [key: string]: unknown;
}

/** Every system id of the app system. */
export type SystemId = keyof SystemEvents;

/** The events the actor with system id `K` accepts. */
export type EventFor<K extends SystemId> = SystemEvents[K];

/**
 * The system ids that accept event `E` (by its `type`): where a reply such as `payTour.result`
 * may be addressed.
 */
export type SystemIdAccepting<E extends { type: string }> = {
  [K in SystemId]: E['type'] extends SystemEvents[K]['type'] ? K : never;
}[SystemId];
