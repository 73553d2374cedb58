import type { AppConfig, GuestState, RequestInput } from '../shared/session.types.ts';
import type { PayFlow, PayHost, PayTourResultEvent } from '../shared/domainEvents.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import type { ActAsk } from './payTour.loginAct.ts';

/** Who hears how a flow ended (`payTour.result`). */
type PayTourReplyTo = SystemIdAccepting<PayTourResultEvent>;

/**
 * The record kept under `onLoginAction` (seed 000 §3): run after login or a reload. In
 * localStorage, except an act (`resumeAct`, `payTour.act.ts`), which stays in the tab's
 * sessionStorage. `favoritePin` is a visitor's heart: pin `params.targetType`/`params.targetId`
 * once logged in. The fields of decision 0030: `qmDate` (when it was stored; the service drops
 * it 30 minutes later), `shouldOpen` (false: after the login its flow does not open, its act is
 * brought back without being carried out), `storeAutoOpenSetting` (true: the record stays after
 * the login until its flow ends well, so a reload meanwhile opens it again).
 */
export interface LoginAction {
  type: 'openFlow' | 'getVip' | 'showTvAbo' | 'redirect' | 'favoritePin' | 'resumeAct';
  params: {
    flow?: PayFlow;
    options?: Record<string, unknown>;
    targetId?: string | number;
    targetUrl?: string;
    value?: unknown;
    qmDate?: string;
    shouldOpen?: boolean;
    storeAutoOpenSetting?: boolean;
    [field: string]: unknown;
  };
}

/** What the page tells the pay tour once, at start (a recorded service answer). */
export interface PageFacts {
  /** The current address without its fragment (the login-success call's `targetUrl`). */
  href: string;
  origin: string;
  /** The query string, with its `?`. */
  search: string;
  /** A phone (not IEMobile): flows open in a tab. */
  isPhone: boolean;
  /** The page itself runs inside a frame (`mc[parentInFrame]`). */
  inFrame: boolean;
  loginAction: LoginAction | null;
  /** The signed-up flag: this browser has an account, so a visitor is offered login, not signup. */
  hasAccount: boolean;
  /**
   * `?redirect_token=` (seed 000 §2, decision 0032): a partner's hand-over token, read once (the
   * address is cleaned of it) and given to the login-success call, whose answer says where to go.
   */
  redirectToken: string | null;
  /**
   * `?testdevice` (seed 000 §2, decision 0032): this tab is a test device (kept for the tab's
   * session): the payment client is told (`testdevice=1`) and takes no real money.
   */
  testDevice: boolean;
}

/**
 * The login-success call's input and answer (POST `vxpay/onsuccess`). The call's `targetUrl` is
 * the address the guest is on when it is made (seed 000 §7), which may not be the one the page
 * loaded with: the service reads it then.
 */
export interface LoginSuccessInput {
  result: Record<string, unknown>;
  /** The address's partner hand-over token, when the page had one (`PageFacts.redirectToken`). */
  redirectToken?: string;
}
export interface LoginSuccessReply {
  url: string | null;
}

/** The flow that is open, as the pay tour decided it. */
export interface OpenFlow {
  flow: PayFlow;
  options: Record<string, unknown>;
  replyTo: PayTourReplyTo | null;
  target: 'iframe' | 'tab';
}

/** What the page-side bridge gets to open one flow (see services/payment/bridge.ts). */
export interface BridgeOpen {
  type: 'bridge.open';
  target: 'iframe' | 'tab';
  fullHeight: boolean;
  url: {
    environment: string;
    flow: string;
    language: string;
    params: Record<string, string | number | undefined>;
    flowParams?: Record<string, unknown>;
    enableTab: boolean;
    display: Record<string, 0 | 1>;
  };
  messages: (
    | { type: 'modalbox-update-params'; options: Record<string, unknown> }
    | { type: 'modalbox-additional-info'; options: Record<string, unknown> }
    | { type: 'modalbox-change-route'; route?: string }
  )[];
  initToken: string | null;
}

export type PayActionName =
  'isLoggedIn' | 'getbalance' | 'getactiveabos' | 'getavsstatus' | 'logout' | 'hasLoginCookie';

/** The frame's result data, as far as the pay tour reads it. */
export type PayData = Record<string, unknown> | null;

export interface OpenRequest {
  flow: PayFlow;
  options?: Record<string, unknown> | undefined;
  replyTo?: PayTourReplyTo | undefined;
  /** Opened by the page itself (entry points): no click, so never a tab. */
  auto?: boolean | undefined;
  /** The stored action a visitor's login continues with (default: open this same flow). */
  loginAction?: LoginAction | undefined;
  /** The performer the flow starts for: named to the payment client (`host`, `hostData`). */
  host?: PayHost | undefined;
}

/**
 * A request to open, decided: refused (the caller hears that its flow did not open), or opened,
 * with the login action to store first when a visitor logs in before the flow.
 */
export type OpenPlan =
  | {
      kind: 'refuse';
      reason: 'loginDisabled' | 'alreadyVip';
      flow: PayFlow;
      replyTo: PayTourReplyTo | null;
    }
  | { kind: 'open'; open: OpenFlow; storeAction: LoginAction | null };

/**
 * What the pay tour holds: the session it was started with (its input, issue 52 §3) and the page
 * facts, read once at start (until then, and if they cannot be read, an empty page: no entry
 * point, no stored action, an iframe).
 */
export interface PayTourContext {
  config: AppConfig;
  guest: GuestState;
  request: RequestInput;
  page: PageFacts;
  /** The flow on screen (or last on screen, until its callbacks ran). */
  open: OpenFlow | null;
  /** How the last flow ended: `success` false on a cancel, a close or an error. */
  result: { success: boolean; data: PayData } | null;
  /** An open asked for before the page was read: carried out once it is. */
  waiting: OpenRequest | null;
  /** Where the login success sends the guest (null: reload). */
  leaveTo: string | null;
  answers: Partial<Record<PayActionName, { ok: boolean; data: unknown }>>;
  /** The last request to open, decided once (`payTour.plan.ts`); `deciding` branches on it. */
  plan: OpenPlan | null;
  /** Why the last request to open was refused, for the view. */
  refused: 'loginDisabled' | 'alreadyVip' | null;
  /** What the pending checkout request pays for. */
  checkoutFlow: PayFlow | null;
  /** Acts asked for before the page was read (`payTour.act.ts`), answered once it is. */
  actAsks: ActAsk[];
  /**
   * The guest's analytics consent, as the consent domain tells it (false until it does): the
   * payment client is told `enableTracking` with it (decision 0032).
   */
  tracking: boolean;
}
