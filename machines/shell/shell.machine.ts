import { and, assertEvent, assign, setup, stateIn } from 'xstate';
import { MENUS, SUBMENUS, type Menu, type ShellEvent, type Submenu } from './shell.events.ts';
import { resolveRoute, type ShellRoute } from './shell.route.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

/** Below this viewport width the mobile layout and menus apply (seed 000 §4, §9). */
export const MOBILE_BREAKPOINT = 1023;
/** Scroll moves of this many px or fewer never toggle the navbar (seed 000 §5). */
export const NAVBAR_MIN_MOVE = 10;
/** The navbar hides only below this scroll position (seed 000 §5). */
export const NAVBAR_HIDE_AFTER = 50;

export interface ShellInput {
  path: string;
  search: string;
}

export interface ShellContext {
  route: ShellRoute;
  /** Scroll position of the last move that counted, to measure the next one against. */
  scrollY: number;
}

type ShellTag = 'mobile' | 'menuOpen' | 'navbarHidden';
type ScrollMove = { from: number; to: number };

const scrollMove = ({ context, event }: { context: ShellContext; event: { y: number } }) => ({
  from: context.scrollY,
  to: event.y,
});

const menuState = (menu: Menu) =>
  ({
    tags: ['menuOpen'],
    on: {
      'ui.menuToggled': { guard: { type: 'isRequested', params: { menu } }, target: 'closed' },
    },
  }) as const;

/** A submenu of the navigation menu: its own toggle closes it; another's is the menu's. */
const submenuState = (submenu: Submenu) =>
  ({
    on: {
      'ui.submenuToggled': {
        guard: { type: 'isSubmenuRequested', params: { submenu } },
        target: 'main',
      },
    },
  }) as const;

/**
 * The page frame: which layout applies, which mobile menu is open, whether the navbar is shown,
 * the "not available yet" dialog, and the current route resolved with the route table.
 */
