import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import {
  isServerFrameType,
  serverFrameSchema,
  type ServerFrame,
} from '../../services/realtime/frames.ts';
import { faultSchema, type Fault } from './faults.ts';
import type { Timers } from './hub.ts';

/** One line of a scenario: at `at` ms after the start, send `frame` or apply `fault`. */
export type ScenarioStep =
  { at: number; line: number; frame: ServerFrame } | { at: number; line: number; fault: Fault };

export interface Scenario {
  name: string;
  file: string;
  steps: ScenarioStep[];
}

export class ScenarioError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    detail: string,
  ) {
    super(`Invalid scenario ${file}${line === null ? '' : ` line ${line}`}: ${detail}`);
    this.name = 'ScenarioError';
  }
}

const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]*$/;

const lineSchema = z.strictObject({
  at: z.number().int().nonnegative(),
  frame: z.unknown().optional(),
  fault: z.unknown().optional(),
});

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/**
 * Parses a scenario file's text: one JSON object a line (blank lines are skipped), `at` never
 * decreasing, each with exactly one of `frame` (a server frame valid under the contract) or
 * `fault` (a fault-control body). The error names the file and the line.
 */
export function parseScenario(file: string, text: string): Scenario {
  const steps: ScenarioStep[] = [];
  const lines = text.split('\n');
  let previousAt = 0;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const fail = (detail: string) => new ScenarioError(file, line, detail);
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw fail('not JSON');
    }
    const parsed = lineSchema.safeParse(value);
    if (!parsed.success) throw fail(firstIssue(parsed.error));
    const { at, frame, fault } = parsed.data;
    if (at < previousAt) throw fail(`at ${at} is before the previous line's ${previousAt}`);
    previousAt = at;
    if ((frame === undefined) === (fault === undefined)) {
      throw fail('a line has exactly one of "frame" and "fault"');
    }
    if (fault !== undefined) {
      const checked = faultSchema.safeParse(fault);
      if (!checked.success) throw fail(`fault: ${firstIssue(checked.error)}`);
      steps.push({ at, line, fault: checked.data });
      return;
    }
    const type: unknown = (frame as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !isServerFrameType(type)) {
      throw fail(`frame: unknown server frame type ${JSON.stringify(type ?? null)}`);
    }
    const checked = serverFrameSchema(type).safeParse(frame);
    if (!checked.success) throw fail(`frame ${type}: ${firstIssue(checked.error)}`);
    steps.push({ at, line, frame: checked.data });
  });
  if (steps.length === 0) throw new ScenarioError(file, null, 'no lines');
  return { name: basename(file, '.jsonl'), file, steps };
}

/** Reads and validates every `*.jsonl` in `dir`, by name. */
export function loadScenarios(dir: string): Map<string, Scenario> {
  const scenarios = new Map<string, Scenario>();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  for (const name of files) {
    const file = join(dir, name);
    const scenario = parseScenario(file, readFileSync(file, 'utf8'));
    if (!SCENARIO_NAME.test(scenario.name)) {
      throw new ScenarioError(file, null, 'the name must be lower-case letters, digits and dashes');
    }
    scenarios.set(scenario.name, scenario);
  }
  return scenarios;
}

export function describeScenario(scenario: Scenario) {
  return {
    name: scenario.name,
    lines: scenario.steps.length,
    durationMs: scenario.steps.at(-1)?.at ?? 0,
    types: [
      ...new Set(
        scenario.steps.map((step) =>
          'frame' in step ? step.frame.type : `fault:${step.fault.action}`,
        ),
      ),
    ],
  };
}

export const PACES = ['recorded', 'fast', 'stepped'] as const;
export type Pace = (typeof PACES)[number];

/** Sends one step to the run's guest; resolves with how many sockets it reached once written. */
export type Deliver = (accountId: number, step: ScenarioStep) => Promise<number>;

export interface RunGuest {
  accountId: number;
  login: string;
}

interface SentStep {
  index: number;
  line: number;
  at: number;
  what: string;
  sockets: number;
  sentAfterMs: number;
}

export interface RunProgress {
  runId: string;
  scenario: string;
  login: string;
  guestId: number;
  pace: Pace;
  lines: number;
  sent: number;
  status: 'running' | 'finished' | 'stopped';
  startedAt: string;
  log: SentStep[];
  /** Why a run stopped on its own (a step failed). */
  error?: string;
}

interface Run {
  progress: RunProgress;
  steps: ScenarioStep[];
  startedAt: number;
  timer: unknown;
  /** A step is being delivered (fast and stepped runs wait for the write). */
  busy: boolean;
  /** Settles once the run finished or was stopped: what `ended()` hands out. */
  ended: Promise<void>;
  end: () => void;
}

const KEEP_FINISHED = 50;

/**
 * Plays scenarios to a guest: `recorded` sends each line at its `at` after the start, `fast` sends
 * each line once the previous one was written, `stepped` sends one line per `step()`.
 */
