/**
 * The wire protocol of the payment client (`shared/contract/pay-client.md`): the URL the frame or
 * tab opens, the messages the page sends (encoder) and the messages it accepts (decoder). Pure
 * functions: the bridge (`bridge.ts`) does the DOM and the window messaging around them.
 */

import { DISPLAY_FLAGS, type DisplayFlag } from '../../contract/payClient.ts';

type DisplayConfig = Record<DisplayFlag, 0 | 1>;

/** The payment client's own defaults (its public SDK's modal config). */
const DEFAULT_DISPLAY: DisplayConfig = {
  login: 1,
  showHeader: 1,
  showTeaser: 1,
  showFooter: 1,
  neutralHeader: 0,
  teaserBonus: 0,
  support: 1,
  showOAuth: 1,
  showNL: 1,
  showThank: 0,
  showLogo: 0,
  showTeaserBar: 0,
  hideClose: 0,
  parentInFrame: 0,
};

/** The plain query keys of the contract, in the order they are written. */
const URL_KEYS = [
  'pfm',
  'pfmsub',
  'w',
  'ws',
  'wt',
  'gk_cid',
  'adtv',
  'sub',
  'option',
  'pc',
  'tt',
  'host',
  'ruri',
  'successUrl',
  'agbUrl',
  'privacyUrl',
] as const;
type UrlKey = (typeof URL_KEYS)[number];

export interface PayUrlInput {
  payBaseUrl: string;
  /** Default `lp`. */
  environment?: string;
  /** The payment client's flow name (signup is `login`, voice call is `moneycharge`). */
  flow?: string;
  language: string;
  params?: Partial<Record<UrlKey, string | number | null | undefined>>;
  /** Flow options as JSON, for a tab (it cannot get update-params before it loads). */
  flowParams?: Record<string, unknown>;
  enableTab?: boolean;
  display?: Partial<DisplayConfig>;
  /** A tab URL ends in `#/`; the iframe's has no fragment. */
  target: 'iframe' | 'tab';
}

/** The contract's `lang`: DE, EN or NL in upper case; every other language falls back to EN. */
export function payLanguage(language: string): 'DE' | 'EN' | 'NL' {
  const upper = language.toUpperCase();
  return upper === 'DE' || upper === 'NL' ? upper : 'EN';
}

/** The exact origin of `payBaseUrl`: the only target and the only sender we talk to. */
export function payOriginOf(payBaseUrl: string): string {
  return new URL(payBaseUrl).origin;
}

/**
 * The payment client's address for one flow.
 *
 * @example
 * buildPayUrl({ payBaseUrl: 'https://pay.example/', language: 'es', flow: 'vipabo', target: 'tab' });
 * // 'https://pay.example/VXPAY-V3/?environment=lp&flow=vipabo&lang=EN&…&mc[parentInFrame]=0#/'
 */
