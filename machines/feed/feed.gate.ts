import type { EventObject, MachineContext } from 'xstate';
import { gateClient } from '../gating/gateClient.ts';
import type { GateBox } from '../gating/gating.machine.ts';
import type { RestrictionReason } from '../gating/gating.ts';
import { ageCheckModalId } from '../modals/modals.catalog.ts';
import { resumeAfterLogin } from '../payTour/payTour.act.ts';
import type { ActTakenEvent, LoginAct } from '../payTour/payTour.loginAct.ts';
import { headOf, type ContextArgs, type FeedContext } from './feed.context.ts';
import type { FeedIntent } from './feed.events.ts';
import { GUEST_FILTERS, type FeedAction } from './feed.types.ts';

/**
 * The feed's guarded intents (a filter of the guest's own posts, following, like, comment, buy,
 * tip) ask the gate (machines/gating) as every guarded domain does, through its gate clients
 * with `openFlow`: the intent waits in `asking` for the gate's answer (the gate answers in the
 * order it was asked) and is taken when allowed. Refused, the gate opens what stands in the way
 * (the feed's signup box for a visitor, the age-check box, a top-up in the pay tour) and the
 * intent waits in `resuming` until the gate tells how that flow ended (`gate.resumed`): gone well,
 * it asks again; given up, it is dropped. A visitor's login (and an age check) reloads the page,
 * so the intent goes with the ask as the act to resume after it (payTour.act.ts), taken back once
 * the feed shows again (`takeAct`). A purchase the service refused for a short balance asks the
 * gate again with that refusal, so the top-up opens and the purchase resumes the same way.
 */

/** Likes, comments and the guest's own filters need a login. */
const loginGate = gateClient({
  ticket: 'feed.login',
  replyTo: 'feed',
  action: 'favorite',
});
/** Buying a post and tipping need what a purchase needs. */
const buyGate = gateClient({
  ticket: 'feed.buy',
  replyTo: 'feed',
  action: 'buy',
});

/** The feed-signup box (seed 000 §2): what a visitor gets for a guarded action. */
const FEED_SIGNUP_BOX = 'feed-signup';

/**
 * The feed's own boxes, opened by the gate instead of the bare flow: a visitor's feed-signup box
 * (its button signs up), the age-check box of the page's language. A top-up opens in the pay tour.
 */
const boxesOf = (language: string): Partial<Record<RestrictionReason, GateBox>> => ({
  needLogin: { id: FEED_SIGNUP_BOX },
  needAgeCheck: { id: ageCheckModalId(language) },
});

/** An ask of the gate: the intent, and the platform's refusal when the service refused it. */
export interface FeedAsk {
  intent: FeedIntent;
  refused?: RestrictionReason;
}

/** Whether a filter or following waits for the gate: the guest's own posts, following. */
function isGuarded(intent: FeedIntent): boolean {
  if (intent.type === 'ui.filterChosen')
    return intent.filter !== null && GUEST_FILTERS.includes(intent.filter);
  return intent.type === 'ui.followsChosen' && intent.follows;
}

/** Which gate client an intent asks: a purchase's, or a login's. */
const clientOf = (intent: FeedIntent) =>
  intent.type === 'ui.buy' || intent.type === 'ui.tip' ? buyGate : loginGate;

/** What an intent does once it may: the post action it queues (filters queue none). */
export function actionOf(intent: FeedIntent): FeedAction | null {
  switch (intent.type) {
    case 'ui.like':
      return { kind: 'like', postId: intent.postId };
    case 'ui.unlike':
      return { kind: 'unlike', postId: intent.postId };
    case 'ui.comment':
      return {
        kind: 'comment',
        postId: intent.postId,
        text: intent.text,
        replyTo: intent.replyTo,
      };
    case 'ui.buy':
      return { kind: 'buy', postId: intent.postId };
    case 'ui.tip':
      return { kind: 'tip', postId: intent.postId, coins: intent.coins };
    default:
      return null;
  }
}

