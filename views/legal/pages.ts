import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

const legal = () => import('./LegalPages.tsx');

/** The legal texts' screens by route name. */
export const legalPages: FeaturePages = {
  termsOfService: lazyScreen(
    () => legal().then((m) => ({ default: m.TermsOfServicePage })),
    ['legal'],
  ),
  dataProtection: lazyScreen(
    () => legal().then((m) => ({ default: m.DataProtectionPage })),
    ['legal'],
  ),
};
