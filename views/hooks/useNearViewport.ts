import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** How far below the fold a part starts loading once the reader scrolls: about a phone screen. */
const AHEAD = '600px 0px';
/** Before any scroll: only what the first screen shows. */
const ON_SCREEN = '0px 0px';

/**
 * True once the element has come into view (before the guest scrolls) or within a screen of it
 * (once they have), and from then on. The start page's blocks render their bodies (and so load
 * their chunks and start their domains) only then: what a guest never scrolls to costs them
 * nothing, and a first visit loads only the blocks it shows (on a 1280×800 desktop the favourites
 * and the top cams; a screen ahead added four more blocks with their domains, about 45 kB gzip,
 * before the guest had scrolled at all). Where there is no IntersectionObserver (a server render,
 * an old browser) it is true at once.
 *
 * @example
 * const section = useRef<HTMLElement>(null);
 * const near = useNearViewport(section);
 * return <section ref={section}>{near ? <Body /> : <Placeholder />}</section>;
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const scrolled = useSyncExternalStore(subscribeToFirstScroll, hasScrolled, notScrolled);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: scrolled ? AHEAD : ON_SCREEN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, scrolled]);
  return near;
}

// Whether the page has scrolled since it loaded: one flag for every observer of the page.
let scrolledOnce = false;
const hasScrolled = () => scrolledOnce;
const notScrolled = () => false;

function subscribeToFirstScroll(notify: () => void): () => void {
  if (scrolledOnce) return () => {};
  const onScroll = () => {
    scrolledOnce = true;
    notify();
  };
  window.addEventListener('scroll', onScroll, { once: true, passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
