import { actorIn } from '../shared/actorIn.ts';
import type { EventObject } from 'xstate';
import { favouriteTargetOf } from '../favourites/favourites.rules.ts';
import { ageCheckModalId } from '../modals/modals.catalog.ts';
import type { ModalOpenEvent, PayTourResultEvent } from '../shared/domainEvents.ts';
import { toDomain } from '../shared/domainEvents.ts';
import { typedActions } from '../shared/typedActions.ts';
import { known } from '../shared/known.ts';
import { entryFlow } from './payTour.entry.ts';
import type { PayTourEvent } from './payTour.events.ts';
import { FLOWS } from './payTour.flows.ts';
import type { PayTourContext } from './payTour.types.ts';

// What the pay tour tells the other actors of the app system: the app (the payment-in-progress
// flag), the guest (its balance), realtime (the frames some hooks ask for), bootstrap (logout),
// the modals (the forced age check), the favourites (a stored pin) and the caller (its result).

/** `enqueueActions` typed for these sends (machines/shared/typedActions.ts). */
const { effects } = typedActions<PayTourContext, PayTourEvent>();

/** Sends a fixed event to a system actor, if it runs. */
const tell = (to: 'guest' | 'realtime' | 'bootstrap', event: EventObject) =>
  effects(({ enqueue, system }) => {
    const target = actorIn(system, to);
    if (target) enqueue.sendTo(target, event);
  });

/** A frame for the realtime machine to send (it adds the token and guest id). */
const realtimeSend = (frame: 'passwordChanged' | 'refreshEmailProperties') => ({
  type: 'realtime.send',
  frame: { type: frame },
});

/** Tells the app about the payment-in-progress flag, when the open flow charges money. */
const tellAppOfPayment = (type: 'payTour.paymentStarted' | 'payTour.paymentFeedback') =>
  effects(({ context, enqueue, system }) => {
    const app = actorIn(system, 'app');
    if (context.open && FLOWS[context.open.flow].payment && app) enqueue.sendTo(app, { type });
  });

export const payTourSends = {
  /**
   * A stored heart's pin (`favoritePin`, a visitor's, kept over the login's reload) is the
   * favourites' to make: handed to them, which starts them if they do not run yet.
   */
  handOverPin: toDomain<'favourites', PayTourContext, PayTourEvent>('favourites', ({ context }) => {
    const action = context.page?.loginAction;
    const target = action?.type === 'favoritePin' ? favouriteTargetOf(action.params) : null;
    return target ? { type: 'favourites.pinResumed', target } : null;
  }),
  /** The waiting open, or the page's own entry point (query parameters, stored action, AVS). */
  openAtStart: effects(({ context, enqueue, system }) => {
    if (context.waiting) {
      const { flow, options, replyTo } = context.waiting;
      enqueue.raise({
        type: 'payTour.open',
        flow,
        ...(options ? { options } : {}),
        ...(replyTo ? { replyTo } : {}),
        auto: true,
      });
      enqueue.assign({ waiting: null });
      return;
    }
    const entry = entryFlow(
      known(context.page, 'payTour: page'),
      known(context.guest, 'payTour: guest'),
      known(context.config, 'payTour: config'),
    );
    const modals = actorIn(system, 'modals');
    if (entry?.asAgeCheckBox) {
      // The forced age check: its box (with a logout option) hands over to the avs flow.
      const open: ModalOpenEvent = {
        type: 'modals.open',
        id: ageCheckModalId(known(context.request, 'payTour: request').language),
        props: { withLogout: true },
      };
      if (modals) enqueue.sendTo(modals, open);
      return;
    }
    if (entry)
      enqueue.raise({ type: 'payTour.open', flow: entry.flow, options: entry.options, auto: true });
  }),
  replyRefused: effects(({ context: { plan }, enqueue, system }) => {
    const target =
      plan?.kind === 'refuse' && plan.replyTo ? actorIn(system, plan.replyTo) : undefined;
    if (plan?.kind !== 'refuse' || !target) return;
    const result: PayTourResultEvent = { type: 'payTour.result', flow: plan.flow, success: false };
    enqueue.sendTo(target, result);
  }),
  replyResult: effects(({ context, enqueue, system }) => {
    const open = context.open;
    const target = open?.replyTo ? actorIn(system, open.replyTo) : undefined;
    if (!open || !target) return;
    const result: PayTourResultEvent = {
      type: 'payTour.result',
      flow: open.flow,
      success: context.result?.success ?? false,
    };
    enqueue.sendTo(target, result);
  }),
  announcePayment: tellAppOfPayment('payTour.paymentStarted'),
  resetPaymentFlag: tellAppOfPayment('payTour.paymentFeedback'),
  /** The delayed callbacks: the app learns the payment ended, the balance reloads. */
  runCallbacks: effects(({ context, enqueue, system }) => {
    const open = context.open;
    if (!open) return;
    const app = actorIn(system, 'app');
    if (FLOWS[open.flow].payment && app) enqueue.sendTo(app, { type: 'payTour.paymentFeedback' });
    const guest = actorIn(system, 'guest');
    if (context.guest?.isLoggedIn && guest) enqueue.sendTo(guest, { type: 'guest.reloadBalance' });
  }),
  // Hooks the page answers for other domains (contract: the matching event).
  sendPasswordChanged: tell('realtime', realtimeSend('passwordChanged')),
  sendRefreshEmail: tell('realtime', realtimeSend('refreshEmailProperties')),
  reloadGuestBalance: tell('guest', { type: 'guest.reloadBalance' }),
  logoutEverywhere: tell('bootstrap', { type: 'ui.logoutRequested' }),
};
