import { createActor, fromPromise, type Actor } from 'xstate';
import { paymentBridgeMachine } from '../../machines/payTour/paymentBridge.machine.ts';
import type {
  BridgeVia,
  ClaimOutcome,
  FramePhase,
  PaymentBridgeEvent,
} from '../../machines/payTour/paymentBridge.messages.ts';
import type { BridgeFactEvent } from '../../machines/payTour/payTour.events.ts';
import type { BridgeOpen } from '../../machines/payTour/payTour.types.ts';
import type { StreamSubscribe } from '../../src/engine/io.ts';
import type { RestContext } from '../http/rest.ts';
import { ServiceError } from '../http/serviceError.ts';
import {
  buildPayUrl,
  decodeMessage,
  encodeMessage,
  payOriginOf,
  type PayAction,
} from './protocol.ts';

/** The name of the payment tab, so a second open reuses it. */
const PAY_TAB_NAME = 'vx-payment-tab';
const FRAME_ID = 'vx-payment-frame';
const HOST_ID = 'vx-payment-host';

/** What the bridge uses of the browser window (a narrow slice, so tests can fake it). */
export interface BridgeWindow {
  document: Document;
  location: { origin: string };
  open(url: string, target: string): Window | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
  scrollTo(options: ScrollToOptions): void;
}

/** The pay tour's commands to its bridge (the stream's `receive`). */
export type BridgeCommand = Extract<
  PaymentBridgeEvent,
  { type: 'bridge.open' | 'bridge.show' | 'bridge.maximise' | 'bridge.hide' | 'bridge.recreate' }
>;

/** What the stream emits: the accepted frame messages and the bridge's own facts. */
export type BridgeFact = BridgeFactEvent;

export interface BridgeInput {
  payBaseUrl: string;
  request: RestContext;
}

export interface BridgeDeps {
  win: BridgeWindow;
  /** Logged once per kind of rejected message. */
  log: (request: RestContext, kind: 'vxpayMessageRejected', message: string, data?: object) => void;
  /**
   * Claims a transfer token the frame sent for this page's app session (`vxpay/claim`): nothing
   * is posted to that window before the claim is answered, so no login can happen in the frame
   * before the flow is this session's. Without it, nothing is claimed.
   */
  claim?: (request: RestContext, transferToken: string) => Promise<ClaimOutcome>;
}

/** A running bridge (between subscribe and its end) and its windows: I/O handles only. */
interface Running {
  actor: Actor<typeof paymentBridgeMachine>;
  host: HTMLElement | null;
  frame: HTMLIFrameElement | null;
  tab: Window | null;
}

/** Styles of the iframe's host by phase (contract: 675x740 centred, overlay 0.3 while loading). */
function styleHost(host: HTMLElement, frame: HTMLIFrameElement, phase: FramePhase, tall: boolean) {
  const visible = phase !== 'hidden';
  host.style.cssText = visible
    ? 'position:fixed;inset:0;z-index:1000;display:block;' +
      (phase === 'loading' ? 'background:rgba(0,0,0,0.3);' : 'background:transparent;')
    : 'display:none;';
  const size =
    phase === 'full' || phase === 'shown'
      ? `width:100%;height:${tall ? '100vh' : '100%'};left:0;top:0;transform:none;`
      : `width:min(675px,100vw);height:${tall ? '100vh' : 'min(740px,100vh)'};left:50%;top:50%;transform:translate(-50%,-50%);`;
  frame.style.cssText = `position:absolute;border:0;background:transparent;${size}visibility:${
    phase === 'shown' ? 'visible' : 'hidden'
  };`;
}

/**
 * The page side of the payment client (`shared/contract/pay-client.md`). What goes where and when
 * is the bridge machine's (`machines/payTour/paymentBridge.machine.ts`: one hidden iframe per
 * page, reused; a tab on phones; queueing until the window loaded and its token is claimed;
 * actions with answers and timeouts); this is its I/O: the iframe and the tab, the posts to the
 * exact pay origin, and the one message listener, which drops anything not from that origin and
 * a window the bridge opened and decodes the rest. `subscribe` is the recorded stream the
 * pay-tour machine invokes; `runAction` a recorded call.
 *
 * @example
 * const bridge = createPaymentBridge({ win: window, log });
 * wiring.stream('payTour.bridge', bridge.subscribe);
 */