/** The intent of a purchase the service refused (buy, tip), to ask the gate with; null for others. */
export function purchaseIntentOf(action: FeedAction): FeedIntent | null {
  if (action.kind === 'buy') return { type: 'ui.buy', postId: action.postId };
  if (action.kind === 'tip') return { type: 'ui.tip', postId: action.postId, coins: action.coins };
  return null;
}

/** What a kept act names: the feed it was pressed on (the mixed feed, or a model's). */
const actTargetOf = (model: string | null) => (model === null ? 'feed' : `feed:${model}`);

/** The intent's fields as a kept act's plain data (payTour.loginAct.ts). */
function actDataOf(intent: FeedIntent): NonNullable<LoginAct['data']> {
  switch (intent.type) {
    case 'ui.filterChosen':
      return intent.filter === null ? {} : { filter: intent.filter };
    case 'ui.followsChosen':
      return { follows: intent.follows };
    case 'ui.comment':
      return {
        postId: intent.postId,
        text: intent.text,
        ...(intent.replyTo === null ? {} : { replyTo: intent.replyTo }),
      };
    case 'ui.tip':
      return { postId: intent.postId, coins: intent.coins };
    default:
      return { postId: intent.postId };
  }
}

/** The intent kept over a reload as an act of the feed on `model`'s page. */
export const feedActOf = (model: string | null, intent: FeedIntent): LoginAct => ({
  client: 'feed',
  name: intent.type,
  target: actTargetOf(model),
  data: actDataOf(intent),
});

/**
 * The intent an act handed back after a reload carries out, or null (none kept, only to be
 * shown, or not a well-formed feed intent: the stored record is the tab's, read back).
 */
