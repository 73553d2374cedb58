/**
 * Which machine owns each inbound frame type (`shared/contract/realtime.md`, server to client).
 * The realtime machine handles the lifecycle frames itself and forwards every other push, as a
 * fact, to the actor under this system id.
 */
const PUSH_OWNERS = {
  guest: [
    'guestBalance',
    'vouchers',
    'giftsUpdate',
    'chatEnd',
    'voicecallStart',
    'voicecallStop',
    'dataProtection',
    'guestLocked',
    'vipAboUpdate',
    'vxtvAboUpdate',
    'pageReload',
    'guestEmailVerified',
    'loyaltyPointsChanged',
    'bonusCodeRedeemed',
    'statusBar',
    'sendSignupEmailResult',
  ],
  avs: ['avsRevoked', 'avsSet', 'avsPending', 'avsRejected'],
  messenger: [
    'channels',
    'channelUpdate',
    'channelArchived',
    'incomingMessage',
    'messageAck',
    'messageRejected',
    'allChannelsSeen',
    'actorOnline',
    'actorOffline',
    'messengerContentChange',
    'freeShowStart',
    'freeShowStop',
  ],
  notifications: ['navbarNotifications', 'floatingNotifications', 'notification'],
  favourites: [
    'FavoriteActorPinned',
    'FavoriteActorUnpinned',
    'FavoriteAlbumPinned',
    'FavoriteAlbumUnpinned',
    'FavoriteSedcardsAlbumPinned',
    'FavoriteSedcardsAlbumUnpinned',
    'FavoritePicturePinned',
    'FavoritePictureUnpinned',
    'FavoriteActors',
  ],
  oneClick: ['canOneClickResult', 'chargeOneClickResult'],
  liveEvents: ['clashOfCamsVoting', 'liveReaction'],
  /** The shown actor's free-chat duration (a child of the profile; dropped while none runs). */
  'actorProfile.freeChat': ['freeChatDurationChanged'],
  cams: ['privateTicketShowInvitation'],
  liveChat: [
    'liveChatStarted',
    'liveChatMessage',
    'liveChatBilled',
    'liveChatToyQueued',
    'liveChatToyStarted',
    'liveChatToyDone',
    'liveChatToyRejected',
  ],
} as const;

export type PushOwner = keyof typeof PUSH_OWNERS;
export const PUSH_OWNER_IDS = Object.keys(PUSH_OWNERS) as PushOwner[];

const ownerByType: ReadonlyMap<string, PushOwner> = new Map(
  PUSH_OWNER_IDS.flatMap((owner) => PUSH_OWNERS[owner].map((type) => [type, owner] as const)),
);

/** The owner of a push event (`push.<frameType>`), or null for the lifecycle frames. */
export function ownerOfPush(eventType: string): PushOwner | null {
  return ownerByType.get(eventType.slice('push.'.length)) ?? null;
}

/**
 * Pushes the realtime machine also acts on before it forwards them: a guest message's ack or
 * rejection settles its resend queue.
 */
const ROUTED_THROUGH_REALTIME: ReadonlySet<string> = new Set([
  'push.messageAck',
  'push.messageRejected',
  // A live-chat line's echo acknowledges the guest's own line (its `clientMessageId`).
  'push.liveChatMessage',
]);

/**
 * The owner a push goes to in one hop, past the realtime machine, or null when the realtime
 * machine must see it (its lifecycle frames, and the acks above). The engine's socket stream
 * delivers these straight to the owner, live and in replay alike; the realtime machine's own
 * `routePush` (the same table) stays for every other path a push could take.
 */
function directOwnerOfPush(eventType: string): PushOwner | null {
  return ROUTED_THROUGH_REALTIME.has(eventType) ? null : ownerOfPush(eventType);
}

/**
 * Domains that get a copy of a push besides its owner, only while they run: a copy never starts
 * a lazy domain (it loads fresh data when it starts), and the owner above is unchanged.
 */
const PUSH_OBSERVERS = {
  cams: ['actorOnline', 'actorOffline'],
  favourites: ['actorOnline', 'actorOffline'],
  actorProfile: ['actorOnline', 'actorOffline'],
  voiceCall: ['voicecallStart', 'voicecallStop'],
  /** While a check is pending, each new session re-reads its status (a decision may be lost). */
  avs: ['ackSession'],
} as const satisfies Record<string, readonly string[]>;

const observersByType: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [observer, types] of Object.entries(PUSH_OBSERVERS))
    for (const type of types) map.set(type, [...(map.get(type) ?? []), observer]);
  return map;
})();

/** The domains that also see a push (`push.<frameType>`) while they run. */
export function observersOfPush(eventType: string): readonly string[] {
  return observersByType.get(eventType.slice('push.'.length)) ?? [];
}

/** A push's one-hop route: its owner (see {@link directOwnerOfPush}) and its observers. */
export function directRouteOfPush(eventType: string): {
  owner: PushOwner | null;
  observers: readonly string[];
} {
  return { owner: directOwnerOfPush(eventType), observers: observersOfPush(eventType) };
}

/** The push events the realtime machine forwards (its own lifecycle frames are not among them). */
export const ROUTED_PUSH_EVENTS = PUSH_OWNER_IDS.flatMap((owner) =>
  PUSH_OWNERS[owner].map((type) => `push.${type}` as const),
);
