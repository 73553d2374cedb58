import type { SnapshotFrom } from 'xstate';
import type { promoMachine } from './promo.machine.ts';
import { PROMO_OFFERS, type PromoOffer } from './promo.ts';

type PromoSnapshot = SnapshotFrom<ReturnType<typeof promoMachine>>;

/** The code an offer shows while the guest has not redeemed it (their variant), else null. */
const codeOf = (offer: PromoOffer) => (snapshot: PromoSnapshot) =>
  snapshot.context.open.includes(offer) ? PROMO_OFFERS[offer].code : null;

/** Split test 50's welcome-bonus tile: its code, or null (control, redeemed, unknown). */
export const selectWelcomeBonusCode: (snapshot: PromoSnapshot) => string | null =
  codeOf('welcomeBonusTile');

/** Split test 34's conversion-chat trial: its code, or null (control, redeemed, unknown). */
export const selectTrialChatCode: (snapshot: PromoSnapshot) => string | null =
  codeOf('conversionChatTrial');
