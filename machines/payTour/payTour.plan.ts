import { CALLER_DISPLAY_FLAGS } from '../../contract/payClient.ts';
import type { AppConfig, GuestState, RequestInput } from '../shared/session.types.ts';
import type { PayFlow } from '../shared/domainEvents.ts';
import { buildPath } from '../shell/routes/paths.ts';
import { isLoginFlow } from './payTour.entry.ts';
import { FLOWS, flowOptions } from './payTour.flows.ts';
import type { PayTourEvent } from './payTour.events.ts';
import { hostOptions } from './payTour.options.ts';
import type { BridgeOpen, OpenFlow, OpenPlan, OpenRequest, PageFacts } from './payTour.types.ts';

/** What the pay tour knows when it decides how to open a flow (its context has them all). */
export interface PlanFacts {
  config: AppConfig;
  guest: GuestState;
  request: RequestInput;
  page: PageFacts;
  /** The guest's analytics consent: the payment client may track (`enableTracking`). */
  tracking: boolean;
}

/** The page before it is read, or when it cannot be: no entry point, no stored action, an iframe. */
export const EMPTY_PAGE: PageFacts = {
  href: '',
  origin: '',
  search: '',
  isPhone: false,
  inFrame: false,
  loginAction: null,
  hasAccount: false,
  redirectToken: null,
  testDevice: false,
};

/** The guest's intents that open a flow, and the flow each asks for (a visitor's VIP: getVip). */
const INTENT_FLOWS = {
  'ui.loginRequested': 'login',
  'ui.signupRequested': 'signup',
  'ui.topUpRequested': 'moneycharge',
} as const satisfies Record<string, PayFlow>;

/** An event that asks the tour to open a flow: a domain's `payTour.open`, or a guest's intent. */
export type OpenAsk = Extract<
  PayTourEvent,
  {
    type: 'payTour.open' | 'ui.getVipRequested' | 'ui.payFlowRequested' | keyof typeof INTENT_FLOWS;
  }
>;

/**
 * The same transition for every event that asks the tour to open a flow (a state's `on`): kept
 * while the page is read, decided when idle, decided after the callbacks while they wait.
 */
export function onOpenAsks<T>(transition: T): Record<OpenAsk['type'], T> {
  return {
    'payTour.open': transition,
    'ui.getVipRequested': transition,
    'ui.loginRequested': transition,
    'ui.signupRequested': transition,
    'ui.topUpRequested': transition,
    'ui.payFlowRequested': transition,
  };
}

/** The request to open that an event makes: the shell's VIP button asks for the VIP flow. */
export function requestOf(event: OpenAsk): OpenRequest {
  if (event.type === 'ui.getVipRequested')
    return { flow: 'vipabo', loginAction: { type: 'getVip', params: {} } };
  if (event.type === 'ui.payFlowRequested') return { flow: event.flow };
  if (event.type !== 'payTour.open') return { flow: INTENT_FLOWS[event.type] };
  return {
    flow: event.flow,
    options: event.options,
    replyTo: event.replyTo,
    auto: event.auto,
    loginAction: event.loginAction,
    host: event.host,
  };
}

/** Flows a visitor may open without logging in first. */
const VISITOR_FLOWS: readonly PayFlow[] = ['login', 'signup', 'pwdlost', 'pwdreset'];

/**
 * How a request to open a flow is carried out (seed 000 §4, §5): login and signup are not offered
 * when login is disabled; a visitor asking for anything else logs in (or signs up, without the
 * signed-up flag) first and the flow is stored as the login action (a visitor's login or signup
 * stores the action it was asked with); a restricted guest gets
 * opcompensation; phones open flows in a tab, except auto-recharge and flows the page opens by
 * itself. The flow's options (decision 0032): the caller's, the performer it starts for (`host`,
 * `hostData`) and `enableTracking`, which is the guest's analytics consent and no caller's.
 */
