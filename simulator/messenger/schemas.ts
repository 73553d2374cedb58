import { z } from 'zod';
import { channelSchema, messageSchema } from '../../services/realtime/frames.ts';
import { currencyCodeSchema, moneySchema } from '../../services/rest/schemas.ts';

/**
 * Reply shapes of the messenger REST calls (`/rest/v1/…`, seed 000 §7). The simulator validates
 * every reply against them before it leaves, and a client can validate with the same schemas.
 * Channels and messages are the realtime contract's own shapes.
 */

/** `GET channel/{channelId}` and `GET channel/actor/{actorId}`: the channel and a history page. */
export const channelHistorySchema = z.strictObject({
  channel: channelSchema,
  /** Oldest first: the newest `limit` (default 50) messages before `before` (a message id). */
  messages: z.array(messageSchema),
  /** Older messages remain: ask again with `before` = the first message's id. */
  hasMore: z.boolean(),
  /** Messages in the channel. */
  total: z.number().int().nonnegative(),
});
export type ChannelHistory = z.infer<typeof channelHistorySchema>;

/** `GET actor/{actorId}`, and each entry of `recommendations`. */
export const actorSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  isOnline: z.boolean(),
  previewPictureUrl: z.string(),
  messagePrice: z.number().nonnegative(),
  description: z.string(),
});

/** `GET recommendations`: 9 actors (or `limit`), online ones first, without `currentActorId`. */
export const recommendationsReplySchema = z.strictObject({ actors: z.array(actorSchema) });

/** A messenger gift (seed 000 §3); `price` in the guest's currency. */
const giftSchema = z.strictObject({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  price: moneySchema,
  translations: z.array(
    z.strictObject({ language: z.enum(['de', 'en', 'es', 'nl']), value: z.string() }),
  ),
  imageUrl: z.string(),
  /** Inactive gifts are listed but cannot be sent. */
  active: z.boolean(),
  /** Only VIP guests may send it. */
  vip: z.boolean(),
});

/**
 * `GET gifts`: the categories (in display order), every gift with its `categoryId`, and the
 * guest's bought gifts (free to send; `{}` for visitors).
 */
export const giftsReplySchema = z.strictObject({
  currency: currencyCodeSchema,
  categories: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  gifts: z.array(giftSchema),
  boughtGifts: z.record(z.string(), z.number().int().nonnegative()),
});

/** A toy control (seed 000 §3): send it as `messageType: 'toy'`, `data: { toyControlId }`. */
const toyControlSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  price: moneySchema,
  imageUrl: z.string(),
  /** Seconds the toy runs. */
  duration: z.number().int().positive(),
  random: z.boolean(),
});

/** `GET toyControls`. */
export const toyControlsReplySchema = z.strictObject({
  currency: currencyCodeSchema,
  toyControls: z.array(toyControlSchema),
});

/**
 * `GET unreadCount`, and `POST touchMessengerChannel` (`{ channelId }`, after it read the
 * channel): the guest's unread messages, her listed (not archived) channels' `unreadCount`s.
 */
export const unreadCountReplySchema = z.strictObject({
  unreadCount: z.number().int().nonnegative(),
});
