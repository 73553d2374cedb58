import { startTransition, useEffect, useState } from 'react';

/**
 * How much of a list's loaded items is rendered: none (skeletons), the rows on screen, or all of
 * them (with a virtualized grid's overscan). A list that fills from nothing takes each later step
 * in a render of its own, a transition started from the effect after the previous step's commit,
 * so a phone's first tiles are not one long task (Lighthouse's total blocking time).
 */
export type Fill = 'skeletons' | 'firstScreen' | 'all';

export interface FirstFillOptions {
  /**
   * The list is loading again (a new filter): it fills from its skeletons again, so the new items
   * come in the same steps as the first ones.
   */
  reset?: boolean;
  /**
   * Render the rows on screen first and the rows below them in a transition of their own (a
   * virtualized grid's overscan); without it all items come in one step (a strip of tiles).
   */
  overscanStep?: boolean;
}

const NONE: readonly never[] = [];

/**
 * The fill a list mounts with: items already loaded (back from a tile's page) render at once,
 * so the scroll position can be restored in the same frame and the tiles never flash away.
 */
export const initialFill = (hasItems: boolean): Fill => (hasItems ? 'all' : 'skeletons');

/**
 * The step after `fill` once it is committed, or null when there is none (no items yet, or all
 * rendered).
 *
 * @example
 * nextFill('skeletons', true, true); // 'firstScreen'
 * nextFill('firstScreen', true, true); // 'all'
 * nextFill('skeletons', true, false); // 'all'
 */
export function nextFill(fill: Fill, hasItems: boolean, overscanStep: boolean): Fill | null {
  if (fill === 'skeletons') return hasItems ? (overscanStep ? 'firstScreen' : 'all') : null;
  if (fill === 'firstScreen') return 'all';
  return null;
}

/**
 * The first fill of a list of tiles: `shown` is nothing until a transition renders the items
 * (then, with `overscanStep`, first the rows on screen), and `fill` says which step is committed.
 *
 * @example
 * const { shown: videos } = useFirstFill(useListSelector(actor, selectItems));
 * const { fill, shown } = useFirstFill(items, { reset: status === 'loading', overscanStep: true });
 */
export function useFirstFill<T>(
  items: readonly T[],
  { reset = false, overscanStep = false }: FirstFillOptions = {},
): { fill: Fill; shown: readonly T[] } {
  const [fill, setFill] = useState(() => initialFill(items.length > 0));
  // Set while rendering (React renders again before it commits): no commit with the old fill.
  if (reset && fill !== 'skeletons') setFill('skeletons');
  const next = reset ? null : nextFill(fill, items.length > 0, overscanStep);
  useEffect(() => {
    if (next !== null) startTransition(() => setFill(next));
  }, [next]);
  return { fill, shown: fill === 'skeletons' ? NONE : items };
}
