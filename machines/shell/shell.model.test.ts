import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { MODEL_WALK_HANG_GUARD_MS } from '../../src/testing/modelSuite.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { MENUS, SUBMENUS, type ShellEvent } from './shell.events.ts';
import { shellMachine } from './shell.machine.ts';
import {
  selectIsMobile,
  selectNavbarHidden,
  selectOpenMenu,
  selectOpenSubmenu,
} from './shell.selectors.ts';

/**
 * Model-based test: shortest paths to every reachable combination of the shell's regions,
 * generated from the statechart, each run in a recording engine and checked through the selectors.
 */
const input = { path: '/en/', search: '' };
const events: ShellEvent[] = [
  { type: 'env.viewportResized', width: 375 },
  { type: 'env.viewportResized', width: 1440 },
  ...MENUS.map((menu): ShellEvent => ({ type: 'ui.menuToggled', menu })),
  ...SUBMENUS.map((submenu): ShellEvent => ({ type: 'ui.submenuToggled', submenu })),
  { type: 'ui.menusClosed' },
  { type: 'env.scrolled', y: 400 },
  { type: 'env.scrolled', y: 0 },
  // Moves that count but do not toggle: down near the top, and further down while hidden.
  { type: 'env.scrolled', y: 30 },
  { type: 'env.scrolled', y: 900 },
  { type: 'ui.routeChanged', path: '/de/neue-girls/', search: '' },
];

// The regions' states are what this model covers; route and scroll position are data.
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const model = createTestModel(shellMachine(), { input, events, serializeState });

type ShellSnapshot = ReturnType<ReturnType<typeof shellMachine>['getInitialSnapshot']>;
/** What each state of each region means to the guest, read through the selectors. */
const meaning: Record<string, (snapshot: ShellSnapshot) => void> = {
  'layout.desktop': (snapshot) => {
    expect(selectIsMobile(snapshot)).toBe(false);
    expect(selectOpenMenu(snapshot)).toBeNull();
  },
  'layout.mobile': (snapshot) => expect(selectIsMobile(snapshot)).toBe(true),
  'menu.closed': (snapshot) => {
    expect(selectOpenMenu(snapshot)).toBeNull();
    expect(selectOpenSubmenu(snapshot)).toBeNull();
  },
  ...Object.fromEntries(
    MENUS.map((menu) => [
      `menu.${menu}`,
      (snapshot: ShellSnapshot) => {
        expect(selectOpenMenu(snapshot)).toBe(menu);
        expect(selectOpenSubmenu(snapshot)).toBeNull();
      },
    ]),
  ),
  // The navigation menu's states: its list alone, or one submenu open inside it.
  'menu.navigation.main': (snapshot) => {
    expect(selectOpenMenu(snapshot)).toBe('navigation');
    expect(selectOpenSubmenu(snapshot)).toBeNull();
  },
  ...Object.fromEntries(
    SUBMENUS.map((submenu) => [
      `menu.navigation.${submenu}`,
      (snapshot: ShellSnapshot) => {
        expect(selectOpenMenu(snapshot)).toBe('navigation');
        expect(selectOpenSubmenu(snapshot)).toBe(submenu);
      },
    ]),
  ),
  'navbar.shown': (snapshot) => expect(selectNavbarHidden(snapshot)).toBe(false),
  'navbar.hidden': (snapshot) => expect(selectNavbarHidden(snapshot)).toBe(true),
};
const regionStates = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix + value]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        regionStates(child, `${prefix}${key}.`),
      );

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
const { run } = recordingRunner('shell', shellMachine(), { input });

describe('shell model', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every combination of the regions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    // Desktop has no open menu; mobile has closed, one of the menus, or the navigation menu
    // with one of its submenus. Navbar 2.
    expect(reached.size).toBe((1 + 1 + MENUS.length + SUBMENUS.length) * 2);
  });

  for (const path of paths) {
    const route = path.steps.map((step) => step.event.type).join(' → ') || 'start';
    it(`reaches ${JSON.stringify(path.state.value)} by ${route}`, async () => {
      const snapshot = await run(path.steps.map((step) => step.event));
      expect(snapshot.value).toEqual(path.state.value);
      for (const state of regionStates(snapshot.value)) {
        expect(meaning[state], `a meaning for ${state}`).toBeDefined();
        meaning[state]!(snapshot);
      }
    });
  }

  // Every transition of the graph once, each path on a fresh actor: the coverage gate.
  const edges = transitionPaths(
    model,
    createActor(shellMachine(), { input }).getSnapshot(),
    serializeState,
  );

  it(
    `takes all ${edges.length} transitions of the graph and lands where the model says`,
    { timeout: MODEL_WALK_HANG_GUARD_MS },
    async () => {
      for (const path of edges) {
        const snapshot = await run(path.steps.map((step) => step.event as ShellEvent));
        expect(snapshot.value, path.steps.map((s) => s.event.type).join(' → ')).toEqual(
          path.state.value,
        );
        for (const state of regionStates(snapshot.value)) meaning[state]!(snapshot);
      }
    },
  );

  it('covers the machine at the gate (every state, 95% of transitions)', () => {
    const coverage = measureModelCoverage('shell', shellMachine(), edges, { input });
    expect(gateFailures(coverage)).toEqual([]);
  });
});
