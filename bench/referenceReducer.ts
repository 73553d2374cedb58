import { MOBILE_BREAKPOINT } from '../machines/shell/shell.machine.ts';
import { resolveRoute, type ShellRoute } from '../machines/shell/shell.route.ts';

/**
 * The limit the engine is measured against: a hand-written reducer over the shell's state shape
 * (layout, open menu, navbar, route, last counted scroll) doing the updates the bench workload
 * asks of the shell machine, with no statechart, no actor system and no log.
 */
export interface ReferenceState {
  layout: 'desktop' | 'mobile';
  menu: string | null;
  navbar: 'shown' | 'hidden';
  route: ShellRoute;
  scrollY: number;
}

type BenchEvent = { type: string; [field: string]: unknown };

/** Scroll moves shorter than this do not count (the navbar keeps its state). */
const SCROLL_STEP = 10;

export function initialReferenceState(path: string): ReferenceState {
  return {
    layout: 'desktop',
    menu: null,
    navbar: 'shown',
    route: resolveRoute(path, ''),
    scrollY: 0,
  };
}

export function referenceReducer(state: ReferenceState, event: BenchEvent): ReferenceState {
  switch (event.type) {
    case 'env.scrolled': {
      const y = event.y as number;
      if (Math.abs(y - state.scrollY) < SCROLL_STEP) return state;
      return { ...state, scrollY: y, navbar: y > state.scrollY && y > 0 ? 'hidden' : 'shown' };
    }
    case 'ui.menuToggled': {
      const menu = event.menu as string;
      return { ...state, menu: state.menu === menu ? null : menu };
    }
    case 'env.viewportResized': {
      const layout = (event.width as number) > MOBILE_BREAKPOINT ? 'desktop' : 'mobile';
      return layout === state.layout ? state : { ...state, layout, menu: null };
    }
    case 'ui.routeChanged':
      return {
        ...state,
        menu: null,
        route: resolveRoute(event.path as string, event.search as string),
      };
    case 'ui.menusClosed':
      return state.menu === null ? state : { ...state, menu: null };
    default:
      return state;
  }
}
