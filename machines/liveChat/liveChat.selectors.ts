import type { SnapshotFrom } from 'xstate';
import type { RestrictionReason } from '../gating/gating.ts';
import type { Money } from '../shared/money.ts';
import { chatExitInfo, type ExitCodeInfo } from './exitCodes.ts';
import type { liveChatMachine } from './liveChat.machine.ts';
import type { ChatActor, ChatLine, LiveChatType } from './liveChat.types.ts';

type LiveChatSnapshot = SnapshotFrom<typeof liveChatMachine>;

export type ChatView =
  | { status: 'idle' }
  | {
      status: 'entering' | 'gated';
      actor: ChatActor;
      chatType: LiveChatType;
      refusal: RestrictionReason | null;
    }
  | {
      status: 'declined';
      actor: ChatActor;
      chatType: LiveChatType;
      refusal: RestrictionReason | null;
    }
  | {
      status: 'connecting' | 'reconnecting' | 'ending' | 'toppingUp';
      actor: ChatActor;
      chatType: LiveChatType;
    }
  | {
      status: 'live';
      actor: ChatActor;
      chatType: LiveChatType;
      canWrite: boolean;
      /** She has a toy and the guest can write: the toy panel shows (`liveChat.toys`). */
      toys: boolean;
      /** When it went live (ms since the epoch), null until known: the view counts from it. */
      startedAt: number | null;
      pricePerMinute: Money | null;
      billed: { minutes: number; total: Money } | null;
      streamUrl: string | null;
    }
  | { status: 'ended'; actor: ChatActor; chatType: LiveChatType; exit: ExitCodeInfo };

const IDLE: ChatView = { status: 'idle' };
const STATUSES = [
  'entering',
  'gated',
  'declined',
  'connecting',
  'reconnecting',
  'ending',
  'toppingUp',
] as const;

/** What the chat panel shows: one object per state, its facts from the context. */
export function selectChatView(snapshot: LiveChatSnapshot): ChatView {
  const { context } = snapshot;
  const { actor, chatType } = context;
  if (snapshot.matches('idle') || actor === null || chatType === null) return IDLE;
  if (snapshot.hasTag('live')) {
    return {
      status: 'live',
      actor,
      chatType,
      canWrite: snapshot.hasTag('canWrite'),
      toys: snapshot.hasTag('toys'),
      startedAt: snapshot.matches({ live: { clock: 'running' } }) ? context.startedAt : null,
      pricePerMinute: context.chat?.pricePerMinute ?? null,
      billed: context.billed,
      streamUrl: context.chat?.streamUrl ?? null,
    };
  }
  // Declining the preview's offer keeps the ended panel until the service heard it.
  if (snapshot.matches('ended') || snapshot.matches('decliningPreview')) {
    return {
      status: 'ended',
      actor,
      chatType,
      exit: chatExitInfo(context.exitCode ?? 997, chatType),
    };
  }
  const status = STATUSES.find((name) => snapshot.matches(name)) ?? 'connecting';
  if (status === 'entering' || status === 'gated' || status === 'declined')
    return { status, actor, chatType, refusal: context.refusal };
  return { status, actor, chatType };
}

/** The chat's lines (a stable array between renders: the context's own). */
export const selectChatLines = (snapshot: LiveChatSnapshot): ChatLine[] => snapshot.context.lines;

/**
 * The performer whose chat is under way or just ended (null when idle): her page keeps the chat's
 * panel for it even when her buttons go off as she goes offline, so the guest reads why it ended.
 */
export const selectChatActorId = (snapshot: LiveChatSnapshot): number | null => {
  const view = selectChatView(snapshot);
  return view.status === 'idle' ? null : view.actor.id;
};

/** The chat her live-show page's address names (`?chat=`, told with the route), else null. */
export const selectAddressedChat = (snapshot: LiveChatSnapshot): string | null =>
  snapshot.context.addressedChat;
