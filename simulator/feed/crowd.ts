import type { Timers } from '../realtime/hub.ts';
import { seededRandom } from '../messenger/generated.ts';
import type { FeedState } from './state.ts';

/** What the simulator's other guests do to a post. */
export const CROWD_ACTS = ['like', 'comment', 'tip'] as const;
export type CrowdAct = (typeof CROWD_ACTS)[number];

/** The other guests: names, and account ids below zero so they never meet a real account's rows. */
export const CROWD_NAMES = [
  'Max_87',
  'nightowl',
  'Tobi',
  'sunny_rider',
  'Jonas K.',
  'pablo22',
  'RedFox',
  'Milan',
  'lucky_luke',
  'Sven',
  'marco.b',
  'Dutchman',
] as const;
const crowdId = (index: number) => -1 - index;

const CROWD_COMMENTS = [
  'Wow 😍',
  'Beautiful!',
  'Can’t wait for more',
  'Love this one',
  'You look amazing',
  'Best post this week 🔥',
] as const;
const CROWD_TIPS = [5, 10, 20, 50] as const;

/** Default pace in demo mode (`SIM_FEED_CROWD_MS`): one act every 4 s on a watched post. */
const DEFAULT_CROWD_MS = 4_000;
const CROWD_SEED = 20_261_124;

export interface CrowdDeps {
  state: FeedState;
  timers: Timers;
  /** Post ids some client follows now (open `postUpdated` subscriptions). */
  watched: () => readonly string[];
  /** A post that exists and is published (a dev control may name any id). */
  exists: (postId: number) => boolean;
  /** After each act: the post's new counters go to its subscribers; returns how many heard. */
  publish: (postId: number) => number;
  /** A model publishes a new post (now and then, between the acts). */
  newPost?: () => void;
  onError?: (error: unknown) => void;
}

export interface CrowdOutcome {
  act: CrowdAct;
  postId: string;
  by: string;
  /** How many subscriptions got the post's new counters. */
  subscribers: number;
}

/**
 * The feed's other guests (issue 21, "the feed is alive"): on a timer they like, comment on and tip
 * a post some client is watching, stored like any guest's act and published to its subscribers.
 * `intervalMs` 0 stops the timer; the dev controls make one act happen now.
 */
export class FeedCrowd {
  private timer: unknown = null;
  private random = seededRandom(CROWD_SEED);
  private closed = false;

  constructor(
    private readonly deps: CrowdDeps,
    private intervalMs: number,
  ) {
    this.schedule();
  }

  get interval(): number {
    return this.intervalMs;
  }

  configure(intervalMs: number): number {
    this.intervalMs = intervalMs;
    this.schedule();
    return this.intervalMs;
  }

  close(): void {
    this.closed = true;
    this.schedule();
  }

  /**
   * One act on a watched post, chosen at random (likes most often), and now and then a new post;
   * null when no post is watched.
   */
  tick(): CrowdOutcome | null {
    // About one tick in ten a model posts something new (announced as "N new posts").
    if (this.deps.newPost && this.random() < 0.1) this.deps.newPost();
    const watched = this.deps.watched().map(Number).filter(this.deps.exists);
    if (watched.length === 0) return null;
    const postId = watched[Math.floor(this.random() * watched.length)]!;
    const roll = this.random();
    return this.act(roll < 0.6 ? 'like' : roll < 0.85 ? 'comment' : 'tip', postId);
  }

  /** One of the other guests does `act` to the post now; null for an unknown post. */
  act(
    act: CrowdAct,
    postId: number,
    options: { text?: string; coins?: number } = {},
  ): CrowdOutcome | null {
    if (!this.deps.exists(postId)) return null;
    const { state } = this.deps;
    const pick = <T>(list: readonly T[]) => list[Math.floor(this.random() * list.length)]!;
    let index = Math.floor(this.random() * CROWD_NAMES.length);
    if (act === 'like') {
      // Each of them likes a post once: the next one who has not yet, else a comment instead.
      const free = CROWD_NAMES.findIndex((_, n) => !state.liked(crowdId(n), postId));
      if (free < 0) return this.act('comment', postId);
      index = free;
      state.setLiked(crowdId(index), postId, true);
    } else if (act === 'comment') {
      state.addComment({
        postId,
        accountId: crowdId(index),
        accountName: CROWD_NAMES[index]!,
        parentId: null,
        conversationId: 0,
        isReplyToReply: false,
        text: options.text ?? pick(CROWD_COMMENTS),
        created: this.deps.timers.now(),
      });
    } else state.tip(crowdId(index), postId, options.coins ?? pick(CROWD_TIPS));
    const outcome: CrowdOutcome = {
      act,
      postId: String(postId),
      by: CROWD_NAMES[index]!,
      subscribers: this.deps.publish(postId),
    };
    return outcome;
  }

  private schedule(): void {
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
    if (this.closed || this.intervalMs <= 0) return;
    this.timer = this.deps.timers.setTimeout(() => {
      try {
        this.tick();
      } catch (error) {
        this.deps.onError?.(error);
      }
      this.schedule();
    }, this.intervalMs);
  }
}

/** `SIM_FEED_CROWD_MS`: unset is the demo pace, 0 switches the crowd off (the e2e runs). */
export function crowdIntervalOf(env: Record<string, string | undefined>): number {
  const raw = env.SIM_FEED_CROWD_MS;
  if (raw === undefined || raw === '') return DEFAULT_CROWD_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`Invalid SIM_FEED_CROWD_MS=${raw}`);
  return ms;
}
