import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLog, encodeLog, LogDecodeError } from './jsonl.ts';
import type { EventLog } from './records.ts';
import { testLogHeader } from '../testing/logHeader.ts';

const header: EventLog['header'] = testLogHeader();

const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
const event = fc.record({ type: fc.string({ minLength: 1 }), n: fc.integer() });
const body = fc.oneof(
  fc.record({ kind: fc.constant('input' as const), to: fc.string({ minLength: 1 }), event }),
  fc.record({ kind: fc.constant('env' as const), to: fc.string({ minLength: 1 }), event }),
  fc.record({ kind: fc.constant('push' as const), source: fc.string({ minLength: 1 }), event }),
  fc.record({
    kind: fc.constant('io' as const),
    source: fc.string({ minLength: 1 }),
    call: fc.nat(),
    outcome: fc.oneof(
      fc.record({ ok: fc.constant(true as const), output: json }),
      fc.record({ ok: fc.constant(false as const), error: fc.record({ message: fc.string() }) }),
    ),
  }),
  fc.record({
    kind: fc.constant('checkpoint' as const),
    hash: fc.stringMatching(/^[0-9a-f]{1,14}$/),
  }),
);

describe('event log JSONL', () => {
  it('round-trips any valid log', () => {
    fc.assert(
      fc.property(
        fc.array(body, { maxLength: 30 }),
        fc.array(fc.nat(50), { maxLength: 30 }),
        (bodies, gaps) => {
          let t = 0;
          const records = bodies.map((b, seq) => ({ ...b, seq, t: (t += gaps[seq] ?? 0) }));
          const log: EventLog = { header, records };
          expect(decodeLog(encodeLog(log))).toEqual(log);
        },
      ),
    );
  });

  it.each([
    ['an empty file', '', 1, 'empty'],
    ['a header that is not JSON', '{oops\n', 1, 'not valid JSON'],
    [
      'a header of another format',
      `${JSON.stringify({ ...header, format: 'other' })}\n`,
      1,
      'format',
    ],
    [
      'a record of unknown kind',
      `${JSON.stringify(header)}\n${JSON.stringify({ seq: 0, t: 0, kind: 'telepathy' })}\n`,
      2,
      '',
    ],
    [
      'a record without its target',
      `${JSON.stringify(header)}\n${JSON.stringify({ seq: 0, t: 0, kind: 'input', to: 'shell', event: { type: 'a' } })}\n${JSON.stringify({ seq: 1, t: 1, kind: 'input', event: { type: 'a' } })}\n`,
      3,
      'to',
    ],
    [
      'a gap in the sequence',
      `${JSON.stringify(header)}\n${JSON.stringify({ seq: 1, t: 0, kind: 'checkpoint', hash: 'ab' })}\n`,
      2,
      'expected seq 0',
    ],
    [
      'time going backwards',
      `${JSON.stringify(header)}\n${JSON.stringify({ seq: 0, t: 5, kind: 'checkpoint', hash: 'ab' })}\n${JSON.stringify({ seq: 1, t: 4, kind: 'checkpoint', hash: 'ab' })}\n`,
      3,
      'backwards',
    ],
  ])('names the first bad line for %s', (_name, text, line, reason) => {
    let error: unknown;
    try {
      decodeLog(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LogDecodeError);
    expect((error as LogDecodeError).line).toBe(line);
    expect((error as LogDecodeError).message).toContain(`line ${line}`);
    expect((error as LogDecodeError).reason).toContain(reason);
  });
});