export function planOpen(facts: PlanFacts, request: OpenRequest): OpenPlan {
  const { config, guest, page } = facts;
  const asked = {
    ...request.options,
    ...(request.host ? hostOptions(request.host, facts.request.language) : {}),
  };
  const optionsOf = (flow: PayFlow, given: Record<string, unknown> = {}) => ({
    ...flowOptions(flow, given),
    enableTracking: facts.tracking,
  });
  const target = (flow: PayFlow): OpenFlow['target'] =>
    page.isPhone && !request.auto && flow !== 'autorecharge' ? 'tab' : 'iframe';
  const replyTo = request.replyTo ?? null;
  const refuse = (reason: 'loginDisabled' | 'alreadyVip'): OpenPlan => ({
    kind: 'refuse',
    reason,
    flow: request.flow,
    replyTo,
  });
  if (request.loginAction?.type === 'getVip' && guest.isLoggedIn && guest.isVip)
    return refuse('alreadyVip');
  if (!guest.isLoggedIn && !VISITOR_FLOWS.includes(request.flow)) {
    if (!config.loginEnabled) return refuse('loginDisabled');
    const flow: PayFlow = page.hasAccount ? 'login' : 'signup';
    return {
      kind: 'open',
      open: { flow, options: optionsOf(flow), replyTo, target: target(flow) },
      storeAction: request.loginAction ?? {
        type: 'openFlow',
        params: { flow: request.flow, options: asked },
      },
    };
  }
  if (isLoginFlow(request.flow) && !config.loginEnabled) return refuse('loginDisabled');
  const flow: PayFlow = guest.isLoggedIn && guest.isRestricted ? 'opcompensation' : request.flow;
  return {
    kind: 'open',
    open: { flow, options: optionsOf(flow, asked), replyTo, target: target(flow) },
    // A visitor's login or signup asked for with an action (the gate's, e.g. a heart's pin): the
    // action runs after the login's reload. A guest's act (a purchase) is kept the same way over
    // her other flow that reloads the page when it succeeds (not a payment: the age check).
    storeAction: keepsAction(request, guest, flow) ? request.loginAction : null,
  };
}

/** Whether the flow's request keeps its login action over the reload its success brings. */
function keepsAction(
  request: OpenRequest,
  guest: GuestState,
  flow: PayFlow,
): request is OpenRequest & { loginAction: NonNullable<OpenRequest['loginAction']> } {
  if (!request.loginAction) return false;
  if (!guest.isLoggedIn) return true;
  return request.loginAction.type === 'resumeAct' && !FLOWS[flow].payment;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * The bridge command that opens a flow: URL parts, the messages of sequence step 3 and the
 * init-session token (an external token, the logged-in guest's access token, else null).
 */
export function bridgeOpen(facts: PlanFacts, open: OpenFlow): BridgeOpen {
  const { config, request, page } = facts;
  const options = open.options;
  const language = request.language;
  const display: Record<string, 0 | 1> = { parentInFrame: page.inFrame ? 1 : 0 };
  for (const key of CALLER_DISPLAY_FLAGS) if (key in options) display[key] = options[key] ? 1 : 0;
  const successUrl = `${page.origin}/${language}/`;
  const agbUrl = `${page.origin}${buildPath('termsOfService', language)}`;
  const privacyUrl = `${page.origin}${buildPath('dataProtection', language)}`;
  const route = FLOWS[open.flow].route;
  return {
    type: 'bridge.open',
    target: open.target,
    fullHeight: open.flow === 'autorecharge',
    url: {
      environment: config.payEnvironment,
      flow: String(options.flow),
      language,
      params: {
        pfm: str(options.pfm),
        pfmsub: str(options.pfmsub),
        w: str(options.w),
        ws: str(options.ws),
        wt: str(options.wt),
        gk_cid: str(options.gk_cid),
        adtv: str(options.adtv),
        sub: str(options.sub),
        option: str(options.option),
        pc: str(options.pc ?? options.promoCode),
        host: str(options.host),
        testdevice: page.testDevice ? 1 : undefined,
        ruri: page.href,
        successUrl,
        agbUrl,
        privacyUrl,
      },
      ...(open.target === 'tab' ? { flowParams: options } : {}),
      enableTab: open.target === 'tab',
      display,
    },
    messages: [
      { type: 'modalbox-update-params', options },
      {
        type: 'modalbox-additional-info',
        options: {
          ref: str(options.ref) ?? '',
          ruri: page.href,
          surl: successUrl,
          aurl: agbUrl,
          prurl: privacyUrl,
          purl: page.href,
          ...display,
        },
      },
      { type: 'modalbox-change-route', route },
    ],
    // The access token the page holds from outside the frame: the partner's external token, or
    // the logged-in guest's session token, so the payment client knows who pays.
    initToken:
      str(options.externalToken) ?? (facts.guest.isLoggedIn ? (request.accessToken ?? null) : null),
  };
}