export class ScenarioPlayer {
  private nextId = 1;
  private readonly runs = new Map<string, Run>();
  private closed = false;

  constructor(
    private readonly deliver: Deliver,
    private readonly timers: Timers,
  ) {}

  start(scenario: Scenario, guest: RunGuest, pace: Pace): RunProgress {
    const runId = `run-${this.nextId++}`;
    const startedAt = this.timers.now();
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    const run: Run = {
      ended,
      end,
      steps: scenario.steps,
      startedAt,
      timer: null,
      busy: false,
      progress: {
        runId,
        scenario: scenario.name,
        login: guest.login,
        guestId: guest.accountId,
        pace,
        lines: scenario.steps.length,
        sent: 0,
        status: 'running',
        startedAt: new Date(startedAt).toISOString(),
        log: [],
      },
    };
    this.runs.set(runId, run);
    this.prune();
    if (pace === 'recorded') this.scheduleRecorded(run);
    if (pace === 'fast') void this.playFast(run);
    return this.snapshot(run);
  }

  /** Sends the next line of a stepped run (answering what it sent); `finished` when none is left. */
  async step(
    runId: string,
  ): Promise<(SentStep & { step: ScenarioStep }) | 'finished' | 'busy' | 'notStepped' | undefined> {
    const run = this.runs.get(runId);
    if (!run) return undefined;
    if (run.progress.pace !== 'stepped') return 'notStepped';
    if (run.progress.status !== 'running') return 'finished';
    if (run.busy) return 'busy';
    const sent = await this.sendNext(run);
    if (sent === 'finished') return sent;
    const step = run.steps[sent.index];
    return step ? { ...sent, step } : 'finished';
  }

  get(runId: string): RunProgress | undefined {
    const run = this.runs.get(runId);
    return run && this.snapshot(run);
  }

  /**
   * The run's progress once it finished or was stopped: the player's completion, which a test
   * awaits instead of polling `get`. Undefined for an unknown run.
   *
   * @example
   * const run = player.start(scenario, guest, 'fast');
   * expect((await player.ended(run.runId))?.status).toBe('finished');
   */
  async ended(runId: string): Promise<RunProgress | undefined> {
    const run = this.runs.get(runId);
    if (!run) return undefined;
    await run.ended;
    return this.snapshot(run);
  }

  stop(runId: string): RunProgress | undefined {
    const run = this.runs.get(runId);
    if (!run) return undefined;
    this.halt(run, 'stopped');
    return this.snapshot(run);
  }

  /** Stops every run and clears its timer (server close). */
  close(): void {
    this.closed = true;
    for (const run of this.runs.values()) this.halt(run, 'stopped');
  }

  private scheduleRecorded(run: Run): void {
    const step = run.steps[run.progress.sent];
    if (!step || run.progress.status !== 'running') return;
    const send = () => void this.sendNext(run).then(() => this.scheduleRecorded(run));
    const wait = run.startedAt + step.at - this.timers.now();
    // Lines that are due go out one after the other, without waiting for another timer.
    if (wait <= 0) return send();
    run.timer = this.timers.setTimeout(() => {
      run.timer = null;
      send();
    }, wait);
  }

  private async playFast(run: Run): Promise<void> {
    while (run.progress.status === 'running') await this.sendNext(run);
  }

  private async sendNext(run: Run): Promise<SentStep | 'finished'> {
    const index = run.progress.sent;
    const step = run.steps[index];
    if (!step || run.progress.status !== 'running') return 'finished';
    run.busy = true;
    const sentAfterMs = this.timers.now() - run.startedAt;
    let sockets = 0;
    try {
      sockets = await this.deliver(run.progress.guestId, step);
    } catch (error) {
      run.progress.error = `line ${step.line}: ${error instanceof Error ? error.message : String(error)}`;
      this.halt(run, 'stopped');
      return 'finished';
    } finally {
      run.busy = false;
    }
    const sent: SentStep = {
      index,
      line: step.line,
      at: step.at,
      what: 'frame' in step ? step.frame.type : `fault:${step.fault.action}`,
      sockets,
      sentAfterMs,
    };
    // A run stopped while its step was being written keeps its status.
    if (run.progress.status !== 'running') return sent;
    run.progress.log.push(sent);
    run.progress.sent = index + 1;
    if (run.progress.sent >= run.steps.length) this.halt(run, 'finished');
    return sent;
  }

  private halt(run: Run, status: 'finished' | 'stopped'): void {
    if (run.timer !== null) this.timers.clearTimeout(run.timer);
    run.timer = null;
    if (run.progress.status === 'running') run.progress.status = status;
    run.end();
  }

  private prune(): void {
    const done = [...this.runs.entries()].filter(([, run]) => run.progress.status !== 'running');
    for (const [runId] of done.slice(0, Math.max(0, done.length - KEEP_FINISHED))) {
      this.runs.delete(runId);
    }
  }

  private snapshot(run: Run): RunProgress {
    return { ...run.progress, log: run.progress.log.map((entry) => ({ ...entry })) };
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
