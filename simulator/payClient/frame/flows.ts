// The pay tour's flows as the payment client sees them (contract/pay-client.md, "Flows").
// Shared by the pay-origin server (validation) and the frame script (which view to render). The
// flow names and their routes are the contract's lists (contract/payClient.ts).

import {
  PAY_CLIENT_FLOWS,
  PAY_CLIENT_ROUTE_FLOWS,
  TOP_UP_AMOUNTS,
  TOP_UP_MAX,
  TOP_UP_MIN,
  type PayClientFlow,
} from '../../../contract/payClient.ts';

export type PayFlow = PayClientFlow;

/** The views the frame renders; `signup` and `voicecall` are routes of `login` and `moneycharge`. */
export type PayView =
  | 'login'
  | 'signup'
  | 'moneycharge'
  | 'voicecall'
  | 'trialmoneycharge'
  | 'limit'
  | 'oneclick'
  | 'autorecharge'
  | 'abo'
  | 'changepayment'
  | 'settings'
  | 'pwdreset'
  | 'pwdlost'
  | 'avs'
  | 'promocode'
  | 'carrier'
  | 'opcompensation';

export interface FlowInfo {
  view: PayView;
  /** The guest must be logged in first (the frame shows its login, then the flow). */
  needsLogin: boolean;
}

export const FLOW_INFO: Readonly<Record<PayFlow, FlowInfo>> = {
  login: { view: 'login', needsLogin: false },
  moneycharge: { view: 'moneycharge', needsLogin: true },
  trialmoneycharge: { view: 'trialmoneycharge', needsLogin: true },
  limit: { view: 'limit', needsLogin: true },
  oneclick: { view: 'oneclick', needsLogin: true },
  autorecharge: { view: 'autorecharge', needsLogin: true },
  vipabo: { view: 'abo', needsLogin: true },
  trialvipabo: { view: 'abo', needsLogin: true },
  vxabo: { view: 'abo', needsLogin: true },
  vxtvabo: { view: 'abo', needsLogin: true },
  changecc: { view: 'changepayment', needsLogin: true },
  changels: { view: 'changepayment', needsLogin: true },
  settings: { view: 'settings', needsLogin: true },
  vxsettings: { view: 'settings', needsLogin: true },
  pwdreset: { view: 'pwdreset', needsLogin: false },
  pwdlost: { view: 'pwdlost', needsLogin: false },
  avs: { view: 'avs', needsLogin: true },
  promocode: { view: 'promocode', needsLogin: true },
  scratchcard: { view: 'promocode', needsLogin: true },
  carrier: { view: 'carrier', needsLogin: true },
  opcompensation: { view: 'opcompensation', needsLogin: true },
};

function isPayFlow(value: unknown): value is PayFlow {
  return typeof value === 'string' && (PAY_CLIENT_FLOWS as readonly string[]).includes(value);
}

/** The flow named by the options (any case), or the default `moneycharge`. */
export function flowOf(options: Readonly<Record<string, unknown>> | null): PayFlow {
  const raw = options?.['flow'];
  const name = typeof raw === 'string' ? raw.toLowerCase() : '';
  return isPayFlow(name) ? name : 'moneycharge';
}

/** The view for a flow and the route the page asked for (`/signup`, `/voicecall`, paytype Voice). */
export function viewOf(
  flow: PayFlow,
  route: string | null,
  options: Readonly<Record<string, unknown>> | null,
): PayView {
  if (flow === 'login') return route === PAY_CLIENT_ROUTE_FLOWS.signup.route ? 'signup' : 'login';
  if (
    flow === 'moneycharge' &&
    (route === PAY_CLIENT_ROUTE_FLOWS.voicecall.route || options?.['paytype'] === 'Voice')
  ) {
    return 'voicecall';
  }
  return FLOW_INFO[flow].view;
}

/** Flows where the guest pays money (hook `payment` after success). */
export const PAYMENT_FLOWS: ReadonlySet<PayFlow> = new Set<PayFlow>([
  'moneycharge',
  'trialmoneycharge',
  'vipabo',
  'trialvipabo',
  'vxabo',
  'vxtvabo',
  'carrier',
  'opcompensation',
]);

/** The subscriptions the abo flows sell (price in EUR, length in days). */
export const ABO_PLANS = {
  vipabo: { aboId: 'vip', name: 'VIP Club', priceEur: 9.99, days: 30, trial: false },
  trialvipabo: { aboId: 'vip', name: 'VIP Club (trial)', priceEur: 1.99, days: 7, trial: true },
  vxabo: { aboId: 'vxselect', name: 'VX Select', priceEur: 14.99, days: 30, trial: false },
  vxtvabo: { aboId: 'vxtv', name: 'VISIT-X TV', priceEur: 19.99, days: 30, trial: false },
} as const;

export type AboFlow = keyof typeof ABO_PLANS;

export function isAboFlow(flow: PayFlow): flow is AboFlow {
  return flow in ABO_PLANS;
}

/**
 * Top-up amounts offered (the balance's currency); a custom amount must lie within the bounds.
 * The contract's, which the page's `selectedAmount` is chosen from (decision 0032).
 */
export const CHARGE_AMOUNTS = TOP_UP_AMOUNTS;
export const CHARGE_MIN = TOP_UP_MIN;
export const CHARGE_MAX = TOP_UP_MAX;
/** The trial top-up: pay `price`, get `credit`. */
export const TRIAL_CHARGE = { price: 1, credit: 5 } as const;
export const CARRIER_AMOUNTS = [5, 10, 20] as const;
export const VOICE_AMOUNTS = [5, 10, 20] as const;
/** What a restricted guest owes per restriction level before the restriction is lifted. */
export const OPCOMPENSATION_PER_LEVEL = 10;
