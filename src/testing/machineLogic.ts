import { fromCallback, type AnyActorLogic, type AnyStateMachine, type EventObject } from 'xstate';
import type { IoRun, StreamSubscribe } from '../engine/io.ts';
import type { LogHeader, MachineSubject } from '../engine/log/records.ts';
import type { ReplayOptions } from '../engine/replay.ts';
import type { Wiring } from '../engine/wiring.ts';

/** What only the live run of a model path has: the services' stand-ins and observing actions. */
export interface LiveStandIns {
  /** The pending call a recorded call of this source runs (the path settles it). */
  run?: (src: string) => IoRun<unknown, unknown>;
  /** Stream services by source (a fake socket): their emits are recorded as pushes. */
  streams?: Readonly<Record<string, StreamSubscribe<EventObject, unknown>>>;
  /** Actions observed in the live run (no-ops in replay: they must not change the machine). */
  actions?: Readonly<Record<string, (...args: never[]) => void>>;
}

// Every `fromCallback` logic shares this transition (a machine declares streams with it).
const CALLBACK_TRANSITION = String(fromCallback(() => () => {}).transition);
const isMachine = (logic: AnyActorLogic): logic is AnyStateMachine =>
  'root' in logic && 'implementations' in logic;
const isCallback = (logic: AnyActorLogic) => String(logic.transition) === CALLBACK_TRANSITION;
const noStream: StreamSubscribe<EventObject, unknown> = () => () => {};

/** Each I/O actor of a machine, recursively through its child machines, as recorded logic. */
function recordedActors(
  machine: AnyStateMachine,
  wiring: Wiring,
  prefix: string,
  live: LiveStandIns,
): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [src, logic] of Object.entries(
    machine.implementations.actors as Record<string, AnyActorLogic>,
  )) {
    const source = `${prefix}${src}`;
    if (isMachine(logic)) actors[src] = recordedActors(logic, wiring, `${source}/`, live);
    else if (isCallback(logic))
      actors[src] = wiring.stream(
        source,
        wiring.mode === 'live' ? (live.streams?.[source] ?? noStream) : undefined,
      );
    else actors[src] = wiring.call(source, live.run?.(source));
  }
  return machine.provide({ actors } as never) as AnyStateMachine;
}

/**
 * One machine as the root of an engine: every actor it declares (`setup({ actors })`) becomes a
 * recorded call named by its source key (a callback actor a recorded stream; a child machine
 * runs, its own actors recorded as `<child>/<src>`), so a live run records each answer and a
 * replay answers from the log; the named actions are replaced by no-ops (effects that reach
 * outside, such as `sendParent` with no parent), or in the live run by the observers given.
 * Live and replay build the same logic from the same names.
 *
 * @example
 * const logic = singleMachineLogic(guestMachine, wiring, ['announceLocked'], { run: pending });
 */
export function singleMachineLogic<T extends AnyStateMachine>(
  machine: T,
  wiring: Wiring,
  stubActions: readonly string[],
  live: LiveStandIns = {},
): T {
  const observed = wiring.mode === 'live' ? (live.actions ?? {}) : {};
  const actions = Object.fromEntries(
    stubActions.map((name) => [name, observed[name] ?? (() => {})]),
  );
  return recordedActors(machine, wiring, '', live).provide({ actions } as never) as T;
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
