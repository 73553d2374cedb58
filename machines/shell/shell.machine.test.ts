import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MENUS, type ShellEvent } from './shell.events.ts';
import { shellMachine } from './shell.machine.ts';
import {
  selectIsMobile,
  selectLanguage,
  selectNavbarHidden,
  selectOpenMenu,
  selectOpenSubmenu,
  selectRoute,
} from './shell.selectors.ts';

function start(path = '/en/', search = '', ...events: ShellEvent[]) {
  const actor = createActor(shellMachine(), { input: { path, search } }).start();
  for (const event of events) actor.send(event);
  return actor;
}

const mobile: ShellEvent = { type: 'env.viewportResized', width: 375 };
const scrolled = (y: number): ShellEvent => ({ type: 'env.scrolled', y });

describe('shell layout', () => {
  it('is mobile below 1023 px and desktop at 1023 px and above', () => {
    const actor = start('/en/', '', { type: 'env.viewportResized', width: 1022 });
    expect(selectIsMobile(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'env.viewportResized', width: 1023 });
    expect(selectIsMobile(actor.getSnapshot())).toBe(false);
  });
});

describe('shell menus', () => {
  it('opens one menu at a time and closes the open one when toggled again', () => {
    const actor = start('/en/', '', mobile, { type: 'ui.menuToggled', menu: 'navigation' });
    expect(selectOpenMenu(actor.getSnapshot())).toBe('navigation');
    actor.send({ type: 'ui.menuToggled', menu: 'search' });
    expect(selectOpenMenu(actor.getSnapshot())).toBe('search');
    actor.send({ type: 'ui.menuToggled', menu: 'search' });
    expect(selectOpenMenu(actor.getSnapshot())).toBeNull();
  });

  it.each(MENUS)('opens and closes %s', (menu) => {
    const actor = start('/en/', '', mobile, { type: 'ui.menuToggled', menu });
    expect(selectOpenMenu(actor.getSnapshot())).toBe(menu);
    expect(actor.getSnapshot().hasTag('menuOpen')).toBe(true);
    actor.send({ type: 'ui.menusClosed' });
    expect(selectOpenMenu(actor.getSnapshot())).toBeNull();
  });

  it('opens no mobile menu in the desktop layout', () => {
    const actor = start('/en/', '', { type: 'ui.menuToggled', menu: 'myArea' });
    expect(selectOpenMenu(actor.getSnapshot())).toBeNull();
  });

  it('closes the menu when the viewport grows to desktop, not when it stays mobile', () => {
    const actor = start('/en/', '', mobile, { type: 'ui.menuToggled', menu: 'notifications' });
    actor.send({ type: 'env.viewportResized', width: 800 });
    expect(selectOpenMenu(actor.getSnapshot())).toBe('notifications');
    actor.send({ type: 'env.viewportResized', width: 1440 });
    expect(selectOpenMenu(actor.getSnapshot())).toBeNull();
  });

  it('closes the menu on a route change, even to the same URL', () => {
    const actor = start('/en/', '', mobile, { type: 'ui.menuToggled', menu: 'navigation' });
    actor.send({ type: 'ui.routeChanged', path: '/en/', search: '' });
    expect(selectOpenMenu(actor.getSnapshot())).toBeNull();
  });
});

