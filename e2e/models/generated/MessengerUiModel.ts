import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import {
  messengerMachine,
  type MessengerContext,
} from '../../../machines/messenger/messenger.machine.ts';
import {
  balanceAnswer,
  channel,
  message,
  messengerInput,
} from '../../../machines/messenger/messenger.testing.ts';
import { modelMachine } from '../../../src/testing/modelMachine.ts';
import { uiPaths, type UiAction } from '../../../src/testing/uiPaths.ts';
import { LANA_LOVE, MessengerControls, MessengerPage } from '../Messenger.ts';
import { guestCopyOf } from '../TestGuests.ts';
import { RealtimeProbe } from '../RealtimeProbe.ts';

/**
 * Each path's own guest is a fresh copy of this demo account (no path sees what another archived
 * or wrote), with two conversations opened for it: the actor's and one beside it.
 */
const ACCOUNT = 'demo';
const ACTOR = 'MiaMoon';
const ACTOR_ID = 3102;

/** In the model, the actor's channel is channel 1 (a second one stays in the list beside it). */
const ID = 1;
/** The message the simulator's actor writes into the open conversation (a push). */
const PUSHED_ID = 900;
const listed = (archived: boolean, filterType: string | null) => ({
  type: 'push.channels',
  channels: archived ? [channel(ID, { archived })] : [channel(ID), channel(2)],
  offset: 0,
  total: archived ? 1 : 2,
  filterType,
});

/** What the messenger shows the guest: the UI-level state of the model. */
export type MessengerUiState =
  | 'unopened'
  | 'all'
  | 'allWithoutActor'
  | 'archivedWithActor'
  | 'archivedWithoutActor'
  | 'conversation'
  | 'sent'
  | 'answered'
  | 'other';
export function messengerUiState(snapshot: AnyMachineSnapshot): MessengerUiState {
  const context = snapshot.context as MessengerContext;
  // Started for the logged-in guest (its input), nothing loaded nor told by the gate yet.
  if (snapshot.matches({ active: { list: 'loading' } }) && context.balance === null)
    return 'unopened';
  if (!snapshot.matches({ active: { list: 'ready' } })) return 'other';
  if (snapshot.matches({ active: { selection: { selected: 'loaded' } } })) {
    const answered = context.conversation?.messages.some((m) => m.id === PUSHED_ID) === true;
    if (answered) return 'answered';
    return context.outgoing.some((m) => m.status === 'sent') ? 'sent' : 'conversation';
  }
  if (!snapshot.matches({ active: { selection: 'none' } })) return 'other';
  const withActor = context.channels.some((c) => c.id === ID);
  if (context.view === 'all') return withActor ? 'all' : 'allWithoutActor';
  if (context.view === 'archived') return withActor ? 'archivedWithActor' : 'archivedWithoutActor';
  return 'other';
}
/** The actor's Archive (all view) or Restore (archived view) button in the channel list. */
const channelButton = (ui: MessengerUi, verb: 'Archive' | 'Restore') =>
  ui.messenger.channel(ACTOR).getByRole('button', { name: `${verb}: ${ACTOR}` });
const is =
  (...states: MessengerUiState[]) =>
  (s: AnyMachineSnapshot) =>
    states.includes(messengerUiState(s));

/**
 * The UI actions and simulator controls the generated paths use, each with the machine events it
 * causes (the simulator's answers included). The list's concern (archive, the Archived filter,
 * restore, All again) runs before a conversation is opened, the conversation's after it: one
 * cycle each, so the paths stay few.
 */
export const MESSENGER_UI_ACTIONS = [
  {
    name: 'log in and open the messenger',
    // The root starts the messenger with the guest's session (its input); the gate answers its
    // standing ask with the demo guest's balance at once.
    events: [{ ...balanceAnswer(99) }, listed(false, null)],
    when: is('unopened'),
    act: (ui: MessengerUi) => ui.messenger.open(ui.login()),
  },
  {
    name: `archive ${ACTOR}`,
    events: [{ type: 'ui.archive', channelId: ID }],
    when: is('all'),
    act: (ui: MessengerUi) => channelButton(ui, 'Archive').click(),
  },
  {
    name: 'show the archived conversations',
    events: [{ type: 'ui.filter', view: 'archived' }, listed(true, 'archived')],
    when: is('allWithoutActor'),
    act: (ui: MessengerUi) => ui.messenger.filter('Archived'),
  },
  {
    name: `restore ${ACTOR}`,
    events: [{ type: 'ui.restore', channelId: ID }],
    when: is('archivedWithActor'),
    act: (ui: MessengerUi) => channelButton(ui, 'Restore').click(),
  },
  {
    name: 'show all conversations',
    events: [{ type: 'ui.filter', view: 'all' }, listed(false, null)],
    when: is('archivedWithoutActor'),
    act: (ui: MessengerUi) => ui.messenger.filter('All'),
  },
  {
    name: `open the conversation with ${ACTOR}`,
    events: [
      { type: 'ui.select', channelId: ID },
      {
        type: 'xstate.done.actor.loadConversation',
        output: { channel: channel(ID), messages: [message(1)] },
      },
    ],
    when: is('all'),
    act: async (ui: MessengerUi) => {
      await ui.messenger.select(ACTOR);
      ui.channelId = await ui.selectedId();
    },
  },
  {
    name: 'send a message',
    events: [
      { type: 'ui.send', data: { text: 'hi' } },
      { type: 'xstate.done.actor.newMessageId', output: 'c1' },
      {
        type: 'push.messageAck',
        clientMessageId: 'c1',
        messageId: 5,
        channelId: ID,
        price: { value: 1, currency: 'EUR' },
      },
    ],
    when: is('conversation'),
    act: async (ui: MessengerUi) => {
      await ui.messenger.write(ui.sentText);
      // Pending first: the composer's message is on the page before the server acks it.
      await expect(ui.messenger.message(ui.sentText)).toBeVisible();
    },
  },
  {
    name: `${ACTOR} answers (the simulator's actor writes)`,
    events: [{ type: 'push.incomingMessage', channelId: ID, message: message(PUSHED_ID) }],
    when: is('sent'),
    act: (ui: MessengerUi) => ui.controls.actorWrites(ui.login(), ui.channelId!, ui.answerText),
  },
] as const satisfies readonly (UiAction & { act: (ui: MessengerUi) => Promise<void> })[];

