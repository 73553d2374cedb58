import { describe, expect, it } from 'vitest';
import { NON_NULL_ON_CONTEXT, shapeCounts } from './shape.ts';

/**
 * Issue 52's "Done means", held as a ratchet: each count of the review's appendix may only fall.
 * The limits are the counts when this was written (docs/ARCHITECTURE.md, "Measured shape");
 * lower one when you take a count down, never raise it.
 */
const LIMITS = {
  nonNullOnContext: 0,
  nullableRequests: 0,
  knownCalls: 0,
  untypedSends: 0,
  unknownCasts: 0,
} as const;

describe('the shape of the code (issue 52, the review’s appendix)', () => {
  const counts = shapeCounts();

  it.each(Object.entries(LIMITS))('%s does not grow past %i', (name, limit) => {
    expect(counts[name as keyof typeof LIMITS]).toBeLessThanOrEqual(limit);
  });

  it('has no machine file over 600 lines and no simulator file over 500', () => {
    expect(counts.longMachineFiles).toEqual([]);
    expect(counts.longSimulatorFiles).toEqual([]);
  });
});

describe('the `!` on context count', () => {
  const found = (code: string) => code.match(NON_NULL_ON_CONTEXT) ?? [];

  it.each([
    'context.request!',
    'context.auth.token!',
    'context.viewQueue[0]!',
    'context.closeQueue[0]!.incentive',
    'context.x?.y!',
    'context.x?.[0]!',
    'context.queue.at(0)!',
  ])('counts %s', (code) => {
    expect(found(`f(${code});`)).toHaveLength(1);
  });

  it.each([
    'context.x !== null',
    'context.x!==null',
    'context.x != null',
    '!context.ready',
    'context.queue[0]?.kind',
    'mycontext.x!',
  ])('leaves %s alone', (code) => {
    expect(found(`f(${code});`)).toEqual([]);
  });
});
