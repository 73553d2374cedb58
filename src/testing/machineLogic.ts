import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import type { IoRun } from '../engine/io.ts';
import type { LogHeader, MachineSubject } from '../engine/log/records.ts';
import type { ReplayOptions } from '../engine/replay.ts';
import type { Wiring } from '../engine/wiring.ts';

/**
 * One machine as the root of an engine: every actor it declares (`setup({ actors })`) becomes a
 * recorded call named by its source key, so a live run records each answer and a replay answers
 * from the log; the named actions are replaced by no-ops (effects that reach outside, such as
 * `sendParent` with no parent). Live and replay build the same logic from the same names.
 *
 * @example
 * const logic = singleMachineLogic(guestMachine, wiring, ['announceLocked'], (src) => pending(src));
 */
export function singleMachineLogic<T extends AnyStateMachine>(
  machine: T,
  wiring: Wiring,
  stubActions: readonly string[],
  run?: (src: string) => IoRun<unknown, unknown>,
): T {
  const actors: Record<string, AnyActorLogic> = {};
  for (const src of Object.keys(machine.implementations.actors))
    actors[src] = wiring.call(src, run?.(src));
  const actions = Object.fromEntries(stubActions.map((name) => [name, () => {}]));
  return machine.provide({ actors, actions } as never) as T;
}

/**
 * How a single-machine log replays: the machine named in the header, taken from `registry`.
 * Throws a clear error when the header names no machine or one the registry does not list.
 */
export function machineReplayOptions(
  subject: MachineSubject | undefined,
  registry: Readonly<Record<string, AnyStateMachine>>,
): ReplayOptions<AnyStateMachine> {
  if (!subject) throw new Error('the log header names no machine');
  const machine = registry[subject.name];
  if (!machine)
    throw new Error(
      `machine '${subject.name}' is not in src/testing/machineRegistry.ts (known: ${Object.keys(registry).join(', ')})`,
    );
  return {
    createLogic: (wiring) => singleMachineLogic(machine, wiring, subject.stubActions),
    inputFromHeader: (header: LogHeader) => header.machine?.input,
  };
}
