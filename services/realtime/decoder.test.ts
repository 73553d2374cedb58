import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFrame } from './decoder.ts';
import { validServerFrame } from './frames.arbitrary.ts';
import {
  MAX_FRAME_BYTES,
  SERVER_FRAME_TYPES,
  serverFrameFields,
  type ServerFrameType,
} from './frames.ts';

/** Fields typed `unknown` accept anything, so breaking them proves nothing. */
const breakable = (type: ServerFrameType, key: string) =>
  (serverFrameFields[type] as Record<string, { _zod: { def: { type: string } } }>)[key]?._zod.def
    .type !== 'unknown';

/** An optional field may be left out: dropping it breaks nothing (`chargeOneClickResult.errorCode`). */
const required = (type: ServerFrameType, key: string) =>
  (serverFrameFields[type] as Record<string, { _zod: { optin?: string } }>)[key]?._zod.optin !==
  'optional';

/** Frames that break the contract in every way the decoder must survive. */
const invalidFrame: fc.Arbitrary<unknown> = fc.oneof(
  fc.string().filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
  fc.uint8Array({ maxLength: 64 }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => bytes.buffer),
  fc
    .jsonValue()
    .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
  fc
    .dictionary(fc.string(), fc.jsonValue())
    .filter((o) => typeof o.type !== 'string')
    .map((o) => JSON.stringify(o)),
  fc
    .record({
      type: fc.string().filter((t) => !(SERVER_FRAME_TYPES as readonly string[]).includes(t)),
    })
    .map((o) => JSON.stringify(o)),
  // A valid frame with one field of the wrong type, or one field too many.
  fc
    .tuple(
      validServerFrame,
      fc.oneof(
        fc.constant(Symbol.for('drop')),
        fc.constant('wrong'),
        fc.constant(-1.5),
        fc.constant([]),
      ),
    )
    .chain(([frame, bad]) => {
      const drop = bad === Symbol.for('drop');
      const keys = Object.keys(frame).filter(
        (k) => k !== 'type' && breakable(frame.type, k) && (!drop || required(frame.type, k)),
      );
      if (keys.length === 0) return fc.constant(JSON.stringify({ ...frame, extra: 1 }));
      return fc.constantFrom(...keys).map((key) => {
        const broken: Record<string, unknown> = { ...frame };
        broken[key] = drop
          ? undefined
          : // A nullable field (null here) may take a value of `bad`'s type: nest it instead.
            broken[key] === null || typeof broken[key] === typeof bad
            ? { nested: bad }
            : bad;
        return JSON.stringify(broken);
      });
    }),
  fc.constant(JSON.stringify({ type: 'pong', ttl: 1, padding: 'x'.repeat(MAX_FRAME_BYTES) })),
);

describe('realtime frame decoder', () => {
  it('round-trips every valid frame of the contract', () => {
    fc.assert(
      fc.property(validServerFrame, (frame) => {
        const result = decodeFrame(JSON.stringify(frame));
        expect(result).toEqual({
          ok: true,
          frame: JSON.parse(JSON.stringify(frame)) as typeof frame,
        });
      }),
      { numRuns: 5_000 },
    );
    // 5 000 frames take a few seconds alone, and several times that on a busy machine.
  }, 60_000);

  it('rejects every invalid frame without throwing, naming its type and the reason', () => {
    fc.assert(
      fc.property(invalidFrame, (data) => {
        const result = decodeFrame(data);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.frameType.length).toBeGreaterThan(0);
          expect(result.reason.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);

  it.each([
    ['binary', new Uint8Array([1, 2]), '(binary)'],
    ['not JSON', '{"type":', '(not json)'],
    ['no type', '{"ttl":1}', '(no type)'],
    ['unknown type', '{"type":"teleport"}', 'teleport'],
    ['wrong field type', '{"type":"pong","ttl":"soon"}', 'pong'],
    [
      'oversize',
      JSON.stringify({ type: 'avsRejected', message: 'é'.repeat(MAX_FRAME_BYTES / 2 + 1) }),
      '(oversize)',
    ],
  ])('names a %s frame', (_name, data, frameType) => {
    expect(decodeFrame(data)).toMatchObject({ ok: false, frameType });
  });
});
