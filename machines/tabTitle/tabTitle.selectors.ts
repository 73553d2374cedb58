import type { SnapshotFrom } from 'xstate';
import type { tabTitleMachine } from './tabTitle.machine.ts';

type TabTitleSnapshot = SnapshotFrom<typeof tabTitleMachine>;

/** What the tab's title shows instead of the page's own: the unread count and the step, or null. */
type TabTitleView = { unread: number; step: number } | null;

export function selectTabTitle(snapshot: TabTitleSnapshot): TabTitleView {
  if (!snapshot.hasTag('titleShown')) return null;
  // At the run's end the title rests, unscrolled.
  const step = snapshot.matches({ hidden: 'resting' }) ? 0 : snapshot.context.step;
  return { unread: snapshot.context.unread, step };
}

/**
 * The title at a step: the text scrolled left by one character a step (a marquee), the count
 * always in front at step 0.
 */
export function titleAt(text: string, step: number): string {
  if (text.length === 0) return text;
  const shift = step % text.length;
  return text.slice(shift) + text.slice(0, shift);
}
