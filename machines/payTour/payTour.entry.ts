import type { AppConfig, GuestState } from '../shared/session.types.ts';
import type { PayFlow } from '../shared/domainEvents.ts';
import { flowByName } from './payTour.flows.ts';
import type { LoginAction, PageFacts } from './payTour.types.ts';

/** A flow the page opens by itself at start. */
export interface EntryFlow {
  flow: PayFlow;
  options: Record<string, unknown>;
  /**
   * The forced age check (seed 000 §4): it opens as the age-check modal box with a logout option,
   * whose button then hands over to this flow.
   */
  asAgeCheckBox?: true;
}

const query = (search: string) => new URLSearchParams(search);

/** The stored login action as a flow to open now, or null (skipped, or nothing to open). */
function flowOfAction(action: LoginAction, guest: GuestState): EntryFlow | null {
  // Decision 0030: an action stored with `shouldOpen: false` opens nothing after the login.
  if (action.params.shouldOpen === false) return null;
  switch (action.type) {
    case 'getVip':
      // The get-VIP action does nothing for a VIP.
      return guest.isVip ? null : { flow: 'vipabo', options: {} };
    case 'showTvAbo':
      // Premium guests already have TV: the stored TV-subscription action is skipped.
      return guest.isPremium || guest.isTvSubscriber ? null : { flow: 'vxtvabo', options: {} };
    case 'openFlow':
      return action.params.flow
        ? { flow: action.params.flow, options: action.params.options ?? {} }
        : null;
    case 'redirect':
    case 'favoritePin':
    case 'resumeAct':
      // Not a flow: the favourites run the pin (`favourites.pinResumed`), an act's domain asks
      // for it (`payTour.takeAct`).
      return null;
  }
}

/**
 * What the page opens by itself when it loads (seed 000 §2 query parameters and §4 pay-tour
 * flows), first match wins: password reset parameters, `vxpAutoFlow`, `showModalbox=1`, the
 * automatic signup of a guest with an external token, and, for a logged-in guest, the stored login
 * action or the forced age check.
 */
export function entryFlow(page: PageFacts, guest: GuestState, config: AppConfig): EntryFlow | null {
  const params = query(page.search);
  const resetKey = params.get('pwdresetKey');
  if (resetKey)
    return {
      flow: 'pwdreset',
      options: {
        pwdresetUserId: params.get('pwdresetUserId') ?? '',
        pwdresetUserName: params.get('pwdresetUserName') ?? '',
        pwdresetKey: resetKey,
      },
    };
  const auto = flowByName(params.get('vxpAutoFlow'));
  if (auto) return { flow: auto, options: {} };
  if (params.get('showModalbox') === '1')
    return {
      flow: flowByName(params.get('vxpFlow')) ?? 'moneycharge',
      options: { sview: 'waiting' },
    };
  const externalToken = params.get('externalToken');
  const signupEmail = params.get('signupEmail');
  const signupName = params.get('signupName');
  if (
    !guest.isLoggedIn &&
    flowByName(params.get('vxpFlow')) === 'signup' &&
    externalToken &&
    signupEmail &&
    signupName
  )
    return {
      flow: 'signup',
      options: {
        externalToken,
        ...(params.get('externalRefId') ? { externalRefId: params.get('externalRefId') } : {}),
        signupEmail,
        signupName,
      },
    };
  if (!guest.isLoggedIn) return null;
  if (page.loginAction) {
    const fromAction = flowOfAction(page.loginAction, guest);
    if (fromAction) return fromAction;
  }
  if (config.forceAvs && !guest.hasAvs)
    return { flow: 'avs', options: { showLogout: true }, asAgeCheckBox: true };
  return null;
}

/** `true` when the flow is login or signup, which a disabled login does not offer. */
export const isLoginFlow = (flow: PayFlow) => flow === 'login' || flow === 'signup';
