import type { EventObject, MachineContext } from 'xstate';
import { gateClient } from '../gating/gateClient.ts';
import type { GateAnswerEvent } from '../gating/gating.machine.ts';
import type { ContextArgs } from './feed.context.ts';
import type { FeedIntent } from './feed.events.ts';
import { GUEST_FILTERS, type FeedAction } from './feed.types.ts';

/**
 * The feed's guarded intents (a filter of the guest's own posts, following, like, comment, buy,
 * tip) ask the gate (machines/gating) like every other client, through its gate clients: the
 * intent waits in `asking` for the gate's answer (the gate answers in the order it was asked),
 * and is taken when allowed; refused, the feed opens its own box for the reason (`openGate` in
 * feed.machine.ts: a visitor gets the feed-signup box). Views send the plain intents.
 */

/** Likes, comments and the guest's own filters need a login. */
const loginGate = gateClient({
  ticket: 'feed.login',
  replyTo: 'feed',
  action: 'favorite',
  openFlow: false,
});
/** Buying a post and tipping need what a purchase needs. */
const buyGate = gateClient({ ticket: 'feed.buy', replyTo: 'feed', action: 'buy', openFlow: false });

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

/** The intent of the event a guarded transition takes (its params). */
const intentOf = ({ event }: { event: FeedIntent }) => ({ intent: event });

/** The transition of an intent that always asks the gate first (every action on a post). */
export const askingIntent = { actions: { type: 'askGate', params: intentOf } } as const;

/** The transitions of an intent the gate guards only at times (filters, following). */
export const guardedIntent = [
  {
    guard: { type: 'isGuarded', params: intentOf },
    actions: { type: 'askGate', params: intentOf },
  },
  { actions: { type: 'takeIntent', params: intentOf } },
] as const;

export const gateGuards = {
  isGuarded: (_: unknown, params: { intent: FeedIntent }) => isGuarded(params.intent),
  /** The gate lets the intent that waits longest through. */
  isOurAllowed: ({ context, event }: ContextArgs & { event: EventObject }) =>
    context.asking.length > 0 && (loginGate.allowed({ event }) || buyGate.allowed({ event })),
  /** The gate's answer to the intent that waits longest (none waits: not the feed's). */
  isOurAnswer: ({ context, event }: ContextArgs & { event: EventObject }) =>
    context.asking.length > 0 && (loginGate.answered({ event }) || buyGate.answered({ event })),
};

/** The ask of the gate client an intent needs. */
export const askOf = <TContext extends MachineContext, TEvent extends EventObject>(
  intent: FeedIntent,
) => clientOf(intent).ask<TContext, TEvent>();

/** Assigner: the intent waits for the gate's answer. */
export const keepAsking = ({ context }: ContextArgs, params: { intent: FeedIntent }) => ({
  asking: [...context.asking, params.intent],
});

/** The answer's decision, for the box the feed opens when refused. */
export const refusalOf = (answer: GateAnswerEvent) => ({
  reason: answer.reason,
  open: answer.open,
});
