import type { PayFlow } from '../shared/domainEvents.ts';

/** How a modal box sits on the page (seed 000 §2, modal rules). */
export interface ModalOptions {
  /** Raised above the cookie banner (it is otherwise the topmost layer). */
  aboveCookieBanner: boolean;
  /** The page behind does not scroll while it is open. */
  blockScroll: boolean;
}

/**
 * Every modal box id of seed 000 §2, with the options it opens with unless `modals.open` says
 * otherwise. Offers that ask the guest to decide block the page; small notes do not.
 */
export const MODAL_CATALOG = {
  'conversion-chat': { aboveCookieBanner: true, blockScroll: true },
  vip30: { aboveCookieBanner: false, blockScroll: true },
  'black-friday-2020': { aboveCookieBanner: false, blockScroll: true },
  avs: { aboveCookieBanner: true, blockScroll: true },
  'tag-reward-basic': { aboveCookieBanner: false, blockScroll: false },
  'tag-reward-pro': { aboveCookieBanner: false, blockScroll: false },
  'tag-reward-advanced': { aboveCookieBanner: false, blockScroll: false },
  'actor-gift-calendar': { aboveCookieBanner: false, blockScroll: true },
  'not-enough-money': { aboveCookieBanner: true, blockScroll: true },
  'calendar-2022': { aboveCookieBanner: false, blockScroll: true },
  'calendar-2023': { aboveCookieBanner: false, blockScroll: true },
  'video-with-player': { aboveCookieBanner: false, blockScroll: true },
  'feed-signup': { aboveCookieBanner: true, blockScroll: true },
  'login-alternate': { aboveCookieBanner: true, blockScroll: true },
  'es-avs': { aboveCookieBanner: true, blockScroll: true },
  exitIntent: { aboveCookieBanner: true, blockScroll: true },
  specialTopUp: { aboveCookieBanner: false, blockScroll: true },
  'model-sites-conversion': { aboveCookieBanner: true, blockScroll: true },
  'five-days-bonus': { aboveCookieBanner: false, blockScroll: true },
  // A welcome, not an offer: it does not stand between a new guest and what they came for.
  onboarding: { aboveCookieBanner: true, blockScroll: false },
  'onboarding-choose': { aboveCookieBanner: true, blockScroll: false },
  'fifteen-minutes-preview': { aboveCookieBanner: false, blockScroll: true },
  'vxcoin-info': { aboveCookieBanner: false, blockScroll: false },
  'wrapper-example': { aboveCookieBanner: false, blockScroll: false },
  'remove-photos': { aboveCookieBanner: false, blockScroll: true },
  'contest-like': { aboveCookieBanner: false, blockScroll: false },
  survey: { aboveCookieBanner: false, blockScroll: false },
} as const satisfies Record<string, ModalOptions>;

export type ModalId = keyof typeof MODAL_CATALOG;
export const MODAL_IDS = Object.keys(MODAL_CATALOG) as ModalId[];

export const isModalId = (id: string): id is ModalId => Object.hasOwn(MODAL_CATALOG, id);

/**
 * The age-check box for a page language: Spanish pages show `es-avs` (its own wording for the
 * Spanish rules), every other language `avs`.
 */
export const ageCheckModalId = (language: string): 'avs' | 'es-avs' =>
  language === 'es' ? 'es-avs' : 'avs';

/** Whether a box is the age-check box (of any language). */
export const isAgeCheckBox = (id: string): boolean => id === 'avs' || id === 'es-avs';

/** The pay-tour flow behind each offer's button (payment, VIP, login, signup, age check). */
const OFFER_FLOWS: Partial<Record<ModalId, PayFlow>> = {
  'conversion-chat': 'trialmoneycharge',
  vip30: 'trialvipabo',
  'black-friday-2020': 'moneycharge',
  avs: 'avs',
  'es-avs': 'avs',
  'not-enough-money': 'moneycharge',
  'feed-signup': 'signup',
  'login-alternate': 'login',
  exitIntent: 'signup',
  specialTopUp: 'moneycharge',
  'model-sites-conversion': 'signup',
};

/** The pay-tour flow an offer box hands over to; null for a box that is no offer. */
export const offerFlow = (id: ModalId): PayFlow | null => OFFER_FLOWS[id] ?? null;
