import { describe, expect, it } from 'vitest';
import type { LogRecord } from '../log/records.ts';
import { parseEventJson } from './parseEvent.ts';
import {
  filterIndices,
  matchesFilter,
  NO_FILTER,
  recordPayload,
  summarizeRecord,
  targetsOf,
  type RecordFilter,
} from './records.ts';
import { formatOffset, markerOf, wallClockOf } from './timeline.ts';

const records: LogRecord[] = [
  { seq: 0, t: 0, kind: 'env', to: 'shell', event: { type: 'env.viewportResized', width: 375 } },
  { seq: 1, t: 2, kind: 'io', source: 'config.load', call: 0, outcome: { ok: true, output: {} } },
  {
    seq: 2,
    t: 9,
    kind: 'io',
    source: 'guest.load',
    call: 2,
    outcome: { ok: false, error: { message: 'down', code: 'http_503' } },
  },
  { seq: 3, t: 10, kind: 'input', to: 'shell', event: { type: 'ui.menuToggled', menu: 'search' } },
  { seq: 4, t: 11, kind: 'push', source: 'realtime.socket', event: { type: 'push.actorOnline' } },
  { seq: 5, t: 11, kind: 'checkpoint', hash: 'abcdef0123456789' },
  { seq: 6, t: 12, kind: 'push', source: 'pay.client', event: { type: 'pay.successReceived' } },
  {
    seq: 7,
    t: 13,
    kind: 'push',
    source: 'realtime.socket',
    event: { type: 'push.guestPaymentDone' },
  },
  {
    seq: 8,
    t: 14,
    kind: 'io',
    source: 'payment.start',
    call: 3,
    outcome: { ok: true, output: null },
  },
  { seq: 9, t: 15, kind: 'input', to: 'bootstrap', event: { type: 'ui.logoutRequested' } },
];
const filter = (patch: Partial<RecordFilter>): RecordFilter => ({ ...NO_FILTER, ...patch });
const seqs = (f: RecordFilter) =>
  filterIndices(
    records.map((record) => ({ record })),
    f,
  ).map((index) => records[index]!.seq);

describe('record summaries', () => {
  it('names the target or source, the event type, the outcome or the hash', () => {
    expect(records.map((record) => summarizeRecord(record))).toEqual([
      { target: 'shell', type: 'env.viewportResized', failed: false },
      { target: 'config.load', type: 'ok #0', failed: false },
      { target: 'guest.load', type: 'error #2: http_503', failed: true },
      { target: 'shell', type: 'ui.menuToggled', failed: false },
      { target: 'realtime.socket', type: 'push.actorOnline', failed: false },
      { target: '', type: 'abcdef012345', failed: false },
      { target: 'pay.client', type: 'pay.successReceived', failed: false },
      { target: 'realtime.socket', type: 'push.guestPaymentDone', failed: false },
      { target: 'payment.start', type: 'ok #3', failed: false },
      { target: 'bootstrap', type: 'ui.logoutRequested', failed: false },
    ]);
    expect(recordPayload(records[3]!)).toEqual({ type: 'ui.menuToggled', menu: 'search' });
    expect(recordPayload(records[2]!)).toEqual({
      ok: false,
      error: { message: 'down', code: 'http_503' },
    });
  });
});

describe('the event stream filter', () => {
  it('keeps everything without a filter', () => {
    expect(seqs(NO_FILTER)).toHaveLength(records.length);
  });

  it('filters by kind', () => {
    expect(seqs(filter({ kinds: new Set(['input']) }))).toEqual([3, 9]);
    expect(seqs(filter({ kinds: new Set(['io', 'checkpoint']) }))).toEqual([1, 2, 5, 8]);
  });

  it('filters by actor or service', () => {
    expect(seqs(filter({ actor: 'shell' }))).toEqual([0, 3]);
    expect(seqs(filter({ actor: 'realtime.socket' }))).toEqual([4, 7]);
  });

  it('filters by text anywhere in the record, ignoring case and edges of the query', () => {
    expect(seqs(filter({ text: '  SEARCH ' }))).toEqual([3]);
    expect(seqs(filter({ text: 'http_503' }))).toEqual([2]);
    expect(seqs(filter({ text: 'nothing like this' }))).toEqual([]);
  });

  it('combines kind, actor and text', () => {
    expect(seqs(filter({ kinds: new Set(['input']), actor: 'shell', text: 'menu' }))).toEqual([3]);
    expect(matchesFilter(records[4]!, filter({ kinds: new Set(['input']), text: 'actor' }))).toBe(
      false,
    );
  });

  it('lists the targets it can filter by', () => {
    expect(targetsOf(records)).toEqual([
      'bootstrap',
      'config.load',
      'guest.load',
      'pay.client',
      'payment.start',
      'realtime.socket',
      'shell',
    ]);
  });
});

describe('the typed event parser', () => {
  it('accepts an object with a string type', () => {
    expect(parseEventJson('{ "type": "ui.menuToggled", "menu": "search" }')).toEqual({
      ok: true,
      event: { type: 'ui.menuToggled', menu: 'search' },
    });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['{ type: "x" }', 'json'],
    ['[{"type":"x"}]', 'notObject'],
    ['"ui.menusClosed"', 'notObject'],
    ['null', 'notObject'],
    ['{ "menu": "search" }', 'noType'],
    ['{ "type": 3 }', 'noType'],
    ['{ "type": " " }', 'noType'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseEventJson(text)).toMatchObject({ ok: false, reason });
  });

  it('says what is wrong with bad JSON', () => {
    const parsed = parseEventJson('{ "type": ');
    expect(parsed.ok === false && parsed.reason === 'json' && parsed.detail).toMatch(/JSON/);
  });
});

describe('timeline markers', () => {
  it('marks inputs, pushes, failed calls and payments; nothing else', () => {
    expect(records.map((record) => [record.seq, markerOf(record)])).toEqual([
      [0, null],
      [1, null],
      [2, 'ioError'],
      [3, 'input'],
      [4, 'push'],
      [5, null],
      [6, 'payment'],
      [7, 'payment'],
      [8, 'payment'],
      [9, 'input'],
    ]);
  });

  it('gives wall-clock times and offsets', () => {
    expect(wallClockOf({ startedAt: '2026-11-22T10:00:00.000Z' }, 61_500).toISOString()).toBe(
      '2026-11-22T10:01:01.500Z',
    );
    expect(formatOffset(0)).toBe('0:00');
    expect(formatOffset(61_500)).toBe('1:01');
    expect(formatOffset(3_725_000)).toBe('1:02:05');
  });
});
