import type { ShellEnvEvent } from '../../machines/shell/shell.events.ts';

/** Subscribes to a browser fact stream; returns the unsubscribe. */
export type EnvSource = (emit: (event: ShellEnvEvent) => void) => () => void;

/** Resizes arrive in bursts while a window is dragged; only the settled width matters. */
const RESIZE_DEBOUNCE_MS = 100;
/** The navbar reacts to where scrolling settled (seed 000 §5: debounce 200 ms). */
const SCROLL_DEBOUNCE_MS = 200;

type ViewportWindow = Pick<
  Window,
  | 'innerWidth'
  | 'scrollY'
  | 'addEventListener'
  | 'removeEventListener'
  | 'setTimeout'
  | 'clearTimeout'
>;

function debounce(win: ViewportWindow, ms: number, run: () => void) {
  let timer: number | undefined;
  return {
    schedule: () => {
      win.clearTimeout(timer);
      timer = win.setTimeout(run, ms);
    },
    cancel: () => win.clearTimeout(timer),
  };
}

/**
 * The viewport as shell facts: the width once at start and whenever a resize settles on a new
 * width, and the scroll position once scrolling has settled. Each fact is emitted only when its
 * value changed, so the event log holds one record per real change rather than one per frame.
 *
 * @example
 * const stop = createViewportSource(window)((event) => shell.send(event));
 * // → { type: 'env.viewportResized', width: 1440 }, later { type: 'env.scrolled', y: 620 }
 */
export function createViewportSource(win: ViewportWindow): EnvSource {
  return (emit) => {
    let width = Math.round(win.innerWidth);
    let y = Math.round(win.scrollY);
    emit({ type: 'env.viewportResized', width });

    const resize = debounce(win, RESIZE_DEBOUNCE_MS, () => {
      const next = Math.round(win.innerWidth);
      if (next === width) return;
      width = next;
      emit({ type: 'env.viewportResized', width });
    });
    const scroll = debounce(win, SCROLL_DEBOUNCE_MS, () => {
      const next = Math.max(0, Math.round(win.scrollY));
      if (next === y) return;
      y = next;
      emit({ type: 'env.scrolled', y });
    });

    win.addEventListener('resize', resize.schedule);
    win.addEventListener('scroll', scroll.schedule, { passive: true });
    return () => {
      win.removeEventListener('resize', resize.schedule);
      win.removeEventListener('scroll', scroll.schedule);
      resize.cancel();
      scroll.cancel();
    };
  };
}
