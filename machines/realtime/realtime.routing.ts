import { pushesIn, type PushActor } from '../app/domains.ts';

/**
 * Which machine owns each inbound frame type (`shared/contract/realtime.md`, server to client):
 * each domain's manifest names the frames its actors own (`owns`). The realtime machine handles
 * the lifecycle frames itself and forwards every other push, as a fact, to the actor under this
 * system id.
 */
const PUSH_OWNERS = pushesIn('owns');

export type PushOwner = PushActor<'owns'>;
export const PUSH_OWNER_IDS: readonly PushOwner[] = [
  ...new Set(PUSH_OWNERS.map(([owner]) => owner)),
];

const ownerByType: ReadonlyMap<string, PushOwner> = new Map(
  PUSH_OWNERS.map(([owner, frame]) => [frame, owner] as const),
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
 * Domains that get a copy of a push besides its owner, only while they run (each manifest's
 * `observes`): a copy never starts a lazy domain (it loads fresh data when it starts), and the
 * owner above is unchanged.
 */
const observersByType: ReadonlyMap<string, readonly PushActor<'observes'>[]> = (() => {
  const map = new Map<string, PushActor<'observes'>[]>();
  for (const [observer, frame] of pushesIn('observes'))
    map.set(frame, [...(map.get(frame) ?? []), observer]);
  return map;
})();

/** The domains that also see a push (`push.<frameType>`) while they run. */
export function observersOfPush(eventType: string): readonly PushActor<'observes'>[] {
  return observersByType.get(eventType.slice('push.'.length)) ?? [];
}

/** A push's one-hop route: its owner (see {@link directOwnerOfPush}) and its observers. */
export function directRouteOfPush(eventType: string): {
  owner: PushOwner | null;
  observers: readonly PushActor<'observes'>[];
} {
  return { owner: directOwnerOfPush(eventType), observers: observersOfPush(eventType) };
}

/** The push events the realtime machine forwards (its own lifecycle frames are not among them). */
export const ROUTED_PUSH_EVENTS = PUSH_OWNERS.map(([, frame]) => `push.${frame}` as const);
