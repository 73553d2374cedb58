import type { FeedEvent } from './feed.events.ts';
import type {
  CommentThread,
  FeedAction,
  FeedAuth,
  FeedFilter,
  FeedQuery,
  FeedTotals,
} from './feed.types.ts';
import type { Overlays } from './feed.update.ts';

/**
 * What the feed machine keeps. Its concerns (feed.<concern>.ts beside the machine) read and write
 * their own fields through the machine's named actions; the overlays are shared, as live counters
 * and the guest's actions both move a post.
 */
export interface FeedContext {
  auth: FeedAuth | null;
  subscriptionsUrl: string;
  loggedIn: boolean;
  /** The logged-in guest's id (`boughtContentGuest(guestId)`), null for a visitor. */
  guestId: string | null;
  /** The mediathek's feed section is shown (it may open before the guest is known). */
  boughtWanted: boolean;
  /** A feed page is open: the mixed feed (model null) or a profile feed. */
  opened: boolean;
  model: string | null;
  filter: FeedFilter | null;
  /** The mixed feed shows only the models the guest follows (`follows` of the feed query). */
  follows: boolean;
  totals: FeedTotals | null;
  /**
   * Posts published since the feed opened, counted into its totals (each once, however often the
   * stream repeats one): the totals stay true while the feed is open.
   */
  countedPosts: string[];
  /** Posts on screen, and those the live subscription follows. */
  visible: string[];
  liveIds: string[];
  /** Posts reported as viewed (once each), and those still to report. */
  seen: Record<string, true>;
  viewQueue: string[];
  /** The guest's actions, sent one after the other. */
  queue: FeedAction[];
  overlays: Overlays;
  /** Posts whose live counters arrived while the catch-up read was on its way (newer than it). */
  pushedWhileCatchingUp: string[];
  /**
   * Posts a mutation answered while the catch-up read was on its way: the answer counts the
   * guest's action, the read may not. Outside a catch-up unused (the next one starts afresh).
   */
  answeredWhileCatchingUp: string[];
  threads: Record<string, CommentThread>;
  commentsWanted: { postId: string; first: number } | null;
  /** The last action's failure code (shown beside the feed). */
  error: string | null;
  /** Posts published since the list was loaded, announced as "N new posts" (never inserted). */
  newPosts: string[];
  /** The post whose clip is in the player (`feed.player`), while one plays. */
  clipPostId: string | null;
}

export const initialFeedContext: FeedContext = {
  auth: null,
  subscriptionsUrl: '',
  loggedIn: false,
  guestId: null,
  boughtWanted: false,
  opened: false,
  model: null,
  filter: null,
  follows: false,
  totals: null,
  countedPosts: [],
  visible: [],
  liveIds: [],
  seen: {},
  viewQueue: [],
  queue: [],
  overlays: {},
  pushedWhileCatchingUp: [],
  answeredWhileCatchingUp: [],
  threads: {},
  commentsWanted: null,
  error: null,
  newPosts: [],
  clipPostId: null,
};

/** Internal: the feed's query changed (a page opened, a filter chosen, the guest known). */
type InternalEvent = { type: 'feed.queryChanged' } | { type: 'feed.resubscribe' };

/** Every event the feed machine takes: the logged ones and its own raised ones. */
export type FeedMachineEvent = FeedEvent | InternalEvent;

/** What an assigner or guard of a concern reads: the machine's context. */
export interface ContextArgs {
  context: FeedContext;
}

/** The list's query for the open feed, or null before the guest is known. */
export function queryOf(context: FeedContext): FeedQuery | null {
  if (!context.auth) return null;
  return {
    auth: context.auth,
    model: context.model,
    filter: context.filter,
    follows: context.follows,
  };
}
