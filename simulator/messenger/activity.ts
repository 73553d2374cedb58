import type { Database } from 'better-sqlite3';
import type { GuestMessageEvent, RealtimeHub, Timers } from '../realtime/hub.ts';
import { ChannelsRepository, type Channel } from '../store/channels.ts';
import { FavoritesRepository } from '../store/favorites.ts';
import { MessagesRepository, type StoredMessage } from '../store/messages.ts';
import {
  NotificationsRepository,
  type NewNotification,
  type Notification,
} from '../store/notifications.ts';
import type { AccountsRepository } from '../store/accounts.ts';
import { isHeldOnline } from '../catalogue/actors.ts';
import { ActorsRepository } from './actors.ts';
import { ACTOR_ANSWERS, ACTOR_GIFT_IDS, findGift } from './catalog.ts';
import { hash32, seededRandom } from './generated.ts';

/** What the dev controls change (`POST /dev/messenger/settings`). */
export interface ActivitySettings {
  /** Demo actors answer guest messages. */
  replies: boolean;
  /** null: each answer after its own delay of 1.5–6 s (`answerPlan`); a number: exactly that. */
  replyDelayMs: number | null;
  /** Every this many ms one actor goes online or offline; 0 switches the timer off. */
  onlineIntervalMs: number;
}

const DEFAULT_ACTIVITY: Readonly<ActivitySettings> = {
  replies: true,
  replyDelayMs: null,
  onlineIntervalMs: 2_000,
};

/**
 * The online walk keeps about this share of the catalogue's actors online (a few hundred): a
 * picked online actor goes offline, a picked offline one comes online with chance p, and the walk
 * settles where p / (1 + p) is the share.
 */
const ONLINE_SHARE = 0.22;
const COME_ONLINE_CHANCE = ONLINE_SHARE / (1 - ONLINE_SHARE);

export const REPLY_DELAY_MIN_MS = 1_500;
export const REPLY_DELAY_MAX_MS = 6_000;
/** Seed of the online timer's walk, so a run of the simulator always toggles the same actors. */
const ONLINE_SEED = 20_261_122;

/** Notification types the simulator generates (the fixtures use the same numbers). */
export const NOTIFICATION_TYPES = { actorOnline: 1, newMessage: 2, giftReceived: 11 } as const;

export interface AnswerPlan {
  delayMs: number;
  text: string;
  /** Every fourth answer or so carries a gift. */
  giftId: number | null;
}

/**
 * How the actor answers a guest message: a pure function of the guest and the message's
 * `clientMessageId`, so a test knows the delay (always within 1.5–6 s) and whether a gift comes.
 */
export function answerPlan(accountId: number, clientMessageId: string): AnswerPlan {
  const hash = hash32(`${accountId}:${clientMessageId}`);
  const span = REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS;
  const withGift = (hash >>> 8) % 4 === 0;
  return {
    delayMs: REPLY_DELAY_MIN_MS + (hash % (span + 1)),
    text: ACTOR_ANSWERS[(hash >>> 4) % ACTOR_ANSWERS.length] ?? 'Hi!',
    giftId: withGift ? (ACTOR_GIFT_IDS[(hash >>> 12) % ACTOR_GIFT_IDS.length] ?? null) : null,
  };
}

export interface ActivityDeps {
  db: Database;
  accounts: AccountsRepository;
  hub: RealtimeHub;
  timers: Timers;
  /** A timer's work failed (a bug): logged, never thrown out of a timer into the process. */
  onError?: (error: unknown) => void;
}

/**
 * The living part of the messenger: demo actors answer guest messages after a short delay
 * (sometimes with a gift), actors go online and offline on a timer, and both raise notifications.
 * Everything goes to the store first, then to the guest's sockets through the hub.
 */
export class MessengerActivity {
  private settings: ActivitySettings = { ...DEFAULT_ACTIVITY };
  private readonly pending = new Set<unknown>();
  private onlineTimer: unknown = null;
  private random = seededRandom(ONLINE_SEED);
  private closed = false;
  private readonly unsubscribe: () => void;
  readonly channels: ChannelsRepository;
  readonly messages: MessagesRepository;
  readonly notifications: NotificationsRepository;
  readonly favorites: FavoritesRepository;
  readonly actors: ActorsRepository;

