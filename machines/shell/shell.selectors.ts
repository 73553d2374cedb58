import type { SnapshotFrom } from 'xstate';
import type { Language } from './routes/index.ts';
import { MENUS, SUBMENUS, type Menu, type Submenu } from './shell.events.ts';
import type { shellMachine } from './shell.machine.ts';
import type { ShellRoute } from './shell.route.ts';

export type ShellSnapshot = SnapshotFrom<ReturnType<typeof shellMachine>>;

export const selectIsMobile = (snapshot: ShellSnapshot): boolean => snapshot.hasTag('mobile');

export const selectOpenMenu = (snapshot: ShellSnapshot): Menu | null =>
  MENUS.find((menu) => snapshot.matches({ menu })) ?? null;

/** The navigation menu's open submenu, if any. */
export const selectOpenSubmenu = (snapshot: ShellSnapshot): Submenu | null =>
  SUBMENUS.find((submenu) => snapshot.matches({ menu: { navigation: submenu } })) ?? null;

export const selectNavbarHidden = (snapshot: ShellSnapshot): boolean =>
  snapshot.hasTag('navbarHidden');

/** Stable between route changes: the object is replaced only when the URL changes. */
export const selectRoute = (snapshot: ShellSnapshot): ShellRoute => snapshot.context.route;

export const selectLanguage = (snapshot: ShellSnapshot): Language => snapshot.context.route.lang;