export function intentOfAct(event: ActTakenEvent): FeedIntent | null {
  const { act } = event;
  if (act === null || !event.shouldOpen) return null;
  const data = act.data ?? {};
  const text = (key: string) => {
    const value = data[key];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const postId = text('postId');
  switch (act.name) {
    case 'ui.filterChosen': {
      const filter = GUEST_FILTERS.find((guarded) => guarded === data.filter);
      return filter ? { type: 'ui.filterChosen', filter } : null;
    }
    case 'ui.followsChosen':
      return data.follows === true ? { type: 'ui.followsChosen', follows: true } : null;
    case 'ui.like':
      return postId === null ? null : { type: 'ui.like', postId };
    case 'ui.unlike':
      return postId === null ? null : { type: 'ui.unlike', postId };
    case 'ui.buy':
      return postId === null ? null : { type: 'ui.buy', postId };
    case 'ui.tip': {
      const { coins } = data;
      return postId !== null && typeof coins === 'number' && Number.isInteger(coins) && coins > 0
        ? { type: 'ui.tip', postId, coins }
        : null;
    }
    case 'ui.comment': {
      const said = text('text');
      return postId === null || said === null
        ? null
        : { type: 'ui.comment', postId, text: said, replyTo: text('replyTo') };
    }
    default:
      return null;
  }
}

/** The intent of the event a guarded transition takes (its params), and its ask. */
const intentOf = ({ event }: { event: FeedIntent }) => ({ intent: event });
const askOfEvent = ({ event }: { event: FeedIntent }) => ({
  ask: { intent: event },
});

/** The transition of an intent that always asks the gate first (every action on a post). */
export const askingIntent = {
  actions: { type: 'askGate', params: askOfEvent },
} as const;

/** The transitions of an intent the gate guards only at times (filters, following). */
export const guardedIntent = [
  {
    guard: { type: 'isGuarded', params: intentOf },
    actions: { type: 'askGate', params: askOfEvent },
  },
  { actions: { type: 'takeIntent', params: intentOf } },
] as const;

/** The intent whose flow a `gate.resumed` ends: the one of its client that waits longest. */
const resumedIntentOf = (context: FeedContext, event: EventObject) =>
  context.resuming.find((intent) => clientOf(intent).flowEnded({ event }));

type GuardArgs = ContextArgs & { event: EventObject };

export const gateGuards = {
  isGuarded: (_: unknown, params: { intent: FeedIntent }) => isGuarded(params.intent),
  /** The gate lets the intent that waits longest through. */
  isOurAllowed: ({ context, event }: GuardArgs) =>
    context.asking.length > 0 && (loginGate.allowed({ event }) || buyGate.allowed({ event })),
  /** The gate refused it and opened what stands in the way: it waits for the flow's end. */
  isOurFlowOpened: ({ context, event }: GuardArgs) =>
    context.asking.length > 0 &&
    (loginGate.refusedWithFlow({ event }) || buyGate.refusedWithFlow({ event })),
  /** The gate's answer to the intent that waits longest (none waits: not the feed's). */
  isOurAnswer: ({ context, event }: GuardArgs) =>
    context.asking.length > 0 && (loginGate.answered({ event }) || buyGate.answered({ event })),
  /** The flow an intent waits for went well (and the facts followed): it asks again. */
  isOurResumed: ({ context, event }: GuardArgs) =>
    resumedIntentOf(context, event) !== undefined &&
    (loginGate.resumed({ event }) || buyGate.resumed({ event })),
  /** The flow an intent waits for was given up. */
  isOurFlowEnd: ({ context, event }: GuardArgs) => resumedIntentOf(context, event) !== undefined,
  /** The pay tour handed back an intent of the guest's from before the reload. */
  isFeedAct: (_: unknown, params: { event: ActTakenEvent }) => intentOfAct(params.event) !== null,
};

/**
 * The ask of an intent through its gate client, with `openFlow`: the feed's boxes, the intent as
 * the act a reload keeps, and the service's refusal.
 */
export const askOf = <TContext extends MachineContext, TEvent extends EventObject>(
  context: FeedContext,
  ask: FeedAsk,
) =>
  clientOf(ask.intent).askWith<TContext, TEvent>(() => ({
    boxes: boxesOf(context.auth.language),
    loginAction: resumeAfterLogin(feedActOf(context.model, ask.intent)),
    ...(ask.refused ? { refused: ask.refused } : {}),
  }));

/** Assigner: the intent waits for the gate's answer. */
export const keepAsking = ({ context }: ContextArgs, params: { intent: FeedIntent }) => ({
  asking: [...context.asking, params.intent],
});

/** Assigner: the answered intent (the oldest asking) waits for the flow the gate opened. */
export const awaitFlow = ({ context }: ContextArgs) => ({
  resuming: [...context.resuming, headOf(context.asking, 'a gate answer')],
  asking: context.asking.slice(1),
});

/** Assigner: the intent whose flow ended no longer waits for it. */
const forgetResumed = ({ context }: ContextArgs, params: { intent: FeedIntent }) => {
  const at = context.resuming.indexOf(params.intent);
  return { resuming: context.resuming.filter((_, index) => index !== at) };
};

/** The ask again of the intent whose flow went well (asked afresh: another reason may stand). */
export const resumedAskOf = (context: FeedContext, event: EventObject): FeedAsk | null => {
  const intent = resumedIntentOf(context, event);
  return intent === undefined ? null : { intent };
};

/** The ask of an intent handed back after a reload (none: nothing to ask). */
export const keptAskOf = (event: ActTakenEvent): FeedAsk | null => {
  const intent = intentOfAct(event);
  return intent === null ? null : { intent };
};

/**
 * The ask of a purchase the service refused for a short balance (the running action): with the
 * platform's refusal, so the gate opens the top-up however its facts stand.
 */
export const refusedPurchaseOf = ({ context }: ContextArgs): { ask: FeedAsk | null } => {
  const [running] = context.queue;
  const intent = running ? purchaseIntentOf(running) : null;
  return { ask: intent === null ? null : { intent, refused: 'needPurchase' } };
};

/** The intents still waiting for a flow, the one a `gate.resumed` ends dropped. */
export const withoutResumed = (context: FeedContext, event: EventObject): FeedIntent[] => {
  const intent = resumedIntentOf(context, event);
  return intent === undefined ? context.resuming : forgetResumed({ context }, { intent }).resuming;
};

/** What a logged-in guest's feed asks the pay tour: whether an intent of hers waits from before a reload. */
export const takeActOf = (context: FeedContext) =>
  context.guestId === null
    ? []
    : [
        {
          type: 'payTour.takeAct' as const,
          replyTo: 'feed' as const,
          target: actTargetOf(context.model),
        },
      ];