  constructor(private readonly deps: ActivityDeps) {
    const now = () => deps.timers.now();
    this.channels = new ChannelsRepository(deps.db, now);
    this.messages = new MessagesRepository(deps.db);
    this.notifications = new NotificationsRepository(deps.db);
    this.favorites = new FavoritesRepository(deps.db, now);
    this.actors = new ActorsRepository(deps.db, now);
    this.unsubscribe = deps.hub.onGuestMessage((event) => this.onGuestMessage(event));
    this.scheduleOnline();
  }

  current(): ActivitySettings {
    return { ...this.settings };
  }

  /** Changes the settings; the online timer restarts with its new interval. */
  configure(patch: Partial<ActivitySettings>): ActivitySettings {
    this.settings = { ...this.settings, ...patch };
    this.scheduleOnline();
    return this.current();
  }

  /** Back to the defaults; answers still waiting are dropped, the online walk starts over. */
  reset(): ActivitySettings {
    for (const handle of this.pending) this.deps.timers.clearTimeout(handle);
    this.pending.clear();
    this.random = seededRandom(ONLINE_SEED);
    return this.configure({ ...DEFAULT_ACTIVITY });
  }

  /** Tells the guest's tabs about a new or changed channel. */
  announce(accountId: number, channel: Channel): void {
    this.deps.hub.push(accountId, { type: 'channelUpdate', channel });
  }

  /** How many answers are waiting for their delay. */
  pendingAnswers(): number {
    return this.pending.size;
  }

  private onGuestMessage(event: GuestMessageEvent): void {
    if (!this.settings.replies || this.closed) return;
    const key = event.message.clientMessageId ?? String(event.message.id);
    const plan = answerPlan(event.accountId, key);
    const delay = this.settings.replyDelayMs ?? plan.delayMs;
    const handle = this.deps.timers.setTimeout(() => {
      this.pending.delete(handle);
      this.guarded(() =>
        this.actorWrites(event.accountId, event.channel.id, {
          text: plan.text,
          giftId: plan.giftId,
        }),
      );
    }, delay);
    this.pending.add(handle);
  }

  /**
   * The channel's actor writes to the guest now: stored, the channel gets one more unread
   * message, and the guest's sockets get `incomingMessage`, `channelUpdate` and a `notification`.
   * Nothing happens for a channel that is not the guest's or is blocked. Returns the message.
   */
  actorWrites(
    accountId: number,
    channelId: number,
    content: { text: string; giftId: number | null },
  ): StoredMessage | undefined {
    if (this.closed) return undefined;
    const channel = this.channels.find(accountId, channelId);
    if (!channel || channel.blocked) return undefined;
    const gift = content.giftId === null ? undefined : findGift(content.giftId);
    const stored = this.deps.db.transaction(() =>
      this.messages.insert({
        accountId,
        channelId,
        senderType: 'actor',
        messageType: gift ? 'gift' : 'text',
        data: gift ? { text: content.text, giftId: gift.id } : { text: content.text },
        includedGifts: gift ? [gift.id] : [],
        price: { value: 0, currency: channel.messagePrice.currency },
        createdAt: this.deps.timers.now(),
      }),
    )();
    const updated = this.channels.addUnread(accountId, channelId) ?? channel;
    const { hub } = this.deps;
    hub.push(accountId, { type: 'incomingMessage', channelId, message: stored.message });
    hub.push(accountId, { type: 'channelUpdate', channel: updated });
    this.notify(
      gift
        ? {
            accountId,
            type: NOTIFICATION_TYPES.giftReceived,
            title: `${channel.actorName} sent you a gift`,
            text: `A ${gift.name} for you: “${content.text}”`,
            link: '/en/messenger/',
          }
        : {
            accountId,
            type: NOTIFICATION_TYPES.newMessage,
            title: 'New message',
            text: `${channel.actorName}: ${content.text}`,
            link: '/en/messenger/',
          },
    );
    return stored;
  }

