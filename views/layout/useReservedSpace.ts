import { useEffect, type RefObject } from 'react';

/**
 * While `element` floats over the page (`position: fixed`), keeps its height plus a margin in the
 * CSS custom property `name` on the root, so the page can keep that much room at its end (its last
 * content scrolls above the floating layer instead of staying covered). Removed when the element
 * goes. Example: `useReservedSpace(shown ? ref : null, '--incentive-corner-space')`, read by
 * `padding-bottom: var(--incentive-corner-space, 0px)`.
 */
export function useReservedSpace(
  element: RefObject<HTMLElement | null> | null,
  name: `--${string}`,
  margin = 32,
): void {
  useEffect(() => {
    const floating = element?.current;
    if (!floating || getComputedStyle(floating).position !== 'fixed') return;
    const root = floating.ownerDocument.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(name, `${floating.offsetHeight + margin}px`),
    );
    observer.observe(floating);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [element, name, margin]);
}
