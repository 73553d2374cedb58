import type { SnapshotFrom } from 'xstate';
import type { Money } from '../shared/money.ts';
import { channelOf } from './messenger.context.ts';
import { RECOMMENDATIONS_SHOWN, type messengerMachine } from './messenger.machine.ts';
import {
  MIN_CHAT_BALANCE,
  lacksBalance,
  quoteMessage,
  temporaryBought,
  type Quote,
} from './messenger.price.ts';
import type {
  Channel,
  ChannelView,
  Gift,
  Message,
  OutgoingMessage,
  RecommendedActor,
  ToyControl,
} from './messenger.types.ts';

type MessengerSnapshot = SnapshotFrom<typeof messengerMachine>;

/** Seed 000 §4 and §9: the navbar shows the latest unread messages, up to 5. */
const NAVBAR_UNREAD_SHOWN = 5;

export type MessengerAccess = 'waiting' | 'visitor' | 'loggedIn';
export function selectAccess(s: MessengerSnapshot): MessengerAccess {
  if (s.hasTag('loggedIn')) return 'loggedIn';
  return s.hasTag('visitor') ? 'visitor' : 'waiting';
}

export const selectChannels = (s: MessengerSnapshot): readonly Channel[] => s.context.channels;
export const selectView = (s: MessengerSnapshot): ChannelView => s.context.view;
export const selectListLoading = (s: MessengerSnapshot): boolean => s.hasTag('listLoading');
export const selectHasMore = (s: MessengerSnapshot): boolean =>
  s.context.view === 'all' && s.context.channels.length < s.context.total;
export const selectSelectedId = (s: MessengerSnapshot): number | null => s.context.selectedId;
export const selectSelectedChannel = (s: MessengerSnapshot): Channel | null =>
  channelOf(s.context, s.context.selectedId);

export type ConversationStatus = 'none' | 'loading' | 'loaded' | 'failed';
export function selectConversationStatus(s: MessengerSnapshot): ConversationStatus {
  // An actor's conversation being opened (`ui.writeTo`) has no channel id yet.
  if (s.hasTag('conversationLoading')) return 'loading';
  if (s.hasTag('conversationFailed')) return 'failed';
  return s.context.selectedId === null ? 'none' : 'loaded';
}

/** One row of the conversation: a stored message, or one of the guest's not yet in the history. */
export type ConversationRow =
  | { kind: 'message'; key: string; message: Message; outgoing: OutgoingMessage | null }
  | { kind: 'outgoing'; key: string; message: OutgoingMessage };

const rowsCache = new WeakMap<object, WeakMap<object, ConversationRow[]>>();
const EMPTY_ROWS: ConversationRow[] = [];

/** The open conversation: history and pushed messages, then the guest's pending and rejected ones. */
export function selectConversationRows(s: MessengerSnapshot): ConversationRow[] {
  const { conversation, outgoing } = s.context;
  if (!conversation) return EMPTY_ROWS;
  let byOutgoing = rowsCache.get(conversation);
  if (!byOutgoing) rowsCache.set(conversation, (byOutgoing = new WeakMap()));
  const cached = byOutgoing.get(outgoing);
  if (cached) return cached;
  const mine = outgoing.filter((m) => m.channelId === conversation.channelId);
  const history = messageRows(conversation.messages, outgoing, mine);
  const rows = history.rows.slice();
  for (const message of mine) {
    const inHistory =
      history.stored.has(message.clientMessageId) ||
      (message.messageId !== null && conversation.messages.some((m) => m.id === message.messageId));
    if (!inHistory) rows.push({ kind: 'outgoing', key: `o${message.clientMessageId}`, message });
  }
  byOutgoing.set(outgoing, rows);
  return rows;
}

interface MessageRows {
  messages: readonly Message[];
  outgoing: readonly OutgoingMessage[];
  rows: readonly ConversationRow[];
  /** The guest's own messages (client ids) found in the history. */
  stored: ReadonlySet<string>;
}
/** The history rows built last: a push that only appends to that history extends them. */
let lastMessageRows: MessageRows | null = null;

/**
 * One row per stored message, joined to the guest's own outgoing message. A pushed message is
 * appended to the open conversation, so the rows of the messages before it are reused: a push to a
 * 10 000-message conversation builds one row, not 10 000 (docs/performance.md).
 */
function messageRows(
  messages: readonly Message[],
  outgoing: readonly OutgoingMessage[],
  mine: readonly OutgoingMessage[],
): MessageRows {
  const last = lastMessageRows;
  const extends_ =
    last !== null && last.outgoing === outgoing && startsWith(messages, last.messages);
  const rows = extends_ ? last.rows.slice() : [];
  const stored = new Set(extends_ ? last.stored : []);
  const byClientId = new Map(mine.map((m) => [m.clientMessageId, m]));
  for (let i = extends_ ? last.messages.length : 0; i < messages.length; i++) {
    const message = messages[i];
    if (message === undefined) continue;
    const own = message.clientMessageId ? (byClientId.get(message.clientMessageId) ?? null) : null;
    if (own) stored.add(own.clientMessageId);
    rows.push({ kind: 'message', key: `m${message.id}`, message, outgoing: own });
  }
  lastMessageRows = { messages, outgoing, rows, stored };
  return lastMessageRows;
}

