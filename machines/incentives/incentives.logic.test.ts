import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeIncentives, nextEnd, runningAt, withoutType } from './incentives.logic.ts';
import type { Incentive } from './incentives.types.ts';

const incentive = (over: Partial<Incentive> & Pick<Incentive, 'id'>): Incentive => ({
  region: 'top',
  type: 't',
  priority: 0,
  event: 'pageLoad',
  uniqueGroup: null,
  countdown: null,
  countdownStartTime: null,
  title: '',
  text: '',
  cta: null,
  action: null,
  ...over,
});

describe('incentive logic', () => {
  it('replaces earlier incentives of the same event and keeps the others', () => {
    const shown = mergeIncentives(
      [],
      [incentive({ id: 'a' }), incentive({ id: 'e', event: 'buyImageAlbum' })],
      'pageLoad',
      [],
      0,
    );
    const next = mergeIncentives(shown, [incentive({ id: 'b' })], 'pageLoad', [], 0);
    expect(next.map((each) => each.id)).toEqual(['b', 'e']);
  });

  it('drops blocked groups and keeps the highest priority of a unique group per region', () => {
    const merged = mergeIncentives(
      [],
      [
        incentive({ id: 'low', uniqueGroup: 'g', priority: 1 }),
        incentive({ id: 'high', uniqueGroup: 'g', priority: 5 }),
        incentive({ id: 'blocked', uniqueGroup: 'x' }),
      ],
      'pageLoad',
      ['x'],
      0,
    );
    expect(merged.map((each) => each.id)).toEqual(['high']);
  });

  it('ends each countdown its seconds after the reply arrived; the first end goes first (any countdowns)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 20 })), { maxLength: 6 }),
        fc.integer({ min: 0, max: 25_000 }),
        (countdowns, elapsed) => {
          const at = 1_000_000;
          const shown = mergeIncentives(
            [],
            countdowns.map((countdown, i) => incentive({ id: `i${i}`, countdown })),
            'pageLoad',
            [],
            at,
          );
          // A countdown already at 0 is not shown; the others end `countdown` seconds on.
          const running = countdowns.filter((c) => c !== 0);
          expect(shown.length).toBe(running.length);
          for (const each of shown) {
            const countdown = countdowns[Number(each.id.slice(1))] ?? null;
            expect(each.endsAt).toBe(countdown === null ? null : at + countdown * 1000);
          }
          const ends = running.filter((c) => c !== null).map((c) => at + c * 1000);
          expect(nextEnd(shown)).toBe(ends.length > 0 ? Math.min(...ends) : null);
          // At any moment, the offers still running are those without an end or ending later.
          expect(runningAt(shown, at + elapsed).length).toBe(
            running.filter((c) => c === null || c * 1000 > elapsed).length,
          );
        },
      ),
    );
  });

  it('removes a type from its region only', () => {
    const shown = mergeIncentives(
      [],
      [
        incentive({ id: 'a', type: 'refill', region: 'corner' }),
        incentive({ id: 'b', type: 'refill' }),
      ],
      'pageLoad',
      [],
      0,
    );
    expect(withoutType(shown, 'refill', 'corner').map((each) => each.id)).toEqual(['b']);
  });
});
