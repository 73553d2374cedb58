import * as z from 'zod/mini';
import { safeImageUrl, safeUrl } from '../http/safeUrl.ts';
import { STATUS_BAR_TYPES } from '../../machines/guest/statusBar.ts';
import { ONE_CLICK_ERRORS } from '../../machines/oneClick/oneClick.types.ts';
import { currencyCodeSchema } from '../rest/schemas.ts';
import { liveChatClientFields, liveChatServerFields } from './liveChatFrames.ts';

/**
 * The realtime wire contract (`shared/contract/realtime.md`) as schemas: every frame the server
 * may send, and every frame the client sends. The client's decoder and the simulator's socket
 * both use them, so the two cannot drift apart.
 */
const money = z.strictObject({ value: z.number(), currency: currencyCodeSchema });
const isoTime = z.iso.datetime({ offset: true });
const favouriteNotifications = z.strictObject({ email: z.boolean(), sms: z.boolean() });

export const channelSchema = z.strictObject({
  id: z.int(),
  actorId: z.int(),
  unread: z.boolean(),
  unreadCount: z.int().check(z.nonnegative()),
  archived: z.boolean(),
  blocked: z.boolean(),
  isActorOnline: z.boolean(),
  multiChatPrice: z.nullable(z.number()),
  canVoyeurChat: z.boolean(),
  freeMessagesAmount: z.int().check(z.nonnegative()),
  messagePrice: money,
  isMessagingFree: z.boolean(),
  subject: z.nullable(z.string()),
  lastMessageId: z.nullable(z.int()),
  previewPictureUrl: z.nullable(safeImageUrl),
  actorName: z.string(),
  actorAge: z.nullable(z.int()),
  freeChat: z.boolean(),
  lastMessageAt: z.nullable(isoTime),
});

export const messageSchema = z.strictObject({
  id: z.int(),
  clientMessageId: z.optional(z.string()),
  senderType: z.enum(['guest', 'actor', 'system']),
  messageType: z.enum(['text', 'gift', 'toy']),
  data: z.record(z.string(), z.unknown()),
  includedGifts: z.array(z.int()),
  created: isoTime,
  price: money,
});

export const notificationSchema = z.strictObject({
  id: z.int(),
  type: z.int(),
  unread: z.boolean(),
  unseen: z.boolean(),
  created: isoTime,
  title: z.string(),
  text: z.string(),
  link: z.nullable(safeUrl),
});

const voucher = z.strictObject({
  type: z.int().check(z.gte(1), z.lte(10)),
  actorId: z.nullable(z.int()),
  amount: z.number(),
});
const aboUpdate = {
  active: z.boolean(),
  justStarted: z.boolean(),
  priceEur: z.number().check(z.nonnegative()),
};
const target = { targetId: z.int() };

/** Fields of each frame the server sends, by `type`. */
export const serverFrameFields = {
  ackSession: { guestId: z.int(), expiresIn: z.int().check(z.positive()) },
  sessionExpired: {},
  pong: { ttl: z.int().check(z.nonnegative()) },
  channels: {
    channels: z.array(channelSchema),
    offset: z.int().check(z.nonnegative()),
    total: z.int().check(z.nonnegative()),
    filterType: z.nullable(z.enum(['newest', 'archived', 'unread', 'blocked'])),
  },
  channelUpdate: { channel: channelSchema },
  channelArchived: { channelId: z.int(), status: z.boolean() },
  incomingMessage: { channelId: z.int(), message: messageSchema },
  messageAck: {
    clientMessageId: z.string().check(z.minLength(1)),
    messageId: z.int(),
    channelId: z.int(),
    price: money,
  },
  messageRejected: {
    clientMessageId: z.string().check(z.minLength(1)),
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
  giftsUpdate: { boughtGifts: z.record(z.string(), z.int().check(z.nonnegative())) },
  chatEnd: { chatId: z.string(), exitCode: z.int() },
  freeShowStart: { channelId: z.int() },
  freeShowStop: { channelId: z.int() },
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
  canOneClickResult: { canOneClick: z.boolean(), amounts: z.array(z.number().check(z.positive())) },
  chargeOneClickResult: {
    success: z.boolean(),
    amount: z.number(),
    channelId: z.int(),
    balance: z.number(),
    /** Why it failed (our extension, docs/realtime-extensions.md); absent on success. */
    errorCode: z.optional(z.enum(ONE_CLICK_ERRORS)),
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
        id: z.int(),
        name: z.string(),
        isOnline: z.boolean(),
        avatarUrl: z.nullable(safeImageUrl),
        /** Our extension (docs/realtime-extensions.md): her e-mail and SMS notifications. */
        notifications: z.optional(favouriteNotifications),
      }),
    ),
    /** Our extension: the guest's other pins (albums, sedcard albums, pictures) by type. */
    pins: z.optional(
      z.strictObject({
        album: z.array(z.int()),
        sedcards: z.array(z.int()),
        picture: z.array(z.int()),
      }),
    ),
    /** Our extension: the `setActorNotification` this list answers, and whether it was kept. */
    notificationAnswer: z.optional(
      z.strictObject({
        actorId: z.int(),
        medium: z.enum(['email', 'sms']),
        enabled: z.boolean(),
        accepted: z.boolean(),
      }),
    ),
  },
  sendSignupEmailResult: { success: z.boolean() },
  actorOnline: { actorId: z.int() },
  actorOffline: { actorId: z.int() },
  pageReload: {},
  guestEmailVerified: {},
  freeChatDurationChanged: { actorId: z.int(), seconds: z.int().check(z.nonnegative()) },
  clashOfCamsVoting: {
    votingId: z.int(),
    actors: z.array(z.strictObject({ actorId: z.int(), votes: z.int().check(z.nonnegative()) })),
  },
  messengerContentChange: { channelId: z.int() },
  liveReaction: { actorId: z.int(), reaction: z.string() },
  privateTicketShowInvitation: {
    showId: z.int(),
    actorId: z.int(),
    start: isoTime,
  },
  loyaltyPointsChanged: { points: z.int() },
  bonusCodeRedeemed: { code: z.string(), bonus: z.unknown() },
  statusBar: { statusBarType: z.enum(STATUS_BAR_TYPES), data: z.unknown() },
  ...liveChatServerFields,
} as const;

