import { describe, expect, it } from 'vitest';
import { blackFriday, campaignRuns, campaignSwitchOf, isBlackFridayCampaign } from './campaigns.ts';

describe('campaigns', () => {
  it('Black Friday is the day after the fourth Thursday of November', () => {
    expect(blackFriday(2020)).toBe('2020-11-27');
    expect(blackFriday(2023)).toBe('2023-11-24');
    expect(blackFriday(2025)).toBe('2025-11-28');
    expect(blackFriday(2026)).toBe('2026-11-27');
  });

  it('runs from Black Friday to Cyber Monday by the Berlin date', () => {
    // 23:30 UTC on Thursday 26 November 2026 is already Friday in Berlin.
    expect(isBlackFridayCampaign(Date.UTC(2026, 10, 26, 22, 30))).toBe(false);
    expect(isBlackFridayCampaign(Date.UTC(2026, 10, 26, 23, 30))).toBe(true);
    expect(isBlackFridayCampaign(Date.UTC(2026, 10, 30, 21, 0))).toBe(true);
    expect(isBlackFridayCampaign(Date.UTC(2026, 10, 30, 23, 30))).toBe(false);
    expect(isBlackFridayCampaign(Date.UTC(2026, 6, 1))).toBe(false);
  });

  it('the developer can switch it on or off whatever the date', () => {
    const july = Date.UTC(2026, 6, 1);
    expect(campaignRuns('on', july)).toBe(true);
    expect(campaignRuns('auto', july)).toBe(false);
    expect(campaignRuns('off', Date.UTC(2026, 10, 28, 12))).toBe(false);
  });

  it('starts as SIM_BLACK_FRIDAY says (the calendar when unset) and refuses anything else', () => {
    expect(campaignSwitchOf({})).toBe('auto');
    expect(campaignSwitchOf({ SIM_BLACK_FRIDAY: '' })).toBe('auto');
    expect(campaignSwitchOf({ SIM_BLACK_FRIDAY: 'off' })).toBe('off');
    expect(campaignSwitchOf({ SIM_BLACK_FRIDAY: 'on' })).toBe('on');
    expect(() => campaignSwitchOf({ SIM_BLACK_FRIDAY: 'yes' })).toThrow(/SIM_BLACK_FRIDAY=yes/);
  });
});
