import type { Anchor, LogRecord } from './log/records.ts';

export interface RingLimits {
  /** Most records kept (the ring drops whole segments, oldest first). */
  maxRecords: number;
  /** Most bytes kept: the UTF-8 JSON of the records and of the segments' anchors. */
  maxBytes: number;
  /** Records older than this (engine time, ms) are dropped with their segment. */
  maxAgeMs: number;
  /** A new segment, with its anchor, starts after this many records. */
  segmentRecords: number;
}

/**
 * What a support report needs is the last stretch of the session before the guest reported,
 * not the whole day: the ring keeps 4 MB (UTF-8 JSON; about 1 MB gzip once exported) or 30
 * minutes, whichever is shorter. An active session writes about 1 to 2 KB of log a second
 * (200 B a record, 5 to 10 records a second: scrolls, inputs, pushes, checkpoints), so 4 MB holds
 * the 30 minutes; the engine bench's busy workload (50 records a second) still fits 7 minutes,
 * and a push storm of 100 000 records keeps its last 20 000 or so. Segments of 5 000 records
 * (about 1 MB) keep an anchor's cost (a persisted snapshot of the whole system) near a tenth of
 * its segment. See docs/decisions/0006-engine-throughput-and-ring.md.
 */
export const DEFAULT_RING: RingLimits = {
  maxRecords: 100_000,
  maxBytes: 4 * 1024 * 1024,
  maxAgeMs: 30 * 60_000,
  segmentRecords: 5_000,
};

/**
 * A segment of the ring. The open one keeps its records as they were written (records and their
 * events are immutable data, as the machines' states are); a full one is sealed into the UTF-8
 * bytes of one JSON array (a byte a character for the ASCII that log JSON mostly is, with no
 * string header or array slot per record), its anchor too. Encoding a segment at once is half
 * the CPU of a `JSON.stringify` per record, and keeps no string per record alive until the seal
 * (issue 52 §7). The anchor's JSON is taken when the segment opens (it freezes the state of that
 * record); its bytes come with the seal.
 */
interface Segment {
  anchor: Uint8Array | string | null;
  records: LogRecord[];
  sealed: Uint8Array | null;
  count: number;
  /** The anchor's characters until the seal, then the anchor's and the records' UTF-8 bytes. */
  bytes: number;
  lastT: number;
}

/** Runs a segment's seal: at once, or later in a task of its own (the page's). */
export type SealScheduler = (seal: () => void) => void;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function openSegment(anchor: Anchor | null, lastT: number): Segment {
  const json = anchor ? JSON.stringify(anchor) : null;
  return {
    anchor: json,
    records: [],
    sealed: null,
    count: 0,
    // Characters, until the segment is sealed and measured in bytes.
    bytes: json?.length ?? 0,
    lastT,
  };
}

const anchorOf = (anchor: Segment['anchor']): Anchor | null =>
  anchor === null
    ? null
    : (JSON.parse(typeof anchor === 'string' ? anchor : decoder.decode(anchor)) as Anchor);

/**
 * The live log: a ring of segments, each starting at an anchor (a restorable snapshot), so a
 * session open for a day stays bounded and an export always replays from its first anchor.
 * Records are kept encoded: that freezes them and measures their size in one step.
 */
export class Recorder {
  private segments: Segment[];
  private count = 0;
  private bytes = 0;

  /**
   * `first`: the anchor the log starts at, when the run did not start fresh. `sealLater`: when a
   * full segment is sealed. A page passes a task of its own: sealing 5 000 records (about 1 MB)
   * after the anchor's snapshot made the record that filled the segment one long task (56 ms in
   * the feed bench's counters); the records read the same before and after it.
   */
  constructor(
    private readonly limits: RingLimits = DEFAULT_RING,
    first: Anchor | null = null,
    private readonly sealLater: SealScheduler = (seal) => seal(),
  ) {
    this.segments = [openSegment(first, first?.t ?? 0)];
    this.bytes = this.segments[0]!.bytes;
  }

  append(record: LogRecord): void {
    const segment = this.segments[this.segments.length - 1]!;
    segment.records.push(record);
    segment.count++;
    segment.lastT = record.t;
    this.count++;
  }

  /** True when the current segment is full and the engine should start a new one with an anchor. */
  wantsAnchor(): boolean {
    return this.segments[this.segments.length - 1]!.count >= this.limits.segmentRecords;
  }

  startSegment(anchor: Anchor, now: number): void {
    const full = this.segments[this.segments.length - 1]!;
    this.sealLater(() => this.seal(full));
    const next = openSegment(anchor, anchor.t);
    this.segments.push(next);
    this.bytes += next.bytes;
    this.trim(now);
  }

  private seal(segment: Segment): void {
    // Sealed already, or dropped by the ring before its turn came.
    if (segment.sealed || !this.segments.includes(segment)) return;
    segment.sealed = encoder.encode(JSON.stringify(segment.records));
    segment.records = [];
    if (typeof segment.anchor === 'string') segment.anchor = encoder.encode(segment.anchor);
    const bytes = (segment.anchor?.byteLength ?? 0) + segment.sealed.byteLength;
    this.bytes += bytes - segment.bytes;
    segment.bytes = bytes;
  }

  /**
   * Drops whole segments, oldest first, while the ring is over a limit. The bytes it weighs are
   * those of the sealed segments and the anchors: a full segment whose seal a page runs in a
   * task of its own counts from its seal on, at the next trim.
   */
  private trim(now: number): void {
    while (this.segments.length > 1) {
      const oldest = this.segments[0]!;
      const over =
        this.count > this.limits.maxRecords ||
        this.bytes > this.limits.maxBytes ||
        now - oldest.lastT > this.limits.maxAgeMs;
      if (!over) break;
      this.segments.shift();
      this.count -= oldest.count;
      this.bytes -= oldest.bytes;
    }
  }

  /** What the ring holds; the records of segments not sealed yet are measured as they would seal. */
  get size(): { records: number; bytes: number; segments: number } {
    let bytes = this.bytes;
    for (const segment of this.segments)
      if (!segment.sealed && segment.count > 0)
        bytes += encoder.encode(JSON.stringify(segment.records)).byteLength;
    return { records: this.count, bytes, segments: this.segments.length };
  }

  snapshot(): { anchor: Anchor | null; records: LogRecord[] } {
    const first = anchorOf(this.segments[0]!.anchor);
    const records: LogRecord[] = [];
    for (const segment of this.segments) {
      // A copy of the open segment's records, as the sealed ones are read back from their JSON.
      const text = segment.sealed
        ? decoder.decode(segment.sealed)
        : JSON.stringify(segment.records);
      for (const record of JSON.parse(text) as LogRecord[]) records.push(record);
    }
    return { anchor: first, records };
  }
}
