// The frame side of contract/pay-client.md as a pure module: decoding what the page sends,
// encoding what the frame sends, and the controller that runs the sequence. No DOM here: the
// browser bootstrap (main.ts) gives it a host with post, timers, session and action handlers.
import { PAY_CLIENT_FLOW_ROUTES } from '../../../contract/payClient.ts';
import {
  CHARGE_AMOUNTS,
  CHARGE_MAX,
  CHARGE_MIN,
  flowOf,
  viewOf,
  type PayFlow,
  type PayView,
} from './flows.ts';

export type Options = Record<string, unknown>;

/** A message from the page, already checked for origin and source by the caller. */
export type PageMessage =
  | { type: 'modalbox-update-params'; options: Options }
  | { type: 'modalbox-additional-info'; options: Options }
  | { type: 'modalbox-change-route'; route: string | null }
  | { type: 'modalbox-init-session'; token: string | null }
  | { type: 'modalbox-is-visible' }
  | { type: 'action'; action: string; params: Options };

const ACTION_PREFIX = 'modalbox-action-';
const RESPONSE_PREFIX = 'modalbox-response-';

function isRecord(value: unknown): value is Options {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Decodes a message from the page: a JSON string with a string `type`. Anything else (objects,
 * junk, unknown types) is null; it never throws.
 */
export function decodePageMessage(data: unknown): PageMessage | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed['type'] !== 'string') return null;
  const type = parsed['type'];
  switch (type) {
    case 'modalbox-update-params':
    case 'modalbox-additional-info':
      return { type, options: isRecord(parsed['options']) ? parsed['options'] : {} };
    case 'modalbox-change-route': {
      const route = parsed['route'];
      return { type, route: typeof route === 'string' && route !== '' ? route : null };
    }
    case 'modalbox-init-session': {
      const token = parsed['token'];
      return { type, token: typeof token === 'string' && token !== '' ? token : null };
    }
    case 'modalbox-is-visible':
      return { type };
    default:
      if (type.startsWith(ACTION_PREFIX) && type.length > ACTION_PREFIX.length) {
        const params = parsed['params'];
        return {
          type: 'action',
          action: type.slice(ACTION_PREFIX.length),
          params: isRecord(params) ? params : {},
        };
      }
      return null;
  }
}

/**
 * Whether a window message is the page's: from the app's exact origin and from the window the
 * frame talks to (its parent, or the opener of a tab). Anything else is ignored.
 */
export function isFromPage(
  event: { origin: string; source: unknown },
  appOrigin: string,
  page: unknown,
): boolean {
  return page !== null && page !== undefined && event.source === page && event.origin === appOrigin;
}

/** A frame message as the contract has it: `{"type": ..., "data": ...}` (no data: type only). */
export function encodeFrameMessage(type: string, data?: unknown): string {
  return JSON.stringify(data === undefined ? { type } : { type, data });
}

export type Hook =
  | 'login'
  | 'signup'
  | 'payment'
  | 'flowChanged'
  | 'comfortSettingsChanged'
  | 'emailVerified'
  | 'emailNotVerified'
  | 'passwordChanged';

/** Default options of a flow (contract table), with the caller's merged over them one level deep. */
export function flowOptions(flow: PayFlow, given: Options): Options {
  const defaults: Options = { flow };
  if (['moneycharge', 'limit', 'oneclick', 'vxsettings'].includes(flow)) defaults['paytype'] = '';
  if (flow === 'changecc') defaults['paytype'] = 'CC';
  if (flow === 'changels') defaults['paytype'] = 'LS';
  if (flow === 'oneclick') defaults['oneClickData'] = { data: null };
  if (flow === 'autorecharge') defaults['autoRechargeData'] = { data: null };
  const merged: Options = { ...defaults };
  for (const [key, value] of Object.entries(given)) {
    const base = merged[key];
    merged[key] = isRecord(base) && isRecord(value) ? { ...base, ...value } : value;
  }
  merged['flow'] = flow;
  return merged;
}

/** What the frame should show: the flow, the route the page chose, and all options. */
export interface ViewRequest {
  flow: PayFlow;
  route: string | null;
  view: PayView;
  options: Options;
  additional: Options;
}

/**
 * Tab mode: the flow comes from the URL (`flow`, `flowParams` JSON) instead of messages; the
 * route from `#/<route>` when there is one, else the flow's own.
 */
