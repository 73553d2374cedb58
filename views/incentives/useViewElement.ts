import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The page's main element (`#view`) of the app this component renders in: looked up from a probe
 * element, within its own `.app` (not the global `document`), so the incentive views appear where
 * the app renders into another document (the support viewer's frame), and never in the
 * prerendered frame the app takes over from, which has a `#view` of its own until it goes.
 */
export function useViewElement(
  deps: readonly unknown[] = [],
): [RefObject<HTMLSpanElement | null>, HTMLElement | null] {
  const probe = useRef<HTMLSpanElement>(null);
  const [view, setView] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setView(probe.current?.closest('.app')?.querySelector<HTMLElement>('#view') ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names when to look again
  }, deps);
  return [probe, view];
}
