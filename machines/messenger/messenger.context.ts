import { typedActions } from '../shared/typedActions.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import type { ActTakenEvent } from '../payTour/payTour.loginAct.ts';
import type { OneClickResultEvent } from '../oneClick/oneClick.types.ts';
import type { RequestInput } from '../shared/session.types.ts';
import type {
  DomainInput,
  MessengerChatEndedEvent,
  PayTourResultEvent,
} from '../shared/domainEvents.ts';
import type { Money } from '../shared/money.ts';
import { quoteMessage } from './messenger.price.ts';
import type {
  Basket,
  CatalogName,
  CatalogStatus,
  Channel,
  Conversation,
  ChannelView,
  Draft,
  GiftCatalog,
  Message,
  OutgoingMessage,
  RecommendedActor,
  RejectReason,
  ToyControl,
} from './messenger.types.ts';

// The messenger's context and the events it takes, with the pure helpers its concerns share
// (messenger.machine.ts, messenger.sending.ts, messenger.catalogs.ts).

/**
 * The messenger's context. Its top-level keys are kept under 20, the related ones grouped
 * (`guest`, `shelf`): XState's `assign` copies the context with `Object.assign({}, context,
 * update)`, and V8 builds an object given 20 keys or more that way in dictionary mode, where each
 * such copy took about fifteen times as long (the messenger had 23 keys: about a third of a push's
 * cost, issue 52 §7). `messenger.machine.test.ts` holds the count.
 */
export interface MessengerContext {
  request: RequestInput;
  guest: MessengerGuest;
  view: ChannelView;
  channels: Channel[];
  total: number;
  selectedId: number | null;
  /**
   * The actor the guest asked to write to (`ui.writeTo`: her profile, a tile's preview, a chat's
   * end), while her conversation is opened or created, and after: her recommendations leave her
   * out (`currentActorId`). Null for a channel chosen from the list.
   */
  writingTo: number | null;
  conversation: { channelId: number; channel: Channel | null; messages: Message[] } | null;
  outgoing: OutgoingMessage[];
  basket: Basket;
  /** The message being given its id (between Send and the id service's answer). */
  draft: Draft | null;
  shelf: Shelf;
  /**
   * The money-charge tour is open for messages short of balance (`awaitingTopUp` ones): they go
   * out on its success, or stay rejected when it closes without one.
   */
  awaitingTopUp: boolean;
  /**
   * The guest bought a gift message or paid here (a paid or gift message acknowledged, a top-up
   * succeeded): the platform's further messages (`senderType: 'system'`) are not shown from then
   * on (seed 000 §5, decision 0033).
   */
  purchased: boolean;
  /**
   * The guest's unread messages as the service counted them (`loadUnreadCount`, a touch's
   * answer): the navbar's and the tab title's count; 0 until it answers.
   */
  unreadCount: number;
  /** The last failure a view should explain (conversation, catalog, id service). */
  failure: string | null;
  /**
   * The guest's balance as the gate last told it (standing ask `MESSENGER_BALANCE_TICKET`), null
   * until the first answer: a send is priced against it, never against a balance a view read.
   */
  balance: number | null;
}

/** The guest's facts the messenger keeps (from its input; `bought` as sends and the catalog tell). */
interface MessengerGuest {
  /** The guest may use the messenger (logged in, not locked); else it offers the login. */
  loggedIn: boolean;
  isVip: boolean;
  /** The guest's bought gifts (gift id to quantity): free in a message (seed 000 §5). */
  bought: Record<string, number>;
  /** The guest state's conversion-chat end, for the conversion chat (child `conversionChat`). */
  conversionChatEnd: string | null;
}

/** The composer's catalogs (messenger.catalogs.ts) and the recommended actors. */
export interface Shelf {
  catalog: GiftCatalog;
  toyControls: ToyControl[];
  recommendations: RecommendedActor[];
  /** Where each catalog's call is: the composer's shelf shows it. */
  status: Record<CatalogName, CatalogStatus>;
}

/** The ticket of the messenger's standing ask to the gate, which tells the guest's balance. */
export const MESSENGER_BALANCE_TICKET = 'messenger.balance';

