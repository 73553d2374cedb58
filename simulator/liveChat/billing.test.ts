import { describe, expect, it } from 'vitest';
import { chargeMinute } from './billing.ts';

describe('per-minute chat billing', () => {
  it('charges a started minute from the balance and counts it', () => {
    expect(chargeMinute(500, 199, { minutes: 1, totalMinor: 199 })).toEqual({
      ok: true,
      balanceMinor: 301,
      totalMinor: 398,
      minutes: 2,
    });
  });

  it('charges the last minute the balance covers exactly', () => {
    expect(chargeMinute(199, 199, { minutes: 0, totalMinor: 0 })).toMatchObject({
      ok: true,
      balanceMinor: 0,
    });
  });

  it('refuses a minute the balance cannot cover and leaves the balance alone', () => {
    expect(chargeMinute(198, 199, { minutes: 3, totalMinor: 597 })).toEqual({
      ok: false,
      balanceMinor: 198,
    });
  });

  it('a free chat costs nothing, however long', () => {
    expect(chargeMinute(0, 0, { minutes: 9, totalMinor: 0 })).toMatchObject({
      ok: true,
      minutes: 10,
      totalMinor: 0,
    });
  });
});
