/** Page-level effects machines ask for by name; the engine provides them live and skips them in replay. */
export interface PageEffects {
  reload(): void;
}

export function createPageEffects(win: Pick<Window, 'location'>): PageEffects {
  return { reload: () => win.location.reload() };
}
