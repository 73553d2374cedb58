import { expect, test } from '../fixtures.ts';
import {
  MESSENGER_UI_ACTIONS,
  MessengerUi,
  messengerUiPaths,
  messengerUiState,
} from '../models/generated/MessengerUiModel.ts';

/**
 * UI-level paths generated from the messenger machine's own graph: each step a real UI action or
 * simulator control (log in as `vip`, archive a conversation, the Archived and All filters,
 * restore, open the conversation, send a message until it is acked, the actor's answer pushed by
 * the simulator's dev control), each state reached checked for what the guest sees. Bounded:
 * every (state, action) edge once.
 */
const paths = messengerUiPaths(8);

test.describe('the messenger, generated UI paths', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the model offers every UI action somewhere', () => {
    const used = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.name)));
    expect([...used].sort()).toEqual(MESSENGER_UI_ACTIONS.map((action) => action.name).sort());
  });

  for (const [number, path] of paths.entries()) {
    const route = path.steps.map((step) => step.event.name).join(' → ');
    const end = messengerUiState(path.state);
    test(`${route} → ${end}`, async ({ page, request }) => {
      // The conversation keeps earlier runs' messages: this run's texts are its own.
      const run = `${number}-${Date.now().toString(36)}`;
      const ui = new MessengerUi(page, request, run);
      await ui.start();
      try {
        // After every step, the state the model says it leads to, as the guest sees it.
        for (const [index, step] of path.steps.entries()) {
          const action = MESSENGER_UI_ACTIONS.find((a) => a.name === step.event.name)!;
          await test.step(step.event.name, () => action.act(ui));
          const expected = ui.sees[messengerUiState(path.steps[index + 1]?.state ?? path.state)];
          await test.step(`the guest sees: ${expected.name}`, expected.check);
        }
      } finally {
        // The archive lives in the simulator: a path that ends archived restores for the next.
        if (end === 'allWithoutActor' || end === 'archivedWithActor')
          await test.step('clean up: restore the actor', () => ui.restoreActor());
      }
    });
  }
});
