/**
 * The wire lists of the payment client's contract (`shared/contract/pay-client.md`) that the
 * client (services, machines) and the simulator's payment client both read: one list each, so the
 * two sides cannot drift apart. Data only: no rule of either side lives here.
 */

/** The contract's flows ("Flows"), each with the route of the payment client it opens. */
export const PAY_CLIENT_FLOW_ROUTES = {
  login: '/login',
  moneycharge: '/payment',
  trialmoneycharge: '/payment',
  limit: '/limit',
  oneclick: '/comfort',
  autorecharge: '/autorecharge',
  vipabo: '/abo',
  trialvipabo: '/abo',
  vxabo: '/vxabo',
  vxtvabo: '/abo',
  changecc: '/payment',
  changels: '/payment',
  settings: '/user/settings',
  vxsettings: '/user/settings',
  pwdreset: '/passwordreset',
  pwdlost: '/password',
  avs: '/avs',
  promocode: '/promocode',
  scratchcard: '/promocode',
  carrier: '/carrier',
  opcompensation: '/opcompensation',
} as const;

export type PayClientFlow = keyof typeof PAY_CLIENT_FLOW_ROUTES;

/** The contract's flow names, in the table's order (non-empty, as `z.enum` wants it). */
export const PAY_CLIENT_FLOWS = Object.keys(PAY_CLIENT_FLOW_ROUTES) as [
  PayClientFlow,
  ...PayClientFlow[],
];

/**
 * Routes of a flow that the page names itself: signup is the login flow on `/signup`, the voice
 * call the moneycharge flow on `/voicecall` (paytype Voice).
 */
export const PAY_CLIENT_ROUTE_FLOWS = {
  signup: { flow: 'login', route: '/signup' },
  voicecall: { flow: 'moneycharge', route: '/voicecall' },
} as const satisfies Record<string, { flow: PayClientFlow; route: string }>;

/** Display flags, sent as `mc[<flag>]` (0 or 1) and in the additional-info options. */
export const DISPLAY_FLAGS = [
  'login',
  'showHeader',
  'showTeaser',
  'showFooter',
  'neutralHeader',
  'teaserBonus',
  'support',
  'showOAuth',
  'showNL',
  'showThank',
  'showLogo',
  'showTeaserBar',
  // Seed 000 §3's display config: the caller may hide the frame's close button (decision 0032).
  'hideClose',
  'parentInFrame',
] as const;

export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

/** The display flags a caller's options may set; `parentInFrame` is the page's own fact. */
export const CALLER_DISPLAY_FLAGS = DISPLAY_FLAGS.filter(
  (flag): flag is Exclude<DisplayFlag, 'parentInFrame'> => flag !== 'parentInFrame',
);

/**
 * The top-up's amounts (moneycharge), in the balance's currency: the steps the payment client
 * offers, and the bounds of an amount of the guest's own. A caller's `selectedAmount` is one of
 * the steps, or a whole amount within the bounds above the last step (decision 0032).
 */
export const TOP_UP_AMOUNTS = [10, 25, 50, 100] as const;
export const TOP_UP_MIN = 5;
export const TOP_UP_MAX = 1000;
