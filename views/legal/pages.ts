import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

const legal = () => import('./LegalPages.tsx');

/** The legal texts' screens by route name. */
export const legalPages: FeaturePages = {
  termsOfService: lazy(() => legal().then((m) => ({ default: m.TermsOfServicePage }))),
  dataProtection: lazy(() => legal().then((m) => ({ default: m.DataProtectionPage }))),
};
