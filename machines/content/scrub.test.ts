import { describe, expect, it } from 'vitest';
import {
  MAX_THUMBNAILS,
  secondOfSlot,
  slotAfter,
  slotAt,
  thumbnailAt,
  thumbnailCount,
  timeCode,
} from './scrub.ts';

describe('preview thumbnails: the position → thumbnail mapping', () => {
  it('gives a short video one thumbnail per 5 seconds and a long one at most 100', () => {
    expect(thumbnailCount(60)).toBe(12);
    expect(thumbnailCount(4)).toBe(1);
    expect(thumbnailCount(0)).toBe(1);
    expect(thumbnailCount(499)).toBe(99);
    expect(thumbnailCount(500)).toBe(MAX_THUMBNAILS);
    expect(thumbnailCount(3 * 3600)).toBe(MAX_THUMBNAILS);
    expect(thumbnailCount(Number.NaN)).toBe(1);
  });

  it('cuts the bar into as many slots, both ends included and clamped', () => {
    expect(slotAt(0, 12)).toBe(0);
    expect(slotAt(0.0833, 12)).toBe(0);
    expect(slotAt(0.0834, 12)).toBe(1);
    expect(slotAt(0.5, 12)).toBe(6);
    expect(slotAt(0.999, 12)).toBe(11);
    // The pointer exactly on the end, or beyond it while captured, is the last slot.
    expect(slotAt(1, 12)).toBe(11);
    expect(slotAt(1.4, 12)).toBe(11);
    expect(slotAt(-0.2, 12)).toBe(0);
    expect(slotAt(Number.NaN, 12)).toBe(0);
  });

  it('moves a slot by the arrow keys without leaving the bar', () => {
    expect(slotAfter(0, -1, 12)).toBe(0);
    expect(slotAfter(5, 1, 12)).toBe(6);
    expect(slotAfter(11, 10, 12)).toBe(11);
    expect(slotAfter(3, -10, 12)).toBe(0);
  });

  it('gives each slot the start of its share of the video', () => {
    expect(secondOfSlot(0, 12, 60)).toBe(0);
    expect(secondOfSlot(1, 12, 60)).toBe(5);
    expect(secondOfSlot(11, 12, 60)).toBe(55);
    // 100 slots over 10 minutes: 6 seconds each.
    expect(secondOfSlot(43, 100, 600)).toBe(258);
    expect(secondOfSlot(99, 100, 600)).toBe(594);
    expect(secondOfSlot(120, 100, 600)).toBe(594);
  });

  it('shows the last thumbnail at or before the moment', () => {
    const thumbnails = [0, 5, 10, 15].map((at) => ({ at, url: `/t/${at}.svg` }));
    expect(thumbnailAt(thumbnails, 0)?.at).toBe(0);
    expect(thumbnailAt(thumbnails, 4)?.at).toBe(0);
    expect(thumbnailAt(thumbnails, 5)?.at).toBe(5);
    expect(thumbnailAt(thumbnails, 14)?.at).toBe(10);
    expect(thumbnailAt(thumbnails, 99)?.at).toBe(15);
    expect(thumbnailAt([], 3)).toBeNull();
  });

  it('maps every place of the bar to the thumbnail the simulator drew for it', () => {
    for (const duration of [7, 60, 61, 599, 3599]) {
      const slots = thumbnailCount(duration);
      const thumbnails = Array.from({ length: slots }, (_, slot) => ({
        at: secondOfSlot(slot, slots, duration),
        url: `/t/${slot}.svg`,
      }));
      for (let place = 0; place <= 1000; place += 7) {
        const slot = slotAt(place / 1000, slots);
        expect(thumbnailAt(thumbnails, secondOfSlot(slot, slots, duration))?.url).toBe(
          `/t/${slot}.svg`,
        );
      }
    }
  });

  it('writes time codes as players do', () => {
    expect(timeCode(0)).toBe('0:00');
    expect(timeCode(65)).toBe('1:05');
    expect(timeCode(599.9)).toBe('9:59');
    expect(timeCode(3725)).toBe('1:02:05');
    expect(timeCode(-3)).toBe('0:00');
  });
});
