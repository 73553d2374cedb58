import type { FeedEvent } from './feed.events.ts';

/** The events the feed domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    feed: FeedEvent;
  }
}
