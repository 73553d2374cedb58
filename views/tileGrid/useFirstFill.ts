import { startTransition, useEffect, useState } from 'react';

const NONE: readonly never[] = [];

/**
 * The items of a list that is not virtualized (a strip of tiles), held back until a transition
 * renders them when they first arrive: React renders that in slices of a few milliseconds, so a
 * phone's first tiles are not one long task. Items there at mount show at once.
 *
 * @example
 * const videos = useFirstFill(useListSelector(actor, selectItems));
 */
export function useFirstFill<T>(items: readonly T[]): readonly T[] {
  const [filled, setFilled] = useState(items.length > 0);
  const waiting = !filled && items.length > 0;
  useEffect(() => {
    if (waiting) startTransition(() => setFilled(true));
  }, [waiting]);
  return filled ? items : NONE;
}
