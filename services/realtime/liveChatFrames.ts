import * as z from 'zod/mini';
import { safeUrl } from '../http/safeUrl.ts';
import { LIVE_CHAT_TYPES, PRIVATE_CHATS } from '../../machines/liveChat/liveChat.types.ts';
import { TOY_REJECTIONS } from '../../machines/liveChat/toyControl.types.ts';
import { currencyCodeSchema } from '../rest/schemas.ts';

/**
 * The live chat's frames (docs/realtime-extensions.md): our extension of the realtime contract,
 * spread into `frames.ts`, so the client's decoder and the simulator's socket validate the same
 * schema. `chatEnd` itself is the contract's frame.
 */

const money = z.strictObject({ value: z.number(), currency: currencyCodeSchema });
const chatId = z.string().check(z.minLength(1));
const text = z.string().check(z.minLength(1), z.maxLength(500));
const clientToyId = z.string().check(z.minLength(1), z.maxLength(100));

/** Frames the server sends for a live chat, by `type`. */
export const liveChatServerFields = {
  /** The chat runs: its id, what a minute costs (null: free) and where the video plays. */
  liveChatStarted: {
    chatId,
    clientChatId: z.string(),
    actorId: z.int(),
    chatType: z.enum(LIVE_CHAT_TYPES),
    pricePerMinute: z.nullable(money),
    streamUrl: z.nullable(safeUrl),
  },
  /** A line of the chat, the guest's own (echoed with its `clientMessageId`) or the actor's. */
  liveChatMessage: {
    chatId,
    messageId: z.int(),
    clientMessageId: z.nullable(z.string()),
    senderType: z.enum(['guest', 'actor']),
    text,
  },
  /** A minute was charged: how many minutes so far and what they cost in all. */
  liveChatBilled: { chatId, minutes: z.int().check(z.nonnegative()), total: money },
  /** A toy control was charged and waits for the actor's toy: `ahead` controls run before it. */
  liveChatToyQueued: {
    chatId,
    clientToyId,
    toyControlId: z.int(),
    ahead: z.int().check(z.nonnegative()),
  },
  /** The toy runs the control now, for `seconds`. */
  liveChatToyStarted: {
    chatId,
    clientToyId,
    toyControlId: z.int(),
    seconds: z.int().check(z.positive()),
  },
  /** The control has run. */
  liveChatToyDone: { chatId, clientToyId },
  /** The control was not taken, and not charged: why. */
  liveChatToyRejected: { chatId, clientToyId, reason: z.enum(TOY_REJECTIONS) },
} as const;

/** Frames the client sends for a live chat, by `type` (besides the envelope). */
export const liveChatClientFields = {
  startLiveChat: {
    clientChatId: z.string().check(z.minLength(1)),
    actorId: z.int(),
    chatType: z.enum(LIVE_CHAT_TYPES),
    /** A LIVECHAT of the private buttons: charged at that price, she is in a private chat. */
    privateChat: z.optional(z.enum(PRIVATE_CHATS)),
  },
  sendLiveChatMessage: { chatId, clientMessageId: z.string().check(z.minLength(1)), text },
  /** The guest ends the chat; `exitCode` names why (100 by the guest, 501 preview over). */
  stopLiveChat: { chatId, exitCode: z.int() },
  /** The guest buys one of the toy controls (`toyControls`) for the actor's toy. */
  sendLiveChatToy: { chatId, clientToyId, toyControlId: z.int() },
} as const;
