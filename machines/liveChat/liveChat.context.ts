/** The live chat machine's context, the events it takes, and the pure helpers its actions share. */
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import type { RestrictionReason } from '../gating/gating.ts';
import type { DomainInput, PayTourResultEvent } from '../shared/domainEvents.ts';
import type { Money } from '../shared/money.ts';
import { type OneClickResultEvent } from '../oneClick/oneClick.types.ts';
import type { ServiceRequest } from '../shared/serviceRequest.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import { type ToyControlEvent } from './toyControl.machine.ts';
import {
  MAX_CHAT_LINES,
  type ChatActor,
  type ChatLine,
  type LiveChatType,
  type PrivateChat,
  type RunningChat,
} from './liveChat.types.ts';

export interface LiveChatContext {
  isVip: boolean;
  /** For the toy control's catalogue (the content service) and the free preview (the query service). */
  request: ServiceRequest;
  actor: ChatActor | null;
  chatType: LiveChatType | null;
  /** A private LIVECHAT's kind (the `startLiveChat` frame's `privateChat`), else null. */
  privateChat: PrivateChat | null;
  /** Starts asked for on this page: names each start (`clientChatId`) so its answer is matched. */
  starts: number;
  chat: RunningChat | null;
  /**
   * When the chat went live (ms since the epoch, the guest's clock read as a recorded call): the
   * view counts its running time from it (decision 0002); 0 until read.
   */
  startedAt: number;
  /** What the server charged so far (`liveChatBilled`). */
  billed: { minutes: number; total: Money } | null;
  lines: ChatLine[];
  sent: number;
  exitCode: number | null;
  /** Automatic re-entries after a technical end, at most one per chat. */
  reconnects: number;
  /** Why the gate refused the last entry (shown while its flow runs or after it was given up). */
  refusal: RestrictionReason | null;
  /** The seconds the query service gave the live preview (`freePreviewInit`); null before. */
  previewSeconds: number | null;
  /**
   * The chat her live-show page's address names (`?chat=`, an opened link), as the root tells it
   * with the route (machines/app/routeEvents.ts); null on any other page or without one.
   */
  addressedChat: string | null;
}

export type LiveChatEvent =
  | {
      type: 'liveChat.enter';
      actor: ChatActor;
      chatType: LiveChatType;
      privateChat: PrivateChat | null;
      /** The guest's country is one she bans (the profile's chat button config). */
      banned: boolean;
    }
  /** The chat's page was left. */
  | { type: 'liveChat.leave' }
  /** From the guest machine, which owns the contract's `chatEnd` push. */
  | { type: 'liveChat.chatEnded'; chatId: string; exitCode: number }
  | { type: 'ui.chatSend'; text: string }
  | { type: 'ui.chatStop' }
  | { type: 'ui.chatReconnect' }
  | { type: 'ui.chatTopUp' }
  | { type: 'ui.chatJoinLiveShow' }
  | { type: 'ui.chatRetry' }
  /** The guest declines the offer after the live preview (`freePreviewDecline`). */
  | { type: 'ui.previewDeclined' }
  | GateAnswerEvent
  | GateResumedEvent
  | PayTourResultEvent
  | OneClickResultEvent
  | {
      type: 'push.liveChatStarted';
      chatId: string;
      clientChatId: string;
      actorId: number;
      chatType: LiveChatType;
      pricePerMinute: Money | null;
      streamUrl: string | null;
    }
  | {
      type: 'push.liveChatMessage';
      chatId: string;
      messageId: number;
      clientMessageId: string | null;
      senderType: 'guest' | 'actor';
      text: string;
    }
  | { type: 'push.liveChatBilled'; chatId: string; minutes: number; total: Money }
  /** The free time with her is used up (machines/actorProfile/freeChat.machine.ts). */
  | { type: 'liveChat.freeChatOver'; actorId: number }
  /** Her toy's pushes, for the toy control child. */
  | Extract<ToyControlEvent, { type: `push.${string}` }>
  /** Her live-show page entered (with its `?chat=`) and left, from the root. */
  | RouteToldEvent;

/**
 * The machine's own steps (raised, never sent by another actor), each naming the actor its call
 * asks about, so no call reads a nullable fact (issue 52 §3): the chat starts with her, its start
 * frame goes out, and the guest declines the offer after her preview.
 */
type LiveChatInternal =
  | { type: 'liveChat.starting'; actorId: number }
  | { type: 'liveChat.previewDeclining'; actorId: number }
  /** The start frame goes out: whom with and which chat, from the entry it connects. */
  | ConnectingEvent;

export interface ConnectingEvent {
  type: 'liveChat.connecting';
  actorId: number;
  chatType: LiveChatType;
  privateChat: PrivateChat | null;
}

export type LiveChatMachineEvent = LiveChatEvent | LiveChatInternal;

export type StartedEvent = Extract<LiveChatEvent, { type: 'push.liveChatStarted' }>;
export type LineEvent = Extract<LiveChatEvent, { type: 'push.liveChatMessage' }>;

/** Names a start with her (`clientChatId`, a gate ticket): her id and the page's starts. */
export const clientChatId = (actorId: number, starts: number) => `${actorId}:${starts}`;

/**
 * Whether a gate answer's ticket or a start's echo names the current start. With no chat actor no
 * start was asked for, so none is ours.
 */
export const isCurrentStart = ({ actor, starts }: LiveChatContext, id: string | null) =>
  actor !== null && id === clientChatId(actor.id, starts);

export const withLine = (lines: ChatLine[], line: ChatLine) =>
  [...lines, line].slice(-MAX_CHAT_LINES);

/** No chat: what a page without one starts with, and what a left chat returns to. */
export const NO_CHAT: Omit<LiveChatContext, 'isVip' | 'request' | 'addressedChat'> = {
  actor: null,
  chatType: null,
  privateChat: null,
  starts: 0,
  chat: null,
  startedAt: 0,
  billed: null,
  lines: [],
  sent: 0,
  exitCode: null,
  reconnects: 0,
  refusal: null,
  previewSeconds: null,
};

/** The live chat as the root spawns it (issue 52 §3): the session's guest and request, no chat. */
export const initialContext = ({ guest, request, config }: DomainInput): LiveChatContext => ({
  isVip: guest.isVip,
  request: { ...request, queryServiceUrl: config.queryServiceUrl },
  addressedChat: null,
  ...NO_CHAT,
});
