import type { SnapshotFrom } from 'xstate';
import type { gatingMachine } from './gating.machine.ts';
import type { GateFacts } from './gating.ts';

type GatingSnapshot = SnapshotFrom<typeof gatingMachine>;

/**
 * The facts the gate decides on, as the owners (guest, age verification, bootstrap) told it: the
 * one source for a view that shows a gate's reason (`useGate`). The same object until an owner
 * tells a change.
 */
export const selectGateFacts = (snapshot: GatingSnapshot): GateFacts & { currency: string } =>
  snapshot.context.facts;
