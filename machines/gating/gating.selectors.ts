import type { SnapshotFrom } from 'xstate';
import type { PayFlow } from '../shared/domainEvents.ts';
import type { gatingMachine } from './gating.machine.ts';
import { decideGate, type GuardedAction, type RestrictionReason } from './gating.ts';

type GatingSnapshot = SnapshotFrom<ReturnType<typeof gatingMachine>>;

/**
 * What stands first in the way of `action` (a purchase at no price: the login and the age
 * check), from the facts the owners (guest, age verification, bootstrap) told the gate; null
 * when nothing does. For a view's label or hint: the one decision, never re-derived in a view.
 *
 * @example
 * const selectChatReason = selectGateReason('chat'); // at module level: one selector per action
 * const reason = useSystemSelector('gating', selectChatReason);
 */
export const selectGateReason =
  (action: GuardedAction) =>
  (snapshot: GatingSnapshot): RestrictionReason | null =>
    decideGate({ action }, snapshot.context.facts).reason;

/**
 * The way past the gate of `action` the gate offers (what `ui.passRequested` opens): null when
 * nothing stands in the way, or when only a login would and login is off.
 */
export const selectGateOpening =
  (action: GuardedAction) =>
  (snapshot: GatingSnapshot): PayFlow | null =>
    decideGate({ action }, snapshot.context.facts).open?.flow ?? null;
