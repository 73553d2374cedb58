// The frame's views, one per flow: clean labelled forms that call the pay API through the
// context and report the outcome. Browser only; the protocol logic lives in protocol.ts.
import type { Translate, TextKey } from './texts.ts';
import { el, section } from './ui.ts';
import type { ViewContext } from './forms.ts';
import {
  loginView,
  signupView,
  settingsView,
  pwdLostView,
  pwdResetView,
  avsView,
  promoCodeView,
} from './accountViews.ts';
import {
  moneyChargeView,
  trialChargeView,
  voiceView,
  carrierView,
  limitView,
  comfortView,
  aboView,
  changePaymentView,
  opCompensationView,
} from './chargeViews.ts';

/** The view for the context's view name. */
export function renderView(ctx: ViewContext): HTMLElement {
  switch (ctx.view) {
    case 'login':
      return loginView(ctx);
    case 'signup':
      return signupView(ctx);
    case 'moneycharge':
      return moneyChargeView(ctx);
    case 'voicecall':
      return voiceView(ctx);
    case 'trialmoneycharge':
      return trialChargeView(ctx);
    case 'limit':
      return limitView(ctx);
    case 'oneclick':
      return comfortView(ctx, 'oneclick');
    case 'autorecharge':
      return comfortView(ctx, 'autorecharge');
    case 'abo':
      return aboView(ctx);
    case 'changepayment':
      return changePaymentView(ctx);
    case 'settings':
      return settingsView(ctx);
    case 'pwdlost':
      return pwdLostView(ctx);
    case 'pwdreset':
      return pwdResetView(ctx);
    case 'avs':
      return avsView(ctx);
    case 'promocode':
      return promoCodeView(ctx);
    case 'carrier':
      return carrierView(ctx);
    case 'opcompensation':
      return opCompensationView(ctx);
  }
}

/** A confirmation (thanks, pending age check) with a button that ends the flow. */
export function confirmView(
  t: Translate,
  title: TextKey,
  lines: string[],
  onContinue: () => void,
): HTMLElement {
  const button = el('button', { type: 'button', class: 'vxp-button vxp-primary' }, t('continue'));
  button.addEventListener('click', onContinue);
  return section(t(title), ...lines.map((line) => el('p', { class: 'vxp-ok' }, line)), button);
}
