import { escapeHtml } from '../html.ts';
import { FLOW_INFO, flowOf } from './frame/flows.ts';
import { langOf, translator, type TextKey } from './frame/texts.ts';

/** The base path of the payment client on its origin. */
export const PAY_BASE = '/VXPAY-V3';

const TITLES: Record<string, TextKey> = {
  login: 'login.title',
  signup: 'signup.title',
  moneycharge: 'charge.title',
  voicecall: 'voice.title',
  trialmoneycharge: 'trial.title',
  limit: 'limit.title',
  oneclick: 'oneclick.title',
  autorecharge: 'autorecharge.title',
  abo: 'abo.vipabo',
  changepayment: 'changecc.title',
  settings: 'settings.title',
  pwdreset: 'pwdreset.title',
  pwdlost: 'pwdlost.title',
  avs: 'avs.title',
  promocode: 'promocode.title',
  carrier: 'carrier.title',
  opcompensation: 'opcompensation.title',
};

/**
 * The payment client's page: header (brand, guest, close), the view slot the frame script fills,
 * and the footer for legal links. Scripts and styles are files of this origin (its CSP allows
 * no inline script); the app origin, the transfer token and the frame key travel as data
 * attributes.
 */
export function payClientPage(input: {
  query: Record<string, string | undefined>;
  appOrigin: string;
  tt: string;
  /** The frame's key for its API calls (its script takes it out of the document at boot). */
  key: string;
}): string {
  const lang = langOf(input.query['lang'] ?? null);
  const t = translator(lang);
  const flow = flowOf({ flow: input.query['flow'] });
  const title = t(TITLES[FLOW_INFO[flow].view] ?? 'charge.title');
  const hideClose = input.query['mc[hideClose]'] === '1';
  // A test device (`testdevice=1`, decision 0032) is told so in the header.
  const testDevice =
    input.query['testdevice'] === '1'
      ? `<span class="vxp-secure" data-testid="vxp-test-device">${escapeHtml(t('testDevice'))}</span>`
      : '';
  const close = hideClose
    ? ''
    : `<button type="button" id="vxp-close" class="vxp-close" aria-label="${escapeHtml(t('close'))}">×</button>`;
  return `<!doctype html>
<html lang="${lang.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${title} · ${t('brand')}`)}</title>
<link rel="stylesheet" href="${PAY_BASE}/assets/frame.css">
<script type="module" src="${PAY_BASE}/assets/main.js"></script>
</head>
<body>
<div id="vxpay" class="vxp" data-app-origin="${escapeHtml(input.appOrigin)}" data-tt="${escapeHtml(input.tt)}" data-key="${escapeHtml(input.key)}">
<header class="vxp-header">
<span class="vxp-logo">${escapeHtml(t('brand'))}</span>
<span class="vxp-secure">${escapeHtml(t('secure'))}</span>
${testDevice}
<div id="vxp-guest" class="vxp-guest" aria-live="polite"></div>
${close}
</header>
<main id="vxp-main" aria-live="polite">
<p class="vxp-loading">${escapeHtml(t('loading'))}</p>
<noscript><p>${escapeHtml(title)}: JavaScript is needed for payments.</p></noscript>
</main>
<footer class="vxp-footer"><span>© VXPAY simulator</span><span id="vxp-legal"></span></footer>
</div>
</body>
</html>
`;
}

/** Where the checkout origin answers a request for a checkout link (as the app asks for it). */
export const CHECKOUT_LINK_PATH = '/checkout/link';

const REQUEST_ID = /^[\w-]{1,100}$/;

/**
 * The hosted checkout's link for a request: the payment client opened on its own (no opener) for
 * the asked flow, in the asked language, with the way back to the page when that is on the app's
 * origin. Null for a request without a usable id.
 *
 * @example
 * checkoutLink({ id: 'co_1', flow: 'vipabo', lang: 'en', ruri: 'http://app.test/en/' }, 'http://app.test', 'http://pay.test');
 * // 'http://pay.test/VXPAY-V3/?flow=vipabo&lang=EN&ruri=http%3A%2F%2Fapp.test%2Fen%2F#/'
 */
export function checkoutLink(
  query: Record<string, string | undefined>,
  appOrigin: string,
  payOrigin: string,
): string | null {
  if (!REQUEST_ID.test(query['id'] ?? '')) return null;
  const params = new URLSearchParams({
    flow: flowOf({ flow: query['flow'] }),
    lang: langOf(query['lang'] ?? null),
  });
  let ruri: URL | null = null;
  try {
    ruri = new URL(query['ruri'] ?? '');
  } catch {
    ruri = null;
  }
  if (ruri?.origin === appOrigin) params.set('ruri', ruri.href);
  return `${payOrigin}${PAY_BASE}/?${params.toString()}#/`;
}

/** The hidden request frame's page: its script posts the link to the framing page. */
export function checkoutLinkPage(input: { appOrigin: string; id: string; link: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Checkout link</title>
<script type="module" src="${PAY_BASE}/assets/checkout.js"></script>
</head>
<body data-app-origin="${escapeHtml(input.appOrigin)}" data-id="${escapeHtml(input.id)}" data-link="${escapeHtml(input.link)}"></body>
</html>
`;
}
