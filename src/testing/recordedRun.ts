import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, onTestFailed } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createLiveEngine, type LiveEngine } from '../engine/engine.ts';
import { encodeLog } from '../engine/log/jsonl.ts';
import type { EventLog } from '../engine/log/records.ts';
import { ManualTime } from '../engine/testing/manualTime.ts';
import { singleMachineLogic } from './machineLogic.ts';

/** Where failing paths' logs go, beside `reports/model-coverage.json`. */
export const FAILURE_DIR = 'reports/model-failures';

export interface RecordingOptions {
  /** The machine's input (written into the log header, so replay starts the same). */
  input?: unknown;
  /** Actions replaced by no-ops (effects that reach outside the machine, e.g. `sendParent`). */
  stubActions?: readonly string[];
  /** Invoke ids whose actor source is named differently (`hideTeaser` → `setTeaserState`). */
  srcOf?: Readonly<Record<string, string>>;
  /** Where failure logs are written (default {@link FAILURE_DIR}). */
  dir?: string;
}

export interface RecordingRunner {
  /**
   * Runs one generated path on the real machine inside a recording engine: input events are
   * recorded and delivered, `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle the
   * pending call of that actor with the event's `output` / `error`, `xstate.after.<delay>.<state>`
   * moves the engine's manual clock to the next due timer. Returns the machine's snapshot. When
   * called inside a vitest test, a failure of that test saves the last run's log.
   */
  run(events: readonly EventObject[]): Promise<AnyMachineSnapshot>;
  /** The log of the last run, with the machine (and `failure`, if given) named in its header. */
  lastLog(failure?: string): EventLog | null;
  /** Writes the last run's log as `<dir>/<name>-<n>.jsonl`, `failure` in its header; the file. */
  saveFailure(failure: string): string | null;
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
export function recordingRunner(
  name: string,
  machine: AnyStateMachine,
  options: RecordingOptions = {},
): RecordingRunner {
  const stubActions = [...(options.stubActions ?? [])];
  let last: { engine: LiveEngine<AnyStateMachine>; route: string } | null = null;
  let saved = 0;
  let hookedTest: string | undefined;

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

  async function run(events: readonly EventObject[]): Promise<AnyMachineSnapshot> {
    hookFailure();
    last?.engine.stop();
    last = null;
    const pending: Record<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }> =
      {};
    const time = new ManualTime();
    const engine = createLiveEngine({
      createLogic: (wiring) =>
        singleMachineLogic(
          machine,
          wiring,
          stubActions,
          (src) => () => new Promise((resolve, reject) => (pending[src] = { resolve, reject })),
        ),
      inputFromHeader: () => options.input,
      time,
      header: { appVersion: 'model-test', language: 'en', url: `machine:${name}` },
    }).start();
    await settleTurn();
    for (const event of events) {
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (settled) {
        const src = options.srcOf?.[settled[2]!] ?? settled[2]!;
        const call = pending[src];
        delete pending[src];
        if (settled[1] === 'done') call?.resolve((event as { output?: unknown }).output);
        else call?.reject((event as { error?: unknown }).error);
      } else if (event.type.startsWith('xstate.after.')) {
        const due = engine.clock.nextDueAt();
        if (due !== null) time.advance(Math.max(0, due - time.now()));
      } else if (event.type !== 'xstate.init') engine.send('app', event);
      await settleTurn();
    }
    // The engine stays up until the next run: the log is exported only when a failure asks.
    last = { engine, route: events.map((event) => event.type).join(' → ') };
    return engine.actor.getSnapshot() as AnyMachineSnapshot;
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

  return { run, lastLog, saveFailure };
}
