import type { StreamSubscribe } from '../../src/engine/io.ts';
import type { RestContext } from '../http/rest.ts';
import { ServiceError } from '../http/serviceError.ts';
import type { ClaimOutcome } from './payApi.ts';
import {
  buildPayUrl,
  decodeMessage,
  encodeMessage,
  payOriginOf,
  type InboundMessage,
  type OutgoingMessage,
  type PayAction,
  type PayUrlInput,
  type RejectKind,
} from './protocol.ts';

/** The contract's 10 s limit for an action's answer. */
const ACTION_TIMEOUT_MS = 10_000;
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

/** One flow as the pay-tour machine asks for it; the bridge builds the URL and the messages. */
export interface OpenFlowCommand {
  type: 'bridge.open';
  target: 'iframe' | 'tab';
  /** Auto-recharge gets the 100vh frame. */
  fullHeight: boolean;
  url: Omit<PayUrlInput, 'payBaseUrl' | 'target'>;
  /** update-params, additional-info and change-route, in this order. */
  messages: OutgoingMessage[];
  /** For init-session, sent once per iframe. */
  initToken: string | null;
}

export type BridgeCommand =
  | OpenFlowCommand
  /** view-ready arrived: reply is-visible and show the frame. */
  | { type: 'bridge.show' }
  /** iframe-ready arrived: full size. */
  | { type: 'bridge.maximise' }
  /** Success, close, cancel: hide the frame (it stays for later opens and actions). */
  | { type: 'bridge.hide' }
  /** The load timed out: a new iframe replaces the old one and the last open is sent again. */
  | { type: 'bridge.recreate' };

/** What the stream emits besides the accepted frame messages. */
export type BridgeFact =
  | Exclude<InboundMessage, { type: 'pay.contentLoaded' } | { type: 'pay.response' }>
  /** `via`: the iframe (reused for later opens) or the tab (loads anew on every open). */
  | { type: 'pay.contentLoaded'; via: 'iframe' | 'tab' }
  | { type: 'pay.popupBlocked' }
  | { type: 'pay.tabOpened' };

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

/** A channel to one payment-client window: the iframe or the tab. */
interface Channel {
  target: () => Window | null;
  contentLoaded: boolean;
  token: string | null;
  /** The token whose claim was answered (claimed, or no claims here): messages may go. */
  claimed: string | null;
  queue: string[];
  sessionInitialized: boolean;
}

const newChannel = (target: () => Window | null): Channel => ({
  target,
  contentLoaded: false,
  token: null,
  claimed: null,
  queue: [],
  sessionInitialized: false,
});

/** A refused claim recreates the iframe (a new pay session) this often per page at most. */
const MAX_CLAIM_RETRIES = 1;

