import { describe, expect, it } from 'vitest';
import { isUnavailableIn } from './actorAvailability.ts';

const actor = (bannedCountryCodes: string[], isBannedCountry = false) => ({
  bannedCountryCodes,
  chatButtons: { isBannedCountry },
});

describe('isUnavailableIn (seed 001 §5)', () => {
  it('is unavailable to a guest whose country she bans, in any letter case', () => {
    expect(isUnavailableIn(actor(['CH', 'AT']), 'CH')).toBe(true);
    expect(isUnavailableIn(actor(['ch']), 'CH')).toBe(true);
    expect(isUnavailableIn(actor(['CH']), 'ch')).toBe(true);
  });

  it('is available to a guest of another country, of no known country, or when she bans none', () => {
    expect(isUnavailableIn(actor(['CH']), 'DE')).toBe(false);
    expect(isUnavailableIn(actor(['CH']), null)).toBe(false);
    expect(isUnavailableIn(actor(['CH']), '')).toBe(false);
    expect(isUnavailableIn(actor([]), 'CH')).toBe(false);
  });

  it('follows the platform when it already told the caller she is banned', () => {
    expect(isUnavailableIn(actor([], true), 'DE')).toBe(true);
    expect(isUnavailableIn(actor([], true), null)).toBe(true);
  });
});
