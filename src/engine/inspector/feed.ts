import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { EventLog, LogRecord } from '../log/records.ts';
import { Replayer, type ReplayOptions } from '../replay.ts';

/** The state of each actor a record changed, by system id: a machine's value, else its status. */
export type StateChanges = Record<string, unknown>;

export interface FeedEntry {
  record: LogRecord;
  /** Filled once the record has been delivered; null while it is on its way. */
  after: StateChanges | null;
}

type Refs = Map<string, unknown>;

/** The snapshots of every actor with a system id, by reference (snapshots are immutable). */
function snapshotRefs(root: AnyActorRef): Refs {
  const refs: Refs = new Map();
  const all = root.system.getAll() as Record<string, AnyActorRef | undefined>;
  for (const [systemId, ref] of Object.entries(all)) if (ref) refs.set(systemId, ref.getSnapshot());
  return refs;
}

/** What a snapshot is "in": the state value of a machine, the status of anything else. */
export function stateOf(snapshot: unknown): unknown {
  const s = snapshot as { value?: unknown; status?: unknown } | null;
  const value = s?.value;
  // A machine without states (a placeholder) has the value {}: its status says more.
  const empty = typeof value === 'object' && value !== null && Object.keys(value).length === 0;
  if (value !== undefined && !empty) return value;
  return s?.status ?? null;
}

function changesBetween(before: Refs, after: Refs): StateChanges {
  const changes: StateChanges = {};
  for (const [systemId, snapshot] of after) {
    if (before.get(systemId) !== snapshot) changes[systemId] = stateOf(snapshot);
  }
  return changes;
}

export interface FeedSource {
  onRecord(listener: (record: LogRecord) => void): () => void;
  readonly root: AnyActorRef;
}

export interface FeedSnapshot {
  entries: readonly FeedEntry[];
  /** Records written since the feed started, including those dropped from memory. */
  total: number;
  /** Records dropped from memory (the full log stays in the engine). */
  dropped: number;
}

/**
 * The live event stream for the inspector: each record as the engine writes it, with the state
 * changes it led to, keeping the newest `limit` in memory. Shaped for `useSyncExternalStore`.
 *
 * @example
 * const feed = new RecordFeed(engine, 3000);
 * feed.seed(log.records, replayChanges(log, options));
 * const stop = feed.subscribe(() => render(feed.getSnapshot()));
 */
export class RecordFeed {
  private entries: FeedEntry[] = [];
  private total = 0;
  private dropped = 0;
  private snapshot: FeedSnapshot = { entries: [], total: 0, dropped: 0 };
  private readonly listeners = new Set<() => void>();
  private pending: FeedEntry | null = null;
  private refs: Refs;
  private notifyQueued = false;
  private readonly stop: () => void;

  constructor(
    private readonly source: FeedSource,
    private readonly limit = 3000,
  ) {
    this.refs = snapshotRefs(source.root);
    this.stop = source.onRecord((record) => this.add(record));
  }

  /** Records written before the feed started (from an exported log), oldest first. */
  seed(records: readonly LogRecord[], changes?: readonly (StateChanges | null)[]): void {
    const firstLive = this.entries[0]?.record.seq ?? Infinity;
    const seeded = records
      .map((record, index) => ({ record, after: changes?.[index] ?? null }))
      .filter((entry) => entry.record.seq < firstLive);
    this.entries = [...seeded, ...this.entries];
    this.total += seeded.length;
    this.trim();
    this.publish();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): FeedSnapshot => this.snapshot;

  dispose(): void {
    this.stop();
    this.listeners.clear();
  }

  private add(record: LogRecord): void {
    // The engine writes a record, then delivers it: what changed since the previous record
    // (timers that fell due included, as in replay) belongs to the previous one.
    this.settle();
    const entry: FeedEntry = { record, after: null };
    this.pending = entry;
    this.entries.push(entry);
    this.total++;
    this.trim();
    queueMicrotask(() => {
      if (this.pending === entry) this.settle();
      this.publish();
    });
  }

  private settle(): void {
    const entry = this.pending;
    if (!entry) return;
    const now = snapshotRefs(this.source.root);
    entry.after = changesBetween(this.refs, now);
    this.refs = now;
    this.pending = null;
  }

  private trim(): void {
    // Amortized: cut back to the limit once a quarter more has piled up.
    if (this.entries.length <= this.limit * 1.25) return;
    const cut = this.entries.length - this.limit;
    this.entries = this.entries.slice(cut);
    this.dropped += cut;
  }

  private publish(): void {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    queueMicrotask(() => {
      this.notifyQueued = false;
      this.snapshot = { entries: this.entries.slice(), total: this.total, dropped: this.dropped };
      for (const listener of this.listeners) listener();
    });
  }
}

/**
 * The state changes each record of a log led to, by replaying it (for records written before
 * the inspector opened). Stops at a divergence; the rest stay null.
 */
export function replayChanges(
  log: EventLog,
  options: ReplayOptions<AnyStateMachine>,
): (StateChanges | null)[] {
  const replayer = new Replayer(log, options);
  const changes: (StateChanges | null)[] = [];
  let refs = snapshotRefs(replayer.actor);
  for (let index = 0; index < log.records.length; index++) {
    const report = replayer.stepTo(index + 1);
    if (report.applied <= index) break;
    const now = snapshotRefs(replayer.actor);
    changes.push(changesBetween(refs, now));
    refs = now;
  }
  replayer.actor.stop();
  return changes;
}
