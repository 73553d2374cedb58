import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

const specials = () => import('./SpecialPages.tsx');

/** Daily deals, the vr_porn and cum_on event pages and the newsletter unsubscribe page. */
export const specialsPages: FeaturePages = {
  dailyDeals: lazy(() => specials().then((m) => ({ default: m.DailyDealsPage }))),
  eventVrPorn: lazy(() => specials().then((m) => ({ default: m.VrPornEventPage }))),
  eventCumOn: lazy(() => specials().then((m) => ({ default: m.CumOnEventPage }))),
  newsletterUnsubscribe: lazy(() =>
    specials().then((m) => ({ default: m.NewsletterUnsubscribePage })),
  ),
};
