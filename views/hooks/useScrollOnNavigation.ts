import { useEffect } from 'react';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { animateScroll, scrollTargetOf } from './pageScroll.ts';

/** Seed 000 §9: wait after a navigation before scrolling, and stop this far above the target. */
const POST_NAVIGATION_SCROLL_WAIT_MS = 200;
const SCROLL_OFFSET_PX = 35;

/**
 * After a navigation to a URL with `scrollTo`, scrolls to the element or marked area it names
 * (`top`, `view`, `pagination`: `scrollTargetOf`), or the top when there is none, unless the URL
 * also says `noscroll`. The wait lets the new screen render its target first; the scroll itself
 * takes the seed's 500 ms (`animateScroll`), at once for a guest who asks for reduced motion. A
 * new page starting at the top, and back and forward returning to where the guest was, are
 * react-router's `ScrollRestoration` (views/appRoutes.tsx). The route object is replaced only when
 * the URL changes, so this runs once per navigation.
 */
export function useScrollOnNavigation(): void {
  const route = useSystemSelector('shell', selectRoute);
  useEffect(() => {
    if (route.noscroll || route.scrollTo === null) return;
    let stop = () => {};
    const timer = window.setTimeout(() => {
      const target = route.scrollTo === null ? null : scrollTargetOf(document, route.scrollTo);
      const top = Math.max(
        0,
        target ? target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX : 0,
      );
      const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (target && !calm) stop = animateScroll(window, top);
      else window.scrollTo({ top, behavior: 'instant' });
    }, POST_NAVIGATION_SCROLL_WAIT_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [route]);
}
