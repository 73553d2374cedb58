import type { FocusEvent, PointerEvent } from 'react';
import type { PreviewPointer } from '../../machines/actorPreview/actorPreview.types.ts';
import { selectOpenPreviewActor } from '../../machines/actorPreview/actorPreview.selectors.ts';
import { useOptionalSystemSelector, useSend } from '../../src/engine/react.tsx';

/** The card's element id for an actor (the tile's focus handling looks for it). */
export const previewCardId = (actorId: number) => `actor-preview-${actorId}`;

const pointerOf = (type: string): PreviewPointer =>
  type === 'touch' || type === 'pen' ? type : 'mouse';

/** Whether focus moved to `next` inside the tile frame or her card (then nothing was left). */
function staysWithin(frame: Element, next: EventTarget | null, actorId: number): boolean {
  if (!(next instanceof Node)) return false;
  return (
    frame.contains(next) || document.getElementById(previewCardId(actorId))?.contains(next) === true
  );
}

/**
 * The preview intents of one tile (or its card): the pointer resting on it or the keyboard's
 * visible focus ask for her card, leaving it says so. The machine decides (the wait, a touch
 * opening nothing, one card at a time); `open` says whether her card is the open one.
 */
export function useProfilePreview(actorId: number) {
  const send = useSend('actorPreview');
  const open = useOptionalSystemSelector('actorPreview', selectOpenPreviewActor, null) === actorId;
  const handlers = {
    onPointerEnter: (event: PointerEvent) =>
      send({ type: 'ui.previewWanted', actorId, pointer: pointerOf(event.pointerType) }),
    onPointerLeave: () => send({ type: 'ui.previewLeft', actorId }),
    // A click focuses too: only the keyboard's visible focus asks for her card.
    onFocus: (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible'))
        send({ type: 'ui.previewWanted', actorId, pointer: 'keyboard' });
    },
    onBlur: (event: FocusEvent) => {
      if (!staysWithin(event.currentTarget, event.relatedTarget, actorId))
        send({ type: 'ui.previewLeft', actorId });
    },
  };
  return { open, handlers };
}
