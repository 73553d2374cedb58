import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESS_WAIT_LIMIT_MS, watchPresses, type PressWatch } from './presses.ts';

const pointer = (type: string, pointerId = 1) =>
  Object.assign(new Event(type), { pointerId }) as Event;

describe('a swap of elements waits for the moment between two presses', () => {
  let page: EventTarget;
  let watch: PressWatch;
  beforeEach(() => {
    vi.useFakeTimers();
    page = new EventTarget();
    watch = watchPresses(page);
  });
  afterEach(() => {
    watch.stop();
    vi.useRealTimers();
  });

  const settled = async (wait: Promise<void>) => {
    let done = false;
    void wait.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('goes at once when no pointer is down', async () => {
    expect(await settled(watch.betweenPresses())).toBe(true);
  });

  it('waits while a pointer is down, and goes in the task after its up (after the click)', async () => {
    page.dispatchEvent(pointer('pointerdown'));
    const wait = watch.betweenPresses();
    expect(await settled(wait)).toBe(false);
    let clicked = false;
    let swappedAfterClick: boolean | null = null;
    void wait.then(() => (swappedAfterClick = clicked));
    page.addEventListener('click', () => (clicked = true));
    // The browser dispatches the click in the up's task, after its microtasks: the swap waits
    // for the next task.
    page.dispatchEvent(pointer('pointerup'));
    await Promise.resolve();
    page.dispatchEvent(new Event('click'));
    await vi.advanceTimersByTimeAsync(0);
    expect(swappedAfterClick).toBe(true);
  });

  it('waits for the last of two pointers (two fingers) and goes after a cancelled touch', async () => {
    page.dispatchEvent(pointer('pointerdown', 1));
    page.dispatchEvent(pointer('pointerdown', 2));
    const wait = watch.betweenPresses();
    page.dispatchEvent(pointer('pointerup', 1));
    expect(await settled(wait)).toBe(false);
    page.dispatchEvent(pointer('pointercancel', 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(wait)).toBe(true);
  });

  it('goes after its limit when the up never comes (released outside the window)', async () => {
    page.dispatchEvent(pointer('pointerdown'));
    const wait = watch.betweenPresses();
    await vi.advanceTimersByTimeAsync(PRESS_WAIT_LIMIT_MS - 1);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
    // The lost pointer is forgotten: the next swap does not wait for it.
    expect(await settled(watch.betweenPresses())).toBe(true);
  });

  it('waits again for a press that began before its turn came (a quick second tap)', async () => {
    page.dispatchEvent(pointer('pointerdown'));
    const wait = watch.betweenPresses();
    page.dispatchEvent(pointer('pointerup'));
    page.dispatchEvent(pointer('pointerdown', 2));
    expect(await settled(wait)).toBe(false);
    page.dispatchEvent(pointer('pointerup', 2));
    expect(await settled(wait)).toBe(true);
  });

  it('keeps waiting when an element loses the focus to the press (its blur reaches the window)', async () => {
    page.dispatchEvent(pointer('pointerdown'));
    const wait = watch.betweenPresses();
    const field = new EventTarget();
    // An element's blur as a capture listener on the window sees it: its target is the element.
    const blur = new Event('blur');
    Object.defineProperty(blur, 'target', { value: field });
    page.dispatchEvent(blur);
    expect(await settled(wait)).toBe(false);
    page.dispatchEvent(pointer('pointerup'));
    expect(await settled(wait)).toBe(true);
  });

  it('goes when the window loses focus mid-press, and when the watch stops', async () => {
    page.dispatchEvent(pointer('pointerdown'));
    const lost = watch.betweenPresses();
    page.dispatchEvent(new Event('blur'));
    expect(await settled(lost)).toBe(true);
    page.dispatchEvent(pointer('pointerdown'));
    const stopped = watch.betweenPresses();
    watch.stop();
    expect(await settled(stopped)).toBe(true);
  });
});
