import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellEnvEvent } from '../../machines/shell/shell.events.ts';
import { createViewportSource } from './viewport.ts';

class FakeWindow {
  innerWidth = 1440;
  scrollY = 0;
  private readonly listeners = new Map<string, Set<() => void>>();

  addEventListener(type: string, listener: () => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  setTimeout(run: () => void, ms: number) {
    return setTimeout(run, ms) as unknown as number;
  }
  clearTimeout(handle: number | undefined) {
    clearTimeout(handle);
  }
  dispatch(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

function setup() {
  const win = new FakeWindow();
  const events: ShellEnvEvent[] = [];
  const stop = createViewportSource(win as unknown as Window)((event) => events.push(event));
  return { win, events, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('viewport source', () => {
  it('emits the width at start', () => {
    const { events } = setup();
    expect(events).toEqual([{ type: 'env.viewportResized', width: 1440 }]);
  });

  it('emits a resize once it settled for 100 ms, and only when the width changed', () => {
    const { win, events } = setup();
    win.innerWidth = 900;
    win.dispatch('resize');
    vi.advanceTimersByTime(60);
    win.innerWidth = 375;
    win.dispatch('resize');
    vi.advanceTimersByTime(99);
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toEqual({ type: 'env.viewportResized', width: 375 });
    win.dispatch('resize');
    vi.advanceTimersByTime(500);
    expect(events).toHaveLength(2);
  });

  it('emits the scroll position 200 ms after scrolling settles', () => {
    const { win, events } = setup();
    for (const y of [100, 200, 300]) {
      win.scrollY = y;
      win.dispatch('scroll');
      vi.advanceTimersByTime(150);
    }
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(50);
    expect(events.at(-1)).toEqual({ type: 'env.scrolled', y: 300 });
    win.dispatch('scroll');
    vi.advanceTimersByTime(200);
    expect(events).toHaveLength(2);
  });

  it('rounds fractional positions and clamps overscroll at the top', () => {
    const { win, events } = setup();
    win.scrollY = 120.6;
    win.dispatch('scroll');
    vi.advanceTimersByTime(200);
    win.scrollY = -30;
    win.dispatch('scroll');
    vi.advanceTimersByTime(200);
    expect(events.slice(1)).toEqual([
      { type: 'env.scrolled', y: 121 },
      { type: 'env.scrolled', y: 0 },
    ]);
  });

  it('stops listening and drops pending events when unsubscribed', () => {
    const { win, events, stop } = setup();
    win.scrollY = 400;
    win.dispatch('scroll');
    stop();
    vi.advanceTimersByTime(1000);
    expect(events).toHaveLength(1);
    expect(win.listenerCount()).toBe(0);
  });
});
