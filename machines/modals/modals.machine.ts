import { assign, raise, setup } from 'xstate';
import type {
  DomainInput,
  ModalOpenEvent,
  PayFlow,
  ModalResultEvent,
  PayTourOpenEvent,
  PayTourResultEvent,
} from '../shared/domainEvents.ts';
import { toReplyTarget, toSystem } from '../shared/domainEvents.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import type { LoginAction } from '../payTour/payTour.types.ts';
import {
  MODAL_CATALOG,
  isAgeCheckBox,
  isModalId,
  type ModalId,
  type ModalOptions,
} from './modals.catalog.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export interface OpenModal {
  id: ModalId;
  props: Record<string, unknown>;
  options: ModalOptions;
  /** The system id told how the box ended (`modals.result`), or null. */
  replyTo: SystemIdAccepting<ModalResultEvent> | null;
  /** What the flow the box hands over to keeps over its reload (the gate's asker's act), or null. */
  loginAction: LoginAction | null;
  /** What the flow the box hands over to carries (the gate's top-up amount, the performer). */
  flowFacts?: FlowFacts;
}

/** The options and performer of the flow a box hands over to (decision 0032). */
type FlowFacts = Pick<PayTourOpenEvent, 'options' | 'host'>;

export interface ModalsContext {
  current: OpenModal | null;
  /** Modal ids that elements outside the container carry now (reported by the view layer). */
  present: string[];
  /** The modal that handed the guest to the pay tour, reopened if the flow ends unsuccessfully. */
  handedOver: OpenModal | null;
  /** The last `modals.open` that was refused, and why (shown in the inspector). */
  refused: { id: string; reason: 'unknown' | 'present' } | null;
  /** The session it started with is a visitor's: the exit-intent box is for her only. */
  visitor: boolean;
}

export type ModalsEvent =
  | (ModalOpenEvent & {
      options?: Partial<ModalOptions>;
      /** The act the box's flow keeps over the page's reload (a login, an age check). */
      loginAction?: LoginAction;
      flowFacts?: FlowFacts;
    })
  | { type: 'ui.modalClosed' }
  /** The guest pressed the main button of a box without a pay flow (a confirmation, a note). */
  | { type: 'ui.modalConfirmed' }
  /** A button in the modal needs a payment, a login or an age check: the pay tour takes over. */
  | { type: 'ui.modalFlowChosen'; flow: PayFlow }
  /** A button in the modal opens another modal in its place (e.g. onboarding → its chooser). */
  | { type: 'ui.modalSwitched'; id: string; props?: Record<string, unknown> }
  /**
   * A domain ends the box it asked for (e.g. once the onboarding choice is saved): closed when it
   * is still shown, answered with `confirmed`.
   */
  | { type: 'modals.dismiss'; id: string; confirmed: boolean }
  /**
   * The pointer left the page towards the browser's bar (desktop only; the view decides), with
   * whether the browser has the platform's account cookie (the guest has an account).
   */
  | { type: 'ui.exitIntent'; hasAccount?: boolean }
  /** Fact from the view layer: which modal ids exist as elements outside the container. */
  | { type: 'modals.elementsReported'; ids: string[] }
  | PayTourResultEvent;

/** The flow the guest chose in the box, answered back to `modals`, with the box's act. */
const openPayTour = toSystem<'payTour', ModalsContext, ModalsEvent, { flow: PayFlow }>(
  'payTour',
  ({ context }, params) => {
    const loginAction = context.handedOver?.loginAction;
    return {
      type: 'payTour.open',
      flow: params.flow,
      ...context.handedOver?.flowFacts,
      replyTo: 'modals',
      ...(loginAction ? { loginAction } : {}),
    };
  },
);

/** The age-check box opened: the age check loads whether it earns a bonus (the box says so). */
const tellAvsOfBox = toSystem<'avs', ModalsContext, ModalsEvent, { id: string }>(
  'avs',
  (_, params) => (isAgeCheckBox(params.id) ? [{ type: 'avs.boxShown' }] : []),
);

/** The guest chose the age check in a box: the check is requested of the guest service. */
const tellAvsOfCheck = toSystem<'avs', ModalsContext, ModalsEvent, { flow: PayFlow }>(
  'avs',
  (_, params) => (params.flow === 'avs' ? [{ type: 'avs.checkStarted' }] : []),
);

/** A box refused before it opened: its asker still hears that it ended unconfirmed. */
const refusedBox = (event: ModalOpenEvent) => ({
  box: { id: event.id, replyTo: event.replyTo ?? null },
  confirmed: false,
});

