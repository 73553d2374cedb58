import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { messengerMachine } from './messenger.machine.ts';
import {
  selectAccess,
  selectComposer,
  selectConversationStatus,
  selectGiftShelf,
  selectListLoading,
  selectUnreadTotal,
} from './messenger.selectors.ts';
import {
  balanceAnswer,
  catalog,
  channel,
  message,
  messengerInput,
  recommended,
  toyControls,
} from './messenger.testing.ts';

/**
 * Model-based test of the messenger. Its regions run side by side, so one traversal of all of
 * them at once would walk their product; instead each phase (the harness's `phases`) traverses the
 * machine's own graph with the events of one concern (list, selection, sending, catalog) while the
 * other regions rest, and the union of the phases' paths must cover the whole machine at the gate.
 */
const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.${state}` });
const list = 'messenger.active.list.ready';
const pushed = (total: number, filterType: string | null = null, archived = false) => ({
  type: 'push.channels',
  channels: [channel(1, { archived, isActorOnline: true }), channel(2, { archived })],
  offset: 0,
  total,
  filterType,
});
const ack = {
  clientMessageId: 'c1',
  messageId: 5,
  channelId: 1,
  price: { value: 1, currency: 'EUR' },
};

/** Events each region answers while the rest of the machine stays where it is. */
const pushesAndIntents = [
  { type: 'push.channelUpdate', channel: channel(3) },
  { type: 'push.channelArchived', channelId: 1, status: true },
  { type: 'ui.archive', channelId: 2 },
  { type: 'ui.restore', channelId: 1 },
  { type: 'push.incomingMessage', channelId: 1, message: message(4) },
  { type: 'ui.setAllSeen' },
  { type: 'push.allChannelsSeen' },
  { type: 'ui.addGift', giftId: 7 },
  { type: 'ui.removeGift', giftId: 7 },
  { type: 'ui.chooseToy', toyControlId: 3 },
  { type: 'ui.clearBasket' },
  { type: 'push.messageAck', ...ack },
  { type: 'push.messageRejected', clientMessageId: 'c9', reason: 'blocked' },
  { type: 'ui.retrySend', clientMessageId: 'c9' },
  { type: 'ui.discard', clientMessageId: 'c9' },
];

const phases = {
  // An ended live chat is handed to the conversion chat (machines/conversionChat).
  // A visitor's entry asks the gate; the login it opens reloads the page, and the logged-in
  // messenger takes back her "write to her" (a kept act) and opens that chat.
  access: [
    { type: 'ui.login' },
    { type: 'ui.writeTo', actorId: 3101 },
    { type: 'gate.resumed', action: 'message', ticket: 'messenger.entry', success: false },
    { type: 'messenger.chatEnded', exitCode: 501 },
    {
      type: 'payTour.actTaken',
      act: { client: 'messenger', name: 'writeTo', target: 'messenger', data: { actorId: 3101 } },
      shouldOpen: true,
    },
    { type: 'payTour.actTaken', act: null, shouldOpen: false },
  ],
  list: [
    pushed(300),
    pushed(2),
    pushed(1, 'archived', true),
    { type: 'ui.filter', view: 'archived' },
    { type: 'ui.filter', view: 'all' },
    { type: 'ui.loadMore' },
    after('loadThrottle', `${list}.throttled`),
    after('loadThrottle', `${list}.throttledWithPending`),
    ...pushesAndIntents,
  ],
  selection: [
    pushed(2),
    { type: 'ui.select', channelId: 1 },
    { type: 'ui.select', channelId: 2 },
    { type: 'ui.unselect' },
    {
      type: 'xstate.done.actor.loadConversation',
      output: { channel: channel(1), messages: [message(1)] },
    },
    { type: 'xstate.error.actor.loadConversation', error: { message: 'http_500' } },
    { type: 'ui.retryConversation' },
    { type: 'push.messengerContentChange', channelId: 1 },
    // Writing to an actor from her profile: her conversation is opened or created.
    { type: 'ui.writeTo', actorId: 3101 },
    {
      type: 'xstate.done.actor.openActorConversation',
      output: { channel: channel(7), messages: [] },
    },
    { type: 'xstate.error.actor.openActorConversation', error: { message: 'http_500' } },
  ],
  sending: [
    pushed(2),
    { type: 'ui.select', channelId: 1 },
    // The gate tells the balance (standing ask); the send itself carries only the text.
    balanceAnswer(9),
    balanceAnswer(0),
    { ...balanceAnswer(0), ticket: 'someone.else' },
    { type: 'ui.send', data: { text: 'hi' } },
    { type: 'xstate.done.actor.newMessageId', output: 'c1' },
    { type: 'xstate.error.actor.newMessageId', error: { message: 'no ids' } },
    { type: 'push.messageRejected', clientMessageId: 'c1', reason: 'insufficientBalance' },
    { type: 'oneClick.result', success: true, via: 'oneClick' },
    { type: 'oneClick.result', success: false, via: 'payTour' },
    // A paid message acknowledged is a purchase: the platform's further messages are dropped.
    { type: 'push.messageAck', ...ack },
    { type: 'push.incomingMessage', channelId: 1, message: message(5) },
    { type: 'push.incomingMessage', channelId: 1, message: message(6, { senderType: 'system' }) },
  ],
  // The unread count is the service's: asked at the start, again when a channel's count changes,
  // and answered by each touch of a channel read.
  unread: [
    pushed(2),
    { type: 'push.channelUpdate', channel: channel(1, { unreadCount: 2 }) },
    { type: 'xstate.done.actor.loadUnreadCount', output: 3 },
    { type: 'xstate.error.actor.loadUnreadCount', error: { message: 'down' } },
    { type: 'ui.select', channelId: 1 },
    { type: 'xstate.done.actor.touchMessengerChannel', output: 1 },
    { type: 'xstate.error.actor.touchMessengerChannel', error: { message: 'down' } },
  ],
  catalog: [
    { type: 'xstate.done.actor.loadGifts', output: catalog },
    { type: 'xstate.error.actor.loadGifts', error: { message: 'down' } },
    { type: 'xstate.done.actor.loadToyControls', output: toyControls },
    { type: 'ui.addGift', giftId: 7 },
    { type: 'ui.chooseToy', toyControlId: 3 },
    { type: 'xstate.error.actor.loadToyControls', error: { message: 'down' } },
    { type: 'ui.retryCatalog' },
    { type: 'xstate.done.actor.loadRecommendations', output: recommended },
    { type: 'xstate.error.actor.loadRecommendations', error: { message: 'down' } },
  ],
} as Record<string, EventObject[]>;

type Snapshot = SnapshotFrom<typeof messengerMachine>;

/**
 * The state value, plus what decides where sending goes next: which statuses the guest's messages
 * have (a set, so repeated sends stay finite), whether the balance the gate told is short (unknown
 * until it answers) and whether the message being prepared is short of balance.
 */
const serializeState = (s: Snapshot) => {
  const context = s.context;
  const statuses = [...new Set(context.outgoing.map((m) => m.status))].sort().join(',');
  const lacking = context.balance === null ? null : context.balance < 1;
  const short = context.draft ? context.draft.balance < 1 : null;
  // The catalogs and the top-up are flags, not regions: they are part of the state all the same.
  const { shelf, awaitingTopUp, purchased } = context;
  return JSON.stringify([
    s.value,
    shelf.status,
    awaitingTopUp,
    purchased,
    statuses,
    lacking,
    short,
  ]);
};

defineModelSuite<typeof messengerMachine, EventObject>(messengerMachine, {
  // A logged-in guest and a visitor (the login offered): the domain is spawned with the session
  // (issue 52 §3), so each is a walk of its own and the gate measures both.
  inputs: [messengerInput(), messengerInput({ isLoggedIn: false })],
  events: [],
  phases,
  serializeState,
  invariants: (snapshot, { route, path }) => {
    const access = selectAccess(snapshot);
    if (snapshot.matches('visitor')) expect(access, route).toBe('visitor');
    // A visitor's entry is the gate's to open: the messenger never opens a flow itself.
    expect(snapshot.context.writingTo === null || snapshot.matches('active'), route).toBe(true);
    if (!snapshot.matches('active')) return;
    expect(access, route).toBe('loggedIn');
    // Logged in, the unread count shown is one the service answered (none yet: 0), never a local
    // sum (the runner answers a call only while it runs, so any of the path's answers may be it).
    const answered = path.steps.flatMap(({ event }) =>
      (event.type === 'xstate.done.actor.loadUnreadCount' ||
        event.type === 'xstate.done.actor.touchMessengerChannel') &&
      'output' in event &&
      typeof event.output === 'number'
        ? [event.output]
        : [],
    );
    expect([0, ...answered], route).toContain(selectUnreadTotal(snapshot));
    expect(selectListLoading(snapshot), route).toBe(
      !snapshot.matches({ active: { list: 'ready' } }),
    );
    if (snapshot.matches({ active: { selection: 'none' } }))
      expect(selectConversationStatus(snapshot), route).toBe('none');
    if (snapshot.matches({ active: { selection: { selected: 'failed' } } }))
      expect(selectConversationStatus(snapshot), route).toBe('failed');
    if (snapshot.context.awaitingTopUp)
      expect(
        snapshot.context.outgoing.some((m) => m.status === 'awaitingTopUp'),
        route,
      ).toBe(true);
    const composer = selectComposer(snapshot);
    expect(composer.preparing, route).toBe(snapshot.matches({ active: { composer: 'preparing' } }));
    // The low-balance hint follows the balance the gate told, never a guess before it answers.
    if (snapshot.context.balance === null) expect(composer.lacksBalance, route).toBe(false);
    expect(composer.minimumBalance !== null, route).toBe(composer.lacksBalance);
    // A message waits for a top-up only while the money-charge tour is open.
    if (!snapshot.context.awaitingTopUp)
      expect(
        snapshot.context.outgoing.every((m) => m.status !== 'awaitingTopUp'),
        route,
      ).toBe(true);
    if (snapshot.context.shelf.status.gifts === 'failed')
      expect(selectGiftShelf(snapshot).failed, route).toBe(true);
    // The conversion chat runs beside the regions while the guest is logged in.
    expect(snapshot.children.conversionChat, route).toBeDefined();
  },
});
