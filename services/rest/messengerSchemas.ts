import * as z from 'zod/mini';
import { safeImageUrl } from '../http/safeUrl.ts';
import { channelSchema, messageSchema } from '../realtime/frames.ts';
import { currencyCodeSchema } from './schemas.ts';

/**
 * Replies of the messenger's REST calls (seed 000 §7, "Messenger (REST)"). Channel and message
 * shapes are the realtime contract's, so a channel is the same wherever it comes from.
 */
const money = z.strictObject({
  value: z.number().check(z.nonnegative()),
  currency: currencyCodeSchema,
});

/** GET `channel/{channelId}`: the channel and its history, oldest first. */
export const conversationReplySchema = z.object({
  channel: channelSchema,
  messages: z.array(messageSchema),
});

const giftSchema = z.object({
  id: z.int(),
  categoryId: z.int(),
  name: z.string(),
  price: money,
  translations: z.array(z.object({ language: z.string(), value: z.string() })),
  imageUrl: z.nullable(safeImageUrl),
  active: z.boolean(),
  vip: z.boolean(),
});

/** GET `gifts`: the gift catalog by category, and the guest's bought gifts (free to send). */
export const giftsReplySchema = z.object({
  categories: z.array(z.object({ id: z.int(), name: z.string() })),
  gifts: z.array(giftSchema),
  boughtGifts: z.optional(z.record(z.string(), z.int().check(z.nonnegative()))),
});

const toyControlSchema = z.object({
  id: z.int(),
  name: z.string(),
  displayName: z.string(),
  price: money,
  imageUrl: z.nullable(safeImageUrl),
  duration: z.int().check(z.positive()),
  random: z.boolean(),
});

/** GET `toyControls`. */
export const toyControlsReplySchema = z.object({ toyControls: z.array(toyControlSchema) });

/** GET `recommendations` (currentActorId, useGrid, fsk): actors as `GET actor/{id}` gives them. */
export const recommendationsReplySchema = z.object({
  actors: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      isOnline: z.boolean(),
      previewPictureUrl: z.nullable(safeImageUrl),
    }),
  ),
});

/**
 * GET `unreadCount`, and POST `touchMessengerChannel` (channelId) after it read the channel: the
 * guest's unread messages as the service counts them (seed 000 §7).
 */
export const unreadCountReplySchema = z.object({ unreadCount: z.int().check(z.nonnegative()) });
