import type { VirtualItem } from '@tanstack/react-virtual';

/** The grids kept: a guest goes back to the few she came from. */
const KEPT_GRIDS = 8;

const kept = new Map<string, VirtualItem[]>();

/**
 * Where a grid's rows were when it was left (its tile's page opened), by list and layout (mode,
 * columns, width: a row's height depends on them). Back on the list, the rows above the tile
 * opened are as tall as they were, not estimated, so the scroll the browser and the list restore
 * shows that tile where it was: on a phone, 150 rows down, estimates had put it 440 px off (a
 * probe on the all-videos grid), often out of the screen.
 */
export function measuredRowsOf(layout: string): VirtualItem[] {
  return kept.get(layout) ?? [];
}

/** Keeps the rows of a grid that is left, for its layout (the oldest grid kept is dropped). */
export function keepMeasuredRows(layout: string, rows: VirtualItem[]): void {
  kept.delete(layout);
  kept.set(layout, rows);
  if (kept.size > KEPT_GRIDS) kept.delete(kept.keys().next().value as string);
}
