import { z } from 'zod';
import { STATUS_BAR_TYPES } from '../../machines/guest/statusBar.ts';
import { currencyCodeSchema } from '../rest/schemas.ts';

/**
 * The realtime wire contract (`shared/contract/realtime.md`) as schemas: every frame the server
 * may send, and every frame the client sends. The client's decoder and the simulator's socket
 * both use them, so the two cannot drift apart.
 */
const money = z.strictObject({ value: z.number(), currency: currencyCodeSchema });
const isoTime = z.iso.datetime({ offset: true });

export const channelSchema = z.strictObject({
  id: z.number().int(),
  actorId: z.number().int(),
  unread: z.boolean(),
  unreadCount: z.number().int().nonnegative(),
  archived: z.boolean(),
  blocked: z.boolean(),
  isActorOnline: z.boolean(),
  multiChatPrice: z.number().nullable(),
  canVoyeurChat: z.boolean(),
  freeMessagesAmount: z.number().int().nonnegative(),
  messagePrice: money,
  isMessagingFree: z.boolean(),
  subject: z.string().nullable(),
  lastMessageId: z.number().int().nullable(),
  previewPictureUrl: z.string().nullable(),
  actorName: z.string(),
  actorAge: z.number().int().nullable(),
  freeChat: z.boolean(),
  lastMessageAt: isoTime.nullable(),
});

export const messageSchema = z.strictObject({
  id: z.number().int(),
  clientMessageId: z.string().optional(),
  senderType: z.enum(['guest', 'actor', 'system']),
  messageType: z.enum(['text', 'gift', 'toy']),
  data: z.record(z.string(), z.unknown()),
  includedGifts: z.array(z.number().int()),
  created: isoTime,
  price: money,
});

export const notificationSchema = z.strictObject({
  id: z.number().int(),
  type: z.number().int(),
  unread: z.boolean(),
  unseen: z.boolean(),
  created: isoTime,
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
});

const voucher = z.strictObject({
  type: z.number().int().min(1).max(10),
  actorId: z.number().int().nullable(),
  amount: z.number(),
});
const aboUpdate = {
  active: z.boolean(),
  justStarted: z.boolean(),
  priceEur: z.number().nonnegative(),
};
const target = { targetId: z.number().int() };

/** Fields of each frame the server sends, by `type`. */
export const serverFrameFields = {
  ackSession: { guestId: z.number().int(), expiresIn: z.number().int().positive() },
  sessionExpired: {},
  pong: { ttl: z.number().int().nonnegative() },
  channels: {
    channels: z.array(channelSchema),
    offset: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    filterType: z.enum(['newest', 'archived', 'unread', 'blocked']).nullable(),
  },
  channelUpdate: { channel: channelSchema },
  channelArchived: { channelId: z.number().int(), status: z.boolean() },
  incomingMessage: { channelId: z.number().int(), message: messageSchema },
  messageAck: {
    clientMessageId: z.string().min(1),
    messageId: z.number().int(),
    channelId: z.number().int(),
    price: money,
  },
  messageRejected: {
    clientMessageId: z.string().min(1),
    reason: z.enum(['insufficientBalance', 'blocked', 'archived', 'invalid']),
  },
  allChannelsSeen: {},
  guestBalance: {
    balance: z.number(),
    balanceFormatted: z.string(),
    isPayingCustomer: z.boolean(),
    isPayment: z.boolean(),
  },
  vouchers: { vouchers: z.array(voucher) },
  giftsUpdate: { boughtGifts: z.record(z.string(), z.number().int().nonnegative()) },
  chatEnd: { chatId: z.string(), exitCode: z.number().int() },
  freeShowStart: { channelId: z.number().int() },
  freeShowStop: { channelId: z.number().int() },
  voicecallStart: { voicecallIdHash: z.string(), forceReload: z.boolean() },
  voicecallStop: { voicecallIdHash: z.string() },
  dataProtection: { show: z.boolean() },
  avsRevoked: {},
  avsSet: {},
  avsPending: {},
  avsRejected: { message: z.string() },
  guestLocked: {},
  vipAboUpdate: aboUpdate,
  vxtvAboUpdate: aboUpdate,
  canOneClickResult: { canOneClick: z.boolean(), amounts: z.array(z.number().positive()) },
  chargeOneClickResult: {
    success: z.boolean(),
    amount: z.number(),
    channelId: z.number().int(),
    balance: z.number(),
  },
  navbarNotifications: { notifications: z.array(notificationSchema) },
  floatingNotifications: { notifications: z.array(notificationSchema) },
  notification: { notification: notificationSchema },
  FavoriteActorPinned: target,
  FavoriteActorUnpinned: target,
  FavoriteAlbumPinned: target,
  FavoriteAlbumUnpinned: target,
  FavoriteSedcardsAlbumPinned: target,
  FavoriteSedcardsAlbumUnpinned: target,
  FavoritePicturePinned: target,
  FavoritePictureUnpinned: target,
  FavoriteActors: {
    actors: z.array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        isOnline: z.boolean(),
        avatarUrl: z.string().nullable(),
      }),
    ),
  },
  sendSignupEmailResult: { success: z.boolean() },
  actorOnline: { actorId: z.number().int() },
  actorOffline: { actorId: z.number().int() },
  pageReload: {},
  guestEmailVerified: {},
  freeChatDurationChanged: { actorId: z.number().int(), seconds: z.number().int().nonnegative() },
  clashOfCamsVoting: {
    votingId: z.number().int(),
    actors: z.array(
      z.strictObject({ actorId: z.number().int(), votes: z.number().int().nonnegative() }),
    ),
  },
  messengerContentChange: { channelId: z.number().int() },
  liveReaction: { actorId: z.number().int(), reaction: z.string() },
  privateTicketShowInvitation: {
    showId: z.number().int(),
    actorId: z.number().int(),
    start: isoTime,
  },
  loyaltyPointsChanged: { points: z.number().int() },
  bonusCodeRedeemed: { code: z.string(), bonus: z.unknown() },
  statusBar: { statusBarType: z.enum(STATUS_BAR_TYPES), data: z.unknown() },
} as const;

