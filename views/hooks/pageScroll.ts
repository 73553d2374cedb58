/** Seed 000 §9: the scroll to a page-load target is animated over 500 ms. */
export const SCROLL_ANIMATION_MS = 500;

/**
 * The page-load scroll targets that are marked areas rather than ids (seed 000 §2: "top,
 * pagination, view"): `top` and `view` are ids of the layout (`views/layout/Layout.tsx`), the
 * paging of the shown list is marked `data-scroll-target="pagination"` (the tile grid's footer,
 * `views/tileGrid/TileGrid.tsx`). The first one on the page is the target.
 */
const MARKED_AREAS: ReadonlySet<string> = new Set(['pagination']);

/**
 * The element `?scrollTo=` names: an element with that id, else a marked area of that name, else
 * none (the caller scrolls to the top).
 *
 * @example
 * scrollTargetOf(document, 'pagination'); // the first list's paging area
 */
export function scrollTargetOf(
  doc: Pick<Document, 'getElementById' | 'querySelector'>,
  name: string,
): Element | null {
  const byId = doc.getElementById(name);
  if (byId || !MARKED_AREAS.has(name)) return byId;
  return doc.querySelector(`[data-scroll-target="${name}"]`);
}

/** Ease in and out (cubic): slow at both ends, 0 at 0 and 1 at 1. */
export function easeInOut(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/** What the animation needs of the window (the real one, or a fake with a frame clock in tests). */
export interface ScrollingWindow {
  readonly scrollY: number;
  scrollTo(left: number, top: number): void;
  requestAnimationFrame(step: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The guest's own scrolling stops the animation: the page does not pull against the guest. */
const GUEST_SCROLL_INPUTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls the window from where it is to `top` in `duration` ms (seed 000 §9: 500 ms), one step a
 * frame, timed by the frames' own time stamps; the first frame is the start. Stops early when the
 * guest scrolls, or when the returned stop is called (a new navigation).
 *
 * @example
 * const stop = animateScroll(window, 1200);
 */
export function animateScroll(
  win: ScrollingWindow,
  top: number,
  duration: number = SCROLL_ANIMATION_MS,
): () => void {
  const from = win.scrollY;
  let start: number | null = null;
  let handle = 0;
  let running = true;
  const stop = () => {
    if (!running) return;
    running = false;
    win.cancelAnimationFrame(handle);
    for (const type of GUEST_SCROLL_INPUTS) win.removeEventListener(type, stop);
  };
  const step = (time: number) => {
    start ??= time;
    const progress = duration <= 0 ? 1 : Math.min(1, (time - start) / duration);
    win.scrollTo(0, from + (top - from) * easeInOut(progress));
    if (progress < 1) handle = win.requestAnimationFrame(step);
    else stop();
  };
  for (const type of GUEST_SCROLL_INPUTS)
    win.addEventListener(type, stop, { once: true, passive: true });
  handle = win.requestAnimationFrame(step);
  return stop;
}
