import type { Money } from '../shared/money.ts';

/** A messenger channel as the realtime contract carries it (seed 000 §3, `channels`, `channelUpdate`). */
export interface Channel {
  id: number;
  actorId: number;
  unread: boolean;
  unreadCount: number;
  archived: boolean;
  blocked: boolean;
  isActorOnline: boolean;
  multiChatPrice: number | null;
  canVoyeurChat: boolean;
  freeMessagesAmount: number;
  messagePrice: Money;
  isMessagingFree: boolean;
  subject: string | null;
  lastMessageId: number | null;
  previewPictureUrl: string | null;
  actorName: string;
  actorAge: number | null;
  freeChat: boolean;
  lastMessageAt: string | null;
}

export type MessageType = 'text' | 'gift' | 'toy';

/** A stored message of a channel, from either side. */
export interface Message {
  id: number;
  clientMessageId?: string | undefined;
  senderType: 'guest' | 'actor' | 'system';
  messageType: MessageType;
  data: Record<string, unknown>;
  includedGifts: number[];
  created: string;
  price: Money;
}

/** A gift the guest can put into a message (seed 000 §3, messenger gift). */
export interface Gift {
  id: number;
  categoryId: number;
  name: string;
  price: Money;
  translations: { language: string; value: string }[];
  imageUrl: string | null;
  active: boolean;
  vip: boolean;
}

interface GiftCategory {
  id: number;
  name: string;
}

export interface GiftCatalog {
  categories: GiftCategory[];
  gifts: Gift[];
  /** The guest's bought gifts as the catalog call reports them (null: not reported). */
  boughtGifts: Record<string, number> | null;
}

/** A toy control: a paid impulse to the actor's toy for `duration` seconds (`random`: a random pattern). */
export interface ToyControl {
  id: number;
  name: string;
  displayName: string;
  price: Money;
  imageUrl: string | null;
  duration: number;
  random: boolean;
}

/** An actor recommended beside the messenger (REST `recommendations`). */
export interface RecommendedActor {
  actorId: number;
  actorName: string;
  isOnline: boolean;
  previewPictureUrl: string | null;
}

export interface Conversation {
  channel: Channel;
  messages: Message[];
}

/** The list views: everything (paged), the four server filters, and the online-only view. */
export const CHANNEL_VIEWS = ['all', 'newest', 'archived', 'unread', 'blocked', 'online'] as const;
export type ChannelView = (typeof CHANNEL_VIEWS)[number];

export type RejectReason = 'insufficientBalance' | 'blocked' | 'archived' | 'invalid';

/**
 * A message the guest sent from this page. `pending` until `messageAck`, `awaitingTopUp` while the
 * money-charge tour runs (kept, sent on success), `rejected` with the server's reason.
 */
export interface OutgoingMessage {
  clientMessageId: string;
  channelId: number;
  messageType: MessageType;
  data: Record<string, unknown>;
  includedGifts: number[];
  /** The price shown before sending (the rule of seed 000 §5); the ack's price replaces it. */
  price: Money;
  created: string | null;
  /**
   * Written in her free show: it ran when the guest pressed Send (the presence domain's fact, issue
   * 52 §2, which the composer tells with `ui.send`): the frame's `isFreechat`, the same on a retry.
   */
  freeShow: boolean;
  status: 'pending' | 'awaitingTopUp' | 'sent' | 'rejected';
  reason: RejectReason | null;
  messageId: number | null;
}

/** What the guest is composing beside the text: gifts (with repeats) or one toy control. */
export interface Basket {
  gifts: number[];
  toyControlId: number | null;
}

/** What a message to send is made of; the view gives the text, the machine adds the basket. */
export interface Draft {
  channelId: number;
  messageType: MessageType;
  data: Record<string, unknown>;
  includedGifts: number[];
  price: Money;
  /** The guest's balance when they pressed Send (read from the guest's account by the view). */
  balance: number;
  /** Her free show ran in the composer's channel when the guest pressed Send (`ui.send`). */
  freeShow: boolean;
}

/** The messenger's catalogs (seed 000 §5, §9), each loaded by a call of its own. */
export type CatalogName = 'gifts' | 'toyControls' | 'recommendations';
export type CatalogStatus = 'loading' | 'ready' | 'failed';