const graph = modelMachine(messengerMachine);

/** The generated paths: every (UI state, action) edge of the messenger model once, bounded. */
export function messengerUiPaths(limit: number) {
  return uiPaths(graph, MESSENGER_UI_ACTIONS, messengerUiState, {
    limit,
    input: messengerInput(),
  });
}

/** The messenger page and the simulator's messenger controls as one system under test. */
export class MessengerUi {
  readonly messenger: MessengerPage;
  readonly controls: MessengerControls;
  readonly probe: RealtimeProbe;
  /** The real id of the actor's channel, read from the engine once it is selected. */
  channelId: number | null = null;
  readonly sentText: string;
  readonly answerText: string;
  private account: string | null = null;

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
    run: string,
  ) {
    this.messenger = new MessengerPage(page);
    this.controls = new MessengerControls(request);
    this.probe = new RealtimeProbe(page);
    this.sentText = `generated path ${run}`;
    this.answerText = `answer to ${run}`;
  }

  /**
   * The path's own guest, with the conversations the model starts from; the actors do not
   * answer on their own (only the path's push does).
   */
  async start(): Promise<void> {
    await this.controls.settings({ replies: false });
    this.account = await guestCopyOf(this.request, ACCOUNT, { balance: '20.00' });
    await MessengerControls.openChannel(this.account, LANA_LOVE);
    await MessengerControls.openChannel(this.account, ACTOR_ID);
  }

  /** The login of the path's own guest (a copy made by `start`). */
  login(): string {
    if (this.account === null) throw new Error('MessengerUi.start() makes the guest first');
    return this.account;
  }

  selectedId(): Promise<number | null> {
    return this.page.evaluate(
      () =>
        (
          (window as unknown as { __camclient: { state(id: string): unknown } }).__camclient.state(
            'messenger',
          ) as { context: { selectedId: number | null } }
        ).context.selectedId,
    );
  }

  private pressed(name: string) {
    return this.page.getByRole('group', { name: 'Show' }).getByRole('button', { name });
  }

  private async listShows(view: 'All' | 'Archived', withActor: boolean): Promise<void> {
    await expect(this.pressed(view)).toHaveAttribute('aria-pressed', 'true');
    if (withActor) await expect(this.messenger.channel(ACTOR).first()).toBeVisible();
    else await expect(this.messenger.channel(ACTOR)).toHaveCount(0);
  }

  private async conversationOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: ACTOR, level: 2 })).toBeVisible();
    await expect(this.messenger.textbox).toBeEditable();
  }

  /** What the guest sees in each UI state, by name. */
  readonly sees: Record<MessengerUiState, { name: string; check: () => Promise<void> }> = {
    unopened: {
      name: 'nothing loaded yet',
      check: async () => expect(this.messenger.channelList).toBeHidden(),
    },
    all: {
      name: `all conversations, ${ACTOR} among them, the connection live`,
      check: async () => {
        await expect.poll(() => this.probe.isLive()).toBe(true);
        await this.listShows('All', true);
      },
    },
    allWithoutActor: {
      name: `archived: ${ACTOR} is gone from all conversations`,
      check: () => this.listShows('All', false),
    },
    archivedWithActor: {
      name: `the archived conversations, ${ACTOR} among them with a restore button`,
      check: async () => {
        await this.listShows('Archived', true);
        await expect(channelButton(this, 'Restore')).toBeVisible();
      },
    },
    archivedWithoutActor: {
      name: `restored: ${ACTOR} is gone from the archived conversations`,
      check: () => this.listShows('Archived', false),
    },
    conversation: {
      name: `the conversation with ${ACTOR} open, the composer ready, its price shown`,
      check: async () => {
        await this.conversationOpen();
        await expect(this.messenger.price).toContainText('€');
      },
    },
    sent: {
      name: 'the message acked: marked sent, no longer pending',
      check: async () => {
        await this.conversationOpen();
        await expect(this.messenger.message(this.sentText)).toContainText('Sent');
        await expect
          .poll(async () => (await this.messenger.outgoing()).map((m) => m.status))
          .toEqual(['sent']);
      },
    },
    answered: {
      name: `${ACTOR}'s answer pushed into the open conversation, the sent message still there`,
      check: async () => {
        await expect(this.messenger.message(this.answerText)).toBeVisible();
        await expect(this.messenger.message(this.sentText)).toContainText('Sent');
      },
    },
    other: {
      name: 'a state the UI paths do not reach',
      check: () => {
        return Promise.reject(
          new Error('the generated UI path reached a state it has no assertion for'),
        );
      },
    },
  };
}
