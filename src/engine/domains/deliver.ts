import type { AnyActorRef, EventObject } from 'xstate';
import { isLazyDomain } from '../../../machines/app/lazyDomains.ts';
import { ROOT_SYSTEM_ID } from '../anchor.ts';

/**
 * Where an event for a system id goes: the actor if it runs; for a lazy domain not started yet,
 * the root keeps it (`app.domainEvent`) until the domain starts. Live and replay deliver alike.
 */
export function deliverTo(
  system: { get(systemId: string): AnyActorRef | undefined },
  to: string,
  event: EventObject,
): boolean {
  const target = system.get(to);
  if (target) {
    target.send(event);
    return true;
  }
  if (!isLazyDomain(to)) return false;
  system.get(ROOT_SYSTEM_ID)?.send({ type: 'app.domainEvent', domain: to, event });
  return true;
}
