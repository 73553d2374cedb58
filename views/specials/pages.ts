import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

const specials = () => import('./SpecialPages.tsx');
// The special pages show blog cards too (BlogCard).
const texts = ['specials', 'blog'] as const;

/** Daily deals, the vr_porn and cum_on event pages and the newsletter unsubscribe page. */
export const specialsPages: FeaturePages = {
  dailyDeals: lazyScreen(() => specials().then((m) => ({ default: m.DailyDealsPage })), texts),
  eventVrPorn: lazyScreen(() => specials().then((m) => ({ default: m.VrPornEventPage })), texts),
  eventCumOn: lazyScreen(() => specials().then((m) => ({ default: m.CumOnEventPage })), texts),
  newsletterUnsubscribe: lazyScreen(
    () => specials().then((m) => ({ default: m.NewsletterUnsubscribePage })),
    texts,
  ),
};
