import type { TrackEvent } from '../consent/consent.types.ts';
import type { Money } from '../shared/money.ts';
import { isVoyeurType, type ChatActor, type LiveChatType } from './liveChat.types.ts';

/**
 * What a live chat tracks (seed 000 §3 tracked item categories `live_chat` and `voyeur_cam`):
 * its start and its end with the minutes and what they cost. The consent machine sends it on
 * only with analytics consent (seed 000 §5).
 */
export function chatTracking(
  action: 'start' | 'end',
  chat: {
    actor: ChatActor | null;
    chatType: LiveChatType | null;
    chatId: string;
    billed?: { minutes: number; total: Money } | null;
    exitCode?: number | null;
  },
): TrackEvent | null {
  if (chat.actor === null || chat.chatType === null) return null;
  const eventData: Record<string, unknown> = {
    actorId: chat.actor.id,
    chatId: chat.chatId,
    chatType: chat.chatType,
  };
  if (action === 'end') {
    eventData['minutes'] = chat.billed?.minutes ?? 0;
    eventData['amount'] = chat.billed?.total.value ?? 0;
    eventData['currency'] = chat.billed?.total.currency ?? 'EUR';
    eventData['exitCode'] = chat.exitCode ?? null;
  }
  return {
    type: 'tracking.track',
    eventContext: isVoyeurType(chat.chatType) ? 'voyeur_cam' : 'live_chat',
    eventAction: action,
    eventData,
  };
}
