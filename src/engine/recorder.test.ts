import { describe, expect, it } from 'vitest';
import type { Anchor, LogRecord } from './log/records.ts';
import { Recorder } from './recorder.ts';

const anchorAt = (seq: number, t: number): Anchor => ({
  seq,
  t,
  nextCall: 0,
  snapshot: { status: 'active', context: { note: 'größer €' } },
  timers: [],
  hash: '00000000000000',
});

const record = (seq: number, text: string): LogRecord => ({
  seq,
  t: seq * 10,
  kind: 'push',
  source: 'realtime.socket',
  event: { type: 'push.guestBalance', balanceFormatted: text },
});

/** Feeds `total` records through a ring with 10-record segments, as the engine does. */
function fill(recorder: Recorder, total: number, text = '12,50 €') {
  for (let seq = 0; seq < total; seq++) {
    recorder.append(record(seq, text));
    if (recorder.wantsAnchor()) recorder.startSegment(anchorAt(seq + 1, seq * 10), seq * 10);
  }
}

describe('the ring of the log', () => {
  it('gives back every record and the anchor as they went in, sealed segments included', () => {
    const recorder = new Recorder({
      maxRecords: 1000,
      maxBytes: 1e9,
      maxAgeMs: 1e9,
      segmentRecords: 10,
    });
    fill(recorder, 35, 'größer — 12,50 €\n"quoted"');
    const { anchor, records } = recorder.snapshot();
    expect(anchor).toBeNull();
    expect(records).toHaveLength(35);
    expect(records[17]).toEqual(record(17, 'größer — 12,50 €\n"quoted"'));
    expect(recorder.size.segments).toBe(4);
  });

  it('reads the same whether a sealed segment keeps its buffer or is copied', () => {
    // Segments of about 100 KB, each sized from the one before: the first two keep their buffer,
    // the third outgrows its size and the fourth falls far short of it (both copied).
    const sizes = [1_000, 1_000, 3_000, 100, 1_000, 1_000];
    const recorder = new Recorder({
      maxRecords: 1e9,
      maxBytes: 1e9,
      maxAgeMs: 1e9,
      segmentRecords: 100,
    });
    const written: LogRecord[] = [];
    for (let seq = 0; seq < 550; seq++) {
      const text = `${'é'.repeat(sizes[Math.floor(seq / 100)]! / 2)}#${seq}`;
      written.push(record(seq, text));
      recorder.append(record(seq, text));
      if (recorder.wantsAnchor()) recorder.startSegment(anchorAt(seq + 1, seq * 10), seq * 10);
    }
    expect(recorder.snapshot().records).toEqual(written);
    const anchors = [1, 2, 3, 4, 5].map((k) =>
      JSON.stringify(anchorAt(k * 100, (k * 100 - 1) * 10)),
    );
    const utf8 = (text: string) => new TextEncoder().encode(text).byteLength;
    // The records in six arrays (five commas fewer, five pairs of brackets more than in one),
    // the sealed segments' anchors in UTF-8, the open one's in characters until its seal.
    const expected =
      utf8(JSON.stringify(written)) +
      5 +
      anchors.slice(0, 4).reduce((sum, anchor) => sum + utf8(anchor), 0) +
      anchors[4]!.length;
    expect(recorder.size).toEqual({ records: 550, bytes: expected, segments: 6 });
  });

  it('keeps an anchor of any size and script whole through its seal, counted in UTF-8', () => {
    // Thousands of characters of three UTF-8 bytes each, and ASCII, in one anchor.
    const note = `${'€'.repeat(3_000)}${'a'.repeat(2_000)}ü`;
    const anchor: Anchor = {
      ...anchorAt(10, 90),
      snapshot: { status: 'active', context: { note } },
    };
    const recorder = new Recorder({
      maxRecords: 1e9,
      maxBytes: 1e9,
      maxAgeMs: 1e9,
      segmentRecords: 10,
    });
    for (let seq = 0; seq < 20; seq++) {
      recorder.append(record(seq, 'x'));
      if (recorder.wantsAnchor())
        recorder.startSegment(seq < 10 ? anchor : anchorAt(20, 190), seq * 10);
    }
    // The second segment (opened at `anchor`) is sealed: read back from the first one dropped.
    const dropping = new Recorder({
      maxRecords: 25,
      maxBytes: 1e9,
      maxAgeMs: 1e9,
      segmentRecords: 10,
    });
    for (let seq = 0; seq < 30; seq++) {
      dropping.append(record(seq, 'x'));
      if (dropping.wantsAnchor())
        dropping.startSegment(seq < 10 ? anchor : anchorAt(20, 190), seq * 10);
    }
    expect(dropping.snapshot().anchor).toEqual(anchor);
    const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
    const records = Array.from({ length: 20 }, (_, seq) => record(seq, 'x'));
    expect(recorder.size.bytes).toBe(
      bytes(JSON.stringify(records)) +
        1 +
        bytes(JSON.stringify(anchor)) +
        JSON.stringify(anchorAt(20, 190)).length,
    );
  });

  it('stays within its byte budget, counted in UTF-8, and starts at an anchor once it dropped', () => {
    const maxBytes = 5_000;
    const recorder = new Recorder({ maxRecords: 1e9, maxBytes, maxAgeMs: 1e9, segmentRecords: 10 });
    fill(recorder, 500);
    const { anchor, records } = recorder.snapshot();
    const utf8 =
      new TextEncoder().encode(records.map((r) => JSON.stringify(r)).join('\n')).byteLength +
      new TextEncoder().encode(JSON.stringify(anchor)).byteLength;
    // One open segment may go past the budget until it is sealed and the ring trims.
    expect(recorder.size.bytes).toBeLessThanOrEqual(maxBytes + 2_500);
    // It counts what it holds: the records' UTF-8 and every segment's anchor (not just the first).
    expect(recorder.size.bytes).toBeGreaterThanOrEqual(utf8 - 2 * 10);
    expect(anchor?.seq).toBe(records[0]?.seq);
    expect(records.at(-1)?.seq).toBe(499);
  });

  it('seals a full segment later when asked to, and reads the same before and after', () => {
    const limits = { maxRecords: 1000, maxBytes: 1e9, maxAgeMs: 1e9, segmentRecords: 10 };
    const waiting: (() => void)[] = [];
    const deferred = new Recorder(limits, anchorAt(0, 0), (seal) => waiting.push(seal));
    const direct = new Recorder(limits, anchorAt(0, 0));
    fill(deferred, 35, 'größer €');
    fill(direct, 35, 'größer €');
    expect(waiting).toHaveLength(3);
    expect(deferred.snapshot()).toEqual(direct.snapshot());
    for (const seal of waiting.splice(0)) seal();
    expect(deferred.snapshot()).toEqual(direct.snapshot());
    expect(deferred.size).toEqual(direct.size);
  });

  it('lets a segment the ring dropped before its seal go without counting it twice', () => {
    const limits = { maxRecords: 20, maxBytes: 1e9, maxAgeMs: 1e9, segmentRecords: 10 };
    const waiting: (() => void)[] = [];
    const deferred = new Recorder(limits, null, (seal) => waiting.push(seal));
    const direct = new Recorder(limits, null);
    fill(deferred, 45);
    fill(direct, 45);
    for (const seal of waiting.splice(0)) seal();
    expect(deferred.size).toEqual(direct.size);
    expect(deferred.snapshot()).toEqual(direct.snapshot());
  });

  it('gives back copies, of the open segment too: what a reader changes is not in the ring', () => {
    const recorder = new Recorder({
      maxRecords: 1e9,
      maxBytes: 1e9,
      maxAgeMs: 1e9,
      segmentRecords: 10,
    });
    fill(recorder, 15);
    const first = recorder.snapshot();
    for (const r of first.records) (r as { t: number }).t = -1;
    expect(recorder.snapshot().records.map((r) => r.t)).toEqual(
      Array.from({ length: 15 }, (_, seq) => seq * 10),
    );
  });

  it('encodes the open segment batch by batch into its UTF-8 JSON, multi-byte text across batches too', () => {
    const limits = { maxRecords: 1e9, maxBytes: 1e9, maxAgeMs: 1e9, segmentRecords: 5_000 };
    const recorder = new Recorder(limits);
    const written: LogRecord[] = [];
    // 2 300 records: four full batches of 512 and a part, texts of one, two, three and four
    // UTF-8 bytes; about 350 KB, so the first buffer (64 KB) grows on the way.
    const texts = ['12,50 €', 'größer', '"quoted"\n', '😀 ok', ''];
    for (let seq = 0; seq < 2_300; seq++) {
      const next = record(seq, texts[seq % texts.length]!.repeat((seq % 7) + 1));
      written.push(next);
      recorder.append(next);
    }
    expect(recorder.snapshot().records).toEqual(written);
    const utf8 = new TextEncoder().encode(JSON.stringify(written)).byteLength;
    expect(recorder.size.bytes).toBe(utf8);
    // Read again after more records: what was read did not close the open segment.
    const more = record(2_300, 'après');
    recorder.append(more);
    expect(recorder.snapshot().records).toEqual([...written, more]);
    // Sealed, the segment reads the same.
    recorder.startSegment(anchorAt(2_301, 23_010), 23_010);
    expect(recorder.snapshot().records).toEqual([...written, more]);
  });
});
