import { describe, expect, it } from 'vitest';
import { groupVouchers } from '../benefits/benefits.selectors.ts';
import { easterRewardsView } from '../specialEvents/specialEvents.selectors.ts';

describe('rewards selectors', () => {
  it('groups vouchers by type in the spec’s number order, leaving out unknown types', () => {
    const voucher = (type: number) => ({
      type,
      amount: 1,
      validFrom: null,
      validTo: null,
      actors: [],
    });
    const groups = groupVouchers([voucher(10), voucher(1), voucher(99), voucher(1)]);
    expect(groups.map((g) => [g.type, g.vouchers.length])).toEqual([
      ['video', 2],
      ['spins', 1],
    ]);
  });

  it('keeps hidden Easter rewards secret until their eggs are collected', () => {
    const reward = { type: 'video' as const, info: 'secret', value: 1, isUpTo: false };
    const rewards = [
      { ...reward, id: 2, requiredEggs: 6, hidden: true },
      { ...reward, id: 1, requiredEggs: 1, hidden: false },
    ];
    const view = easterRewardsView(rewards, 2);
    expect(view.map((r) => [r.id, r.unlocked, r.secret, r.eggsMissing])).toEqual([
      [1, true, false, 0],
      [2, false, true, 4],
    ]);
    expect(easterRewardsView(rewards, 6)[1]?.secret).toBe(false);
  });
});