export function buildPayUrl(input: PayUrlInput): string {
  const query: [string, string][] = [
    ['environment', input.environment || 'lp'],
    ['flow', input.flow || 'moneycharge'],
    ['lang', payLanguage(input.language)],
  ];
  for (const key of URL_KEYS) {
    const value = input.params?.[key];
    if (value !== undefined && value !== null && value !== '') query.push([key, String(value)]);
  }
  if (input.flowParams) query.push(['flowParams', JSON.stringify(input.flowParams)]);
  if (input.enableTab !== undefined) query.push(['enableTab', input.enableTab ? '1' : '0']);
  const display = { ...DEFAULT_DISPLAY, ...input.display };
  for (const flag of DISPLAY_FLAGS) query.push([`mc[${flag}]`, String(display[flag])]);
  const base = input.payBaseUrl.replace(/\/+$/, '');
  const search = query
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}/VXPAY-V3/?${search}${input.target === 'tab' ? '#/' : ''}`;
}

/** The actions of the contract and the shape of their answers. */
export type PayAction =
  'isLoggedIn' | 'getbalance' | 'getactiveabos' | 'getavsstatus' | 'logout' | 'hasLoginCookie';

/** A message to the frame, before encoding. */
export type OutgoingMessage =
  | { type: 'modalbox-update-params'; options: Record<string, unknown> }
  | { type: 'modalbox-additional-info'; options: Record<string, unknown> }
  | { type: 'modalbox-change-route'; route?: string }
  | { type: 'modalbox-init-session'; token: string | null }
  | { type: 'modalbox-is-visible' }
  | { type: `modalbox-action-${PayAction}`; params?: Record<string, unknown> };

/**
 * The JSON string the page posts: key order `type`, `isAction`, then the payload; `isAction` is
 * true only on `modalbox-action-*`.
 *
 * @example
 * encodeMessage({ type: 'modalbox-change-route', route: '/payment' });
 * // '{"type":"modalbox-change-route","isAction":false,"route":"/payment"}'
 */
export function encodeMessage(message: OutgoingMessage): string {
  const { type, ...payload } = message;
  return JSON.stringify({ type, isAction: type.startsWith('modalbox-action-'), ...payload });
}

/** Success and close data of the frame (contract: `modalbox-success`), as far as the page reads it. */
interface PayResultData {
  success?: boolean;
  userFromLogin?: boolean;
  userFromSignup?: boolean;
  flow?: string;
  hostId?: string | number;
  screenname?: string;
  userId?: string | number;
  isLoggedIn?: boolean;
  transferToken?: string;
  availableMoney?: number;
  fsk18?: boolean;
  uhash?: string;
  services?: unknown;
  [field: string]: unknown;
}

/** A frame message the page accepted, as a fact for the pay-tour machine. */
type InboundMessage =
  | { type: 'pay.contentLoaded' }
  | { type: 'pay.iframeReady' }
  | { type: 'pay.transferToken'; token: string }
  | { type: 'pay.viewReady' }
  | { type: 'pay.success'; data: PayResultData | null }
  | { type: 'pay.closed'; data: PayResultData | null }
  | { type: 'pay.hook'; hook: string; data: Record<string, unknown> }
  | { type: 'pay.response'; action: string; data: unknown }
  | { type: 'pay.scrollTo'; top: number }
  | { type: 'pay.loggedOut'; data: unknown }
  | { type: 'pay.signup' }
  | { type: 'pay.countdownFinished' }
  | { type: 'pay.redirect'; url: string };

/** Why a message was dropped: each kind is logged once (`vxpayMessageRejected`). */
type RejectKind =
  | 'not-a-string'
  | 'not-json'
  | 'no-type'
  | 'unknown-type'
  | 'empty-token'
  | 'empty-redirect'
  | 'hook-without-name'
  | 'scrollto-without-top';

export type DecodeResult =
  { ok: true; message: InboundMessage } | { ok: false; kind: RejectKind; detail: string };

const reject = (kind: RejectKind, detail: string): DecodeResult => ({ ok: false, kind, detail });
const accept = (message: InboundMessage): DecodeResult => ({ ok: true, message });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const resultData = (value: unknown): PayResultData | null => (isRecord(value) ? value : null);

/** A short, safe excerpt of what was rejected, for the log line. */
function excerpt(value: unknown): string {
  try {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return (text ?? String(value)).slice(0, 80);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Reads a message by its type; `fields` is the parsed object (bare forms pass `{}`). */
function decodeTyped(type: string, fields: Record<string, unknown>, raw: string): DecodeResult {
  const data = 'data' in fields ? fields.data : null;
  switch (type) {
    case 'modalbox-content-loaded':
      return accept({ type: 'pay.contentLoaded' });
    case 'modalbox-iframe-ready':
      return accept({ type: 'pay.iframeReady' });
    case 'modalbox-view-ready':
      return accept({ type: 'pay.viewReady' });
    case 'modalbox-transfer-token': {
      const token = fields.token;
      return typeof token === 'string' && token !== ''
        ? accept({ type: 'pay.transferToken', token })
        : reject('empty-token', raw);
    }
    case 'modalbox-success':
      return accept({ type: 'pay.success', data: resultData(data) });
    case 'modalbox-iframe-close':
      return accept({ type: 'pay.closed', data: resultData(data) });
    case 'modalbox-hook': {
      const hook = isRecord(data) ? data.hook : undefined;
      return isRecord(data) && typeof hook === 'string' && hook !== ''
        ? accept({ type: 'pay.hook', hook, data })
        : reject('hook-without-name', raw);
    }
    case 'modalbox-scrollto': {
      const top = isRecord(data) ? Number(data.top) : Number.NaN;
      return Number.isFinite(top)
        ? accept({ type: 'pay.scrollTo', top })
        : reject('scrollto-without-top', raw);
    }
    case 'modalbox-logout':
      return accept({ type: 'pay.loggedOut', data });
    case 'modalbox-signup':
      return accept({ type: 'pay.signup' });
    case 'modalbox-countdownfinished':
      return accept({ type: 'pay.countdownFinished' });
    default:
      if (type.startsWith('modalbox-response-') && type.length > 'modalbox-response-'.length)
        return accept({
          type: 'pay.response',
          action: type.slice('modalbox-response-'.length),
          data,
        });
      return reject('unknown-type', raw);
  }
}

/**
 * Decodes one `message` event's data from the payment client. It never throws: whatever is not
 * a message of the contract comes back as a rejection with its kind.
 *
 * @example
 * decodeMessage('transfer_token:TT_1'); // { ok: true, message: { type: 'pay.transferToken', token: 'TT_1' } }
 * decodeMessage(42); // { ok: false, kind: 'not-a-string', … }
 */
export function decodeMessage(data: unknown): DecodeResult {
  if (typeof data !== 'string') return reject('not-a-string', excerpt(data));
  const raw = excerpt(data);
  if (data.startsWith('transfer_token:')) {
    const token = data.slice('transfer_token:'.length);
    return token ? accept({ type: 'pay.transferToken', token }) : reject('empty-token', raw);
  }
  if (data.startsWith('redirect:')) {
    const url = data.slice('redirect:'.length);
    return url ? accept({ type: 'pay.redirect', url }) : reject('empty-redirect', raw);
  }
  if (data.startsWith('modalbox-') && !data.includes('{')) return decodeTyped(data, {}, raw);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return reject('not-json', raw);
  }
  if (!isRecord(parsed) || typeof parsed.type !== 'string') return reject('no-type', raw);
  return decodeTyped(parsed.type, parsed, raw);
}
