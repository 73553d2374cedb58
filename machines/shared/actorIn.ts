import type { AnyActorRef } from 'xstate';

/**
 * The actor registered under a system id, if it runs now, typed: XState's action arguments carry
 * an untyped system (`ActorSystem<any>`), whose `get` returns `any`.
 */
export function actorIn(
  system: { get(systemId: string): unknown },
  systemId: string,
): AnyActorRef | undefined {
  return system.get(systemId) as AnyActorRef | undefined;
}