export type ChannelId = { channelId: number };
export type MessengerEvent =
  | PayTourResultEvent
  | OneClickResultEvent
  /** From the guest machine: a live chat ended; the conversion chat hears of it. */
  | MessengerChatEndedEvent
  | { type: 'ui.login' }
  | { type: 'ui.filter'; view: ChannelView }
  | { type: 'ui.loadMore' }
  | ({ type: 'ui.select' } & ChannelId)
  /** Open, or create, the conversation with an actor (`channel/actor/{actorId}`). */
  | { type: 'ui.writeTo'; actorId: number }
  | { type: 'ui.unselect' }
  | ({ type: 'ui.archive' } & ChannelId)
  | ({ type: 'ui.restore' } & ChannelId)
  | { type: 'ui.retryConversation' }
  | { type: 'ui.retryCatalog' }
  | { type: 'ui.addGift'; giftId: number }
  | { type: 'ui.removeGift'; giftId: number }
  | { type: 'ui.chooseToy'; toyControlId: number }
  | { type: 'ui.clearBasket' }
  /**
   * Send what is composed; `freeShow`: her free show runs (the presence domain's fact the composer
   * selects, issue 52 §2), so it goes out written in it (`isFreechat`); absent: it does not.
   */
  | { type: 'ui.send'; data: { text: string }; freeShow?: boolean }
  | { type: 'ui.retrySend'; clientMessageId: string }
  | GateAnswerEvent
  /** The end of the login the gate opened for a visitor's entry (the login reloads the page). */
  | GateResumedEvent
  /** The pay tour hands back the "write to her" a visitor pressed before her login's reload. */
  | ActTakenEvent
  | { type: 'ui.discard'; clientMessageId: string }
  | { type: 'ui.setAllSeen' }
  | { type: 'messenger.topUpNeeded' }
  | {
      type: 'push.channels';
      channels: Channel[];
      offset: number;
      total: number;
      filterType: string | null;
    }
  | { type: 'push.channelUpdate'; channel: Channel }
  | ({ type: 'push.channelArchived'; status: boolean } & ChannelId)
  | ({ type: 'push.incomingMessage'; message: Message } & ChannelId)
  | ({
      type: 'push.messageAck';
      clientMessageId: string;
      messageId: number;
      price: Money;
    } & ChannelId)
  | { type: 'push.messageRejected'; clientMessageId: string; reason: RejectReason }
  | { type: 'push.allChannelsSeen' }
  | ({ type: 'push.messengerContentChange' } & ChannelId)
  | Answer<'loadConversation', Conversation>
  | Answer<'openActorConversation', Conversation>
  | Answer<'loadGifts', GiftCatalog>
  | Answer<'loadToyControls', ToyControl[]>
  | Answer<'loadRecommendations', RecommendedActor[]>
  | Answer<'touchMessengerChannel', number>
  | Answer<'loadUnreadCount', number>;

/** The done and error events of a call the messenger spawns (its answer, or why it failed). */
type Answer<TId extends string, TOutput> =
  | { type: `xstate.done.actor.${TId}`; output: TOutput }
  | { type: `xstate.error.actor.${TId}`; error: unknown };

/** What an implementation of the messenger reads. */
export type Context = { context: MessengerContext };

/** `assign` and `enqueueActions` typed for the messenger's actions (machines/shared/typedActions.ts). */
export const { update, effects } = typedActions<MessengerContext, MessengerEvent>();

/** The event of one type. */
export type EventOf<T extends MessengerEvent['type']> = Extract<MessengerEvent, { type: T }>;

export const emptyBasket: Basket = { gifts: [], toyControlId: null };

/** The context the messenger starts with: the session's request and guest facts (its input). */
export const initialContextOf = ({ request, guest }: DomainInput): MessengerContext => ({
  request,
  guest: {
    loggedIn: guest.isLoggedIn && !guest.isLocked,
    isVip: guest.isVip,
    bought: { ...guest.boughtGifts },
    conversionChatEnd: guest.conversionChatCountdownEnd,
  },
  view: 'all',
  channels: [],
  total: 0,
  selectedId: null,
  writingTo: null,
  conversation: null,
  outgoing: [],
  basket: emptyBasket,
  draft: null,
  shelf: {
    catalog: { categories: [], gifts: [], boughtGifts: null },
    toyControls: [],
    recommendations: [],
    status: { gifts: 'loading', toyControls: 'loading', recommendations: 'loading' },
  },
  awaitingTopUp: false,
  purchased: false,
  unreadCount: 0,
  failure: null,
  balance: null,
});

/** The channel shown: from the list, else as the conversation's reply described it. */
export function channelOf(context: MessengerContext, channelId: number | null): Channel | null {
  if (channelId === null) return null;
  return (
    context.channels.find((c) => c.id === channelId) ??
    (context.conversation?.channelId === channelId ? context.conversation.channel : null)
  );
}

/** The message Send makes of the text and the basket, priced by the rule of seed 000 §5. */
export function draftOf(context: MessengerContext, event: EventOf<'ui.send'>): Draft | null {
  const channel = channelOf(context, context.selectedId);
  if (!channel) return null;
  const quote = quoteMessage({
    channel,
    basket: context.basket,
    bought: context.guest.bought,
    gifts: context.shelf.catalog.gifts,
    toyControls: context.shelf.toyControls,
  });
  const text = event.data.text.trim();
  return {
    channelId: channel.id,
    messageType: quote.messageType,
    data:
      quote.messageType === 'toy'
        ? { toyControlId: context.basket.toyControlId }
        : text
          ? { text }
          : {},
    includedGifts: quote.messageType === 'gift' ? [...context.basket.gifts] : [],
    price: quote.price,
    balance: context.balance ?? 0,
    freeShow: event.freeShow ?? false,
  };
}
