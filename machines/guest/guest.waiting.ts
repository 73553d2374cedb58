import type { AwaitedUpdate, UpdateArrivedEvent } from '../shared/domainEvents.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import type { GuestContext, GuestEvent } from './guest.types.ts';

type Waiting = GuestContext['waiting'];

/** The update each push brings to a domain that waits for it (`guest.awaitUpdate`). */
const UPDATE_OF_PUSH: Partial<Record<GuestEvent['type'], AwaitedUpdate>> = {
  'push.vipAboUpdate': 'vipAbo',
  'push.vxtvAboUpdate': 'vxtvAbo',
  'push.bonusCodeRedeemed': 'bonusCode',
  'push.guestBalance': 'moneyCharge',
};

/**
 * The callback a push runs (seed 000 §4): the system id that registered for its update and the
 * `guest.updateArrived` it is told, carrying the push's fields; null when nobody waits.
 */
export function arrivalOf(
  waiting: Waiting,
  event: GuestEvent,
): { replyTo: SystemIdAccepting<UpdateArrivedEvent>; arrived: UpdateArrivedEvent } | null {
  const update = UPDATE_OF_PUSH[event.type];
  const replyTo = update === undefined ? undefined : waiting[update];
  if (update === undefined || replyTo === undefined) return null;
  const { type: _type, ...push } = event as { type: string; [field: string]: unknown };
  return { replyTo, arrived: { type: 'guest.updateArrived', update, push } };
}

/** The waiting domains without the one this push answered: a callback runs once. */
export function withoutAnswered(waiting: Waiting, type: GuestEvent['type']): Waiting {
  const update = UPDATE_OF_PUSH[type];
  const rest = { ...waiting };
  if (update) delete rest[update];
  return rest;
}
