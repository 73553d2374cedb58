import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdSource, randomUuid } from './ids.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A plain-http origin's crypto: no randomUUID (not a secure context), getRandomValues only. */
const insecure = {
  getRandomValues: <T extends ArrayBufferView>(a: T) => webcrypto.getRandomValues(a as never) as T,
};

describe('ids (issue 23, item 5)', () => {
  it('makes version-4 UUIDs where crypto.randomUUID is missing (plain http)', () => {
    const ids = createIdSource(insecure);
    const made = Array.from({ length: 200 }, () => ids.next());
    for (const id of made) expect(id).toMatch(UUID_V4);
    expect(new Set(made).size).toBe(200);
  });

  it('uses crypto.randomUUID where there is one', () => {
    expect(
      randomUuid({
        randomUUID: () => 'a-b-c-d-e',
        getRandomValues: insecure.getRandomValues,
      }),
    ).toBe('a-b-c-d-e');
  });
});
