import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

const specials = () => import('./SpecialPages.tsx');

/** Daily deals, the vr_porn and cum_on event pages and the newsletter unsubscribe page. */
export const specialsPages: FeaturePages = {
  dailyDeals: lazyScreen(() => specials().then((m) => ({ default: m.DailyDealsPage }))),
  eventVrPorn: lazyScreen(() => specials().then((m) => ({ default: m.VrPornEventPage }))),
  eventCumOn: lazyScreen(() => specials().then((m) => ({ default: m.CumOnEventPage }))),
  newsletterUnsubscribe: lazyScreen(() =>
    specials().then((m) => ({ default: m.NewsletterUnsubscribePage })),
  ),
};