/** Styles of the iframe's host by phase (contract: 675x740 centred, overlay 0.3 while loading). */
function styleHost(host: HTMLElement, frame: HTMLIFrameElement, phase: string, tall: boolean) {
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
 * The page side of the payment client (`shared/contract/pay-client.md`): one hidden iframe per
 * page, reused; a tab on phones; exact origins and source windows; queueing until the frame can
 * take messages; actions with shared answers and timeouts. `subscribe` is the recorded stream the
 * pay-tour machine invokes; `runAction` a recorded call.
 *
 * @example
 * const bridge = createPaymentBridge({ win: window, log });
 * wiring.stream('payTour.bridge', bridge.subscribe);
 */
export function createPaymentBridge(deps: BridgeDeps) {
  const { win } = deps;
  const doc = win.document;
  let payBaseUrl = '';
  let payOrigin = '';
  let request: RestContext | null = null;
  let host: HTMLElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let tab: Window | null = null;
  let frameChannel: Channel | null = null;
  let tabChannel: Channel | null = null;
  let lastOpen: OpenFlowCommand | null = null;
  let emitFact: ((fact: BridgeFact) => void) | null = null;
  let tall = false;
  /** The transfer token the payment client sent last (each page load sends a new one). */
  let latestToken: string | null = null;
  let claimRetries = 0;
  const rejected = new Map<RejectKind, number>();
  const pending = new Map<string, Promise<unknown>>();
  const waiters = new Map<string, ((data: unknown) => void)[]>();

  const post = (channel: Channel, text: string) => {
    channel.target()?.postMessage(text, payOrigin);
  };
  const ready = (channel: Channel) =>
    channel.contentLoaded && channel.token !== null && channel.claimed === channel.token;
  const flush = (channel: Channel) => {
    if (!ready(channel)) return;
    const queued = channel.queue.splice(0);
    for (const text of queued) post(channel, text);
  };
  const send = (channel: Channel, message: OutgoingMessage) => {
    channel.queue.push(encodeMessage(message));
    flush(channel);
  };

  function frameUrl(command: OpenFlowCommand | null): string {
    return buildPayUrl({
      payBaseUrl,
      target: 'iframe',
      ...(command?.url ?? { language: request?.language ?? 'en' }),
      params: { ...command?.url.params, tt: currentToken() ?? undefined },
    });
  }

  function currentToken(): string | null {
    return latestToken;
  }

  /** A new transfer token of a window: claim it for this page's session, then let messages go. */
  function takeToken(channel: Channel, token: string) {
    if (channel.token === token) return;
    channel.token = token;
    latestToken = token;
    const claim = deps.claim;
    if (!claim || !request) {
      channel.claimed = token;
      flush(channel);
      return;
    }
    const asked = request;
    void claim(asked, token)
      .catch((): ClaimOutcome => 'unavailable')
      .then((outcome) => {
        if (channel.token !== token) return;
        if (outcome !== 'refused') {
          channel.claimed = token;
          flush(channel);
          return;
        }
        // Another app session holds this pay session: nothing goes to it, no login happens in
        // it. The iframe starts over with a new session (once); a tab stays unused.
        deps.log(asked, 'vxpayMessageRejected', 'transfer token claimed by another session', {
          kind: 'claim-refused',
        });
        if (latestToken === token) latestToken = null;
        if (channel === frameChannel && claimRetries < MAX_CLAIM_RETRIES) {
          claimRetries += 1;
          removeFrame();
          if (lastOpen?.target === 'iframe') open(lastOpen);
          else ensureFrame(lastOpen);
        }
      });
  }

  function ensureFrame(command: OpenFlowCommand | null): Channel {
    if (frame && frameChannel && frame.isConnected) return frameChannel;
    host = doc.createElement('div');
    host.id = HOST_ID;
    host.setAttribute('data-testid', 'pay-frame-host');
    const created = doc.createElement('iframe');
    created.id = FRAME_ID;
    created.name = FRAME_ID;
    created.title = 'VXPay';
    created.setAttribute('allow', 'camera; microphone; payment');
    created.setAttribute('data-testid', 'pay-frame');
    styleHost(host, created, 'hidden', false);
    created.src = frameUrl(command);
    host.appendChild(created);
    doc.body.appendChild(host);
    frame = created;
    frameChannel = newChannel(() => created.contentWindow);
    return frameChannel;
  }

  function removeFrame() {
    host?.remove();
    host = null;
    frame = null;
    frameChannel = null;
  }

  function setPhase(phase: 'hidden' | 'loading' | 'full' | 'shown') {
    if (host && frame) styleHost(host, frame, phase, tall);
  }

  function enqueueOpen(channel: Channel, command: OpenFlowCommand) {
    for (const message of command.messages) send(channel, message);
    if (!channel.sessionInitialized) {
      channel.sessionInitialized = true;
      send(channel, { type: 'modalbox-init-session', token: command.initToken });
    }
  }

  function open(command: OpenFlowCommand) {
    lastOpen = command;
    tall = command.fullHeight;
    if (command.target === 'tab') {
      const url = buildPayUrl({
        payBaseUrl,
        target: 'tab',
        ...command.url,
        enableTab: true,
        params: { ...command.url.params, tt: currentToken() ?? undefined },
      });
      // Synchronous, inside the guest's click: anything later is a blocked pop-up.
      const opened = win.open(url, PAY_TAB_NAME);
      if (!opened) {
        emitFact?.({ type: 'pay.popupBlocked' });
        return;
      }
      // The named tab navigates to the new URL: a fresh page that loads and sends its token anew.
      tab = opened;
      tabChannel = newChannel(() => tab);
      enqueueOpen(tabChannel, command);
      emitFact?.({ type: 'pay.tabOpened' });
      return;
    }
    const channel = ensureFrame(command);
    setPhase('loading');
    enqueueOpen(channel, command);
  }

  function channelOf(source: MessageEventSource | null): Channel | null {
    if (source === null) return null;
    if (frameChannel && frame && source === frame.contentWindow) return frameChannel;
    if (tabChannel && tab && source === tab) return tabChannel;
    return null;
  }

  function onMessage(event: MessageEvent) {
    // Exact origin and our own window: anything else is not the payment client.
    if (!payOrigin || event.origin !== payOrigin) return;
    const channel = channelOf(event.source);
    if (!channel) return;
    const result = decodeMessage(event.data);
    if (!result.ok) {
      const seen = rejected.get(result.kind) ?? 0;
      rejected.set(result.kind, seen + 1);
      if (seen === 0 && request)
        deps.log(request, 'vxpayMessageRejected', `rejected pay message: ${result.kind}`, {
          kind: result.kind,
          excerpt: result.detail,
        });
      return;
    }
    const message = result.message;
    if (message.type === 'pay.contentLoaded') {
      channel.contentLoaded = true;
      flush(channel);
    }
    if (message.type === 'pay.transferToken') takeToken(channel, message.token);
    if (message.type === 'pay.response') {
      for (const resolve of waiters.get(message.action) ?? []) resolve(message.data);
      waiters.delete(message.action);
      return;
    }
    const fact: BridgeFact =
      message.type === 'pay.contentLoaded'
        ? { type: 'pay.contentLoaded', via: channel === tabChannel ? 'tab' : 'iframe' }
        : message;
    emitFact?.(fact);
  }

  /**
   * Asks the payment client something (contract: Actions), through the hidden iframe. Sent only
   * once a transfer token is held; concurrent requests of one action share one answer; no answer
   * within 10 s is a `ServiceError('pay_action_timeout')`.
   */
  function runAction(action: PayAction, params?: Record<string, unknown>): Promise<unknown> {
    const shared = pending.get(action);
    if (shared) return shared;
    const promise = new Promise<unknown>((resolve, reject) => {
      const timer = win.setTimeout(() => {
        waiters.delete(action);
        reject(new ServiceError('pay_action_timeout', `no answer to ${action} within 10 s`));
      }, ACTION_TIMEOUT_MS);
      const list = waiters.get(action) ?? [];
      list.push((data) => {
        win.clearTimeout(timer);
        resolve(data);
      });
      waiters.set(action, list);
      const channel = ensureFrame(lastOpen);
      const message: OutgoingMessage = params
        ? { type: `modalbox-action-${action}`, params }
        : { type: `modalbox-action-${action}` };
      // The queue holds it until content-loaded and the token: "only with a token".
      send(channel, message);
    }).finally(() => pending.delete(action));
    pending.set(action, promise);
    return promise;
  }

  const subscribe: StreamSubscribe<BridgeFact, BridgeInput> = ({ input, emit, receive }) => {
    payBaseUrl = input.payBaseUrl;
    payOrigin = payOriginOf(input.payBaseUrl);
    request = input.request;
    emitFact = emit;
    win.addEventListener('message', onMessage);
    receive((command) => {
      const typed = command as BridgeCommand;
      switch (typed.type) {
        case 'bridge.open':
          open(typed);
          return;
        case 'bridge.show':
          if (lastOpen?.target === 'tab' && tabChannel)
            send(tabChannel, { type: 'modalbox-is-visible' });
          else if (frameChannel) {
            send(frameChannel, { type: 'modalbox-is-visible' });
            setPhase('shown');
          }
          return;
        case 'bridge.maximise':
          if (lastOpen?.target !== 'tab') setPhase('full');
          return;
        case 'bridge.hide':
          setPhase('hidden');
          return;
        case 'bridge.recreate':
          removeFrame();
          if (lastOpen) open(lastOpen);
          return;
      }
    });
    return () => {
      emitFact = null;
      win.removeEventListener('message', onMessage);
    };
  };

  return {
    subscribe,
    runAction,
    /** Counts of rejected messages by kind (each kind was logged once). */
    rejections: () => new Map(rejected),
    /** The transfer token of the session, once the frame sent it. */
    transferToken: currentToken,
  };
}
