import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The page's main element (`#view`) in the document this component renders into. Looked up
 * through a probe element's `ownerDocument`, not the global `document`, so the incentive views
 * also appear where the app renders into another document (the support viewer's frame).
 */
export function useViewElement(
  deps: readonly unknown[] = [],
): [RefObject<HTMLSpanElement | null>, HTMLElement | null] {
  const probe = useRef<HTMLSpanElement>(null);
  const [view, setView] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setView(probe.current?.ownerDocument.getElementById('view') ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names when to look again
  }, deps);
  return [probe, view];
}
