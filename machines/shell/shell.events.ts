/** The mobile menus of seed 000 §2; at most one is open. */
export const MENUS = [
  'navigation',
  'search',
  'camFilter',
  'categoryFilter',
  'myArea',
  'notifications',
] as const;
export type Menu = (typeof MENUS)[number];

/**
 * The navigation menu's submenus (seed 000 §2): a section's own areas, opened inside the menu.
 * At most one is open, and it closes with its menu.
 */
export const SUBMENUS = ['videos', 'tv', 'contests'] as const;
export type Submenu = (typeof SUBMENUS)[number];

/** Browser facts, emitted by the viewport source and recorded as `env` records. */
export type ShellEnvEvent =
  { type: 'env.viewportResized'; width: number } | { type: 'env.scrolled'; y: number };

/** Guest intents sent by the views. */
export type ShellUiEvent =
  | { type: 'ui.routeChanged'; path: string; search: string }
  | { type: 'ui.menuToggled'; menu: Menu }
  | { type: 'ui.submenuToggled'; submenu: Submenu }
  | { type: 'ui.menusClosed' };

/**
 * A domain whose lists depend on the layout asks for it when it starts (the videos: 16 a page on
 * a phone, seed 001 §9); the shell answers with `shell.layoutTold` and tells again on each change.
 */
type ShellAskEvent = { type: 'shell.layoutAsked' };

/** The layout as the shell tells it: the mobile layout below `MOBILE_BREAKPOINT`. */
export type LayoutToldEvent = { type: 'shell.layoutTold'; mobile: boolean };

export type ShellEvent = ShellEnvEvent | ShellUiEvent | ShellAskEvent;