export type ServerFrameType = keyof typeof serverFrameFields;
export const SERVER_FRAME_TYPES = Object.keys(serverFrameFields) as ServerFrameType[];

type FieldsOutput<T> = {
  -readonly [F in keyof T]: T[F] extends z.ZodType ? z.output<T[F]> : never;
};

const serverFrameSchemas = Object.fromEntries(
  SERVER_FRAME_TYPES.map((type) => [
    type,
    z.strictObject({ type: z.literal(type), ...serverFrameFields[type] }),
  ]),
) as unknown as Record<ServerFrameType, z.ZodType>;

export type ServerFrame = {
  [K in ServerFrameType]: { type: K } & FieldsOutput<(typeof serverFrameFields)[K]>;
}[ServerFrameType];
export type ServerFrameOf<K extends ServerFrameType> = Extract<ServerFrame, { type: K }>;

/** The strict schema of one server frame type (type, fields, nothing else). */
export function serverFrameSchema<K extends ServerFrameType>(type: K): z.ZodType<ServerFrameOf<K>> {
  return serverFrameSchemas[type] as z.ZodType<ServerFrameOf<K>>;
}

export function isServerFrameType(type: string): type is ServerFrameType {
  return Object.hasOwn(serverFrameFields, type);
}

/** Fields of each frame the client sends, by `type` (besides `type`, `accessToken`, `guestId`). */
export const clientFrameFields = {
  requestSession: { language: z.enum(['de', 'en', 'es', 'nl']) },
  ping: {},
  requestNavbarNotifications: { newest: z.number().int().positive() },
  requestFloatingNotifications: { newest: z.number().int().positive() },
  sendMessage: {
    clientMessageId: z.string().min(1),
    channelId: z.number().int(),
    messageType: z.enum(['text', 'gift', 'toy']),
    senderType: z.literal('guest'),
    isVideochat: z.boolean(),
    isFreechat: z.boolean(),
    data: z.record(z.string(), z.unknown()),
    includedGifts: z.array(z.number().int()),
    chatId: z.string().nullable(),
  },
  setAllChannelsSeen: {},
  canOneClick: {},
  chargeOneClick: { amount: z.number().positive(), channelId: z.number().int() },
  markNotificationRead: { notificationId: z.number().int() },
  markNotificationSeen: { notificationId: z.number().int() },
  removeNotification: { notificationId: z.number().int() },
  refreshEmailProperties: {},
  passwordChanged: {},
  sendSignupEmail: { email: z.string().min(3) },
  favoritePin: {
    targetType: z.enum(['actor', 'album', 'sedcards', 'picture']),
    targetId: z.number().int(),
  },
  favoriteUnpin: {
    targetType: z.enum(['actor', 'album', 'sedcards', 'picture']),
    targetId: z.number().int(),
  },
  setActorNotification: {
    actorId: z.number().int(),
    medium: z.enum(['email', 'sms']),
    enabled: z.boolean(),
  },
  loadChannels: { offset: z.number().int().nonnegative(), limit: z.number().int().positive() },
  loadOnlineChannels: { online: z.boolean() },
  filterChannels: { filterType: z.enum(['newest', 'archived', 'unread', 'blocked']) },
  archiveChannel: { channelId: z.number().int(), status: z.boolean() },
  selectChannel: { channelId: z.number().int() },
  removeStatusBar: { statusBarType: z.enum(STATUS_BAR_TYPES) },
  requestFavoriteActors: {},
} as const;

export type ClientFrameType = keyof typeof clientFrameFields;
export const CLIENT_FRAME_TYPES = Object.keys(clientFrameFields) as ClientFrameType[];
const envelope = { accessToken: z.string().min(1), guestId: z.number().int() };

const clientFrameSchemas = Object.fromEntries(
  CLIENT_FRAME_TYPES.map((type) => [
    type,
    z.strictObject({ type: z.literal(type), ...envelope, ...clientFrameFields[type] }),
  ]),
) as unknown as Record<ClientFrameType, z.ZodType>;

/** A client frame before the envelope is added: what machines ask to send. */
export type OutgoingFrame = {
  [K in ClientFrameType]: { type: K } & FieldsOutput<(typeof clientFrameFields)[K]>;
}[ClientFrameType];
export type ClientFrame = OutgoingFrame & { accessToken: string; guestId: number };
export type ClientFrameOf<K extends ClientFrameType> = Extract<OutgoingFrame, { type: K }> & {
  accessToken: string;
  guestId: number;
};

/** The strict schema of one client frame type, envelope included. */
export function clientFrameSchema<K extends ClientFrameType>(type: K): z.ZodType<ClientFrameOf<K>> {
  return clientFrameSchemas[type] as z.ZodType<ClientFrameOf<K>>;
}

export function isClientFrameType(type: string): type is ClientFrameType {
  return Object.hasOwn(clientFrameFields, type);
}

/** Close codes of the contract. */
export const CLOSE_PONG_MISSING = 4000;
export const CLOSE_PROTOCOL_ERROR = 1002;
export const CLOSE_TOKEN_INVALID = 4401;
/** Frames over this size are rejected unread. */
export const MAX_FRAME_BYTES = 64 * 1024;