export type ServerFrameType = keyof typeof serverFrameFields;
export const SERVER_FRAME_TYPES = Object.keys(serverFrameFields) as ServerFrameType[];

type FieldsOutput<T> = {
  -readonly [F in keyof T]: T[F] extends z.ZodMiniType ? z.output<T[F]> : never;
};

/**
 * A frame type's strict schema, built on its first use and kept: a page that never opens the
 * socket (a visitor's) builds none, and the import (part of the page's first task) builds none.
 */
function builtOnFirstUse<K>(build: (type: K) => z.ZodMiniType): (type: K) => z.ZodMiniType {
  const built = new Map<K, z.ZodMiniType>();
  return (type) => {
    let schema = built.get(type);
    if (!schema) {
      schema = build(type);
      built.set(type, schema);
    }
    return schema;
  };
}

const serverFrameSchemaOf = builtOnFirstUse((type: ServerFrameType) =>
  z.strictObject({ type: z.literal(type), ...serverFrameFields[type] }),
);

export type ServerFrame = {
  [K in ServerFrameType]: { type: K } & FieldsOutput<(typeof serverFrameFields)[K]>;
}[ServerFrameType];
export type ServerFrameOf<K extends ServerFrameType> = Extract<ServerFrame, { type: K }>;

/** The strict schema of one server frame type (type, fields, nothing else). */
export function serverFrameSchema<K extends ServerFrameType>(
  type: K,
): z.ZodMiniType<ServerFrameOf<K>> {
  return serverFrameSchemaOf(type) as z.ZodMiniType<ServerFrameOf<K>>;
}

export function isServerFrameType(type: string): type is ServerFrameType {
  return Object.hasOwn(serverFrameFields, type);
}

/** Fields of each frame the client sends, by `type` (besides `type`, `accessToken`, `guestId`). */
const clientFrameFields = {
  requestSession: { language: z.enum(['de', 'en', 'es', 'nl']) },
  ping: {},
  requestNavbarNotifications: { newest: z.int().check(z.positive()) },
  requestFloatingNotifications: { newest: z.int().check(z.positive()) },
  sendMessage: {
    clientMessageId: z.string().check(z.minLength(1)),
    channelId: z.int(),
    messageType: z.enum(['text', 'gift', 'toy']),
    senderType: z.literal('guest'),
    isVideochat: z.boolean(),
    isFreechat: z.boolean(),
    data: z.record(z.string(), z.unknown()),
    includedGifts: z.array(z.int()),
    chatId: z.nullable(z.string()),
  },
  setAllChannelsSeen: {},
  canOneClick: {},
  chargeOneClick: { amount: z.number().check(z.positive()), channelId: z.int() },
  markNotificationRead: { notificationId: z.int() },
  markNotificationSeen: { notificationId: z.int() },
  removeNotification: { notificationId: z.int() },
  refreshEmailProperties: {},
  passwordChanged: {},
  sendSignupEmail: { email: z.string().check(z.minLength(3)) },
  favoritePin: {
    targetType: z.enum(['actor', 'album', 'sedcards', 'picture']),
    targetId: z.int(),
  },
  favoriteUnpin: {
    targetType: z.enum(['actor', 'album', 'sedcards', 'picture']),
    targetId: z.int(),
  },
  setActorNotification: {
    actorId: z.int(),
    medium: z.enum(['email', 'sms']),
    enabled: z.boolean(),
  },
  loadChannels: { offset: z.int().check(z.nonnegative()), limit: z.int().check(z.positive()) },
  loadOnlineChannels: { online: z.boolean() },
  filterChannels: { filterType: z.enum(['newest', 'archived', 'unread', 'blocked']) },
  archiveChannel: { channelId: z.int(), status: z.boolean() },
  selectChannel: { channelId: z.int() },
  removeStatusBar: { statusBarType: z.enum(STATUS_BAR_TYPES) },
  requestFavoriteActors: {},
  ...liveChatClientFields,
} as const;

export type ClientFrameType = keyof typeof clientFrameFields;
const envelope = { accessToken: z.string().check(z.minLength(1)), guestId: z.int() };

const clientFrameSchemaOf = builtOnFirstUse((type: ClientFrameType) =>
  z.strictObject({ type: z.literal(type), ...envelope, ...clientFrameFields[type] }),
);

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
export function clientFrameSchema<K extends ClientFrameType>(
  type: K,
): z.ZodMiniType<ClientFrameOf<K>> {
  return clientFrameSchemaOf(type) as z.ZodMiniType<ClientFrameOf<K>>;
}

export function isClientFrameType(type: string): type is ClientFrameType {
  return Object.hasOwn(clientFrameFields, type);
}

export const CLOSE_PROTOCOL_ERROR = 1002;
export const CLOSE_TOKEN_INVALID = 4401;
/** Frames over this size are rejected unread. */
export const MAX_FRAME_BYTES = 64 * 1024;