/** Whether `list` begins with every entry of `prefix`, the same objects in the same order. */
function startsWith<T>(list: readonly T[], prefix: readonly T[]): boolean {
  if (prefix.length === 0 || prefix.length > list.length) return false;
  for (let i = prefix.length - 1; i >= 0; i--) if (list[i] !== prefix[i]) return false;
  return true;
}

export interface Composer {
  quote: Quote | null;
  /** Why the quote could not be made (a gift or toy no longer offered). */
  quoteError: string | null;
  gifts: readonly number[];
  toyControlId: number | null;
  /** Bought gifts left while the basket holds what it holds (seed 000 §4). */
  boughtLeft: Record<string, number>;
  preparing: boolean;
  awaitingTopUp: boolean;
  canSend: boolean;
  /**
   * The quoted price is not covered by the guest's balance as the gate told it (seed 000 §9): the
   * message would wait for a top-up. False until the balance is known and for free messages.
   */
  lacksBalance: boolean;
  /** The minimum chat balance in the price's currency, for the low-balance hint (null unless lacking). */
  minimumBalance: Money | null;
}
const composerCache = new WeakMap<object, Composer>();

/** What the composer shows: the price before sending (seed 000 §5) and what the basket holds. */
export function selectComposer(s: MessengerSnapshot): Composer {
  const cached = composerCache.get(s);
  if (cached) return cached;
  const { basket } = s.context;
  const { bought } = s.context.guest;
  const { catalog, toyControls } = s.context.shelf;
  const channel = channelOf(s.context, s.context.selectedId);
  let quote: Quote | null = null;
  let quoteError: string | null = null;
  if (channel) {
    try {
      quote = quoteMessage({ channel, basket, bought, gifts: catalog.gifts, toyControls });
    } catch (error) {
      quoteError = error instanceof Error ? error.message : String(error);
    }
  }
  const balance = s.context.balance;
  const short = quote !== null && balance !== null && lacksBalance(quote.price, balance);
  const composer: Composer = {
    quote,
    quoteError,
    gifts: basket.gifts,
    toyControlId: basket.toyControlId,
    boughtLeft: temporaryBought(bought, basket.gifts),
    preparing: s.hasTag('preparingMessage'),
    awaitingTopUp: s.context.awaitingTopUp,
    canSend: !!channel && !channel.blocked && !channel.archived && quoteError === null,
    lacksBalance: short,
    minimumBalance:
      short && quote ? { value: MIN_CHAT_BALANCE, currency: quote.price.currency } : null,
  };
  composerCache.set(s, composer);
  return composer;
}

export interface GiftShelf {
  categories: { id: number; name: string; gifts: Gift[] }[];
  loading: boolean;
  failed: boolean;
  isVip: boolean;
}
const shelfCache = new WeakMap<object, GiftShelf>();

/** Active gifts by category, VIP gifts marked; a failed catalog is said, not hidden. */
export function selectGiftShelf(s: MessengerSnapshot): GiftShelf {
  const { catalog } = s.context.shelf;
  const cached = shelfCache.get(catalog);
  // The shelf's catalogs (the gifts, the toy controls), while the logged-in messenger loads them.
  const { gifts, toyControls } = s.context.shelf.status;
  const active = s.hasTag('loggedIn');
  const loading = active && (gifts === 'loading' || toyControls === 'loading');
  const failed = active && (gifts === 'failed' || toyControls === 'failed');
  if (cached && cached.loading === loading && cached.failed === failed) return cached;
  const shelf: GiftShelf = {
    categories: catalog.categories
      .map((category) => ({
        ...category,
        gifts: catalog.gifts.filter((g) => g.categoryId === category.id && g.active),
      }))
      .filter((category) => category.gifts.length > 0),
    loading,
    failed,
    isVip: s.context.guest.isVip,
  };
  shelfCache.set(catalog, shelf);
  return shelf;
}

export const selectToyControls = (s: MessengerSnapshot): readonly ToyControl[] =>
  s.context.shelf.toyControls;

const recommendationsCache = new WeakMap<object, RecommendedActor[]>();
/** Seed 000 §9: 9 recommended actors, online ones only (an offline actor is dropped). */
export function selectRecommendations(s: MessengerSnapshot): RecommendedActor[] {
  const list = s.context.shelf.recommendations;
  let shown = recommendationsCache.get(list);
  if (!shown) {
    shown = list.slice(0, RECOMMENDATIONS_SHOWN);
    recommendationsCache.set(list, shown);
  }
  return shown;
}

const unreadCache = new WeakMap<object, Channel[]>();
/** The navbar's message dropdown: the latest unread channels, up to 5. */
export function selectLatestUnread(s: MessengerSnapshot): Channel[] {
  const list = s.context.channels;
  let unread = unreadCache.get(list);
  if (!unread) {
    unread = list
      .filter((c) => !c.archived && (c.unread || c.unreadCount > 0))
      .sort((a, b) => ((a.lastMessageAt ?? '') < (b.lastMessageAt ?? '') ? 1 : -1))
      .slice(0, NAVBAR_UNREAD_SHOWN);
    unreadCache.set(list, unread);
  }
  return unread;
}

/** The guest's unread messages: the service's count (seed 000 §7), not a sum of the list's. */
export const selectUnreadTotal = (s: MessengerSnapshot): number => s.context.unreadCount;

export const selectFailure = (s: MessengerSnapshot): string | null => s.context.failure;