export function createPaymentBridge(deps: BridgeDeps) {
  const { win } = deps;
  const doc = win.document;
  /** The running bridge (between subscribe and its end) and its windows: I/O handles only. */
  let running: Running | null = null;
  /** One promise per action asked: concurrent asks share the answer. */
  const pending = new Map<
    PayAction,
    { promise: Promise<unknown>; resolve: (data: unknown) => void; reject: (error: Error) => void }
  >();

  function bridgeMachine(input: BridgeInput, emit: (fact: BridgeFact) => void) {
    const payOrigin = payOriginOf(input.payBaseUrl);
    const { request } = input;
    const url = (target: 'iframe' | 'tab', open: BridgeOpen | null, token: string | null) =>
      buildPayUrl({
        payBaseUrl: input.payBaseUrl,
        target,
        ...(open?.url ?? { language: request.language }),
        ...(target === 'tab' ? { enableTab: true } : {}),
        params: { ...open?.url.params, tt: token ?? undefined },
      });
    const settle = (action: PayAction, outcome: { data: unknown } | { error: Error }) => {
      const waiting = pending.get(action);
      pending.delete(action);
      if ('data' in outcome) waiting?.resolve(outcome.data);
      else waiting?.reject(outcome.error);
    };
    const claim = deps.claim;
    return paymentBridgeMachine.provide({
      actors: {
        claim: fromPromise<ClaimOutcome, { token: string }>(({ input: asked }) =>
          claim ? claim(request, asked.token) : Promise.resolve('unavailable'),
        ),
      },
      actions: {
        createFrame: ({ self }, { open, token }) => {
          const state = running;
          if (!state) return;
          const host = doc.createElement('div');
          host.id = HOST_ID;
          host.setAttribute('data-testid', 'pay-frame-host');
          const created = doc.createElement('iframe');
          created.id = FRAME_ID;
          created.name = FRAME_ID;
          created.title = 'VXPay';
          created.setAttribute('allow', 'camera; microphone; payment');
          created.setAttribute('data-testid', 'pay-frame');
          styleHost(host, created, 'hidden', false);
          created.src = url('iframe', open, token);
          // Its document loaded (an error page too): the bridge waits for the client's word.
          created.addEventListener('load', () => {
            if (state.frame === created) self.send({ type: 'frame.documentLoaded' });
          });
          host.appendChild(created);
          doc.body.appendChild(host);
          state.host = host;
          state.frame = created;
        },
        removeFrame: () => {
          running?.host?.remove();
          if (running) Object.assign(running, { host: null, frame: null });
        },
        styleFrame: (_, { phase, tall }) => {
          if (running?.host && running.frame) styleHost(running.host, running.frame, phase, tall);
        },
        openTab: ({ self }, { open, token }) => {
          if (!running || !open) return;
          // Synchronous, inside the guest's click: anything later is a blocked pop-up. The named
          // tab navigates to the new URL: a fresh page that loads and sends its token anew.
          const opened = win.open(url('tab', open, token), PAY_TAB_NAME);
          if (opened) running.tab = opened;
          self.send({ type: opened ? 'tab.opened' : 'tab.blocked' });
        },
        post: (_, { via, messages }) => {
          const target = via === 'tab' ? running?.tab : running?.frame?.contentWindow;
          for (const message of messages) target?.postMessage(encodeMessage(message), payOrigin);
        },
        tellFact: (_, { fact }) => emit(fact),
        answer: (_, { action, data }) => settle(action, { data }),
        expire: (_, { action }) =>
          settle(action, {
            error: new ServiceError('pay_action_timeout', `no answer to ${action} within 10 s`),
          }),
        reportRejected: (_, { message, data }) =>
          deps.log(request, 'vxpayMessageRejected', message, data),
      },
    });
  }

  /** The window a message came from, if the bridge opened it. */
  function viaOf(source: MessageEventSource | null): BridgeVia | null {
    if (source === null || !running) return null;
    if (running.frame && source === running.frame.contentWindow) return 'iframe';
    if (running.tab && source === running.tab) return 'tab';
    return null;
  }

  /**
   * Asks the payment client something (contract: Actions), through the hidden iframe. Sent only
   * once a transfer token is held; concurrent requests of one action share one answer; no answer
   * within 10 s is a `ServiceError('pay_action_timeout')`.
   */
  function runAction(action: PayAction, params?: Record<string, unknown>): Promise<unknown> {
    const shared = pending.get(action);
    if (shared) return shared.promise;
    if (!running)
      return Promise.reject(new ServiceError('pay_bridge_closed', `${action}: no payment bridge`));
    let resolve: (data: unknown) => void = () => {};
    let reject: (error: Error) => void = () => {};
    const promise = new Promise<unknown>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    pending.set(action, { promise, resolve, reject });
    running.actor.send({ type: 'bridge.ask', action, ...(params ? { params } : {}) });
    return promise;
  }

  const subscribe: StreamSubscribe<BridgeFact, BridgeInput> = ({ input, emit, receive }) => {
    const payOrigin = payOriginOf(input.payBaseUrl);
    const actor = createActor(bridgeMachine(input, emit), {
      input: { claims: deps.claim !== undefined },
      clock: {
        setTimeout: (handler, ms) => win.setTimeout(handler, ms),
        clearTimeout: (id) => win.clearTimeout(id as number),
      },
    });
    const state: Running = { actor, host: null, frame: null, tab: null };
    running = state;
    const onMessage = (event: MessageEvent) => {
      // Exact origin and our own window: anything else is not the payment client.
      if (event.origin !== payOrigin) return;
      const via = viaOf(event.source);
      if (!via) return;
      const result = decodeMessage(event.data);
      actor.send(
        result.ok
          ? { type: 'bridge.received', via, message: result.message }
          : { type: 'bridge.rejected', kind: result.kind, detail: result.detail },
      );
    };
    win.addEventListener('message', onMessage);
    actor.start();
    receive((command) => actor.send(command as BridgeCommand));
    return () => {
      win.removeEventListener('message', onMessage);
      actor.stop();
      // Nobody listens to it any more: a later bridge makes its own.
      state.host?.remove();
      if (running === state) running = null;
      for (const action of [...pending.keys()])
        pending
          .get(action)
          ?.reject(new ServiceError('pay_bridge_closed', `${action}: bridge ended`));
      pending.clear();
    };
  };

  return {
    subscribe,
    runAction,
    /** Counts of rejected messages by kind (each kind was logged once). */
    rejections: () => new Map(Object.entries(running?.actor.getSnapshot().context.rejected ?? {})),
    /** The transfer token of the session, once the frame sent it. */
    transferToken: () => running?.actor.getSnapshot().context.latestToken ?? null,
  };
}
