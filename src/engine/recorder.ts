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
 * A segment of the ring. The open one encodes its records as they come, a small batch at a time
 * (`BATCH_RECORDS`), straight into the UTF-8 bytes of its JSON array: one `JSON.stringify` per
 * batch runs at about the rate of one for the whole segment, the batch's text is garbage at
 * once, and the bytes it leaves live outside the JS heap, so the collector neither copies nor
 * promotes them (issue 52 §7). Sealing a full segment only closes the array and trims the
 * buffer. The anchor's JSON is taken when the segment opens (it freezes the state of that
 * record); its bytes come with the seal.
 */
interface Segment {
  anchor: Uint8Array | string | null;
  /** `[` and the records encoded so far, comma-separated: the first `length` bytes. */
  buffer: Uint8Array;
  length: number;
  /** The records of the batch being filled, as written. */
  pending: LogRecord[];
  sealed: Uint8Array | null;
  count: number;
  /** The anchor's characters until the seal, then the anchor's and the records' UTF-8 bytes. */
  bytes: number;
  lastT: number;
}

/**
 * Records a batch holds before it is encoded: a tenth of a segment, so the batch's objects still
 * die young, and enough that the encoding's cost per batch (`JSON.stringify` and `encodeInto`
 * set up, the buffer's view) is spread thin. In the engine, 512 gave the recorded engine on/off
 * 0.86 where 64 gave 0.83 (engine bench, interleaved runs, session 53); read back from a log,
 * 64 records encoded at 0.53 µs a record, 5 000 at once at 0.49, one at a time at 0.71.
 */
const BATCH_RECORDS = 512;
/** The open segment's first buffer; it doubles as needed (a full segment is about 1 MB). */
const FIRST_BUFFER_BYTES = 64 * 1024;
const OPEN_BRACKET = 0x5b;
const COMMA = 0x2c;
const CLOSE_BRACKET = 0x5d;
/**
 * A sealed segment keeps its buffer when the unused tail is at most 1 / SPARE_KEPT of its bytes:
 * sized an eighth over the last segment, a segment from 10 % shorter to an eighth longer than
 * that one keeps it, at the price of that tail held beside it (not counted in `maxBytes`).
 */
const SPARE_KEPT = 4;

/** Runs a segment's seal: at once, or later in a task of its own (the page's). */
export type SealScheduler = (seal: () => void) => void;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * `capacity`: the bytes the segment's buffer starts with. A segment is about as long as the one
 * before it, so the ring starts the next one at that size and a little over: grown by doubling
 * from 64 KB, a 1 MB segment allocated 2 MB of buffers and a copy more at the seal, outside the
 * heap but counted against it, which brought on full collections of everything the page holds.
 */
function openSegment(anchor: Anchor | null, lastT: number, capacity = FIRST_BUFFER_BYTES): Segment {
  const json = anchor ? JSON.stringify(anchor) : null;
  return {
    anchor: json,
    buffer: new Uint8Array(capacity),
    length: 0,
    pending: [],
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
 * Encodes the batch being filled, if any, behind what the buffer holds: its array's `[` stays
 * the segment's first byte, or becomes the comma after the last record; its `]` is left off.
 */
function encodePending(segment: Segment): void {
  if (segment.pending.length === 0) return;
  const json = JSON.stringify(segment.pending);
  segment.pending = [];
  const start = segment.length;
  // Encoded into the room there is, the buffer grown only when the text did not fit: growing
  // for the worst case (three bytes a UTF-16 unit) would outgrow a buffer sized for its segment.
  let rest = json;
  let end = start;
  for (;;) {
    const { read, written } = encoder.encodeInto(rest, segment.buffer.subarray(end));
    end += written;
    if (read === rest.length) break;
    rest = rest.slice(read);
    // UTF-8 takes at most three bytes for a UTF-16 unit.
    const grown = new Uint8Array(Math.max(end + rest.length * 3, segment.buffer.length * 2));
    grown.set(segment.buffer.subarray(0, end));
    segment.buffer = grown;
  }
  if (start > 0) segment.buffer[start] = COMMA;
  segment.length = end - 1;
}

/**
 * The sealed bytes: the buffer itself closed in place, when it has room for the `]` and its
 * unused tail is small (`SPARE_KEPT`: the next segment's buffer is sized to make it so), else a
 * copy of just the records.
 */
function closeInPlace(segment: Segment): Uint8Array {
  encodePending(segment);
  const length = Math.max(segment.length, 1) + 1;
  const spare = segment.buffer.length - length;
  if (spare < 0 || spare > length / SPARE_KEPT) return recordsBytes(segment);
  if (segment.length === 0) segment.buffer[0] = OPEN_BRACKET;
  segment.buffer[length - 1] = CLOSE_BRACKET;
  return segment.buffer.subarray(0, length);
}

/** The UTF-8 JSON array of a segment's records, the batch being filled included. */
function recordsBytes(segment: Segment): Uint8Array {
  encodePending(segment);
  const bytes = new Uint8Array(Math.max(segment.length, 1) + 1);
  bytes.set(segment.buffer.subarray(0, segment.length));
  if (segment.length === 0) bytes[0] = OPEN_BRACKET;
  bytes[bytes.length - 1] = CLOSE_BRACKET;
  return bytes;
}

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
    segment.pending.push(record);
    if (segment.pending.length >= BATCH_RECORDS) encodePending(segment);
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
    // The full segment's size, from the records encoded so far (all but the last batch's): the
    // next one's likely size, with an eighth to spare.
    const encoded = full.count - full.pending.length;
    const estimate = encoded > 0 ? (full.length * full.count) / encoded : 0;
    const expected = Math.ceil(estimate * 1.125) + 1024;
    const next = openSegment(anchor, anchor.t, Math.max(FIRST_BUFFER_BYTES, expected));
    this.sealLater(() => this.seal(full));
    this.segments.push(next);
    this.bytes += next.bytes;
    this.trim(now);
  }

  private seal(segment: Segment): void {
    // Sealed already, or dropped by the ring before its turn came.
    if (segment.sealed || !this.segments.includes(segment)) return;
    segment.sealed = closeInPlace(segment);
    segment.buffer = new Uint8Array(0);
    segment.length = 0;
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
      if (!segment.sealed && segment.count > 0) bytes += recordsBytes(segment).byteLength;
    return { records: this.count, bytes, segments: this.segments.length };
  }

  snapshot(): { anchor: Anchor | null; records: LogRecord[] } {
    const first = anchorOf(this.segments[0]!.anchor);
    const records: LogRecord[] = [];
    for (const segment of this.segments) {
      // Read back from their JSON, the open segment's too: copies of what the ring holds.
      const text = decoder.decode(segment.sealed ?? recordsBytes(segment));
      for (const record of JSON.parse(text) as LogRecord[]) records.push(record);
    }
    return { anchor: first, records };
  }
}
