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

/** Browser facts, emitted by the viewport source and recorded as `env` records. */
export type ShellEnvEvent =
  { type: 'env.viewportResized'; width: number } | { type: 'env.scrolled'; y: number };

/** Guest intents sent by the views. */
export type ShellUiEvent =
  | { type: 'ui.routeChanged'; path: string; search: string }
  | { type: 'ui.menuToggled'; menu: Menu }
  | { type: 'ui.menusClosed' };

export type ShellEvent = ShellEnvEvent | ShellUiEvent;