export const shellMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as ShellContext,
      events: {} as ShellEvent,
      input: {} as ShellInput,
      tags: {} as ShellTag,
    },
    actions: {
      assignRoute: assign((_, params: ShellInput) => ({
        route: resolveRoute(params.path, params.search),
      })),
      rememberScroll: assign((_, params: ScrollMove) => ({ scrollY: params.to })),
      /** The videos ask 16 a page on a phone (seed 001 §9): told when asked and on each change. */
      tellVideosLayout: toSystem('videos', (_, params: { mobile: boolean }) => ({
        type: 'shell.layoutTold',
        mobile: params.mobile,
      })),
    },
    guards: {
      isMobileWidth: (_, params: { width: number }) => params.width < MOBILE_BREAKPOINT,
      isDesktopWidth: (_, params: { width: number }) => params.width >= MOBILE_BREAKPOINT,
      // Reads the event: one guard serves every menu's transition with the menu as its param.
      isRequested: ({ event }, params: { menu: Menu }) => {
        assertEvent(event, 'ui.menuToggled');
        return event.menu === params.menu;
      },
      isSubmenuRequested: ({ event }, params: { submenu: Submenu }) => {
        assertEvent(event, 'ui.submenuToggled');
        return event.submenu === params.submenu;
      },
      isNewLocation: (_, params: { current: ShellRoute; next: ShellInput }) =>
        params.current.path !== params.next.path || params.current.search !== params.next.search,
      isScrollDownPastThreshold: (_, { from, to }: ScrollMove) =>
        to - from > NAVBAR_MIN_MOVE && to > NAVBAR_HIDE_AFTER,
      isScrollUpOrNearTop: (_, { from, to }: ScrollMove) =>
        from - to > NAVBAR_MIN_MOVE || to <= NAVBAR_HIDE_AFTER,
      isNoticeableScroll: (_, { from, to }: ScrollMove) => Math.abs(to - from) > NAVBAR_MIN_MOVE,
    },
  }).createMachine({
    id: 'shell',
    type: 'parallel',
    context: ({ input }) => ({ route: resolveRoute(input.path, input.search), scrollY: 0 }),
    states: {
      // An atomic region of its own: in a parallel machine, a root-level handler would be shadowed
      // by the regions that also react to a route change (menu, dialog).
      route: {
        on: {
          'ui.routeChanged': {
            guard: {
              type: 'isNewLocation',
              params: ({ context, event }) => ({
                current: context.route,
                next: { path: event.path, search: event.search },
              }),
            },
            actions: {
              type: 'assignRoute',
              params: ({ event }) => ({ path: event.path, search: event.search }),
            },
          },
        },
      },
      layout: {
        initial: 'desktop',
        states: {
          desktop: {
            entry: { type: 'tellVideosLayout', params: { mobile: false } },
            on: {
              'env.viewportResized': {
                guard: { type: 'isMobileWidth', params: ({ event }) => ({ width: event.width }) },
                target: 'mobile',
              },
              'shell.layoutAsked': {
                actions: { type: 'tellVideosLayout', params: { mobile: false } },
              },
            },
          },
          mobile: {
            tags: ['mobile'],
            entry: { type: 'tellVideosLayout', params: { mobile: true } },
            on: {
              'env.viewportResized': {
                guard: { type: 'isDesktopWidth', params: ({ event }) => ({ width: event.width }) },
                target: 'desktop',
              },
              'shell.layoutAsked': {
                actions: { type: 'tellVideosLayout', params: { mobile: true } },
              },
            },
          },
        },
      },
      menu: {
        initial: 'closed',
        on: {
          // The open menu's own toggle (declared in its state) closes it; any other toggle lands here.
          'ui.menuToggled': MENUS.map((menu) => ({
            guard: and([
              stateIn({ layout: 'mobile' }),
              { type: 'isRequested', params: { menu } } as const,
            ]),
            target: `.${menu}` as const,
          })),
          'ui.menusClosed': '.closed',
          'ui.routeChanged': '.closed',
          'env.viewportResized': {
            guard: { type: 'isDesktopWidth', params: ({ event }) => ({ width: event.width }) },
            target: '.closed',
          },
        },
        states: {
          closed: {},
          // Its submenus open inside it, one at a time; opening the menu again starts closed.
          navigation: {
            ...menuState('navigation'),
            initial: 'main',
            on: {
              ...menuState('navigation').on,
              'ui.submenuToggled': SUBMENUS.map((submenu) => ({
                guard: { type: 'isSubmenuRequested', params: { submenu } } as const,
                target: `.${submenu}` as const,
              })),
            },
            states: {
              main: {},
              videos: submenuState('videos'),
              tv: submenuState('tv'),
              contests: submenuState('contests'),
            },
          },
          search: menuState('search'),
          camFilter: menuState('camFilter'),
          categoryFilter: menuState('categoryFilter'),
          myArea: menuState('myArea'),
          notifications: menuState('notifications'),
        },
      },
      navbar: {
        initial: 'shown',
        states: {
          shown: {
            on: {
              'env.scrolled': [
                {
                  guard: { type: 'isScrollDownPastThreshold', params: scrollMove },
                  target: 'hidden',
                  actions: { type: 'rememberScroll', params: scrollMove },
                },
                {
                  guard: { type: 'isNoticeableScroll', params: scrollMove },
                  actions: { type: 'rememberScroll', params: scrollMove },
                },
              ],
            },
          },
          hidden: {
            tags: ['navbarHidden'],
            on: {
              'env.scrolled': [
                {
                  guard: { type: 'isScrollUpOrNearTop', params: scrollMove },
                  target: 'shown',
                  actions: { type: 'rememberScroll', params: scrollMove },
                },
                {
                  guard: { type: 'isNoticeableScroll', params: scrollMove },
                  actions: { type: 'rememberScroll', params: scrollMove },
                },
              ],
            },
          },
        },
      },
    },
  }),
);
