import {
  PAY_TOUR_UI_ACTIONS,
  PayTourUi,
  payTourUiPaths,
  payTourUiState,
} from '../models/generated/PayTourUiModel.ts';
import { describeUiPaths } from './uiPathSuite.ts';

/**
 * UI-level paths generated from the pay-tour machine's own graph: each step a real UI action
 * (log in as `demo`, open the top-up from the navbar, close the payment client, pay with the
 * saved card), the page clock moving past the callback delay, and each state reached checked
 * for what the guest sees. Bounded: every (state, action) edge once.
 */
describeUiPaths({
  title: 'the pay tour, generated UI paths',
  paths: payTourUiPaths(8),
  actions: PAY_TOUR_UI_ACTIONS,
  uiState: payTourUiState,
  drive: ({ page, request }) => new PayTourUi(page, request),
  timeoutMs: 60_000,
});
