import { createTestModel, getAdjacencyMap } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import {
  gateFailures,
  measureModelCoverage,
  writeCoverage,
  type MachineCoverage,
} from './coverage.ts';
import { modelMachine } from './modelMachine.ts';
import { transitionPaths, type GeneratedPath } from './paths.ts';
import { recordingRunner, type RecordingOptions, type RecordingRunner } from './recordedRun.ts';

type Snapshot<T extends AnyStateMachine> = SnapshotFrom<T>;
type ModelPath<T extends AnyStateMachine, E extends EventObject> = GeneratedPath<Snapshot<T>, E>;

/** What an invariant knows besides the snapshot: the path, by name too, and the calls still out. */
interface PathContext<T extends AnyStateMachine, E extends EventObject> {
  /** The path's events, `a → b → c`: the failure message's label. */
  route: string;
  path: ModelPath<T, E>;
  /** The sources whose call is still running after the path (see `RecordingRunner.inFlight`). */
  inFlight: () => string[];
}

export interface ModelSuiteOptions<T extends AnyStateMachine, E extends EventObject> {
  /** The machine's name in `src/testing/machineRegistry.ts` and the coverage report (its id). */
  name?: string;
  /** The model's events: inputs, and `xstate.done/error.actor.<id>` / `xstate.after.…` answers. */
  events: readonly E[];
  /**
   * Instead of one walk with `events` (leave that empty): groups of events, each walked alone over
   * the machine's own graph while the other regions rest, their paths joined. For parallel regions
   * whose product one walk of every event would explore; the gate still measures the union.
   */
  phases?: Readonly<Record<string, readonly E[]>>;
  /** Stand-ins for actions the graph traversal cannot run (`modelMachine`'s second argument). */
  stand?: Record<string, () => void>;
  /** Tells the model's states apart (default: the state value alone). */
  serializeState?: (snapshot: Snapshot<T>) => string;
  /** The machine's input, for the model, the runner and the coverage. */
  input?: unknown;
  /**
   * Instead of `input`: several starting points (a logged-in guest and a visitor, say), the model
   * walked once from each; the paths are run from their own input and the gate measures the union
   * of what they cover (a state or transition is uncovered only if no start reaches it).
   */
  inputs?: readonly unknown[];
  /** The machine whose graph is the model, when it must differ from the one run (default: it). */
  graphOf?: AnyStateMachine;
  /** Events the model's paths leave out (`transitionPaths`' skip). */
  skip?: (event: E) => boolean;
  /** Chooses the paths to run from every transition path (e.g. `coveringPaths`, a length cap). */
  paths?: (
    all: ModelPath<T, E>[],
    model: { graph: T; serializeState: (snapshot: Snapshot<T>) => string; input?: unknown },
  ) => ModelPath<T, E>[];
  /** How the recording runner runs each path (its `input` is the suite's). */
  runner?: Omit<RecordingOptions, 'input'>;
  /**
   * Delays by name whose `xstate.after.<name>.…` step moves time on by exactly that much (a
   * ticking state re-enters its own delay, so "until it fires" would be one tick, not more).
   */
  delays?: Readonly<Record<string, number>>;
  /** Runs before each path (resets the counters that the runner's `actions` keep). */
  beforePath?: () => void;
  /** What the path's end state means; called after its value was checked. */
  invariants?: (snapshot: Snapshot<T>, context: PathContext<T, E>) => void;
  /** Uncovered states or transitions the gate accepts, with the reason. */
  exceptions?: Record<string, string>;
  /** Registers the file's own tests inside the suite's describe, after the standard two. */
  tests?: (suite: ModelSuite<T, E>) => void;
}

export interface ModelSuite<
  T extends AnyStateMachine,
  E extends EventObject,
> extends RecordingRunner<Snapshot<T>> {
  /** The model machine: the machine's own graph, calls and delays as events. */
  graph: T;
  paths: ModelPath<T, E>[];
  serializeState: (snapshot: Snapshot<T>) => string;
  /** Runs every path on the real machine; throws at the first wrong end state or invariant. */
  checkPaths: () => Promise<void>;
  /** What keeps the paths below the coverage gate; empty when they reach it. */
  gateFailures: () => string[];
}

/**
 * One phase's graph: only its own events (`createTestModel` would add every other event the
 * machine accepts, without payload, and walk the regions' product again), and an error answer only
 * where a state takes it: one that no state takes would fail the whole actor.
 */
function phaseAdjacency<T extends AnyStateMachine, E extends EventObject>(
  graph: T,
  events: readonly E[],
  serializeState: (snapshot: Snapshot<T>) => string,
  input: unknown,
): unknown {
  return getAdjacencyMap(graph, {
    events: ((state: AnyMachineSnapshot) =>
      events.filter((e) => !e.type.startsWith('xstate.error.') || state.can(e))) as never,
    serializeState: serializeState as never,
    ...(input === undefined ? {} : { input: input }),
  });
}

const routeOf = (path: { steps: readonly { event: EventObject }[] }) =>
  path.steps.map((step) => step.event.type).join(' → ');

/**
 * The model test without its vitest registration: the model from the machine's own graph, its
 * transition paths, a recording runner, and the two checks. `defineModelSuite` registers them.
 */
