import { createHmac, createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256 } from './hmac.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('hmacSha256Hex', () => {
  it('is SHA-256 and HMAC-SHA-256 as node:crypto computes them, for any key and message', () => {
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.string({ maxLength: 300 }), (key, text) => {
        const data = new TextEncoder().encode(text);
        expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
        expect(hmacSha256Hex(key, text)).toBe(createHmac('sha256', key).update(text).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });
});
