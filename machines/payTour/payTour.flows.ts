import { PAY_CLIENT_FLOW_ROUTES, PAY_CLIENT_ROUTE_FLOWS } from '../../contract/payClient.ts';
import { PAY_FLOWS, type PayFlow } from '../shared/domainEvents.ts';

/** One flow of the contract's table: the frame route and the default options. */
export interface FlowSpec {
  route: string;
  defaults: Record<string, unknown>;
  /** Charges money or starts a subscription: sets the payment-in-progress flag while open. */
  payment: boolean;
}

/**
 * `shared/contract/pay-client.md`, Flows: the route each opens is the contract's
 * (`contract/payClient.ts`). Signup is the login flow on its own route.
 */
export const FLOWS: Record<PayFlow, FlowSpec> = {
  login: { route: PAY_CLIENT_FLOW_ROUTES.login, defaults: { flow: 'login' }, payment: false },
  signup: {
    route: PAY_CLIENT_ROUTE_FLOWS.signup.route,
    defaults: { flow: 'login' },
    payment: false,
  },
  moneycharge: {
    route: PAY_CLIENT_FLOW_ROUTES.moneycharge,
    defaults: { flow: 'moneycharge', paytype: '' },
    payment: true,
  },
  voicecall: {
    route: PAY_CLIENT_ROUTE_FLOWS.voicecall.route,
    defaults: { flow: 'moneycharge', paytype: 'Voice' },
    payment: true,
  },
  trialmoneycharge: {
    route: PAY_CLIENT_FLOW_ROUTES.trialmoneycharge,
    defaults: { flow: 'trialmoneycharge' },
    payment: true,
  },
  limit: {
    route: PAY_CLIENT_FLOW_ROUTES.limit,
    defaults: { flow: 'limit', paytype: '' },
    payment: true,
  },
  oneclick: {
    route: PAY_CLIENT_FLOW_ROUTES.oneclick,
    defaults: { flow: 'oneclick', paytype: '', oneClickData: { data: null } },
    payment: true,
  },
  autorecharge: {
    route: PAY_CLIENT_FLOW_ROUTES.autorecharge,
    defaults: { flow: 'autorecharge', autoRechargeData: { data: null } },
    payment: true,
  },
  vipabo: { route: PAY_CLIENT_FLOW_ROUTES.vipabo, defaults: { flow: 'vipabo' }, payment: true },
  trialvipabo: {
    route: PAY_CLIENT_FLOW_ROUTES.trialvipabo,
    defaults: { flow: 'trialvipabo' },
    payment: true,
  },
  vxabo: { route: PAY_CLIENT_FLOW_ROUTES.vxabo, defaults: { flow: 'vxabo' }, payment: true },
  vxtvabo: { route: PAY_CLIENT_FLOW_ROUTES.vxtvabo, defaults: { flow: 'vxtvabo' }, payment: true },
  changecc: {
    route: PAY_CLIENT_FLOW_ROUTES.changecc,
    defaults: { flow: 'changecc', paytype: 'CC' },
    payment: false,
  },
  changels: {
    route: PAY_CLIENT_FLOW_ROUTES.changels,
    defaults: { flow: 'changels', paytype: 'LS' },
    payment: false,
  },
  settings: {
    route: PAY_CLIENT_FLOW_ROUTES.settings,
    defaults: { flow: 'settings' },
    payment: false,
  },
  vxsettings: {
    route: PAY_CLIENT_FLOW_ROUTES.vxsettings,
    defaults: { flow: 'vxsettings', paytype: '' },
    payment: false,
  },
  pwdreset: {
    route: PAY_CLIENT_FLOW_ROUTES.pwdreset,
    defaults: { flow: 'pwdreset', pwdresetUserId: '', pwdresetUserName: '', pwdresetKey: '' },
    payment: false,
  },
  pwdlost: {
    route: PAY_CLIENT_FLOW_ROUTES.pwdlost,
    defaults: { flow: 'pwdlost', pwdresetUserId: '', pwdresetUserName: '', pwdresetEmail: '' },
    payment: false,
  },
  avs: { route: PAY_CLIENT_FLOW_ROUTES.avs, defaults: { flow: 'avs' }, payment: false },
  promocode: {
    route: PAY_CLIENT_FLOW_ROUTES.promocode,
    defaults: { flow: 'promocode' },
    payment: true,
  },
  scratchcard: {
    route: PAY_CLIENT_FLOW_ROUTES.scratchcard,
    defaults: { flow: 'scratchcard' },
    payment: true,
  },
  carrier: { route: PAY_CLIENT_FLOW_ROUTES.carrier, defaults: { flow: 'carrier' }, payment: true },
  opcompensation: {
    route: PAY_CLIENT_FLOW_ROUTES.opcompensation,
    defaults: { flow: 'opcompensation' },
    payment: true,
  },
};

