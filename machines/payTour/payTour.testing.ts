import {
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  type ActorRefFrom,
  type EventObject,
} from 'xstate';
import { demoConfig, demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { AppConfig, GuestState, RequestInput } from '../shared/session.types.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import type {
  BridgeFactEvent,
  CheckoutFactEvent,
  CheckoutListenInput,
  PayTourEvent,
} from './payTour.events.ts';
import { payTourMachine } from './payTour.machine.ts';
import type { LoginSuccessReply, PageFacts } from './payTour.types.ts';

const testRequest: RequestInput = {
  restBaseUrl: 'http://127.0.0.1:8080/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};

export const testPage = (patch: Partial<PageFacts> = {}): PageFacts => ({
  href: 'http://127.0.0.1:8080/en/',
  origin: 'http://127.0.0.1:8080',
  search: '',
  isPhone: false,
  inFrame: false,
  loginAction: null,
  hasAccount: false,
  redirectToken: null,
  testDevice: false,
  ...patch,
});

/**
 * The pay tour under a stand-in app root: `app`, `guest`, `realtime`, `bootstrap` and `caller`
 * record what they get; the bridge records commands and `frame(...)` plays the payment client.
 */
export function payTourHarness(
  options: {
    /** Who the tour is started for (its input): the demo guest and config by default. */
    guest?: GuestState;
    config?: AppConfig;
    page?: PageFacts;
    loginSuccess?: (args: { input: unknown }) => Promise<LoginSuccessReply>;
    /** Streams whose service throws when started (a bug): the machine must not stop. */
    failing?: readonly ('bridge' | 'checkoutListener')[];
  } = {},
) {
  const received: { to: string; event: EventObject }[] = [];
  const commands: { type: string; [key: string]: unknown }[] = [];
  const effects: { name: string; params?: unknown }[] = [];
  let frameEmit: ((event: BridgeFactEvent) => void) | null = null;
  let checkoutEmit: ((event: CheckoutFactEvent) => void) | null = null;
  const checkoutRequests: CheckoutListenInput[] = [];
  const recorder = (to: string) =>
    fromCallback(({ receive }) => {
      receive((event) => received.push({ to, event }));
    });
  const effect = (name: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? { name } : { name, params });
  };
  const payTour = payTourMachine.provide({
    actors: {
      readPage: fromPromise(() => Promise.resolve(options.page ?? testPage())),
      bridge: fromCallback(({ sendBack, receive }) => {
        if (options.failing?.includes('bridge')) throw new Error('bug in the bridge');
        frameEmit = (event) => sendBack(event);
        receive((command) => commands.push(command));
        return () => (frameEmit = null);
      }),
      loginSuccess: fromPromise(
        options.loginSuccess ?? (() => Promise.resolve({ url: 'http://127.0.0.1:8080/en/?in=1' })),
      ),
      checkoutListener: fromCallback(
        ({
          sendBack,
          input,
        }: {
          sendBack: (e: CheckoutFactEvent) => void;
          input: CheckoutListenInput;
        }) => {
          checkoutRequests.push(input);
          if (options.failing?.includes('checkoutListener')) throw new Error('bug in the listener');
          checkoutEmit = (event) => sendBack(event);
          return () => (checkoutEmit = null);
        },
      ),
      runAction: fromPromise(({ input }: { input: { action: 'getbalance' } }) =>
        Promise.resolve({
          action: input.action,
          data: { balance: 1, currency: 'EUR' },
        }),
      ),
    } as never,
    actions: {
      lockBodyScroll: effect('lockBodyScroll'),
      restoreBodyScroll: effect('restoreBodyScroll'),
      scrollPage: effect('scrollPage'),
      navigate: effect('navigate'),
      reloadPage: effect('reloadPage'),
      storeLoginAction: effect('storeLoginAction'),
      markSignedUp: effect('markSignedUp'),
      logUnknownHook: effect('logUnknownHook'),
      openCheckout: effect('openCheckout'),
      logCheckout: effect('logCheckout'),
    },
  });
  const root = createMachine({
    // The recorders first: the tour asks the consent as it starts.
    invoke: [
      ...['app', 'guest', 'realtime', 'bootstrap', 'incentives', 'modals', 'consent'].map((id) => ({
        id,
        systemId: id,
        src: recorder(id),
      })),
      {
        id: 'payTour',
        systemId: 'payTour',
        src: payTour,
        input: payTourInput(options.guest ?? demoGuest, options.config ?? demoConfig),
      },
    ],
  });
  const actor = createActor(root).start();
  const tour = () => actor.system.get('payTour') as ActorRefFrom<typeof payTourMachine>;
  return {
    actor,
    received,
    commands,
    effects,
    send: (event: PayTourEvent) => tour().send(event),
    snapshot: () => tour().getSnapshot(),
    frame: (event: BridgeFactEvent) => frameEmit?.(event),
    /** The checkout origin's answer to the pending request (null: no request is listening). */
    checkout: (event: CheckoutFactEvent) => (checkoutEmit ? (checkoutEmit(event), true) : false),
    checkoutRequests,
    effectNames: () => effects.map((e) => e.name),
  };
}

/** The session the root starts the pay tour with (issue 52 §3), for `guest` and `config`. */
export function payTourInput(guest: GuestState, config: AppConfig): DomainInput {
  return {
    owner: 'payTour',
    config,
    session: { accessToken: 'tok', guestId: guest.id, expiresIn: 3600 },
    guest,
    request: testRequest,
  };
}
