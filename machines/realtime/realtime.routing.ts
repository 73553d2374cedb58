import { pushesIn, type PushActor } from '../app/domains.ts';

/**
 * Which machine owns each inbound frame type (`shared/contract/realtime.md`, server to client):
 * each domain's manifest names the frames its actors own (`owns`). The realtime machine handles
 * the lifecycle frames itself; the engine hands every other push, as a fact, to the actor under
 * this system id.
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

/**
 * A push's one-hop route: its owner (null for the realtime machine's lifecycle frames, which the
 * socket stream gives back to it) and its observers. The engine's socket stream delivers by it,
 * live and in replay alike; no machine routes a push.
 */
export function directRouteOfPush(eventType: string): {
  owner: PushOwner | null;
  observers: readonly PushActor<'observes'>[];
} {
  return { owner: ownerOfPush(eventType), observers: observersOfPush(eventType) };
}
