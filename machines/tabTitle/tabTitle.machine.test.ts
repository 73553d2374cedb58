import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TITLE_RUN_STEPS, TITLE_STEP_MS, tabTitleMachine } from './tabTitle.machine.ts';
import { selectTabTitle, titleAt } from './tabTitle.selectors.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const actor = createActor(tabTitleMachine).start();
  return { actor, title: () => selectTabTitle(actor.getSnapshot()) };
}

describe('the tab title for unread messages (seed 000 §9)', () => {
  it('steps every 100 ms while the tab is hidden with unread messages, and stops when visible', () => {
    const { actor, title } = start();
    actor.send({ type: 'tab.unreadChanged', count: 2 });
    // Visible: the page's own title.
    vi.advanceTimersByTime(1000);
    expect(title()).toBeNull();
    actor.send({ type: 'tab.visibilityChanged', hidden: true });
    expect(title()).toEqual({ unread: 2, step: 0 });
    vi.advanceTimersByTime(TITLE_STEP_MS - 1);
    expect(title()).toEqual({ unread: 2, step: 0 });
    vi.advanceTimersByTime(1);
    expect(title()).toEqual({ unread: 2, step: 1 });
    vi.advanceTimersByTime(4 * TITLE_STEP_MS);
    expect(title()).toEqual({ unread: 2, step: 5 });
    actor.send({ type: 'tab.visibilityChanged', hidden: false });
    expect(title()).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.step).toBe(0);
  });

  it('does nothing hidden without unread messages; a message arriving starts it', () => {
    const { actor, title } = start();
    actor.send({ type: 'tab.visibilityChanged', hidden: true });
    vi.advanceTimersByTime(1000);
    expect(title()).toBeNull();
    actor.send({ type: 'tab.unreadChanged', count: 1 });
    vi.advanceTimersByTime(3 * TITLE_STEP_MS);
    expect(title()).toEqual({ unread: 1, step: 3 });
    // Read elsewhere (another tab): the page's title again.
    actor.send({ type: 'tab.unreadChanged', count: 0 });
    expect(title()).toBeNull();
  });

  it('rests on the count after one run, and runs again for a new message', () => {
    const { actor, title } = start();
    actor.send({ type: 'tab.unreadChanged', count: 1 });
    actor.send({ type: 'tab.visibilityChanged', hidden: true });
    vi.advanceTimersByTime(TITLE_RUN_STEPS * TITLE_STEP_MS);
    expect(actor.getSnapshot().matches({ hidden: 'resting' })).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(title()).toEqual({ unread: 1, step: 0 });
    actor.send({ type: 'tab.unreadChanged', count: 2 });
    vi.advanceTimersByTime(TITLE_STEP_MS);
    expect(title()).toEqual({ unread: 2, step: 1 });
  });

  it('scrolls the title text one character a step', () => {
    expect(titleAt('(2) New ', 0)).toBe('(2) New ');
    expect(titleAt('(2) New ', 1)).toBe('2) New (');
    expect(titleAt('(2) New ', 8)).toBe('(2) New ');
  });
});
