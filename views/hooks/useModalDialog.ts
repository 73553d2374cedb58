import { useEffect, useRef } from 'react';

/**
 * Mirrors a machine's "is this dialog open" onto a native modal `<dialog>` (focus trap, Escape,
 * inert background). The machine decides; this only follows.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
