import type { AnyActorRef, AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { durableHash } from '../durableHash.ts';
import { CLOCK_TARGET } from '../engine.ts';
import type { EventLog, LogRecord } from '../log/records.ts';
import { Replayer, type Divergence, type ReplayOptions } from '../replay.ts';
import { NOT_COMPARABLE } from '../redaction/reseal.ts';
import { appInputFromHeader, createAppLogic } from '../system.ts';
import { stateOf, type StateChanges } from './feed.ts';

/** Replay of the app system: the real machines, no services (answers come from the log). */
export const appReplayOptions: ReplayOptions<AnyStateMachine> = {
  createLogic: (wiring) => createAppLogic(wiring, null),
  inputFromHeader: appInputFromHeader,
};

const SKIPPED_CHECKPOINT = 'inspector.checkpointSkipped';

/**
 * The log with its checkpoints turned into clock-only records (the replay advances its clock to
 * them and nothing else, as for a checkpoint), so that a replay goes on past one it cannot match.
 */
export function withoutCheckpoints(log: EventLog): EventLog {
  return {
    header: log.header,
    records: log.records.map((record): LogRecord =>
      record.kind === 'checkpoint'
        ? {
            seq: record.seq,
            t: record.t,
            kind: 'env',
            to: CLOCK_TARGET,
            event: { type: SKIPPED_CHECKPOINT },
          }
        : record,
    ),
  };
}

interface CheckpointMismatch {
  seq: number;
  /** Records applied when it was checked (the view at this position shows the mismatch). */
  position: number;
  expected: string;
  actual: string;
}

/** What replaying the whole log proved. */
export interface Verification {
  /** Checkpoints in the log, how many were checked so far, and how many the replay reproduced. */
  checkpoints: number;
  checked: number;
  matched: number;
  /** The first mismatches, oldest first (at most 20 are kept), and how many there were. */
  mismatches: CheckpointMismatch[];
  mismatchCount: number;
  /**
   * Checkpoints of a redacted log marked not comparable (redaction changed what the replay does
   * from there: docs/decisions/0004-redaction.md), passed unverified; and the first one's seq.
   */
  notComparable: number;
  notComparableFrom: number | null;
  /** The anchor the log starts from did not restore to its hash. */
  anchorMismatch: { expected: string; actual: string } | null;
  /** A record the replay could not take (no such call in flight, no open stream): it stops here. */
  stopped: Divergence | null;
}

const KEYFRAME_EVERY = 256;
const KEEP_MISMATCHES = 20;

type Frame = Map<string, unknown>;
type Diff = [AnyActorRef, unknown][];

/** What the builder fills in as it goes: a timeline shows the records replayed so far. */
interface TimelineParts {
  root: AnyActorRef;
  reachable: number;
  complete: boolean;
  verification: Verification;
  diffs: Diff[];
  keyframes: Frame[];
  taken: Map<string, AnyTransitionDefinition[]>[];
  systemIds: Map<string, AnyActorRef>;
}

export interface TimelineOptions {
  replay?: ReplayOptions<AnyStateMachine>;
  /** Keep the transitions each record took (the inspector's statechart highlights them). */
  transitions?: boolean;
}

/**
 * A log replayed once, with every actor's snapshot after every record kept (as changes, with
 * a full frame every 256 records), so that any position can be shown at once, forwards or back,
 * and every checkpoint is verified on the way without stopping at the first one that differs.
 *
 * The replay runs on a copy of the log without checkpoints ({@link withoutCheckpoints}) and
 * compares the hashes itself: a redacted log, whose personal data no longer hashes the same,
 * stays viewable, and the verification says honestly which checkpoints matched.
 *
 * @example
 * const timeline = ReplayTimeline.build(decodeLog(text));
 * timeline.verification; // { checkpoints: 404, matched: 404, mismatches: [], … }
 * timeline.snapshotAt(120, timeline.systemRef('shell')!); // the shell after 120 records
 */
export class ReplayTimeline {
  /** The replayed root (its own snapshot is the last one; read positions through the timeline). */
  readonly root: AnyActorRef;
  readonly verification: Verification;
  private readonly diffs: Diff[];
  private readonly keyframes: Frame[];
  private readonly taken: Map<string, AnyTransitionDefinition[]>[];
  private readonly systemIds: Map<string, AnyActorRef>;
  private cache: { position: number; frame: Frame } | null = null;

  private constructor(
    readonly log: EventLog,
    private readonly parts: TimelineParts,
  ) {
    this.root = parts.root;
    this.verification = parts.verification;
    this.diffs = parts.diffs;
    this.keyframes = parts.keyframes;
    this.taken = parts.taken;
    this.systemIds = parts.systemIds;
  }

  /** Records replayed so far: all of them once complete, unless the replay had to stop. */
  get reachable(): number {
    return this.parts.reachable;
  }

  /** Whether the replay is through (a {@link TimelineBuilder} may still be adding records). */
  get complete(): boolean {
    return this.parts.complete;
  }

  /** Replays `log` to its end (or to where it must stop), keeping what every position shows. */
  static build(log: EventLog, options: TimelineOptions = {}): ReplayTimeline {
    const builder = new TimelineBuilder(log, options);
    builder.advance(Infinity);
    return builder.result();
  }

  /** @internal Used by {@link TimelineBuilder}. */
  static assemble(log: EventLog, parts: TimelineParts): ReplayTimeline {
    return new ReplayTimeline(log, parts);
  }

  get total(): number {
    return this.log.records.length;
  }

  /** Whether every checkpoint was reproduced and every record applied. */
  get verified(): boolean {
    const v = this.verification;
    return (
      this.complete &&
      v.stopped === null &&
      v.anchorMismatch === null &&
      v.matched === v.checkpoints
    );
  }

  /** Clamps a position to what the replay reached. */
  clamp(position: number): number {
    return Math.max(0, Math.min(Math.trunc(position), this.reachable));
  }

  /** The snapshot of each actor (by session id) after `position` records. */
  frameAt(position: number): Frame {
    const target = this.clamp(position);
    if (this.cache?.position === target) return this.cache.frame;
    const base = Math.floor(target / KEYFRAME_EVERY);
    let from = base * KEYFRAME_EVERY;
    let frame: Frame;
    if (this.cache && this.cache.position <= target && this.cache.position >= from) {
      from = this.cache.position;
      frame = new Map(this.cache.frame);
    } else frame = new Map(this.keyframes[base]);
    for (let p = from + 1; p <= target; p++)
      for (const [ref, snapshot] of this.diffs[p] ?? []) frame.set(ref.sessionId, snapshot);
    this.cache = { position: target, frame };
    return frame;
  }

  snapshotAt(position: number, ref: AnyActorRef): unknown {
    return this.frameAt(position).get(ref.sessionId);
  }

  /** The actor registered under a system id (the app's ids are fixed for a session). */
  systemRef(systemId: string): AnyActorRef | undefined {
    return this.systemIds.get(systemId);
  }

  /** The record applied last at `position`, if any. */
  recordBefore(position: number): LogRecord | undefined {
    return this.log.records[this.clamp(position) - 1];
  }

  /**
   * The session's time at `position` (ms since the epoch): its start plus the time of the record
   * applied last, as the guest's page saw it then. Views draw countdowns with it in a replay.
   */
  sessionTimeAt(position: number): number {
    const started = Date.parse(this.log.header.startedAt);
    return (Number.isFinite(started) ? started : 0) + (this.recordBefore(position)?.t ?? 0);
  }

  /** The state of each actor with a system id that the record at `index` changed. */
  changesOf(index: number): StateChanges | null {
    if (index + 1 > this.reachable) return null;
    const changes: StateChanges = {};
    const ids = new Map([...this.systemIds].map(([id, ref]) => [ref, id]));
    for (const [ref, snapshot] of this.diffs[index + 1] ?? []) {
      const id = ids.get(ref);
      if (id !== undefined) changes[id] = stateOf(snapshot);
    }
    return changes;
  }

  /** The transitions an actor took while the last record before `position` was applied. */
  transitionsAt(position: number, ref: AnyActorRef): AnyTransitionDefinition[] {
    return this.taken[this.clamp(position)]?.get(ref.sessionId) ?? [];
  }

  /** Stops the replayed system. */
  dispose(): void {
    this.root.stop();
  }
}

/**
 * Builds a {@link ReplayTimeline} a slice at a time, so a long log can show its progress (and
 * the page stays responsive) while it is replayed.
 *
 * @example
 * const builder = new TimelineBuilder(log);
 * while (!builder.advance(2_000)) { show(builder.progress); await nextFrame(); }
 * const timeline = builder.result();
 */
export class TimelineBuilder {
  /** The timeline being built: it grows as {@link advance} replays more records. */
  readonly timeline: ReplayTimeline;
  private readonly replayer: Replayer<AnyStateMachine>;
  private readonly root: AnyActorRef;
  private readonly parts: TimelineParts;
  private readonly current: Frame = new Map();
  private taking: Map<string, AnyTransitionDefinition[]> = new Map();
  private readonly inspection: { unsubscribe(): void };
  private changed: Diff = [];
  private added = false;

  constructor(
    private readonly log: EventLog,
    options: TimelineOptions = {},
  ) {
    const replay = options.replay ?? appReplayOptions;
    const working = withoutCheckpoints(log);
    let replayer = new Replayer(working, replay);
    let anchorMismatch: Verification['anchorMismatch'] = null;
    const initial = replayer.report().divergence;
    const anchor = log.header.anchor;
    const anchorComparable = anchor?.hash !== NOT_COMPARABLE;
    if (initial && anchor && initial.actual !== undefined) {
      // The anchor restored to another hash: say so (unless redaction marked it not comparable),
      // and go on from what it restored to.
      if (anchorComparable) anchorMismatch = { expected: anchor.hash, actual: initial.actual };
      replayer.actor.stop();
      const header = { ...working.header, anchor: { ...anchor, hash: initial.actual } };
      replayer = new Replayer({ ...working, header }, replay);
    }
    this.replayer = replayer;
    this.root = replayer.actor;
    this.parts = {
      root: this.root,
      reachable: 0,
      complete: false,
      verification: {
        checkpoints: log.records.filter((record) => record.kind === 'checkpoint').length,
        checked: 0,
        matched: 0,
        mismatches: [],
        mismatchCount: 0,
        notComparable: 0,
        notComparableFrom: anchor && !anchorComparable ? anchor.seq : null,
        anchorMismatch,
        stopped: null,
      },
      diffs: [],
      keyframes: [],
      taken: [],
      systemIds: new Map(),
    };
    // Snapshots arrive through inspection as actors update, so no walk over the tree per record.
    const transitions = options.transitions ?? false;
    this.inspection = this.root.system.inspect((event) => {
      if (event.type === '@xstate.snapshot') {
        const ref = event.actorRef as AnyActorRef;
        if (this.current.get(ref.sessionId) === event.snapshot) return;
        this.current.set(ref.sessionId, event.snapshot);
        this.changed.push([ref, event.snapshot]);
      } else if (event.type === '@xstate.actor') this.added = true;
      else if (transitions && event.type === '@xstate.microstep') {
        const list = this.taking.get(event.actorRef.sessionId) ?? [];
        list.push(...event._transitions);
        this.taking.set(event.actorRef.sessionId, list);
      }
    });
    this.parts.diffs.push(this.walk());
    this.parts.keyframes.push(new Map(this.current));
    this.parts.taken.push(new Map());
    this.timeline = ReplayTimeline.assemble(log, this.parts);
  }

  /** Records replayed so far, of all. */
  get progress(): { done: number; total: number } {
    return { done: this.parts.reachable, total: this.log.records.length };
  }

  /** Replays up to `count` more records; true once the log is done (or cannot go on). */
  advance(count: number): boolean {
    const { parts } = this;
    const records = this.log.records;
    const end = Math.min(records.length, parts.reachable + count);
    while (!parts.complete && parts.reachable < end) {
      const record = records[parts.reachable]!;
      this.taking = new Map();
      const report = this.replayer.stepTo(parts.reachable + 1);
      if (report.divergence) {
        parts.verification.stopped = report.divergence;
        this.finish();
        break;
      }
      // The diffs first: `reachable` promises that the position is there to read.
      const position = parts.reachable + 1;
      if (record.kind === 'checkpoint') this.check(record.seq, record.hash, position);
      parts.diffs.push(this.takeChanges());
      parts.taken.push(this.taking);
      if (position % KEYFRAME_EVERY === 0) parts.keyframes.push(new Map(this.current));
      parts.reachable = position;
    }
    if (parts.reachable >= records.length) this.finish();
    return parts.complete;
  }

  /** Stops early (the page moved on): the timeline keeps what was replayed. */
  abandon(): ReplayTimeline {
    this.finish();
    return this.timeline;
  }

  result(): ReplayTimeline {
    if (!this.parts.complete)
      throw new Error('TimelineBuilder.result() before the replay finished');
    return this.timeline;
  }

  private finish(): void {
    if (this.parts.complete) return;
    this.parts.complete = true;
    this.inspection.unsubscribe();
  }

  private check(seq: number, expected: string, position: number): void {
    const v = this.parts.verification;
    v.checked++;
    if (expected === NOT_COMPARABLE) {
      v.notComparable++;
      v.notComparableFrom ??= seq;
      return;
    }
    const actual = durableHash(this.root);
    if (actual === expected) {
      v.matched++;
      return;
    }
    v.mismatchCount++;
    if (v.mismatches.length < KEEP_MISMATCHES)
      v.mismatches.push({ seq, position, expected, actual });
  }

  /** The snapshots of every actor now (the first frame: actors started before inspection). */
  private walk(): Diff {
    const changed: Diff = [];
    const visit = (ref: AnyActorRef) => {
      const snapshot: unknown = ref.getSnapshot();
      changed.push([ref, snapshot]);
      this.current.set(ref.sessionId, snapshot);
      const children = (snapshot as { children?: Record<string, AnyActorRef | undefined> })
        .children;
      for (const child of Object.values(children ?? {})) if (child) visit(child);
    };
    visit(this.root);
    this.register();
    return changed;
  }

  private takeChanges(): Diff {
    const changed = this.changed;
    this.changed = [];
    if (this.added) this.register();
    return changed;
  }

  private register(): void {
    this.added = false;
    const all = this.root.system.getAll() as Record<string, AnyActorRef | undefined>;
    for (const [id, ref] of Object.entries(all)) if (ref) this.parts.systemIds.set(id, ref);
  }
}
