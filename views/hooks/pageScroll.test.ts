import { describe, expect, it } from 'vitest';
import {
  animateScroll,
  easeInOut,
  SCROLL_ANIMATION_MS,
  scrollTargetOf,
  type ScrollingWindow,
} from './pageScroll.ts';

/** A window with a frame clock driven by hand: `frame(t)` runs the steps asked for, at time t. */
function fakeWindow(scrollY = 0) {
  let frames = new Map<number, (time: number) => void>();
  let next = 1;
  const listeners = new Map<string, () => void>();
  const positions: number[] = [];
  let position = scrollY;
  const win: ScrollingWindow = {
    get scrollY() {
      return position;
    },
    scrollTo: (_left, top) => {
      position = top;
      positions.push(top);
    },
    requestAnimationFrame: (step) => {
      frames.set(next, step);
      return next++;
    },
    cancelAnimationFrame: (handle) => void frames.delete(handle),
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type, listener) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    },
  };
  const frame = (time: number) => {
    const due = frames;
    frames = new Map();
    for (const step of due.values()) step(time);
  };
  return { win, frame, positions, listeners, pending: () => frames.size };
}

describe('the page-load scroll (seed 000 §2, §9)', () => {
  it('takes 500 ms from the first frame, eased, and ends exactly on the target', () => {
    const { win, frame, positions, pending } = fakeWindow(100);
    animateScroll(win, 1100);
    frame(1000); // the start
    frame(1000 + SCROLL_ANIMATION_MS / 2);
    frame(1000 + SCROLL_ANIMATION_MS - 1);
    expect(pending()).toBe(1);
    frame(1000 + SCROLL_ANIMATION_MS);
    expect(positions[0]).toBe(100);
    expect(positions[1]).toBeCloseTo(600); // half way at half the time
    expect(positions[2]).toBeLessThan(1100);
    expect(positions[2]).toBeGreaterThan(1099);
    expect(positions.at(-1)).toBe(1100);
    expect(pending()).toBe(0);
    expect(SCROLL_ANIMATION_MS).toBe(500);
  });

  it('scrolls up as well, and eases: slow at both ends', () => {
    const { win, frame, positions } = fakeWindow(1000);
    animateScroll(win, 0);
    for (const t of [0, 50, 250, 450, 500]) frame(t);
    const [, early, middle, late, end] = positions;
    expect(1000 - (early ?? 0)).toBeLessThan(10); // the first 10% moves less than 1%
    expect(middle).toBeCloseTo(500);
    expect(late).toBeLessThan(10);
    expect(end).toBe(0);
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
  });

  it('stops when the guest scrolls herself, or when it is stopped', () => {
    const { win, frame, positions, listeners, pending } = fakeWindow(0);
    animateScroll(win, 800);
    frame(0);
    expect([...listeners.keys()].sort()).toEqual(['keydown', 'touchstart', 'wheel']);
    listeners.get('wheel')?.();
    frame(250);
    expect(positions).toEqual([0]);
    expect(pending()).toBe(0);
    expect(listeners.size).toBe(0);

    const other = fakeWindow(0);
    const stop = animateScroll(other.win, 800);
    other.frame(0);
    stop();
    other.frame(300);
    expect(other.positions).toEqual([0]);
    expect(other.listeners.size).toBe(0);
  });

  it('finds an id first, then a marked area (pagination), else nothing', () => {
    const byId = { id: 'top' } as unknown as Element;
    const area = { marked: 'pagination' } as unknown as Element;
    const asked: string[] = [];
    const doc = {
      getElementById: (id: string) => (id === 'top' || id === 'view' ? byId : null),
      querySelector: (selector: string) => {
        asked.push(selector);
        return selector === '[data-scroll-target="pagination"]' ? area : null;
      },
    } as unknown as Pick<Document, 'getElementById' | 'querySelector'>;
    expect(scrollTargetOf(doc, 'top')).toBe(byId);
    expect(scrollTargetOf(doc, 'pagination')).toBe(area);
    expect(scrollTargetOf(doc, 'comments')).toBeNull();
    // Only the seed's marked areas are looked up as such: a name from the address is no selector.
    expect(scrollTargetOf(doc, 'x"],body,[y')).toBeNull();
    expect(asked).toEqual(['[data-scroll-target="pagination"]']);
  });
});