/** Tells the box's `replyTo` system how it ended (nothing when the box named no `replyTo`). */
const answer = toReplyTarget<
  ModalResultEvent,
  ModalsContext,
  ModalsEvent,
  { box: { id: string; replyTo: OpenModal['replyTo'] } | null; confirmed: boolean }
>(
  (_, { box }) => box?.replyTo ?? null,
  (_, { box, confirmed }) => (box ? { type: 'modals.result', id: box.id, confirmed } : null),
);

/**
 * The modal manager (seed 000 §2): one container with at most one modal box; `modals.open` from
 * any domain or view, refused for an id the catalog does not know or an element with that id
 * already on the page; each box opens with its catalog options (above the cookie banner, page
 * scroll blocked) unless the sender overrides them. Buttons that need money, a login or an age
 * check hand over to the pay tour and the box returns if the flow ends without success. The
 * exit-intent box opens once per page, for visitors only (the alternate login box for a visitor
 * who has an account).
 *
 * A `modals.open` with `replyTo` gets one `modals.result` when its box ends: confirmed when the
 * guest pressed the main button of a box without a pay flow (`ui.modalConfirmed`) or the pay-tour
 * flow it handed over to succeeded; not confirmed when it was closed, replaced by another box
 * (a new `modals.open`) or refused (unknown id, already on the page). A switch to the box's next
 * step (onboarding → its chooser) keeps the asker; `modals.dismiss` lets the asker end its box.
 */
