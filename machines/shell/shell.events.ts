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

export type ShellEvent = ShellEnvEvent | ShellUiEvent;
