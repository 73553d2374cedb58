import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold a part starts loading: about one phone screen ahead of the reader. */
const AHEAD = '600px 0px';

/**
 * True once the element has come within a screen of the viewport, and from then on. The start
 * page's blocks render their bodies (and so load their chunks and start their domains) only then:
 * what a guest never scrolls to costs them nothing. Where there is no IntersectionObserver (a
 * server render, an old browser) it is true at once.
 *
 * @example
 * const section = useRef<HTMLElement>(null);
 * const near = useNearViewport(section);
 * return <section ref={section}>{near ? <Body /> : <Placeholder />}</section>;
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
