import { useEffect } from 'react';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** Seed 000 §9: wait after a navigation before scrolling, and stop this far above the target. */
const POST_NAVIGATION_SCROLL_WAIT_MS = 200;
const SCROLL_OFFSET_PX = 35;

/**
 * After a navigation to a URL with `scrollTo`, scrolls to the element it names (or the top when
 * there is none), unless the URL also says `noscroll`. The wait lets the new screen render its
 * target first. A new page starting at the top, and back and forward returning to where the guest
 * was, are react-router's `ScrollRestoration` (views/appRoutes.tsx). The route object is replaced
 * only when the URL changes, so this runs once per navigation.
 */
export function useScrollOnNavigation(): void {
  const route = useSystemSelector('shell', selectRoute);
  useEffect(() => {
    if (route.noscroll || route.scrollTo === null) return;
    const timer = window.setTimeout(() => {
      const target = route.scrollTo === null ? null : document.getElementById(route.scrollTo);
      const top = target
        ? target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX
        : 0;
      const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: Math.max(0, top), behavior: target && !calm ? 'smooth' : 'instant' });
    }, POST_NAVIGATION_SCROLL_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [route]);
}
