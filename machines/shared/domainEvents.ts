import { actorIn } from './actorIn.ts';
import {
  enqueueActions,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
} from 'xstate';
import { PAY_CLIENT_FLOWS } from '../../contract/payClient.ts';
import type { AppConfig, GuestState, RequestInput, Session } from './session.types.ts';
import type { FavouriteTarget } from './favouriteTarget.ts';
import type { EventFor, LazyDomainId, SystemId, SystemIdAccepting } from './systemEvents.ts';

/**
 * The events domains send each other. A domain machine never imports another domain's machine:
 * it addresses the other by system id (`toSystem`) with one of these, so the statecharts stay
 * independent and each event shows up in the log and the inspector.
 */

/**
 * What bootstrap learned, which every domain is started with (issue 52 §3): the root spawns a
 * domain only once it knows them, so no domain waits for them in a state of its own.
 */
export interface SessionFacts {
  config: AppConfig;
  session: Session;
  guest: GuestState;
  request: RequestInput;
}

/** A domain's spawn input: its own system id and the session it runs in. */
export interface DomainInput extends SessionFacts {
  owner: string;
}

/**
 * The pay-tour flows: the contract's (`contract/payClient.ts`) and the two routes of a flow the
 * client opens by name (`signup` of login, `voicecall` of moneycharge).
 */
export const PAY_FLOWS = [...PAY_CLIENT_FLOWS, 'signup', 'voicecall'] as const;
export type PayFlow = (typeof PAY_FLOWS)[number];

/**
 * Asks the pay tour (system id `payTour`) to open a flow. `replyTo` names the system id that
 * gets a `payTour.result` when the flow ends (success or close), so a waiting domain continues.
 */
export interface PayTourOpenEvent {
  type: 'payTour.open';
  flow: PayFlow;
  options?: Record<string, unknown>;
  replyTo?: SystemIdAccepting<PayTourResultEvent>;
  /** The performer the flow starts for (her profile, her chat): the tour names her (decision 0032). */
  host?: PayHost;
}

/** A performer a pay-tour flow starts for: her id and name. */
export interface PayHost {
  id: number;
  name: string;
}

/** The end of a flow opened with `replyTo`: `success` false on a cancel or an error. */
export interface PayTourResultEvent {
  type: 'payTour.result';
  flow: PayFlow;
  success: boolean;
}

/**
 * Tells the messenger (system id `messenger`) that a live chat ended with this exit code (the
 * guest's `chatEnd` push): it hands it to its conversion chat (`messenger.conversionChat`), where
 * an ended live preview offers an eligible conversion chat again.
 */
export interface MessengerChatEndedEvent {
  type: 'messenger.chatEnded';
  exitCode: number;
}

/** Asks the modal manager (system id `modals`) to open a modal box by its id. */
export interface ModalOpenEvent {
  type: 'modals.open';
  id: string;
  props?: Record<string, unknown>;
  /** The system id that wants to know how the box ended (`modals.result`), e.g. a confirmation. */
  replyTo?: SystemIdAccepting<ModalResultEvent>;
}

/**
 * How a box opened with `replyTo` ended: `confirmed` when the guest pressed its main button (or
 * the pay-tour flow it handed over to succeeded), false when it was closed or replaced.
 */
export interface ModalResultEvent {
  type: 'modals.result';
  id: string;
  confirmed: boolean;
}

/** Asks the guest machine (system id `guest`) to load the balance again (after a pay-tour flow). */
export interface GuestReloadBalanceEvent {
  type: 'guest.reloadBalance';
}

/** Pushes someone may wait for instead of the default reload (seed 000 §4, guest flags). */
export type AwaitedUpdate = 'vipAbo' | 'vxtvAbo' | 'avs' | 'bonusCode' | 'moneyCharge';

/**
 * Registers a waiting callback: when the push arrives, its owner (`guest`, or `avs` for age
 * verification) sends `guest.updateArrived` to `replyTo` instead of reloading the page.
 */
export interface AwaitUpdateEvent {
  type: 'guest.awaitUpdate';
  update: AwaitedUpdate;
  replyTo: SystemIdAccepting<UpdateArrivedEvent>;
}

export interface UpdateArrivedEvent {
  type: 'guest.updateArrived';
  update: AwaitedUpdate;
  push: Record<string, unknown>;
}

/**
 * A pin a visitor asked for before she logged in (the heart, through the gate's login): the pay
 * tour runs the stored login action after the login's reload and hands the pin to the favourites
 * (system id `favourites`), which make it once they know her pins.
 */
export interface FavouritePinResumedEvent {
  type: 'favourites.pinResumed';
  target: FavouriteTarget;
}

