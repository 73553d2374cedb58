import type { BlogEvent } from './blog.machine.ts';

/** The events the blog domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    blog: BlogEvent;
  }
}
