import type { ShellEvent } from './shell.events.ts';

/** The events the shell domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    shell: ShellEvent;
  }
}
