import { expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { chatExitInfo } from './exitCodes.ts';
import { liveChatMachine, type LiveChatEvent } from './liveChat.machine.ts';
import { selectChatActorId, selectChatView } from './liveChat.selectors.ts';
import { LIVE_CHAT_TYPES, isVoyeurType } from './liveChat.types.ts';

/**
 * Model-based test: every transition of the live chat's statechart, on the real machine, for
 * every chat type, every ending and every exit-code group.
 */
const actor = { id: 7, name: 'Lana', toy: false };
const eur = (value: number) => ({ value, currency: 'EUR' as const });
const answer = (ticket: string, allowed: boolean, open: boolean) => ({
  type: 'gate.answer',
  action: 'chat',
  ticket,
  allowed,
  reason: allowed ? null : 'needPurchase',
  open: open ? { type: 'payTour.open', flow: 'moneycharge' } : null,
  balance: eur(0.2),
});
const enter = (chatType: (typeof LIVE_CHAT_TYPES)[number], banned = false) => ({
  type: 'liveChat.enter',
  actor,
  chatType,
  privateChat: null,
  banned,
});
const started = (clientChatId: string) => ({
  type: 'push.liveChatStarted',
  chatId: 'c1',
  clientChatId,
  actorId: 7,
  chatType: 'LIVECHAT',
  pricePerMinute: eur(1.99),
  streamUrl: '/live/7/index.m3u8',
});
const ended = (exitCode: number) => ({ type: 'liveChat.chatEnded', chatId: 'c1', exitCode });
const after = (delay: string, state: string) => ({
  type: `xstate.after.${delay}.liveChat.${state}`,
});
const events = [
  ...LIVE_CHAT_TYPES.map((type) => enter(type)),
  enter('LIVECHAT', true),
  // The private chat button: a LIVECHAT with her alone (decision 0018).
  { ...enter('LIVECHAT'), privateChat: 'single' },
  // She has a toy: the chat offers it (toyControl.model.test.ts tests the toy itself).
  { ...enter('LIVECHAT'), actor: { ...actor, toy: true } },
  ...(['Queued', 'Started', 'Done', 'Rejected'] as const).map((push) => ({
    type: `push.liveChatToy${push}`,
    chatId: 'c1',
    clientToyId: 'c1:toy1',
    toyControlId: 1,
    ahead: 0,
    seconds: 5,
    reason: 'balance',
  })),
  { type: 'liveChat.leave' },
  answer('7:1', true, false),
  answer('7:1', false, true),
  answer('7:1', false, false),
  answer('7:2', true, false),
  answer('7:3', true, false),
  { type: 'gate.resumed', action: 'chat', ticket: '7:1', success: true },
  { type: 'gate.resumed', action: 'chat', ticket: '7:1', success: false },
  started('7:1'),
  started('7:2'),
  started('7:3'),
  { type: 'ui.chatSend', text: 'hi' },
  { type: 'ui.chatSend', text: '  ' },
  {
    type: 'push.liveChatMessage',
    chatId: 'c1',
    messageId: 1,
    clientMessageId: null,
    senderType: 'actor',
    text: 'hello',
  },
  { type: 'push.liveChatBilled', chatId: 'c1', minutes: 1, total: eur(1.99) },
  { type: 'ui.chatStop' },
  // Her free time ran out (the free-chat duration, machines/actorProfile/freeChat.machine.ts).
  { type: 'liveChat.freeChatOver', actorId: 7 },
  // One code of each follow-up: survey, reconnect, top-up, she ended it, live show, notice.
  ended(100),
  ended(102),
  ended(107),
  ended(201),
  ended(908),
  ended(401),
  { type: 'ui.chatReconnect' },
  { type: 'ui.chatTopUp' },
  { type: 'ui.chatJoinLiveShow' },
  { type: 'ui.chatRetry' },
  { type: 'oneClick.result', success: true, via: 'oneClick' },
  { type: 'oneClick.result', success: false, via: 'payTour' },
  // The live preview's seconds from the query service: some, none (used up), no answer.
  { type: 'xstate.done.actor.freePreviewInit', output: 3 },
  { type: 'xstate.done.actor.freePreviewInit', output: 0 },
  { type: 'xstate.error.actor.freePreviewInit', error: { message: 'down' } },
  { type: 'ui.previewDeclined' },
  { type: 'xstate.done.actor.freePreviewDecline', output: 0 },
  { type: 'xstate.error.actor.freePreviewDecline', error: { message: 'down' } },
  { type: 'xstate.done.actor.readClock', output: Date.UTC(2026, 10, 26, 20) },
  { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
  after('previewLimit', 'live'),
  after('startTimeout', 'connecting'),
  after('stopTimeout', 'ending'),
  after('reconnectDelay', 'reconnecting'),
  // Her live-show page with a chat in its address, and left (liveChat.address.test.ts).
  {
    type: 'route.entered',
    name: 'actorLiveShow',
    params: { actorName: 'lana' },
    query: { chat: 'video' },
  },
  { type: 'route.left', name: 'actorLiveShow' },
];

const stand = {
  askGate: () => {},
  sendStart: () => {},
  sendLine: () => {},
  sendStop: () => {},
  openTopUp: () => {},
  withdrawTopUp: () => {},
};
// What the chat type makes of a state (voyeur, preview, else) and the exit's follow-up: the key.
const kindOf = (type: string | null) =>
  type === null
    ? null
    : isVoyeurType(type as 'LIVECHAT')
      ? 'voyeur'
      : type === 'LIVE_PREVIEW'
        ? 'preview'
        : type === 'FREECHAT'
          ? 'free'
          : 'chat';
const serializeState = (s: AnyMachineSnapshot) => {
  const {
    chatType,
    exitCode,
    actor: who,
  } = s.context as {
    chatType: string | null;
    exitCode: number | null;
    actor: { toy: boolean } | null;
  };
  const end = s.matches('ended') && exitCode !== null && chatType !== null;
  const followUp = end ? chatExitInfo(exitCode, chatType).followUp : null;
  return JSON.stringify([s.value, kindOf(chatType), followUp, who?.toy === true]);
};

defineModelSuite(liveChatMachine, {
  input: demoDomainInput('liveChat', { isLoggedIn: true, isVip: true }),
  events: events as LiveChatEvent[],
  // The graph has no children: the toy's pushes go to the real child only in the run.
  stand: { ...stand, forwardToys: () => {} },
  runner: { actions: stand },
  serializeState,
  invariants: (snapshot, { route }) => {
    const view = selectChatView(snapshot);
    const { chatType, exitCode, privateChat } = snapshot.context;
    // Only a LIVECHAT is private; a 908 switch to her live show leaves the private chat.
    if (privateChat !== null) expect(chatType, route).toBe('LIVECHAT');
    if (snapshot.hasTag('live')) {
      expect(view.status, route).toBe('live');
      // Voyeurs watch; every other chat type writes.
      expect(snapshot.hasTag('canWrite'), route).toBe(!isVoyeurType(chatType!));
      // The running time counts from the start read once live, never before.
      if (view.status === 'live' && !snapshot.matches({ live: { clock: 'running' } }))
        expect(view.startedAt, route).toBeNull();
    }
    if (snapshot.matches('ended')) {
      expect(exitCode, route).not.toBeNull();
      expect(view, route).toMatchObject({
        status: 'ended',
        exit: chatExitInfo(exitCode!, chatType!),
      });
    }
    if (snapshot.matches('idle')) expect(view.status, route).toBe('idle');
    // Only a live preview asks the query service, and only before it starts.
    if (snapshot.matches('initPreview')) expect(chatType, route).toBe('LIVE_PREVIEW');
    if (snapshot.context.previewSeconds !== null) {
      expect(chatType, route).toBe('LIVE_PREVIEW');
      expect(snapshot.context.previewSeconds, route).toBeGreaterThan(0);
    }
    // Her page keeps the panel for a chat under way or ended, and for no other.
    expect(selectChatActorId(snapshot), route).toBe(
      view.status === 'idle' ? null : snapshot.context.actor?.id,
    );
    for (const line of snapshot.context.lines) expect(line.text.trim(), route).not.toBe('');
  },
  tests: ({ paths }) => {
    it('reaches every chat type live and every exit follow-up', () => {
      const ends = paths.map((path) => path.state);
      const typesLive = ends
        .filter((state) => state.hasTag('live'))
        .map((state) => kindOf(state.context.chatType));
      const followUps = ends
        .filter((state) => state.matches('ended') && state.context.exitCode !== null)
        .map((state) => chatExitInfo(state.context.exitCode!, state.context.chatType!).followUp);
      expect([...new Set(typesLive)].sort()).toEqual(['chat', 'free', 'preview', 'voyeur']);
      expect([...new Set(followUps)].sort()).toEqual(
        [
          'actorEnded',
          'joinLiveShow',
          'notice',
          'paidChat',
          'previewEnded',
          'reconnect',
          'survey',
          'topUp',
        ].sort(),
      );
    });
  },
});
