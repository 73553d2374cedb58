/**
 * Seed 001 §9's split tests 34 and 50 (decision 0033) and the promo code each one's variant offers
 * (seed 001 §9 "a welcome bonus tile code and a conversion chat trial code", values ours: decision
 * 0041): 34 the conversion-chat trial on a performer's profile, 50 the welcome-bonus tile on the
 * start page.
 */
export const PROMO_OFFERS = {
  conversionChatTrial: { test: '34', code: 'FREEMSG5' },
  welcomeBonusTile: { test: '50', code: 'WELCOME10' },
} as const;
export type PromoOffer = keyof typeof PROMO_OFFERS;

/**
 * The guest's group in an offer's split test, from the session's guest state (`testGroups`, test
 * id to group): 'variant' only where the platform put the guest in group 'B'; any other group and
 * a test the guest is not in are the site as it is ('control').
 *
 * @example
 * splitTestGroupOf({ '50': 'B' }, 'welcomeBonusTile'); // 'variant'
 */
export function splitTestGroupOf(
  testGroups: Readonly<Record<string, string>>,
  offer: PromoOffer,
): 'control' | 'variant' {
  return testGroups[PROMO_OFFERS[offer].test] === 'B' ? 'variant' : 'control';
}

/** The offers of the guest's variants; a visitor sees the control (a code needs an account). */
export function variantOffers(guest: {
  isLoggedIn: boolean;
  testGroups: Readonly<Record<string, string>>;
}): PromoOffer[] {
  if (!guest.isLoggedIn) return [];
  return (Object.keys(PROMO_OFFERS) as PromoOffer[]).filter(
    (offer) => splitTestGroupOf(guest.testGroups, offer) === 'variant',
  );
}