export const modalsMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as ModalsContext,
      events: {} as ModalsEvent,
      input: {} as DomainInput,
      tags: {} as 'open' | 'scrollBlocked',
    },
    actions: {
      show: assign(
        (
          _,
          params: {
            id: string;
            props: Record<string, unknown>;
            options: Partial<ModalOptions>;
            replyTo: SystemIdAccepting<ModalResultEvent> | null;
            loginAction: LoginAction | null;
            flowFacts?: FlowFacts | undefined;
          },
        ) => {
          const id = params.id as ModalId;
          return {
            current: {
              id,
              props: params.props,
              options: { ...MODAL_CATALOG[id], ...params.options },
              replyTo: params.replyTo,
              loginAction: params.loginAction,
              ...(params.flowFacts ? { flowFacts: params.flowFacts } : {}),
            },
            refused: null,
          };
        },
      ),
      hide: assign({ current: null }),
      /**
       * Seed 000 §6: a visitor is offered login or signup depending on the account cookie. One who
       * has an account is asked to log in (the alternate login box), anyone else to sign up.
       */
      openExitIntent: raise((_, params: { hasAccount: boolean }) => ({
        type: 'modals.open' as const,
        id: params.hasAccount ? 'login-alternate' : 'exitIntent',
      })),
      refuse: assign((_, params: { id: string; reason: 'unknown' | 'present' }) => ({
        refused: params,
      })),
      storePresent: assign((_, params: { ids: string[] }) => ({ present: params.ids })),
      handOver: assign(({ context }) => ({ handedOver: context.current, current: null })),
      /** The flow the guest chose in the box, answered back to `modals` (`toSystem` by hand: typed here). */
      openPayTour,
      tellAvsOfBox,
      tellAvsOfCheck,
      answer,
      restoreHandedOver: assign(({ context }) => ({
        current: context.handedOver,
        handedOver: null,
      })),
      forgetHandedOver: assign({ handedOver: null }),
      /** Effects on the page (provided by the engine): the document stops or resumes scrolling. */
      blockScroll: () => {},
      releaseScroll: () => {},
    },
    guards: {
      isUnknown: (_, params: { id: string }) => !isModalId(params.id),
      isPresent: ({ context }, params: { id: string }) =>
        context.present.includes(params.id) || context.current?.id === params.id,
      isShown: ({ context }, params: { id: string }) => context.current?.id === params.id,
      blocksScroll: ({ context }) => context.current?.options.blockScroll === true,
      succeeded: (_, params: { success: boolean }) => params.success,
      isVisitor: ({ context }) => context.visitor,
    },
  }).createMachine({
    id: 'modals',
    context: ({ input }) => ({
      current: null,
      present: [],
      handedOver: null,
      refused: null,
      visitor: !input.guest.isLoggedIn,
    }),
    type: 'parallel',
    on: {
      'modals.elementsReported': {
        actions: { type: 'storePresent', params: ({ event }) => ({ ids: event.ids }) },
      },
    },
    states: {
      container: {
        initial: 'closed',
        on: {
          'modals.open': [
            {
              guard: { type: 'isUnknown', params: ({ event }) => ({ id: event.id }) },
              actions: [
                {
                  type: 'refuse',
                  params: ({ event }) => ({ id: event.id, reason: 'unknown' as const }),
                },
                { type: 'answer', params: ({ event }) => refusedBox(event) },
              ],
            },
            {
              guard: { type: 'isPresent', params: ({ event }) => ({ id: event.id }) },
              actions: [
                {
                  type: 'refuse',
                  params: ({ event }) => ({ id: event.id, reason: 'present' as const }),
                },
                { type: 'answer', params: ({ event }) => refusedBox(event) },
              ],
            },
            // One container: a new box takes the place of the one shown (or handed over).
            {
              // To the deciding child: the open state stays, the new box's options are placed anew.
              target: '.open.placing',
              actions: [
                {
                  type: 'answer',
                  params: ({ context }) => ({
                    box: context.current ?? context.handedOver,
                    confirmed: false,
                  }),
                },
                'forgetHandedOver',
                {
                  type: 'show',
                  params: ({ event }) => ({
                    id: event.id,
                    props: event.props ?? {},
                    options: event.options ?? {},
                    replyTo: event.replyTo ?? null,
                    loginAction: event.loginAction ?? null,
                    flowFacts: event.flowFacts,
                  }),
                },
                { type: 'tellAvsOfBox', params: ({ event }) => ({ id: event.id }) },
              ],
            },
          ],
        },
        states: {
          closed: {},
          open: {
            tags: 'open',
            initial: 'placing',
            on: {
              'ui.modalClosed': {
                target: 'closed',
                actions: [
                  {
                    type: 'answer',
                    params: ({ context }) => ({ box: context.current, confirmed: false }),
                  },
                  'hide',
                ],
              },
              'modals.dismiss': {
                guard: { type: 'isShown', params: ({ event }) => ({ id: event.id }) },
                target: 'closed',
                actions: [
                  {
                    type: 'answer',
                    params: ({ context, event }) => ({
                      box: context.current,
                      confirmed: event.confirmed,
                    }),
                  },
                  'hide',
                ],
              },
              'ui.modalConfirmed': {
                target: 'closed',
                actions: [
                  {
                    type: 'answer',
                    params: ({ context }) => ({ box: context.current, confirmed: true }),
                  },
                  'hide',
                ],
              },
              'ui.modalFlowChosen': {
                target: 'withPayTour',
                actions: [
                  'handOver',
                  { type: 'openPayTour', params: ({ event }) => ({ flow: event.flow }) },
                  { type: 'tellAvsOfCheck', params: ({ event }) => ({ flow: event.flow }) },
                ],
              },
              'ui.modalSwitched': [
                {
                  guard: { type: 'isUnknown', params: ({ event }) => ({ id: event.id }) },
                  actions: {
                    type: 'refuse',
                    params: ({ event }) => ({ id: event.id, reason: 'unknown' as const }),
                  },
                },
                {
                  target: 'open',
                  reenter: true,
                  // The box's own next step: its asker waits on for how the step ends.
                  actions: {
                    type: 'show',
                    params: ({ context, event }) => ({
                      id: event.id,
                      props: event.props ?? {},
                      options: {},
                      replyTo: context.current?.replyTo ?? null,
                      loginAction: context.current?.loginAction ?? null,
                    }),
                  },
                },
              ],
            },
            states: {
              placing: {
                always: [
                  { guard: 'blocksScroll', target: 'scrollBlocked' },
                  { target: 'scrolling' },
                ],
              },
              scrollBlocked: {
                tags: 'scrollBlocked',
                entry: 'blockScroll',
                exit: 'releaseScroll',
              },
              scrolling: {},
            },
          },
          /** Handed to the pay tour: the box comes back if the flow ends without success. */
          withPayTour: {
            on: {
              'payTour.result': [
                {
                  guard: { type: 'succeeded', params: ({ event }) => event },
                  target: 'closed',
                  actions: [
                    {
                      type: 'answer',
                      params: ({ context }) => ({ box: context.handedOver, confirmed: true }),
                    },
                    'forgetHandedOver',
                  ],
                },
                { target: 'open', actions: 'restoreHandedOver' },
              ],
            },
          },
        },
      },
      exitIntent: {
        initial: 'starting',
        states: {
          /** The session the root starts it with says at once whom the page shows. */
          starting: { always: [{ guard: 'isVisitor', target: 'armed' }, { target: 'off' }] },
          armed: {
            on: {
              'ui.exitIntent': {
                target: 'used',
                actions: {
                  type: 'openExitIntent',
                  params: ({ event }) => ({ hasAccount: event.hasAccount === true }),
                },
              },
            },
          },
          used: {},
          /** Logged-in guests are not asked to stay. */
          off: {},
        },
      },
    },
  }),
);
