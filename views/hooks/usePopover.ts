import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button with a popup panel, whose openness is the view's own business (no machine records it):
 * a press outside `root` or Escape closes it, and Escape from inside gives the focus back to the
 * button. The navbar's dropdowns, "more" links and rewards menu share it.
 *
 * @example
 * const popover = usePopover();
 * <div ref={popover.root}><button ref={popover.button} aria-controls={popover.panelId} … /></div>
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  const close = useCallback(() => setOpen(false), []);
  return { open, setOpen, close, panelId, root, button };
}
