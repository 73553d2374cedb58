import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { MENUS, type ShellEvent } from './shell.events.ts';
import { shellMachine } from './shell.machine.ts';
import {
  selectIsMobile,
  selectNavbarHidden,
  selectOpenMenu,
  selectUnavailableDialog,
} from './shell.selectors.ts';

/**
 * Model-based test: shortest paths to every reachable combination of the shell's regions,
 * generated from the statechart, replayed on a fresh actor and checked through the selectors.
 */
const input = { path: '/en/', search: '' };
const events: ShellEvent[] = [
  { type: 'env.viewportResized', width: 375 },
  { type: 'env.viewportResized', width: 1440 },
  ...MENUS.map((menu): ShellEvent => ({ type: 'ui.menuToggled', menu })),
  { type: 'ui.menusClosed' },
  { type: 'env.scrolled', y: 400 },
  { type: 'env.scrolled', y: 0 },
  // Moves that count but do not toggle: down near the top, and further down while hidden.
  { type: 'env.scrolled', y: 30 },
  { type: 'env.scrolled', y: 900 },
  { type: 'ui.loginRequested' },
  { type: 'ui.signupRequested' },
  { type: 'ui.dialogClosed' },
  { type: 'ui.routeChanged', path: '/de/neue-girls/', search: '' },
];

// The regions' states are what this model covers; route and scroll position are data.
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const model = createTestModel(shellMachine, { input, events, serializeState });

describe('shell model', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every combination of the regions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    // Desktop has no open menu; mobile has closed or one of the menus. Navbar 2, dialog 3.
    expect(reached.size).toBe((1 + 1 + MENUS.length) * 2 * 3);
  });

  for (const path of paths) {
    const route = path.steps.map((step) => step.event.type).join(' → ') || 'start';
    it(`reaches ${JSON.stringify(path.state.value)} by ${route}`, async () => {
      const actor = createActor(shellMachine, { input }).start();
      await path.test({
        events: Object.fromEntries(
          events.map((event) => [
            event.type,
            ({ event: step }: { event: unknown }) => actor.send(step as ShellEvent),
          ]),
        ),
        states: {
          'layout.desktop': () => {
            expect(selectIsMobile(actor.getSnapshot())).toBe(false);
            expect(selectOpenMenu(actor.getSnapshot())).toBeNull();
          },
          'layout.mobile': () => expect(selectIsMobile(actor.getSnapshot())).toBe(true),
          'menu.closed': () => expect(selectOpenMenu(actor.getSnapshot())).toBeNull(),
          ...Object.fromEntries(
            MENUS.map((menu) => [
              `menu.${menu}`,
              () => expect(selectOpenMenu(actor.getSnapshot())).toBe(menu),
            ]),
          ),
          'navbar.shown': () => expect(selectNavbarHidden(actor.getSnapshot())).toBe(false),
          'navbar.hidden': () => expect(selectNavbarHidden(actor.getSnapshot())).toBe(true),
          'dialog.closed': () => expect(selectUnavailableDialog(actor.getSnapshot())).toBeNull(),
          'dialog.loginUnavailable': () =>
            expect(selectUnavailableDialog(actor.getSnapshot())).toBe('login'),
          'dialog.signupUnavailable': () =>
            expect(selectUnavailableDialog(actor.getSnapshot())).toBe('signup'),
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    });
  }

  // Every transition of the graph once, each path on a fresh actor: the coverage gate.
  const edges = transitionPaths(
    model,
    createActor(shellMachine, { input }).getSnapshot(),
    serializeState,
  );

  it(`takes all ${edges.length} transitions of the graph and lands where the model says`, () => {
    for (const path of edges) {
      const actor = createActor(shellMachine, { input }).start();
      for (const step of path.steps) actor.send(step.event as ShellEvent);
      expect(actor.getSnapshot().value, path.steps.map((s) => s.event.type).join(' → ')).toEqual(
        path.state.value,
      );
    }
  });

  it('covers the machine at the gate (every state, 95% of transitions)', () => {
    const coverage = measureModelCoverage('shell', shellMachine, edges, { input });
    expect(gateFailures(coverage)).toEqual([]);
  });
});