/**
 * Sends an event to another domain by system id, checked against that actor's events
 * (`SystemEvents` in `systemEvents.ts`): `toSystem('guest', { type: 'payTour.open', … })` does not
 * compile. A missing recipient (a machine tested on its own) is skipped rather than thrown: the
 * event is still visible in the sender's tests through `system.get` stubs. An event for a missing
 * pay tour or realtime connection goes to the root, which decides (`KEPT_AT_ROOT`).
 *
 * A function makes the event from the context, the event being handled and the action's params,
 * and may make several (an empty list: nothing is sent).
 *
 * @example
 * on: { 'ui.topUp': { actions: toSystem('payTour', { type: 'payTour.open', flow: 'moneycharge' }) } }
 */
export function toSystem<
  K extends SystemId,
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined = undefined,
>(
  systemId: K,
  event:
    | EventFor<K>
    | ((
        args: { context: TContext; event: TExpressionEvent },
        params: TParams,
      ) => EventFor<K> | readonly EventFor<K>[]),
) {
  return deliver<TContext, TExpressionEvent, TParams>(
    () => systemId,
    event,
    isKeptAtRoot(systemId) ? systemId : undefined,
  );
}

/**
 * Lazy domains that any domain may need at any time, so a `toSystem` to one that does not run
 * yet goes to the root, as `toDomain`'s would, instead of being skipped: the pay tour (issue 50
 * §5), which every gate, offer and top-up asks for a flow, and which the event starts; and the
 * realtime connection, whose frames wait for it while the root has asked for it (a logged-in
 * guest's page) and are dropped where it has not (a visitor's).
 */
const KEPT_AT_ROOT: readonly LazyDomainId[] = ['payTour', 'realtime'];
const isKeptAtRoot = (id: string): id is LazyDomainId =>
  (KEPT_AT_ROOT as readonly string[]).includes(id);

/**
 * Answers whoever asked (`replyTo` of `payTour.open`, `modals.open`, `guest.awaitUpdate`, a gate
 * request): the id comes from the context (or the action's params), so it is typed as a system id
 * that accepts the reply. Either function may return null: nothing is sent.
 *
 * @example
 * toReplyTarget(({ context }) => context.replyTo, ({ context }) => ({ type: 'payTour.result', … }))
 */
export function toReplyTarget<
  TReply extends EventObject,
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined = undefined,
>(
  replyTo: (
    args: { context: TContext; event: TExpressionEvent },
    params: TParams,
  ) => SystemIdAccepting<TReply> | null,
  event:
    | TReply
    | ((args: { context: TContext; event: TExpressionEvent }, params: TParams) => TReply | null),
) {
  return deliver<TContext, TExpressionEvent, TParams>(replyTo, event);
}

/**
 * The one sender behind `toSystem`, `toReplyTarget` and `toDomain`: the event (null: nothing is
 * sent) goes to the actor under the target's system id; a missing one is skipped, unless
 * `keptFor` names the lazy domain it is: then the root (system id `app`) keeps it until that
 * domain starts (`app.domainEvent`).
 */
function deliver<
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined = undefined,
>(
  target: (args: { context: TContext; event: TExpressionEvent }, params: TParams) => string | null,
  event:
    | EventObject
    | ((
        args: { context: TContext; event: TExpressionEvent },
        params: TParams,
      ) => EventObject | readonly EventObject[] | null),
  keptFor?: LazyDomainId,
) {
  // The action's other type parameters (the machine's events, actors, actions, guards, delays)
  // are `never`, which fits any `setup`: it raises, spawns and checks nothing of them.
  return enqueueActions<
    TContext,
    TExpressionEvent,
    TParams,
    TExpressionEvent,
    never,
    never,
    never,
    never,
    EventObject
  >(({ system, enqueue, context, event: current }, params) => {
    const made = typeof event === 'function' ? event({ context, event: current }, params) : event;
    const id = target({ context, event: current }, params);
    if (made === null || id === null) return;
    const recipient = actorIn(system, id);
    const root = keptFor ? actorIn(system, 'app') : undefined;
    for (const sent of (Array.isArray(made) ? made : [made]) as readonly EventObject[]) {
      if (recipient) enqueue.sendTo(recipient, sent);
      else if (root && keptFor) {
        const kept: EventObject & { domain: LazyDomainId; event: EventObject } = {
          type: 'app.domainEvent',
          domain: keptFor,
          event: sent,
        };
        enqueue.sendTo(root, kept);
      }
    }
  });
}

/**
 * Sends an event to a domain that may not run yet (a lazy domain, decision 0008): to its actor if
 * it runs, else to the root (system id `app`), which keeps it until the domain starts
 * (`app.domainEvent`) and has the engine start it, as the engine's `deliverTo` does for views.
 * `event` may return null: nothing is sent.
 *
 * @example
 * toDomain('favourites', ({ context }) => ({ type: 'favourites.pinResumed', target }))
 */
export function toDomain<
  K extends LazyDomainId & SystemId,
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined = undefined,
>(
  domain: K,
  event: (
    args: { context: TContext; event: TExpressionEvent },
    params: TParams,
  ) => EventFor<K> | null,
) {
  return deliver<TContext, TExpressionEvent, TParams>(() => domain, event, domain);
}
