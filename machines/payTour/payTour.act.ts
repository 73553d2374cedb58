import { enqueueActions, stateIn, type EventObject } from 'xstate';
import { toReplyTarget } from '../shared/domainEvents.ts';
import { typedActions } from '../shared/typedActions.ts';
import type { PayTourEvent } from './payTour.events.ts';
import type { LoginAction, PayTourContext } from './payTour.types.ts';
import {
  actOf,
  type ActAsk,
  type ActTakenEvent,
  type LoginAct,
  type TakeActEvent,
} from './payTour.loginAct.ts';

// A guest's act that a visitor's login interrupts, kept over the login's reload (decision 0030).
// A visitor presses buy, chat or comment; the gate opens login or signup with the act as the
// login action (`resumeAfterLogin`); the login reloads the page; the act's domain, once it shows
// the act's target again, asks the pay tour for it (`payTour.takeAct`) and hears
// `payTour.actTaken`: the act, or null when none is kept for that target.

/**
 * The login action that keeps `act` over a visitor's login, for `gate.ask`'s `loginAction`
 * (with `openFlow: true`). `shouldOpen: false` brings the act back without carrying it out.
 *
 * @example
 * toSystem('gating', { type: 'gate.ask', action: 'buy', replyTo: 'content', openFlow: true,
 *   loginAction: resumeAfterLogin({ client: 'content', name: 'buy', target: 'video:12' }) });
 */
export function resumeAfterLogin(
  act: LoginAct,
  options: { shouldOpen?: boolean } = {},
): LoginAction {
  return { type: 'resumeAct', params: { act, ...options } };
}

/** The act a stored login action keeps for `target` of `client`, or null. */
function actFor(action: LoginAction | null, ask: ActAsk): LoginAct | null {
  if (action?.type !== 'resumeAct') return null;
  const act = actOf(action.params.act);
  return act && act.client === ask.replyTo && act.target === ask.target ? act : null;
}

const { update, effects } = typedActions<PayTourContext, PayTourEvent>();

/** A flow ended well while a kept action (`storeAutoOpenSetting`) waited for one. */
const keptActionDone = (context: PayTourContext) =>
  context.result?.success === true &&
  context.page.loginAction?.params.storeAutoOpenSetting === true;

export const actActions = {
  /** An ask that came before the page was read: answered once it is. */
  keepActAsk: update(({ context }, params: { ask: ActAsk }) => ({
    actAsks: [...context.actAsks, params.ask],
  })),
  /**
   * Answers the asks: a logged-in guest's act kept for the asked target goes to its domain once
   * (the record was cleared from storage at start); every other ask hears null.
   */
  /**
   * With the delayed callbacks: a kept action (`storeAutoOpenSetting`) whose flow ended well is
   * forgotten, in storage and here; any other flow's end keeps it (no write).
   */
  forgetDoneAction: enqueueActions<
    PayTourContext,
    PayTourEvent,
    undefined,
    PayTourEvent,
    never,
    { type: 'storeLoginAction'; params: { action: LoginAction | null } },
    never,
    never,
    EventObject
  >(({ context, enqueue }) => {
    if (!keptActionDone(context)) return;
    enqueue({ type: 'storeLoginAction', params: { action: null } });
    enqueue.assign({ page: { ...context.page, loginAction: null } });
  }),
  answerActAsks: effects(({ context, enqueue }, params: { asks: readonly ActAsk[] }) => {
    let kept = context.page.loginAction;
    for (const ask of params.asks) {
      const act = context.guest.isLoggedIn ? actFor(kept, ask) : null;
      const shouldOpen = kept?.params.shouldOpen !== false;
      if (act) kept = null;
      enqueue(
        toReplyTarget<ActTakenEvent, PayTourContext, PayTourEvent>(() => ask.replyTo, {
          type: 'payTour.actTaken',
          act,
          shouldOpen: act !== null && shouldOpen,
        }),
      );
    }
    enqueue.assign({ actAsks: [], page: { ...context.page, loginAction: kept } });
  }),
};

const askOf = (event: TakeActEvent): ActAsk => ({ replyTo: event.replyTo, target: event.target });

/** `payTour.takeAct`: kept while the page is read, else answered at once. */
export const takeAct = [
  {
    guard: stateIn('reading'),
    actions: {
      type: 'keepActAsk',
      params: ({ event }: { event: TakeActEvent }) => ({ ask: askOf(event) }),
    },
  },
  {
    actions: {
      type: 'answerActAsks',
      params: ({ event }: { event: TakeActEvent }) => ({ asks: [askOf(event)] }),
    },
  },
] as const;

/** The acts asked for while the page was read, answered once it is. */
export const answerWaitingActs = {
  type: 'answerActAsks',
  params: ({ context }: { context: PayTourContext }) => ({ asks: context.actAsks }),
} as const;

/**
 * The stored action ran at start: forgotten, unless it stays until its flow ends well
 * (`storeAutoOpenSetting`, decision 0030; stored again as it was, with its first `qmDate`).
 */
export const consumeStoredAction = {
  type: 'storeLoginAction',
  params: ({ context }: { context: PayTourContext }) => ({
    action:
      context.page.loginAction?.params.storeAutoOpenSetting === true
        ? context.page.loginAction
        : null,
  }),
} as const;

/** The delayed callbacks: the guest's balance, the caller's result, a kept action's end. */
const CALLBACKS = ['runCallbacks', 'replyResult', 'forgetDoneAction'] as const;

/** The delayed callbacks, once their delay is over. */
export const afterCallbacks = { target: 'idle', actions: CALLBACKS } as const;

/**
 * An ask while the last flow's callbacks wait their delay (a guest who closes one payment setting
 * and opens the next at once): the callbacks run at once, as they would after the delay (a kept
 * action whose flow ended well is forgotten too, before the next flow may store its own), and
 * then the ask is decided (`decide`, the machine's). So no ask is dropped, in any case, and none
 * waits in a field: it goes from its event to the plan in the same step.
 */
export const callbacksThen = <A>(decide: A) =>
  ({ target: 'deciding', actions: [...CALLBACKS, decide] }) as const;
