import type { ReplayOptions } from '../replay.ts';
import { appInputFromHeader, createAppLogic } from '../system.ts';

/** How the app system replays a log: no services, answers from the log. */
export const appReplayOptions: ReplayOptions<ReturnType<typeof createAppLogic>> = {
  createLogic: (wiring) => createAppLogic(wiring, null),
  inputFromHeader: appInputFromHeader,
};
