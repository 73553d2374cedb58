import { describe, expect, it } from 'vitest';
import {
  blackFriday,
  campaignRuns,
  campaignSwitchOf,
  isBlackFridayCampaign,
  isHalloweenCampaign,
} from './campaigns.ts';

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

  it('starts as SIM_BLACK_FRIDAY and SIM_HALLOWEEN say (the calendar when unset) and refuses anything else', () => {
    expect(campaignSwitchOf({})).toEqual({ blackFriday: 'auto', halloween: 'auto' });
    expect(campaignSwitchOf({ SIM_BLACK_FRIDAY: '' }).blackFriday).toBe('auto');
    expect(campaignSwitchOf({ SIM_BLACK_FRIDAY: 'off' })).toEqual({
      blackFriday: 'off',
      halloween: 'auto',
    });
    expect(campaignSwitchOf({ SIM_BLACK_FRIDAY: 'on' }).blackFriday).toBe('on');
    expect(campaignSwitchOf({ SIM_HALLOWEEN: 'off' }).halloween).toBe('off');
    expect(() => campaignSwitchOf({ SIM_BLACK_FRIDAY: 'yes' })).toThrow(/SIM_BLACK_FRIDAY=yes/);
    expect(() => campaignSwitchOf({ SIM_HALLOWEEN: 'spooky' })).toThrow(/SIM_HALLOWEEN=spooky/);
  });

  it('Halloween runs from 24 to 31 October by the Berlin date (its banners 559 and 560)', () => {
    expect(isHalloweenCampaign(Date.UTC(2026, 9, 23, 21, 59))).toBe(false); // 23:59 in Berlin
    expect(isHalloweenCampaign(Date.UTC(2026, 9, 23, 22, 30))).toBe(true); // 24 Oct, 00:30
    expect(isHalloweenCampaign(Date.UTC(2026, 9, 31, 12))).toBe(true);
    expect(isHalloweenCampaign(Date.UTC(2026, 9, 31, 23, 30))).toBe(false); // 1 Nov in Berlin
    expect(isHalloweenCampaign(Date.UTC(2026, 10, 28))).toBe(false);
    expect(campaignRuns('auto', Date.UTC(2026, 9, 28), 'halloween')).toBe(true);
    expect(campaignRuns('auto', Date.UTC(2026, 9, 28))).toBe(false); // Black Friday's calendar
    expect(campaignRuns('on', Date.UTC(2026, 6, 1), 'halloween')).toBe(true);
    expect(campaignRuns('off', Date.UTC(2026, 9, 28), 'halloween')).toBe(false);
  });
});