describe('shell submenus (seed 000 §2)', () => {
  const navigation: ShellEvent = { type: 'ui.menuToggled', menu: 'navigation' };
  const submenu = (name: 'videos' | 'tv' | 'contests'): ShellEvent => ({
    type: 'ui.submenuToggled',
    submenu: name,
  });

  it('opens one submenu at a time inside the navigation menu, and its own toggle closes it', () => {
    const actor = start('/en/', '', mobile, navigation, submenu('videos'));
    expect(selectOpenMenu(actor.getSnapshot())).toBe('navigation');
    expect(selectOpenSubmenu(actor.getSnapshot())).toBe('videos');
    actor.send(submenu('tv'));
    expect(selectOpenSubmenu(actor.getSnapshot())).toBe('tv');
    actor.send(submenu('tv'));
    expect(selectOpenSubmenu(actor.getSnapshot())).toBeNull();
    expect(selectOpenMenu(actor.getSnapshot())).toBe('navigation');
  });

  it('closes with its menu: another menu, a route change, and the menu opened again starts closed', () => {
    const actor = start('/en/', '', mobile, navigation, submenu('contests'));
    actor.send({ type: 'ui.menuToggled', menu: 'search' });
    expect(selectOpenSubmenu(actor.getSnapshot())).toBeNull();
    actor.send(navigation);
    expect(selectOpenMenu(actor.getSnapshot())).toBe('navigation');
    expect(selectOpenSubmenu(actor.getSnapshot())).toBeNull();
    actor.send(submenu('videos'));
    actor.send({ type: 'ui.routeChanged', path: '/en/videos/all-videos/', search: '' });
    expect(selectOpenMenu(actor.getSnapshot())).toBeNull();
    expect(selectOpenSubmenu(actor.getSnapshot())).toBeNull();
  });

  it('opens none while the navigation menu is closed or another menu is open', () => {
    expect(
      selectOpenSubmenu(start('/en/', '', mobile, submenu('videos')).getSnapshot()),
    ).toBeNull();
    const actor = start('/en/', '', mobile, { type: 'ui.menuToggled', menu: 'myArea' });
    actor.send(submenu('videos'));
    expect(selectOpenMenu(actor.getSnapshot())).toBe('myArea');
    expect(selectOpenSubmenu(actor.getSnapshot())).toBeNull();
  });
});

describe('shell navbar', () => {
  const hidden = (...ys: number[]) => {
    const actor = start('/en/', '', ...ys.map(scrolled));
    return selectNavbarHidden(actor.getSnapshot());
  };

  it('hides when scrolled down more than 10 px past 50 px', () => {
    expect(hidden(100)).toBe(true);
    expect(hidden(40, 61)).toBe(true);
  });

  it('stays when the move is 10 px or less, or the page is still near the top', () => {
    expect(hidden(10)).toBe(false);
    expect(hidden(50)).toBe(false);
    expect(hidden(45, 55)).toBe(false);
  });

  it('ignores small moves and measures from the last move that counted', () => {
    // 45 counts (move > 10), 51 is only 6 px further so it does not, 57 is 12 px from 45.
    expect(hidden(45, 51)).toBe(false);
    expect(hidden(45, 51, 57)).toBe(true);
  });

  it('shows again when scrolled up more than 10 px or back near the top', () => {
    expect(hidden(500, 489)).toBe(false);
    expect(hidden(500, 491)).toBe(true);
    expect(hidden(60, 50)).toBe(false);
  });
});

describe('shell route', () => {
  it('resolves the start URL and later route changes with the route table', () => {
    const actor = start('/de/neue-girls/', '?scrollTo=grid');
    expect(selectRoute(actor.getSnapshot())).toMatchObject({
      status: 'matched',
      name: 'newGirls',
      lang: 'de',
      scrollTo: 'grid',
      noscroll: false,
    });
    actor.send({ type: 'ui.routeChanged', path: '/es/amateur/Lisa/videos', search: '?noscroll=1' });
    expect(selectRoute(actor.getSnapshot())).toMatchObject({
      name: 'actorVideos',
      lang: 'es',
      params: { actorName: 'lisa' },
      scrollTo: null,
      noscroll: true,
    });
    expect(selectLanguage(actor.getSnapshot())).toBe('es');
  });

  it('keeps the route object when the URL did not change, so views do not re-scroll', () => {
    const actor = start('/en/cams/', '');
    const before = selectRoute(actor.getSnapshot());
    actor.send({ type: 'ui.routeChanged', path: '/en/cams/', search: '' });
    expect(selectRoute(actor.getSnapshot())).toBe(before);
    actor.send({ type: 'ui.routeChanged', path: '/en/cams/', search: '?page=2' });
    expect(selectRoute(actor.getSnapshot())).not.toBe(before);
  });

  it('marks unknown paths as not found in the language of their prefix', () => {
    const actor = start('/nl/bestaat-niet/', '');
    expect(selectRoute(actor.getSnapshot())).toMatchObject({ status: 'notFound', lang: 'nl' });
    actor.send({ type: 'ui.routeChanged', path: '/xx/cams/', search: '' });
    expect(selectRoute(actor.getSnapshot())).toMatchObject({ status: 'notFound', lang: 'en' });
  });
});
