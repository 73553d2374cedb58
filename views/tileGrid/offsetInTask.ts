import type { Virtualizer } from '@tanstack/react-virtual';

type WindowVirtualizer = Virtualizer<Window, Element>;

/**
 * The window's scroll offset, read and handed to the grid's virtualizer in a task of its own
 * instead of inside the scroll event (the virtualizer's `observeWindowOffset` does both there).
 * Chromium runs the scroll event, the resize observers and the frame's style, layout and paint in
 * one task; reading `scrollY` there laid out whatever had changed since (a push's tile), and the
 * rows the new offset brought in were rendered there too: that task passed 50 ms over the cams
 * grid under pushes (grids bench: the scroll handler 20 to 35 ms, up to 19 ms of it the forced
 * layout; the rows' measure 10 to 12 ms; the frame 15 to 20 ms). Here the frame paints the rows
 * already there (the overscan covers a step) and the offset, with the rows it brings in, comes a
 * task later. Scrolling ends, as in the virtualizer, `isScrollingResetDelay` after the last
 * scroll event.
 */
export function observeWindowOffsetInTask(
  instance: WindowVirtualizer,
  report: (offset: number, isScrolling: boolean) => void,
): (() => void) | undefined {
  const target = instance.scrollElement;
  if (!target) return undefined;
  const channel = new MessageChannel();
  let queued = false;
  let scrolling = false;
  let stopTimer = 0;
  channel.port1.onmessage = () => {
    queued = false;
    report(target.scrollY, scrolling);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    channel.port2.postMessage(null);
  };
  const onScroll = () => {
    scrolling = true;
    queue();
    target.clearTimeout(stopTimer);
    stopTimer = target.setTimeout(() => {
      scrolling = false;
      queue();
    }, instance.options.isScrollingResetDelay);
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    target.removeEventListener('scroll', onScroll);
    target.clearTimeout(stopTimer);
    channel.port1.close();
  };
}