  /**
   * The actor goes online or offline: every guest's channel with her changes (`channelUpdate` to
   * its owner), every guest hears `actorOnline` / `actorOffline` (recommendations show any actor),
   * and guests who pinned her get a notification when she comes online. False when nothing changed.
   */
  setActorOnline(actorId: number, online: boolean): boolean {
    if (this.closed) return false;
    const actor = this.actors.find(actorId);
    if (!actor) return false;
    const changed = this.actors.setOnline(actorId, online);
    const owned = this.channels.setActorOnline(actorId, online);
    if (!changed) return false;
    const { hub } = this.deps;
    hub.broadcast({ type: online ? 'actorOnline' : 'actorOffline', actorId });
    for (const { accountId, channel } of owned) {
      hub.push(accountId, { type: 'channelUpdate', channel });
    }
    if (online) {
      const fans = new Set(owned.map((entry) => entry.accountId));
      for (const account of this.deps.accounts.list()) fans.add(account.id);
      for (const accountId of fans) {
        if (!this.favorites.list(accountId, 'actor').includes(actorId)) continue;
        this.notify({
          accountId,
          type: NOTIFICATION_TYPES.actorOnline,
          title: `${actor.name} is online`,
          text: 'Your favourite is online now. Say hello!',
          // The actor profile route (seed 001 §2): the name lower-cased.
          link: `/en/amateur/${encodeURIComponent(actor.name.toLowerCase())}/`,
        });
      }
    }
    return true;
  }

  /**
   * The actor's free show starts or stops: each owner of a channel with her gets `freeShowStart` /
   * `freeShowStop` with that channel's id (the push names the channel, not the actor; no
   * `channelUpdate` comes with it), and her channels keep `freeChat` for the lists answered later.
   * The number of channels told; 0 for an unknown actor.
   */
  setFreeShow(actorId: number, running: boolean): number {
    if (this.closed || !this.actors.find(actorId)) return 0;
    const owned = this.channels.setFreeShow(actorId, running);
    for (const { accountId, channel } of owned) {
      this.deps.hub.push(accountId, {
        type: running ? 'freeShowStart' : 'freeShowStop',
        channelId: channel.id,
      });
    }
    return owned.length;
  }

  /**
   * One step of the online timer over the catalogue's actors: a seeded pick; an online actor goes
   * offline, an offline one comes online with COME_ONLINE_CHANCE (else stays offline). Two draws
   * every step, so a walk picks the same actors whatever their states.
   */
  tick(): { actorId: number; online: boolean } | undefined {
    const ids = this.actors.ids();
    const actorId = ids[Math.floor(this.random() * ids.length)];
    const comesOnline = this.random() < COME_ONLINE_CHANCE;
    if (actorId === undefined || isHeldOnline(this.deps.db, actorId)) return undefined;
    const wasOnline = this.actors.find(actorId)?.isOnline ?? false;
    const online = !wasOnline && comesOnline;
    if (online !== wasOnline) this.setActorOnline(actorId, online);
    return { actorId, online };
  }

  /** Stores a notification for the guest and pushes it (`notification`) to the guest's tabs. */
  notify(notification: Omit<NewNotification, 'createdAt'>): Notification {
    const stored = this.notifications.insert({
      ...notification,
      createdAt: this.deps.timers.now(),
    });
    this.deps.hub.push(notification.accountId, { type: 'notification', notification: stored });
    return stored;
  }

  private scheduleOnline(): void {
    if (this.onlineTimer !== null) this.deps.timers.clearTimeout(this.onlineTimer);
    this.onlineTimer = null;
    const interval = this.settings.onlineIntervalMs;
    if (this.closed || interval <= 0) return;
    this.onlineTimer = this.deps.timers.setTimeout(() => {
      this.onlineTimer = null;
      this.guarded(() => this.tick());
      this.scheduleOnline();
    }, interval);
  }

  private guarded(work: () => unknown): void {
    try {
      work();
    } catch (error) {
      (this.deps.onError ?? console.error)(error);
    }
  }

  /** Stops every timer (the server is closing): no answer or online change comes after this. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
    for (const handle of this.pending) this.deps.timers.clearTimeout(handle);
    this.pending.clear();
    if (this.onlineTimer !== null) this.deps.timers.clearTimeout(this.onlineTimer);
    this.onlineTimer = null;
  }
}
