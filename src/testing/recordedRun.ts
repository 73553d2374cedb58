import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, onTestFailed } from 'vitest';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  SnapshotFrom,
} from 'xstate';
import { createLiveEngine, type LiveEngine } from '../engine/engine.ts';
import { encodeLog } from '../engine/log/jsonl.ts';
import type { EventLog } from '../engine/log/records.ts';
import { ManualTime } from '../engine/testing/manualTime.ts';
import { singleMachineLogic, type LiveStandIns } from './machineLogic.ts';
import { durableHash } from '../engine/durableHash.ts';

/** Where failing paths' logs go, beside `reports/model-coverage.json`. */
const FAILURE_DIR = 'reports/model-failures';

export interface RecordingOptions {
  /** The machine's input (written into the log header, so replay starts the same). */
  input?: unknown;
  /** Actions replaced by no-ops (effects that reach outside the machine, e.g. `sendParent`). */
  stubActions?: readonly string[];
  /** Invoke ids whose actor source is named differently (`hideTeaser` → `setTeaserState`). */
  srcOf?: Readonly<Record<string, string>>;
  /** Where failure logs are written (default {@link FAILURE_DIR}). */
  dir?: string;
  /**
   * Actions observed in the live run (a counter, a spy), by name: listed as no-op actions in the
   * log header, so they must not change the machine (replay runs without them).
   */
  actions?: LiveStandIns['actions'];
  /** Stream services by source (a fake socket): what they emit is recorded as pushes. */
  streams?: LiveStandIns['streams'];
  /**
   * Causes a model event in the system under test when sending it is not how it happens (a push
   * through the fake socket, time passing by a set amount); returns false to leave it to the
   * default handling.
   */
  drive?: (event: EventObject, runtime: PathRuntime) => boolean | Promise<boolean>;
}

/** What `drive` can do to the running system: send, move time, settle a pending call. */
export interface PathRuntime {
  send<E extends EventObject>(event: E): void;
  /** Moves the manual clock on by `ms`, firing due timers. */
  advance(ms: number): void;
  settle(src: string, outcome: { output: unknown } | { error: unknown }): void;
  readonly engine: LiveEngine<AnyStateMachine>;
}

interface SchedulerTable {
  _snapshot: { _scheduledEvents: Record<string, { event: EventObject }> };
}

/** Whether a delayed event of this type is waiting in the actor system. */
function isScheduled(engine: LiveEngine<AnyStateMachine>, type: string): boolean {
  const table = (engine.actor.system as unknown as SchedulerTable)._snapshot._scheduledEvents;
  return Object.values(table).some((scheduled) => scheduled.event.type === type);
}

export interface RecordingRunner<S extends AnyMachineSnapshot = AnyMachineSnapshot> {
  /**
   * Runs one generated path on the real machine inside a recording engine: input events are
   * recorded and delivered, `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle the
   * pending call of that actor with the event's `output` / `error`, `xstate.after.<delay>.<state>`
   * moves the engine's manual clock to the next due timer. Returns the machine's snapshot. When
   * called inside a vitest test, a failure of that test saves the last run's log.
   */
  run: (events: readonly AnyEventObject[]) => Promise<S>;
  /** The sources whose call of the last run is still running (started, neither settled nor cancelled). */
  inFlight: () => string[];
  /** The log of the last run, with the machine (and `failure`, if given) named in its header. */
  lastLog: (failure?: string) => EventLog | null;
  /** Writes the last run's log as `<dir>/<name>-<n>.jsonl`, `failure` in its header; the file. */
  saveFailure: (failure: string) => string | null;
}

const settleTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A path runner that records: each run is an engine event log of that machine, and a failing
 * test writes the log of its failing path to `reports/model-failures/<name>-<n>.jsonl`, which
 * `npm run replay -- <file>` replays (the machine comes from `src/testing/machineRegistry.ts`,
 * where `name` must be listed).
 *
 * @example
 * const { run } = recordingRunner('guest', guestMachine, { stubActions: Object.keys(stand) });
 * const snapshot = await run(path.steps.map((step) => step.event));
 * expect(snapshot.value).toEqual(path.state.value); // on failure: reports/model-failures/guest-1.jsonl
 */
