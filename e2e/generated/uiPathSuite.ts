import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expect, test } from '../fixtures.ts';

/** What the guest sees in one UI state: a name for the report and the check that proves it. */
interface UiExpectation {
  name: string;
  check: () => Promise<void>;
}

/** A system under test driven through its UI: where each UI state can be seen. */
export interface UiDriver<State extends string> {
  start(): Promise<void>;
  readonly sees: Record<State, UiExpectation>;
}

/** One generated path: the machine events of its UI actions and the states they lead to. */
interface UiPath {
  state: AnyMachineSnapshot;
  steps: { event: { name: string }; state: AnyMachineSnapshot }[];
}

export interface UiPathSuite<State extends string, Driver extends UiDriver<State>> {
  title: string;
  paths: UiPath[];
  actions: readonly { name: string; act: (ui: Driver) => Promise<void> }[];
  /** The UI-level state of a machine snapshot. */
  uiState: (snapshot: AnyMachineSnapshot) => State;
  /** The driver for one path (`run` tells the path's number, for texts of its own). */
  drive: (
    fixtures: { page: Page; context: BrowserContext; request: APIRequestContext },
    run: number,
  ) => Driver;
  timeoutMs?: number;
}

/**
 * The spec of one machine's generated UI paths: a test that every UI action is used somewhere,
 * then one test per path that runs its actions in the browser and, after each, checks what the
 * guest sees in the state the model says that action leads to.
 */
export function describeUiPaths<State extends string, Driver extends UiDriver<State>>(
  suite: UiPathSuite<State, Driver>,
): void {
  test.describe(suite.title, () => {
    if (suite.timeoutMs) test.describe.configure({ timeout: suite.timeoutMs });

    test('the model offers every UI action somewhere', () => {
      const used = new Set(suite.paths.flatMap((path) => path.steps.map((s) => s.event.name)));
      expect([...used].sort()).toEqual(suite.actions.map((action) => action.name).sort());
    });

    for (const [number, path] of suite.paths.entries()) {
      const route = path.steps.map((step) => step.event.name).join(' → ');
      const end = suite.uiState(path.state);
      test(`${route} → ${end}`, async ({ page, context, request }) => {
        const ui = suite.drive({ page, context, request }, number);
        await ui.start();
        for (const [index, step] of path.steps.entries()) {
          const action = suite.actions.find((a) => a.name === step.event.name)!;
          await test.step(step.event.name, () => action.act(ui));
          const expected = ui.sees[suite.uiState(path.steps[index + 1]?.state ?? path.state)];
          await test.step(`the guest sees: ${expected.name}`, expected.check);
        }
      });
    }
  });
}
