/**
 * How many of the desktop navbar's sections fit in its row (`DesktopNavLinks`), and when to count
 * again. Every section stays laid out in the row's list, those that do not fit hidden where they
 * take no room, so each one's width is read as it is now and a change of any of them is seen: a
 * label that grows (its text, a sheet that comes late, another breakpoint's padding) is counted
 * again, not only a change of the row's room.
 */

/** Room kept for the "more" button while it has not been rendered yet (it is 42 px). */
const MORE_FALLBACK_WIDTH = 52;

/** The row's elements the count reads. */
export interface FittingRow {
  /** The row: its width is the room it has, whatever its sections need. */
  row: Element;
  /** The list of every section, in order, those behind "more" included (laid out, unseen). */
  list: Element;
  /** The "more" button's box, once it is rendered. */
  more: () => HTMLElement | null;
}

/** How many of the list's sections, in order, fit whole in the row (beside "more" unless all). */
export function countFitting({ row, list, more }: FittingRow): number {
  const widths = [...list.children].map((item) => item.getBoundingClientRect().width);
  const style = getComputedStyle(list);
  const gap = parseFloat(style.columnGap) || 0;
  const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
  const room = row.clientWidth - padding;
  const all = widths.reduce((sum, width) => sum + width + gap, -gap);
  if (all <= room) return widths.length;
  let used = (more()?.offsetWidth ?? MORE_FALLBACK_WIDTH) + gap;
  let count = 0;
  for (const width of widths) {
    if (used + width > room) break;
    used += width + gap;
    count += 1;
  }
  return count;
}

/**
 * Calls `changed` whenever the row's width or any section's width changes (the row's width does
 * not depend on its content: it takes the navbar's free room, so hiding links cannot feed back
 * into it, and a section keeps its width whether it is shown or not). Returns the stop.
 */
export function watchFitting({ row, list }: FittingRow, changed: () => void): () => void {
  const observer = new ResizeObserver(changed);
  observer.observe(row);
  for (const item of list.children) observer.observe(item);
  return () => observer.disconnect();
}