export function modelSuite<T extends AnyStateMachine, E extends EventObject = EventObject>(
  machine: T,
  options: ModelSuiteOptions<T, E>,
): ModelSuite<T, E> {
  const name = options.name ?? machine.id;
  const graph = modelMachine((options.graphOf ?? machine) as T, options.stand);
  const serializeState =
    options.serializeState ??
    ((snapshot: Snapshot<T>) => JSON.stringify((snapshot as AnyMachineSnapshot).value));
  const starts = (options.inputs ?? [options.input]).map((input) =>
    startFrom(machine, graph, serializeState, name, input, options),
  );
  const first = starts[0]!;

  async function checkPaths(): Promise<void> {
    for (const { recording, paths } of starts)
      for (const path of paths) {
        options.beforePath?.();
        const snapshot = await recording.run(path.steps.map((step) => step.event));
        const route = routeOf(path);
        const end: unknown = (path.state as AnyMachineSnapshot).value;
        expect((snapshot as AnyMachineSnapshot).value, route).toEqual(end);
        options.invariants?.(snapshot, { route, path, inFlight: recording.inFlight });
      }
  }

  function coverage(): MachineCoverage {
    const each = starts.map(({ input, paths }) =>
      measureModelCoverage(name, graph, paths, {
        ...(input === undefined ? {} : { input }),
        ...(options.exceptions ? { exceptions: options.exceptions } : {}),
      }),
    );
    if (each.length === 1) return each[0]!;
    // Uncovered only where no start covers it; written last, so the report reads the union.
    const union = (kind: 'states' | 'transitions') => {
      const uncovered = each[0]![kind].uncovered.filter((item) =>
        each.every((one) => one[kind].uncovered.includes(item)),
      );
      const { total } = each[0]![kind];
      return { covered: total - uncovered.length, total, uncovered };
    };
    const merged = { ...each[0]!, states: union('states'), transitions: union('transitions') };
    writeCoverage(merged);
    return merged;
  }

  return {
    ...first.recording,
    graph,
    paths: starts.flatMap((start) => start.paths),
    serializeState,
    checkPaths,
    gateFailures: () => gateFailures(coverage()),
  };
}

/** One starting point of the suite: the model's paths from this input and a runner started so. */
function startFrom<T extends AnyStateMachine, E extends EventObject>(
  machine: T,
  graph: T,
  serializeState: (snapshot: Snapshot<T>) => string,
  name: string,
  input: unknown,
  options: ModelSuiteOptions<T, E>,
) {
  const { delays = {}, runner = {} } = options;
  const model = createTestModel(graph, {
    events: options.events as never,
    serializeState: serializeState,
    ...(input === undefined ? {} : { input: input as never }),
  });
  const initial = createActor(graph, { input } as never).getSnapshot();
  const all = options.phases
    ? Object.values(options.phases).flatMap((events) =>
        transitionPaths<Snapshot<T>, E>(
          { getAdjacencyMap: () => phaseAdjacency(graph, events, serializeState, input) },
          initial,
          serializeState,
          options.skip,
        ),
      )
    : transitionPaths<Snapshot<T>, E>(model, initial, serializeState, options.skip);
  const paths = options.paths ? options.paths(all, { graph, serializeState, input }) : all;
  const recording = recordingRunner(name, machine, {
    ...runner,
    ...(input === undefined ? {} : { input }),
    drive: (event, runtime) => {
      const ms = delays[/^xstate\.after\.([^.]+)\./.exec(event.type)?.[1] ?? ''];
      if (ms === undefined) return runner.drive?.(event, runtime) ?? false;
      runtime.advance(ms);
      return true;
    },
  });
  return { input, paths, recording };
}

/**
 * The model test of a machine: registers `describe('<name> model')` with its two standard tests
 * (every transition path on the real machine, each ending where the model says and meaning what
 * `invariants` says; coverage at the gate) and the file's own (`tests`), and returns the suite.
 *
 * @example
 * defineModelSuite(legalMachine, {
 *   events: [readyWith(), { type: 'xstate.done.actor.fetchTexts', output: texts }],
 *   invariants: (snapshot, { route, inFlight }) =>
 *     expect(inFlight().includes('fetchTexts'), route).toBe(snapshot.matches('loading')),
 * });
 */
/**
 * The hang guard of a model walk, the suites' path tests and the files' own walks (not a speed
 * assertion: speed lives in bench/). A walk of thousands
 * of paths takes 20 s on an idle two-core box and five times that at load 30 (a CI beside helpers'
 * builds: the feed's 1 508 paths passed 60 s and the messenger's 3 066 passed 120 s there), so one
 * guard for every suite, far above any honest run, instead of a figure per file tuned to one box.
 */
export const MODEL_WALK_HANG_GUARD_MS = 600_000;

export function defineModelSuite<T extends AnyStateMachine, E extends EventObject = EventObject>(
  machine: T,
  options: ModelSuiteOptions<T, E>,
): ModelSuite<T, E> {
  const suite = modelSuite(machine, options);
  describe(`${options.name ?? machine.id} model`, () => {
    it(
      `runs all ${suite.paths.length} transition paths on the real machine, each state meaning what it says`,
      { timeout: MODEL_WALK_HANG_GUARD_MS },
      () => suite.checkPaths(),
    );
    it('covers the machine at the gate', () => expect(suite.gateFailures()).toEqual([]));
    options.tests?.(suite);
  });
  return suite;
}
