import { favouriteTargetOf } from '../favourites/favourites.rules.ts';
import { ageCheckModalId } from '../modals/modals.catalog.ts';
import type { ModalOpenEvent, PayTourResultEvent } from '../shared/domainEvents.ts';
import { toDomain, toReplyTarget, toSystem } from '../shared/domainEvents.ts';
import { typedActions } from '../shared/typedActions.ts';
import { entryFlow } from './payTour.entry.ts';
import type { PayTourEvent } from './payTour.events.ts';
import { FLOWS } from './payTour.flows.ts';
import type { PayTourContext } from './payTour.types.ts';

// What the pay tour tells the other actors of the app system: the app (the payment-in-progress
// flag), the guest (its balance), realtime (the frames some hooks ask for), bootstrap (logout),
// the modals (the forced age check), the favourites (a stored pin) and the caller (its result).

/** `enqueueActions` typed for these sends (machines/shared/typedActions.ts). */
const { effects } = typedActions<PayTourContext, PayTourEvent>();

/** A frame for the realtime machine to send (it adds the token and guest id). */
const tellRealtime = (frame: 'passwordChanged' | 'refreshEmailProperties') =>
  toSystem<'realtime', PayTourContext, PayTourEvent>('realtime', {
    type: 'realtime.send',
    frame: { type: frame },
  });

/** Whether the open flow charges money (the app keeps a payment-in-progress flag for it). */
const isPaymentOpen = (context: PayTourContext) =>
  context.open !== null && FLOWS[context.open.flow].payment;

/** Tells the app about the payment-in-progress flag, when the open flow charges money. */
const tellAppOfPayment = (type: 'payTour.paymentStarted' | 'payTour.paymentFeedback') =>
  toSystem<'app', PayTourContext, PayTourEvent>('app', ({ context }) =>
    isPaymentOpen(context) ? { type } : [],
  );

/** The guest machine loads the balance again. */
const reloadBalance = toSystem<'guest', PayTourContext, PayTourEvent>('guest', {
  type: 'guest.reloadBalance',
});

export const payTourSends = {
  /**
   * A stored heart's pin (`favoritePin`, a visitor's, kept over the login's reload) is the
   * favourites' to make: handed to them, which starts them if they do not run yet.
   */
  handOverPin: toDomain<'favourites', PayTourContext, PayTourEvent>('favourites', ({ context }) => {
    const action = context.page.loginAction;
    const target = action?.type === 'favoritePin' ? favouriteTargetOf(action.params) : null;
    return target ? { type: 'favourites.pinResumed', target } : null;
  }),
  /** The waiting open, or the page's own entry point (query parameters, stored action, AVS). */
  openAtStart: effects(({ context, enqueue }) => {
    if (context.waiting) {
      // Its login action goes with it: a visitor's heart that started the tour stores its pin.
      // A guest's click stays a click (on a phone, a tab: the click's activation lasts seconds,
      // and a blocked tab says so with a retry); only the page's own requests are automatic.
      const { flow, options, replyTo, loginAction, auto, host } = context.waiting;
      enqueue.raise({
        type: 'payTour.open',
        flow,
        ...(options ? { options } : {}),
        ...(replyTo ? { replyTo } : {}),
        ...(loginAction ? { loginAction } : {}),
        ...(host ? { host } : {}),
        auto: auto ?? false,
      });
      enqueue.assign({ waiting: null });
      return;
    }
    const entry = entryFlow(context.page, context.guest, context.config);
    if (entry?.asAgeCheckBox) {
      // The forced age check: its box (with a logout option) hands over to the avs flow.
      const open: ModalOpenEvent = {
        type: 'modals.open',
        id: ageCheckModalId(context.request.language),
        props: { withLogout: true },
      };
      enqueue(toSystem<'modals', PayTourContext, PayTourEvent>('modals', open));
      return;
    }
    if (entry)
      enqueue.raise({ type: 'payTour.open', flow: entry.flow, options: entry.options, auto: true });
  }),
  /** A refused request's caller hears that its flow did not open. */
  replyRefused: toReplyTarget<PayTourResultEvent, PayTourContext, PayTourEvent>(
    ({ context: { plan } }) => (plan?.kind === 'refuse' ? plan.replyTo : null),
    ({ context: { plan } }) =>
      plan?.kind === 'refuse' ? { type: 'payTour.result', flow: plan.flow, success: false } : null,
  ),
  /** The open flow's caller hears how it ended. */
  replyResult: toReplyTarget<PayTourResultEvent, PayTourContext, PayTourEvent>(
    ({ context: { open } }) => open?.replyTo ?? null,
    ({ context: { open, result } }) =>
      open ? { type: 'payTour.result', flow: open.flow, success: result?.success ?? false } : null,
  ),
  announcePayment: tellAppOfPayment('payTour.paymentStarted'),
  resetPaymentFlag: tellAppOfPayment('payTour.paymentFeedback'),
  /** The delayed callbacks: the app learns the payment ended, the balance reloads. */
  runCallbacks: effects(({ context, enqueue }) => {
    if (!context.open) return;
    enqueue(tellAppOfPayment('payTour.paymentFeedback'));
    if (context.guest.isLoggedIn) enqueue(reloadBalance);
  }),
  // Hooks the page answers for other domains (contract: the matching event).
  sendPasswordChanged: tellRealtime('passwordChanged'),
  sendRefreshEmail: tellRealtime('refreshEmailProperties'),
  reloadGuestBalance: reloadBalance,
  logoutEverywhere: toSystem<'bootstrap', PayTourContext, PayTourEvent>('bootstrap', {
    type: 'ui.logoutRequested',
  }),
};