/**
 * The flows a guest opens from her account's payment section (`ui.payFlowRequested`), beside
 * top-up and VIP, which have their own buttons: settings of money and payment, codes, and the VX
 * subscription (issue 54 §10; before, only `?vxpAutoFlow=` opened them).
 */
export const ACCOUNT_FLOWS = [
  'autorecharge',
  'limit',
  'changecc',
  'changels',
  'settings',
  'vxsettings',
  'promocode',
  'scratchcard',
  'carrier',
  'vxabo',
] as const satisfies readonly PayFlow[];

export type AccountFlow = (typeof ACCOUNT_FLOWS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The options of a flow: the caller's merged over the defaults, one level deep (a nested object
 * of the caller is merged key by key into the default's).
 *
 * @example
 * flowOptions('oneclick', { oneClickData: { amount: 5 } });
 * // { flow: 'oneclick', paytype: '', oneClickData: { data: null, amount: 5 } }
 */
export function flowOptions(
  flow: PayFlow,
  options: Record<string, unknown> = {},
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...FLOWS[flow].defaults };
  for (const [key, value] of Object.entries(options)) {
    const base = merged[key];
    merged[key] = isRecord(base) && isRecord(value) ? { ...base, ...value } : value;
  }
  // The flow name is the table's: a caller cannot turn a signup into something else by options.
  merged.flow = FLOWS[flow].defaults.flow;
  return merged;
}

const isPayFlow = (name: string): name is PayFlow =>
  (PAY_FLOWS as readonly string[]).includes(name);

/** The platform's method names without `open` (vxpAutoFlow), lower case, to the contract's flows. */
const METHOD_FLOWS: Record<string, PayFlow> = {
  paytour: 'moneycharge',
  payment: 'moneycharge',
  balance: 'moneycharge',
  openbalance: 'moneycharge',
  login: 'login',
  signup: 'signup',
  abo: 'vipabo',
  vipabo: 'vipabo',
  premiumabo: 'vxabo',
  vipabotrial: 'trialvipabo',
  vxtvabo: 'vxtvabo',
  tvabo: 'vxtvabo',
  avs: 'avs',
  promocode: 'promocode',
  scratchcard: 'scratchcard',
  settings: 'settings',
  aboverview: 'settings',
  lostpassword: 'pwdlost',
  passwordlost: 'pwdlost',
  resetpassword: 'pwdreset',
  passwordreset: 'pwdreset',
  limitedpayment: 'limit',
  limit: 'limit',
  oneclick: 'oneclick',
  autorecharge: 'autorecharge',
  voicecall: 'voicecall',
  carrier: 'carrier',
  opcompensation: 'opcompensation',
};

/**
 * A flow named by `?vxpAutoFlow=` or `?vxpFlow=`: a contract flow name or a platform method name
 * without `open` (`Paytour`, `Abo`, `VXTVAbo`, …), case-insensitive. Unknown names give null.
 */
export function flowByName(name: string | null | undefined): PayFlow | null {
  if (!name) return null;
  const lower = name.trim().toLowerCase().replace(/^open/, '');
  if (isPayFlow(lower)) return lower;
  return METHOD_FLOWS[lower] ?? null;
}