export function requestFromUrl(search: string, hash: string): ViewRequest {
  const query = new URLSearchParams(search);
  let params: Options = {};
  try {
    const parsed: unknown = JSON.parse(query.get('flowParams') ?? '{}');
    if (isRecord(parsed)) params = parsed;
  } catch {
    params = {};
  }
  const flow = flowOf({ flow: params['flow'] ?? query.get('flow') ?? 'moneycharge' });
  const options = flowOptions(flow, params);
  const fromHash = hash.startsWith('#/') && hash.length > 2 ? hash.slice(1) : null;
  const route =
    typeof params['route'] === 'string'
      ? params['route']
      : (fromHash ?? PAY_CLIENT_FLOW_ROUTES[flow]);
  const additional: Options = {};
  for (const key of ['ruri', 'successUrl', 'agbUrl', 'privacyUrl']) {
    const value = query.get(key);
    if (value) additional[key] = value;
  }
  return { flow, route, view: viewOf(flow, route, options), options, additional };
}

export type FrameMode = 'iframe' | 'tab';

export interface FrameHost {
  /** Sends one message to the page (exact app origin; nothing when there is no page). */
  post(message: string): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Binds the app's access token to the pay session and loads the guest. */
  resolveSession(token: string | null): Promise<void>;
  /** The `data` of an action's response. */
  runAction(action: string, params: Options): Promise<unknown>;
  /** Renders the view for the request (synchronously; it may load more afterwards). */
  show(request: ViewRequest): void;
  /** The page made the frame visible. */
  visible(): void;
  /** Records a tracking entry (the frame's `dataLayer`); called only with `enableTracking`. */
  track(entry: { event: 'vxp.view'; flow: PayFlow; view: PayView }): void;
}

/**
 * Whether the page lets the frame track (`enableTracking`, decision 0032: the guest's analytics
 * consent). Only `true` does; absent or anything else does not.
 */
const tracksFor = (options: Options): boolean => options['enableTracking'] === true;

/**
 * The top-up the view preselects for the page's `selectedAmount` (decision 0032): one of the
 * steps, or `other` with a whole amount within the bounds; the default step when the page named
 * none or one out of bounds.
 */
export function preselectedAmount(options: Options): { choice: string; other: string } {
  const amount = Number(options['selectedAmount']);
  if ((CHARGE_AMOUNTS as readonly number[]).includes(amount))
    return { choice: String(amount), other: '' };
  if (Number.isInteger(amount) && amount >= CHARGE_MIN && amount <= CHARGE_MAX)
    return { choice: 'other', other: String(amount) };
  return { choice: '25', other: '' };
}

