import type { DomainInput } from '../shared/domainEvents.ts';
import type { FeedEvent, FeedIntent } from './feed.events.ts';
import type {
  CommentThread,
  FeedAction,
  FeedAuth,
  FeedFilter,
  FeedQuery,
  FeedTotals,
  PostPanel,
} from './feed.types.ts';
import type { Overlays } from './feed.update.ts';

/**
 * What the feed machine keeps. Its concerns (feed.<concern>.ts beside the machine) read and write
 * their own fields through the machine's named actions; the overlays are shared, as live counters
 * and the guest's actions both move a post.
 */
export interface FeedContext {
  /** Where feed calls go and as whom (the session's, from the feed's input). */
  auth: FeedAuth;
  subscriptionsUrl: string;
  /** The logged-in guest's id (`boughtContentGuest(guestId)`), null for a visitor. */
  guestId: string | null;
  /** The mediathek's feed section is shown. */
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
  /** Guarded intents waiting for the gate's answer, oldest first (feed.gate.ts). */
  asking: FeedIntent[];
  /** Refused intents waiting for the end of the flow the gate opened for them, oldest first. */
  resuming: FeedIntent[];
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
  /** The thread being loaded (by the `loadComments` child spawned with it), null when none is. */
  commentsWanted: { postId: string; first: number } | null;
  /** The last action's failure code (shown beside the feed). */
  error: string | null;
  /**
   * Per post, the guest's comment that could not be sent: its text goes back into the form with
   * the failure said, and is sent again from there (issue 51 §7). Forgotten when the guest sends
   * a comment to that post again.
   */
  unsentComments: Record<string, { text: string; replyTo: string | null }>;
  /** Posts published since the list was loaded, announced as "N new posts" (never inserted). */
  newPosts: string[];
  /** The post whose clip is in the player (`feed.player`), while one plays. */
  clipPostId: string | null;
  /** Per post, its open panel, and the comment her next comment replies to (feed.panels.ts). */
  panels: Record<string, PostPanel>;
  replyTargets: Record<string, string>;
}

/** The feed's context at its start, from the session it is spawned with (issue 52 §3). */
export function feedContextOf({ config, session, guest, request }: DomainInput): FeedContext {
  const loggedIn = guest.isLoggedIn;
  return {
    ...EMPTY,
    subscriptionsUrl: config.feedSubscriptionsUrl,
    guestId: loggedIn && guest.id !== null ? String(guest.id) : null,
    auth: {
      url: config.feedServiceUrl,
      language: request.language,
      ver: request.ver,
      // The feed service gets a bearer only when logged in (seed 001 §5).
      accessToken: loggedIn ? session.accessToken : null,
    },
  };
}

const EMPTY: Omit<FeedContext, 'auth' | 'subscriptionsUrl' | 'guestId'> = {
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
  asking: [],
  resuming: [],
  queue: [],
  overlays: {},
  pushedWhileCatchingUp: [],
  answeredWhileCatchingUp: [],
  threads: {},
  commentsWanted: null,
  error: null,
  unsentComments: {},
  newPosts: [],
  clipPostId: null,
  panels: {},
  replyTargets: {},
};

/**
 * Internal: the feed's query changed (a page opened, a filter chosen); a thread's load (the
 * `loadComments` child, spawned with the thread it loads) answered.
 */
type InternalEvent =
  | { type: 'feed.queryChanged' }
  | { type: 'feed.resubscribe' }
  | { type: 'xstate.done.actor.loadComments'; output: CommentThread }
  | { type: 'xstate.error.actor.loadComments'; error: unknown };

/** Every event the feed machine takes: the logged ones and its own raised ones. */
export type FeedMachineEvent = FeedEvent | InternalEvent;

/** What an assigner or guard of a concern reads: the machine's context. */
export interface ContextArgs {
  context: FeedContext;
}

/** The list's query for the open feed. */
export function queryOf(context: FeedContext): FeedQuery {
  return {
    auth: context.auth,
    model: context.model,
    filter: context.filter,
    follows: context.follows,
  };
}

/**
 * The head of a queue, for what runs only while it is non-empty: the state a guard entered on a
 * non-empty queue, or the answer to the oldest ask (the gate answers in the order asked).
 */
export function headOf<T>(queue: readonly T[], what: string): T {
  const [head] = queue;
  if (head === undefined) throw new Error(`${what} runs only while its queue holds one`);
  return head;
}
