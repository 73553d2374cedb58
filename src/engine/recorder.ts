import type { Anchor, LogRecord } from './log/records.ts';

export interface RingLimits {
  /** Most records kept (the ring drops whole segments, oldest first). */
  maxRecords: number;
  /** Most bytes of encoded records kept. */
  maxBytes: number;
  /** Records older than this (engine time, ms) are dropped with their segment. */
  maxAgeMs: number;
  /** A new segment, with its anchor, starts after this many records. */
  segmentRecords: number;
}

export const DEFAULT_RING: RingLimits = {
  maxRecords: 200_000,
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 30 * 60_000,
  segmentRecords: 5_000,
};

interface Segment {
  anchor: Anchor | null;
  lines: string[];
  bytes: number;
  lastT: number;
}

/**
 * The live log: a ring of segments, each starting at an anchor (a restorable snapshot), so a
 * session open for a day stays bounded and an export always replays from its first anchor.
 * Records are kept encoded: that freezes them and measures their size in one step.
 */
export class Recorder {
  private segments: Segment[] = [{ anchor: null, lines: [], bytes: 0, lastT: 0 }];
  private count = 0;
  private bytes = 0;

  constructor(private readonly limits: RingLimits = DEFAULT_RING) {}

  append(record: LogRecord): void {
    const line = JSON.stringify(record);
    const segment = this.segments[this.segments.length - 1]!;
    segment.lines.push(line);
    segment.bytes += line.length + 1;
    segment.lastT = record.t;
    this.count++;
    this.bytes += line.length + 1;
  }

  /** True when the current segment is full and the engine should start a new one with an anchor. */
  wantsAnchor(): boolean {
    return this.segments[this.segments.length - 1]!.lines.length >= this.limits.segmentRecords;
  }

  startSegment(anchor: Anchor, now: number): void {
    this.segments.push({ anchor, lines: [], bytes: 0, lastT: anchor.t });
    this.trim(now);
  }

  private trim(now: number): void {
    while (this.segments.length > 1) {
      const oldest = this.segments[0]!;
      const over =
        this.count > this.limits.maxRecords ||
        this.bytes > this.limits.maxBytes ||
        now - oldest.lastT > this.limits.maxAgeMs;
      if (!over) break;
      this.segments.shift();
      this.count -= oldest.lines.length;
      this.bytes -= oldest.bytes;
    }
  }

  get size(): { records: number; bytes: number; segments: number } {
    return { records: this.count, bytes: this.bytes, segments: this.segments.length };
  }

  snapshot(): { anchor: Anchor | null; records: LogRecord[] } {
    return {
      anchor: this.segments[0]!.anchor,
      records: this.segments.flatMap((segment) =>
        segment.lines.map((line) => JSON.parse(line) as LogRecord),
      ),
    };
  }
}
