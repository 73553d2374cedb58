/**
 * Presses under way on a page, so that a swap of its elements waits for the moment between two
 * presses. A click is a pointer going down and up on the same element: if the elements are
 * mounted again in between (the feed's grid taking over from its first posts, FirstPosts.tsx),
 * the down lands on the old button, the up on the new one, and the browser dispatches no click at
 * all: the guest's press is lost.
 */
export interface PressWatch {
  /** Resolves at once when no pointer is down, else once the last is up and its click is done. */
  betweenPresses(): Promise<void>;
  stop(): void;
}

/**
 * The longest a swap waits for a press to end: a pointer whose up the page never sees (released
 * outside the window after a drag) must not hold the swap back for good.
 */
export const PRESS_WAIT_LIMIT_MS = 5_000;

export function watchPresses(target: EventTarget): PressWatch {
  const down = new Set<number>();
  let waiting: (() => void)[] = [];
  let limit: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(limit);
    limit = undefined;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };
  const onDown = (event: Event) => {
    down.add(pointerIdOf(event));
  };
  // A press that began since the up (a quick second tap, input before timers on a busy page)
  // holds the swap back again.
  const releaseBetweenPresses = () => {
    if (down.size === 0) release();
  };
  const onUp = (event: Event) => {
    down.delete(pointerIdOf(event));
    // A mouse's click is dispatched in the up's task, a tap's may come a task later (where it
    // lands on the new element, which is pressed as the guest meant): the swap waits a task.
    if (down.size === 0 && waiting.length > 0) setTimeout(releaseBetweenPresses, 0);
  };
  // The window itself lost the focus (another window, a dialog of the browser): its ups are not
  // ours to see. Not an element's blur, which a press that moves the focus makes.
  const onLost = (event: Event) => {
    if (event.target !== target) return;
    down.clear();
    if (waiting.length > 0) setTimeout(release, 0);
  };
  const options = { capture: true, passive: true };
  target.addEventListener('pointerdown', onDown, options);
  target.addEventListener('pointerup', onUp, options);
  target.addEventListener('pointercancel', onUp, options);
  target.addEventListener('blur', onLost, { passive: true });
  return {
    betweenPresses() {
      if (down.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        limit ??= setTimeout(() => {
          down.clear();
          release();
        }, PRESS_WAIT_LIMIT_MS);
      });
    },
    stop() {
      target.removeEventListener('pointerdown', onDown, options);
      target.removeEventListener('pointerup', onUp, options);
      target.removeEventListener('pointercancel', onUp, options);
      target.removeEventListener('blur', onLost);
      release();
    },
  };
}

const pointerIdOf = (event: Event): number =>
  'pointerId' in event && typeof event.pointerId === 'number' ? event.pointerId : 0;
