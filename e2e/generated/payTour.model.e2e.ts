import { expect, test } from '../fixtures.ts';
import {
  PAY_TOUR_UI_ACTIONS,
  PayTourUi,
  payTourUiPaths,
  payTourUiState,
} from '../models/generated/PayTourUiModel.ts';

/**
 * UI-level paths generated from the pay-tour machine's own graph: each step a real UI action
 * (log in as `demo`, open the top-up from the navbar, close the payment client, pay with the
 * saved card), the page clock moving past the callback delay, and each state reached checked
 * for what the guest sees. Bounded: every (state, action) edge once.
 */
const paths = payTourUiPaths(8);

test.describe('the pay tour, generated UI paths', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the model offers every UI action somewhere', () => {
    const used = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.name)));
    expect([...used].sort()).toEqual(PAY_TOUR_UI_ACTIONS.map((action) => action.name).sort());
  });

  for (const path of paths) {
    const route = path.steps.map((step) => step.event.name).join(' → ');
    test(`${route} → ${payTourUiState(path.state)}`, async ({ page }) => {
      const ui = new PayTourUi(page);
      await ui.start();
      // After every step, the state the model says it leads to, as the guest sees it.
      for (const [index, step] of path.steps.entries()) {
        const action = PAY_TOUR_UI_ACTIONS.find((a) => a.name === step.event.name)!;
        await test.step(step.event.name, () => action.act(ui));
        const expected = ui.sees[payTourUiState(path.steps[index + 1]?.state ?? path.state)];
        await test.step(`the guest sees: ${expected.name}`, expected.check);
      }
    });
  }
});