/** The line about the performer the flow is for (`hostData.teaserText`), or null. */
export function teaserOf(options: Options): string | null {
  const data = options['hostData'];
  const text = isRecord(data) ? data['teaserText'] : null;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** The quiet time after the last configuration message before the view is shown. */
export const SETTLE_MS = 40;

/**
 * Runs the frame's side of the sequence: announces itself (`modalbox-content-loaded`,
 * `modalbox-iframe-ready`, `transfer_token:`), collects `update-params`, `additional-info`,
 * `change-route` and `init-session`, shows the view once they settled and the session is known,
 * and says `modalbox-view-ready`. A later `update-params` starts a new round (the page reuses the
 * iframe for the next flow). Actions are answered whenever they come.
 */
export class FrameController {
  private options: Options | null = null;
  private additional: Options = {};
  private route: string | null = null;
  private round = 0;
  private settleTimer: unknown = null;
  private session: Promise<void>;
  private current: ViewRequest | null = null;

  constructor(
    private readonly host: FrameHost,
    private readonly config: {
      mode: FrameMode;
      tt: string;
      fromUrl: ViewRequest | null;
      /** Settles once the guest of the pay session is known (views wait for it). */
      ready?: Promise<void>;
    },
  ) {
    this.session = (config.ready ?? Promise.resolve()).catch(() => undefined);
  }

  /** The request on screen (null until the first view). */
  get request(): ViewRequest | null {
    return this.current;
  }

  start(): void {
    this.host.post(encodeFrameMessage('modalbox-content-loaded'));
    this.host.post(encodeFrameMessage('modalbox-iframe-ready'));
    this.host.post(`transfer_token:${this.config.tt}`);
    const fromUrl = this.config.mode === 'tab' ? this.config.fromUrl : null;
    if (fromUrl) {
      const round = this.round;
      void this.session.then(() => {
        // Messages from the opener may have started a round of their own meanwhile.
        if (round === this.round) this.display(fromUrl);
      });
    }
  }

  receive(message: PageMessage): void {
    switch (message.type) {
      case 'modalbox-update-params':
        this.options = message.options;
        this.route = null;
        this.round += 1;
        this.settle();
        return;
      case 'modalbox-additional-info':
        this.additional = message.options;
        this.settle();
        return;
      case 'modalbox-change-route':
        this.route = message.route;
        this.settle();
        return;
      case 'modalbox-init-session': {
        const pending = this.host.resolveSession(message.token).catch(() => undefined);
        this.session = this.session.then(() => pending);
        this.settle();
        return;
      }
      case 'modalbox-is-visible':
        this.host.visible();
        return;
      case 'action':
        void this.answer(message.action, message.params);
        return;
    }
  }

  private settle(): void {
    if (this.options === null) return;
    if (this.settleTimer !== null) this.host.clearTimer(this.settleTimer);
    const round = this.round;
    this.settleTimer = this.host.setTimer(() => {
      this.settleTimer = null;
      void this.session.then(() => {
        if (round === this.round && this.options !== null) this.display(this.build(this.options));
      });
    }, SETTLE_MS);
  }

  private build(given: Options): ViewRequest {
    const flow = flowOf(given);
    const options = flowOptions(flow, given);
    return {
      flow,
      route: this.route,
      view: viewOf(flow, this.route, options),
      options,
      additional: this.additional,
    };
  }

  private display(request: ViewRequest): void {
    this.current = request;
    this.host.show(request);
    if (tracksFor(request.options))
      this.host.track({ event: 'vxp.view', flow: request.flow, view: request.view });
    this.host.post(encodeFrameMessage('modalbox-view-ready'));
  }

  private async answer(action: string, params: Options): Promise<void> {
    let data: unknown;
    try {
      data = await this.host.runAction(action, params);
    } catch {
      data = null;
    }
    this.host.post(encodeFrameMessage(`${RESPONSE_PREFIX}${action}`, data ?? null));
  }

  /** The flow ended well: the page hides the frame and runs its success handling. */
  success(data: Options): void {
    this.host.post(encodeFrameMessage('modalbox-success', { success: true, ...data }));
  }

  /** The guest cancelled: `success: false`, not an error. */
  close(data: Options): void {
    this.host.post(encodeFrameMessage('modalbox-iframe-close', { ...data, success: false }));
  }

  hook(hook: Hook, data: Options = {}): void {
    this.host.post(encodeFrameMessage('modalbox-hook', { ...data, hook }));
  }

  /** The frame moved from one flow to another (login first, then the flow asked for). */
  flowChanged(prevFlow: PayFlow, flow: PayFlow, data: Options = {}): void {
    this.hook('flowChanged', { ...data, prevFlow, flow });
  }

  scrollTo(top: number): void {
    this.host.post(encodeFrameMessage('modalbox-scrollto', { top: Math.max(0, Math.round(top)) }));
  }

  logout(data: Options): void {
    this.host.post(encodeFrameMessage('modalbox-logout', data));
  }

  /** The guest switched from the login to the signup form. */
  signup(): void {
    this.host.post(encodeFrameMessage('modalbox-signup'));
  }

  redirect(url: string): void {
    this.host.post(`redirect:${url}`);
  }
}

/** The guest fields a success result carries (contract "Frame to page", `modalbox-success`). */
export interface ResultGuest {
  id: number;
  screenname: string;
  balance: number;
  fsk18: boolean;
  uhash: string;
  isVip: boolean;
  isTvSubscriber: boolean;
  isVXSelect: boolean;
}

/** `modalbox-success` / `modalbox-iframe-close` data for the flow and the guest (or a visitor). */
export function resultData(input: {
  flow: PayFlow;
  tt: string;
  guest: ResultGuest | null;
  options: Options;
  userFromLogin?: boolean;
  userFromSignup?: boolean;
}): Options {
  const { guest } = input;
  const host = input.options['host'];
  return {
    userFromLogin: input.userFromLogin ?? false,
    userFromSignup: input.userFromSignup ?? false,
    flow: input.flow,
    hostId: typeof host === 'string' || typeof host === 'number' ? host : null,
    screenname: guest?.screenname ?? null,
    userId: guest?.id ?? null,
    isLoggedIn: guest !== null,
    transferToken: input.tt,
    availableMoney: guest?.balance ?? 0,
    fsk18: guest?.fsk18 ?? false,
    uhash: guest?.uhash ?? null,
    services: {
      vip: guest?.isVip ?? false,
      vxtv: guest?.isTvSubscriber ?? false,
      vxselect: guest?.isVXSelect ?? false,
    },
  };
}

/** The return address of a checkout link, if it is on the app's origin (else none). */
export function returnUrl(ruri: string | null, appOrigin: string): string | null {
  if (!ruri || !appOrigin) return null;
  try {
    const url = new URL(ruri);
    return url.origin === appOrigin ? url.href : null;
  } catch {
    return null;
  }
}
