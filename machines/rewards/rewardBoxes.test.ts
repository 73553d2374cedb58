import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarBoxId,
  claimStreak,
  dayBefore,
  fiveDaysBox,
  specialTopUpBox,
  tagRewardLevel,
} from './rewardBoxes.ts';
import { todayOffer } from './fixtures.testing.ts';

const noon22 = Date.UTC(2026, 10, 22, 11);
const rewards = [100, 20, 50].map((requiredPoints, id) => ({
  id,
  type: 'freeSpins' as const,
  value: 1,
  requiredPoints,
  redeemed: false,
}));

describe('rewardBoxes', () => {
  it('levels are the rewards by required points: basic, pro, advanced', () => {
    expect(tagRewardLevel({ points: 19, rewards })).toBeNull();
    expect(tagRewardLevel({ points: 20, rewards })?.level).toBe('basic');
    expect(tagRewardLevel({ points: 99, rewards })?.level).toBe('pro');
    expect(tagRewardLevel({ points: 500, rewards })?.level).toBe('advanced');
  });

  it('a calendar edition has a box for 2022 and 2023 only', () => {
    expect(calendarBoxId(2022)).toBe('calendar-2022');
    expect(calendarBoxId(2023)).toBe('calendar-2023');
    expect(calendarBoxId(2026)).toBeNull();
  });

  it('the streak counts consecutive Berlin days up to today or yesterday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.boolean(), (length, withToday) => {
        const last = withToday ? '2026-11-22' : '2026-11-21';
        const dates = Array.from({ length }, (_, i) => dayBefore(last, i));
        // A gap before the streak never counts.
        const older = dayBefore(last, length + 2);
        expect(claimStreak([...dates, older], noon22)).toBe(length);
      }),
    );
    // 00:30 Berlin on 23 November (23:30 UTC the day before) is already the 23rd.
    expect(claimStreak(['2026-11-22'], Date.UTC(2026, 10, 22, 23, 30))).toBe(1);
    expect(claimStreak(['2026-11-20'], noon22)).toBe(0);
  });

  it('five-days box: day n of 5, collected on day 5, a new round after', () => {
    expect(fiveDaysBox(0)).toBeNull();
    expect(fiveDaysBox(4)?.props).toMatchObject({ day: 4, collected: false });
    expect(fiveDaysBox(5)?.props).toMatchObject({ day: 5, collected: true });
    expect(fiveDaysBox(6)?.props).toMatchObject({ day: 1, collected: false });
  });

  it('specialTopUp only for the top-up offers, flat in euros', () => {
    expect(specialTopUpBox(todayOffer)).toBeNull();
    const flat = {
      ...todayOffer,
      offer: 'TopUpFlat' as const,
      effect: { name: 'topUpBonus', value: 5, unit: 'EUR', code: null },
    };
    expect(specialTopUpBox(flat)?.props?.detail).toEqual({
      key: 'rewards.boxes.topUpFlat',
      values: { value: 5 },
    });
  });
});
