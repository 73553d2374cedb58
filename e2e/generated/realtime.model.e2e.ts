import {
  REALTIME_UI_ACTIONS,
  RealtimeUi,
  realtimeUiPaths,
  realtimeUiState,
} from '../models/generated/RealtimeUiModel.ts';
import { describeUiPaths } from './uiPathSuite.ts';

/**
 * UI-level paths generated from the realtime machine's own graph: each step a real UI action or
 * simulator control (login, the browser offline and online, a dropped socket, the page clock
 * moving past the reconnect delay or a ping interval), each state reached checked for what the
 * guest sees. Bounded: every (state, action) edge once.
 */
describeUiPaths({
  title: 'the realtime connection, generated UI paths',
  paths: realtimeUiPaths(12),
  actions: REALTIME_UI_ACTIONS,
  uiState: realtimeUiState,
  drive: ({ page, context, request }) => new RealtimeUi(page, context, request),
});
