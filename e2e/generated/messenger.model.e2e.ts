import {
  MESSENGER_UI_ACTIONS,
  MessengerUi,
  messengerUiPaths,
  messengerUiState,
} from '../models/generated/MessengerUiModel.ts';
import { describeUiPaths } from './uiPathSuite.ts';

/**
 * UI-level paths generated from the messenger machine's own graph: each step a real UI action or
 * simulator control (log in as a fresh copy of `demo` with two conversations, archive a conversation, the Archived and All filters,
 * restore, open the conversation, send a message until it is acked, the actor's answer pushed by
 * the simulator's dev control), each state reached checked for what the guest sees. Bounded:
 * every (state, action) edge once.
 */
describeUiPaths({
  title: 'the messenger, generated UI paths',
  paths: messengerUiPaths(8),
  actions: MESSENGER_UI_ACTIONS,
  uiState: messengerUiState,
  // The conversation keeps earlier runs' messages: each run's texts are its own.
  drive: ({ page, request }, run) =>
    new MessengerUi(page, request, `${run}-${Date.now().toString(36)}`),
  timeoutMs: 60_000,
});
