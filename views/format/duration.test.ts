import { describe, expect, it } from 'vitest';
import { countdownText, dayCountdownText, runningTimeText } from './duration.ts';

describe('spans of seconds as the site writes them', () => {
  it("an offer's countdown: mm:ss, then h:mm:ss", () => {
    expect(countdownText(65)).toBe('01:05');
    expect(countdownText(3661)).toBe('1:01:01');
    expect(countdownText(-3)).toBe('00:00');
  });

  it("the daily bonus's day: hh:mm:ss, hours not wrapped", () => {
    expect(dayCountdownText(25 * 3600 + 61.5)).toBe('25:01:01');
    expect(dayCountdownText(-5)).toBe('00:00:00');
  });

  it("a chat's running time: m:ss, then h:mm:ss", () => {
    expect(runningTimeText(0)).toBe('0:00');
    expect(runningTimeText(75)).toBe('1:15');
    expect(runningTimeText(3725)).toBe('1:02:05');
  });
});
