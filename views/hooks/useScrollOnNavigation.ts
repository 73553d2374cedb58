import { useEffect, useRef } from 'react';
import { useNavigationType } from '../router/index.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** Seed 000 §9: wait after a navigation before scrolling, and stop this far above the target. */
const POST_NAVIGATION_SCROLL_WAIT_MS = 200;
const SCROLL_OFFSET_PX = 35;

/**
 * After each navigation, scrolls to the element named by `scrollTo`, or to the top, unless the
 * URL says `noscroll`. The wait lets the new screen render its target first. The route object is
 * replaced only when the URL changes, so this runs once per navigation. On the page's first load
 * only `scrollTo` moves it: the top is where a new page starts anyway, and a reload keeps the
 * position the browser restored (or the guest already scrolled to). Back and forward likewise:
 * the page goes back to where the guest was (a tile grid scrolls to the tile last opened).
 */
export function useScrollOnNavigation(): void {
  const route = useSystemSelector('shell', selectRoute);
  const returning = useNavigationType() === 'POP';
  const firstLoad = useRef(true);
  useEffect(() => {
    const initial = firstLoad.current;
    firstLoad.current = false;
    if (route.noscroll || ((initial || returning) && route.scrollTo === null)) return;
    const timer = window.setTimeout(() => {
      const target = route.scrollTo === null ? null : document.getElementById(route.scrollTo);
      const top = target
        ? target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX
        : 0;
      const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: Math.max(0, top), behavior: target && !calm ? 'smooth' : 'instant' });
    }, POST_NAVIGATION_SCROLL_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [route, returning]);
}