export function recordingRunner<T extends AnyStateMachine>(
  name: string,
  machine: T,
  options: RecordingOptions = {},
): RecordingRunner<SnapshotFrom<T>> {
  const stubActions = [
    ...new Set([...(options.stubActions ?? []), ...Object.keys(options.actions ?? {})]),
  ];
  let last: { engine: LiveEngine<AnyStateMachine>; route: string } | null = null;
  let saved = 0;
  let hookedTest: string | undefined;
  let pending: Record<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void; signal: AbortSignal }
  > = {};

  function saveFailure(failure: string): string | null {
    const log = last && lastLog(`${failure}\npath: ${last.route}`);
    if (!log) return null;
    const dir = options.dir ?? FAILURE_DIR;
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}-${++saved}.jsonl`);
    writeFileSync(file, encodeLog(log));
    return file;
  }

  function hookFailure(): void {
    const state = expect.getState();
    const test = `${state.testPath ?? ''}::${state.currentTestName ?? ''}`;
    if (state.currentTestName === undefined || hookedTest === test) return;
    hookedTest = test;
    onTestFailed(({ task }) => {
      const error = task.result?.errors?.[0];
      const file = saveFailure(error?.message ?? 'the test failed');
      if (file) console.error(`model path failed; its log: ${file}\n  npm run replay -- ${file}`);
    });
  }

  async function run(events: readonly AnyEventObject[]): Promise<SnapshotFrom<T>> {
    hookFailure();
    last?.engine.stop();
    last = null;
    pending = {};
    const time = new ManualTime();
    const engine = createLiveEngine({
      hash: durableHash,
      createLogic: (wiring) =>
        singleMachineLogic(machine, wiring, stubActions, {
          run: (src) => (_input, signal) =>
            new Promise((resolve, reject) => (pending[src] = { resolve, reject, signal })),
          ...(options.streams ? { streams: options.streams } : {}),
          ...(options.actions ? { actions: options.actions } : {}),
        }),
      inputFromHeader: () => options.input,
      time,
      header: { appVersion: 'model-test', language: 'en', url: `machine:${name}` },
    }).start();
    const runtime: PathRuntime = {
      engine,
      send: (event) => engine.send('app', event),
      advance: (ms) => time.advance(ms),
      settle: (src, outcome) => {
        const call = pending[src];
        delete pending[src];
        if ('output' in outcome) call?.resolve(outcome.output);
        else call?.reject(outcome.error);
      },
    };
    await settleTurn();
    for (const event of events) {
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (event.type === 'xstate.init') continue;
      if (options.drive && (await options.drive(event, runtime))) {
        // Caused by the test's own stimulus.
      } else if (settled) {
        const src = options.srcOf?.[settled[2]!] ?? settled[2]!;
        runtime.settle(
          src,
          settled[1] === 'done'
            ? { output: (event as { output?: unknown }).output }
            : { error: (event as { error?: unknown }).error },
        );
      } else if (event.type.startsWith('xstate.after.')) {
        // Time passes until this delay fires (timers due before it fire first, as they would).
        let due = engine.clock.nextDueAt();
        while (due !== null && isScheduled(engine, event.type)) {
          time.advance(Math.max(0, due - time.now()));
          due = engine.clock.nextDueAt();
        }
      } else runtime.send(event);
      await settleTurn();
    }
    // The engine stays up until the next run: the log is exported only when a failure asks.
    last = { engine, route: events.map((event) => event.type).join(' → ') };
    return engine.actor.getSnapshot();
  }

  function lastLog(failure?: string): EventLog | null {
    if (!last) return null;
    const log = last.engine.exportLog();
    return {
      ...log,
      header: {
        ...log.header,
        machine: {
          name,
          ...(options.input === undefined ? {} : { input: options.input }),
          stubActions,
          ...(failure === undefined ? {} : { failure }),
        },
      },
    };
  }

  const inFlight = () =>
    Object.entries(pending)
      .filter(([, call]) => !call.signal.aborted)
      .map(([src]) => src);

  return { run, inFlight, lastLog, saveFailure };
}
