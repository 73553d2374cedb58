import type { AppEvent } from './app.machine.ts';

/** The events the app domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    app: AppEvent;
  }
}
