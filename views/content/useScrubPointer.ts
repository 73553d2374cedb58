import { useRef, type MouseEvent, type PointerEvent } from 'react';
import type { ScrubTarget } from '../../machines/content/previewScrub.machine.ts';
import { slotAt } from '../../machines/content/scrub.ts';
import { useEngine } from '../../src/engine/react.tsx';

/**
 * The pointer over a scrub area (the video page's bar, a tile's picture), told to the scrub actor
 * `to` as slots: a move is sent only when it reaches another slot (a sweep is at most 100
 * records), a leave only after something was sent. `touch: false` ignores fingers (a tile's
 * picture is a link a finger taps, not a bar to drag).
 */
export function useScrubPointer(
  to: 'content.scrub' | 'videos.scrub',
  target: ScrubTarget,
  slots: number,
  options: { touch: boolean },
) {
  const engine = useEngine();
  const sent = useRef(-1);
  const slotOf = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return slotAt((event.clientX - box.left) / box.width, slots);
  };
  const point = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'touch' && !options.touch) return;
    const slot = slotOf(event);
    if (slot === sent.current) return;
    sent.current = slot;
    engine.send(to, { type: 'ui.scrubbed', slot, ...target });
  };
  /** The pointer left (or the bar lost focus): `scrubbing` says whether keys had started it. */
  const leave = (scrubbing = false) => {
    if (sent.current === -1 && !scrubbing) return;
    sent.current = -1;
    engine.send(to, { type: 'ui.scrubEnded' });
  };
  return { slotOf, point, leave };
}
