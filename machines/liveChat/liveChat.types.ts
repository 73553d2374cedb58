import type { ChatButtonConfig, ChatType } from '../actorProfile/actorProfile.types.ts';
import type { Money } from '../shared/money.ts';
import type { ServiceRequest } from '../shared/serviceRequest.ts';

/** The chat types of seed 000 §3 (the realtime frames' `chatType`). */
export const LIVE_CHAT_TYPES = [
  'LIVECHAT',
  'VOYEUR_CHAT',
  'FREECHAT',
  'LIVE_PREVIEW',
  'VOYEUR_PRIVATE_CHAT',
  'VIDEO_CALL',
  'LIVESHOW',
] as const;
export type LiveChatType = (typeof LIVE_CHAT_TYPES)[number];

/** Voyeurs watch: they cannot write (seed 001 §3). */
export const isVoyeurType = (type: LiveChatType): boolean =>
  type === 'VOYEUR_CHAT' || type === 'VOYEUR_PRIVATE_CHAT';

/** Chats that cost nothing: they need a login and the age check, not the 0,50 minimum. */
export const isFreeType = (type: LiveChatType): boolean =>
  type === 'FREECHAT' || type === 'LIVE_PREVIEW';

/**
 * The chat a profile button starts (its `?chat=` value, seed 001 §3 chat button config): the
 * video chat is FREECHAT when she offers free chat; the single and cam-to-cam chats are private
 * LIVECHATs; the voyeur watches her VOYEUR_PRIVATE_CHAT while she is in a private chat with
 * another guest, else her VOYEUR_CHAT; the mobile video call is her VIDEO_CALL; `preview` is the
 * LIVE_PREVIEW of an actor whose chat features have it. The voice call is a phone call, not a
 * live chat (machines/voiceCall).
 */
export function liveChatTypeOf(
  button: Exclude<ChatType, 'voiceCall'>,
  config: Pick<ChatButtonConfig, 'freeChat' | 'isInPrivateChat'>,
): LiveChatType {
  switch (button) {
    case 'video':
      return config.freeChat ? 'FREECHAT' : 'LIVECHAT';
    case 'single':
    case 'singlec2c':
      return 'LIVECHAT';
    case 'voyeur':
      return config.isInPrivateChat ? 'VOYEUR_PRIVATE_CHAT' : 'VOYEUR_CHAT';
    case 'ticketShow':
      return 'LIVESHOW';
    case 'videoCall':
      return 'VIDEO_CALL';
    case 'preview':
      return 'LIVE_PREVIEW';
  }
}

/**
 * A LIVECHAT from the private chat buttons (decision 0018): her and the guest alone (`single`),
 * with the guest's camera too (`singlec2c`). It is charged at that button's price, and while it
 * runs she is in a private chat, which others may watch as VOYEUR_PRIVATE_CHAT.
 */
export type PrivateChat = 'single' | 'singlec2c';
export const PRIVATE_CHATS = ['single', 'singlec2c'] as const satisfies readonly PrivateChat[];

/** The private chat a profile button starts, or null for every other button. */
export function privateChatOf(button: ChatType): PrivateChat | null {
  return button === 'single' || button === 'singlec2c' ? button : null;
}

/** One line of the chat; the guest's own is `pending` until the server echoes it. */
export interface ChatLine {
  id: string;
  sender: 'guest' | 'actor';
  text: string;
  pending: boolean;
}

/** Who the chat is with. */
export interface ChatActor {
  id: number;
  name: string;
  /** Her chat features have a toy (`dildocontrol`): a chat she can be written in offers it. */
  toy: boolean;
}

/** What the server said when the chat started. */
export interface RunningChat {
  chatId: string;
  pricePerMinute: Money | null;
  streamUrl: string | null;
}

/**
 * Seed 000 §6, §9: the live preview's limit. The unit is seconds (decision 0009). The query
 * service counts it (`freePreviewInit`, decision 0041); the client holds to it only when the
 * service did not answer.
 */
export const LIVE_PREVIEW_SECONDS = { normal: 5, vip: 20 } as const;

/** How long a preview runs: the service's seconds, else the seed's limit for the guest. */
export function previewLimitMs(isVip: boolean, serviceSeconds: number | null): number {
  if (serviceSeconds !== null) return serviceSeconds * 1000;
  return (isVip ? LIVE_PREVIEW_SECONDS.vip : LIVE_PREVIEW_SECONDS.normal) * 1000;
}

/** A free-preview call of the query service: the guest's request and the actor. */
export interface FreePreviewCall {
  request: ServiceRequest;
  actorId: number;
}

/** Lines kept in the chat (older ones scroll out; the budget is a bounded DOM). */
export const MAX_CHAT_LINES = 200;

/** The system id of the live chat's player (views/media/HlsPlayer renders it). */
export const LIVE_CHAT_PLAYER = 'liveChat.player';
