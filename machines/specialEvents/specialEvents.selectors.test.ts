import { describe, expect, it } from 'vitest';
import { calendarDayState, eventRewardsView } from './specialEvents.selectors.ts';

describe('calendarDayState', () => {
  it("lets only today's unclaimed door be claimed", () => {
    expect(calendarDayState('2026-12-05', '2026-12-05', false)).toBe('today');
    expect(calendarDayState('2026-12-06', '2026-12-05', false)).toBe('upcoming');
    expect(calendarDayState('2026-12-04', '2026-12-05', false)).toBe('missed');
  });

  it('shows a claimed day as claimed whatever its date', () => {
    expect(calendarDayState('2026-12-05', '2026-12-05', true)).toBe('claimed');
    expect(calendarDayState('2026-12-01', '2026-12-05', true)).toBe('claimed');
  });

  it('compares across months and years', () => {
    expect(calendarDayState('2027-01-01', '2026-12-31', false)).toBe('upcoming');
    expect(calendarDayState('2026-11-30', '2026-12-01', false)).toBe('missed');
  });
});

describe('eventRewardsView', () => {
  const reward = (id: number, requiredPoints: number, redeemed = false) => ({
    id,
    type: 'freeSpins' as const,
    value: 1,
    requiredPoints,
    redeemed,
  });

  it('orders rewards by required points and says which the points reach', () => {
    const view = eventRewardsView({
      points: 50,
      rewards: [reward(3, 100), reward(1, 20, true), reward(2, 50)],
    });
    expect(view.map((r) => [r.id, r.state, r.pointsMissing])).toEqual([
      [1, 'redeemed', 0],
      [2, 'claimable', 0],
      [3, 'locked', 50],
    ]);
  });

  it('locks every reward before the first points', () => {
    const view = eventRewardsView({ points: 0, rewards: [reward(1, 20)] });
    expect(view[0]).toMatchObject({ state: 'locked', pointsMissing: 20 });
  });
});
