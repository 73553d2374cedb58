import { expect, test } from '../fixtures.ts';
import {
  REALTIME_UI_ACTIONS,
  RealtimeUi,
  realtimeUiPaths,
  realtimeUiState,
} from '../models/generated/RealtimeUiModel.ts';

/**
 * UI-level paths generated from the realtime machine's own graph: each step a real UI action or
 * simulator control (login, the browser offline and online, a dropped socket, the page clock
 * moving past the reconnect delay or a ping interval), each state reached checked for what the
 * guest sees. Bounded: every (state, action) edge once.
 */
const paths = realtimeUiPaths(12);

test.describe('the realtime connection, generated UI paths', () => {
  test('the model offers every UI action somewhere', () => {
    const used = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.name)));
    expect([...used].sort()).toEqual(REALTIME_UI_ACTIONS.map((action) => action.name).sort());
  });

  for (const path of paths) {
    const route = path.steps.map((step) => step.event.name).join(' → ');
    test(`${route} → ${realtimeUiState(path.state)}`, async ({ page, context, request }) => {
      const ui = new RealtimeUi(page, context, request);
      await ui.start();
      // After every step, the state the model says it leads to, as the guest sees it.
      for (const [index, step] of path.steps.entries()) {
        const action = REALTIME_UI_ACTIONS.find((a) => a.name === step.event.name)!;
        await test.step(step.event.name, () => action.act(ui));
        const expected = ui.sees[realtimeUiState(path.steps[index + 1]?.state ?? path.state)];
        await test.step(`the guest sees: ${expected.name}`, expected.check);
      }
    });
  }
});
