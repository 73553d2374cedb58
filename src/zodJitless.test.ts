import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('zod under the CSP', () => {
  it('builds and parses object schemas without new Function once the entry has set jitless', async () => {
    const compiled: string[] = [];
    const original = globalThis.Function;
    // What the CSP refuses (and reports): every construction of a function from a string.
    vi.stubGlobal(
      'Function',
      new Proxy(original, {
        construct(target, args: string[]) {
          compiled.push(args.join(', '));
          return Reflect.construct(target, args);
        },
      }),
    );
    await import('./zodJitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
    for (let i = 0; i < 3; i += 1)
      expect(schema.parse({ id: i, name: 'x', tags: ['a'] })).toEqual({
        id: i,
        name: 'x',
        tags: ['a'],
      });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(compiled).toEqual([]);
  });
});
