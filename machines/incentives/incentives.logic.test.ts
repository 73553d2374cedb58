import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  mergeIncentives,
  tickCountdowns,
  withoutType,
} from './incentives.logic.ts';
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
    );
    const next = mergeIncentives(shown, [incentive({ id: 'b' })], 'pageLoad', []);
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
    );
    expect(merged.map((each) => each.id)).toEqual(['high']);
  });

  it('counts down every second and removes an offer when it runs out (any countdowns)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 25 }),
        (countdowns, ticks) => {
          let shown = mergeIncentives(
            [],
            countdowns.map((countdown, i) => incentive({ id: `i${i}`, countdown })),
            'pageLoad',
            [],
          );
          for (let i = 0; i < ticks; i += 1) shown = tickCountdowns(shown);
          expect(shown.length).toBe(countdowns.filter((c) => c > ticks).length);
          for (const each of shown)
            expect(each.remaining).toBe(countdowns[Number(each.id.slice(1))]! - ticks);
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
    );
    expect(withoutType(shown, 'refill', 'corner').map((each) => each.id)).toEqual(['b']);
  });

  it('formats countdowns as mm:ss and h:mm:ss', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3661)).toBe('1:01:01');
  });
});
