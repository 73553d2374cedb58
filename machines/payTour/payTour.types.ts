import type { PayFlow } from '../shared/domainEvents.ts';

/**
 * The record kept in localStorage under `onLoginAction` (seed 000 §3): run after login or a reload.
 * `favoritePin` is a visitor's heart: pin `params.targetType`/`params.targetId` once logged in.
 */
export interface LoginAction {
  type: 'openFlow' | 'getVip' | 'showTvAbo' | 'redirect' | 'favoritePin';
  params: {
    flow?: PayFlow;
    options?: Record<string, unknown>;
    targetId?: string | number;
    targetUrl?: string;
    value?: unknown;
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
}

/**
 * The login-success call's input and answer (POST `vxpay/onsuccess`). The call's `targetUrl` is
 * the address the guest is on when it is made (seed 000 §7), which may not be the one the page
 * loaded with: the service reads it then.
 */
export interface LoginSuccessInput {
  result: Record<string, unknown>;
}
export interface LoginSuccessReply {
  url: string | null;
}

/** The flow that is open, as the pay tour decided it. */
export interface OpenFlow {
  flow: PayFlow;
  options: Record<string, unknown>;
  replyTo: string | null;
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
