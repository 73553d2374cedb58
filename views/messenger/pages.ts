import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The messenger feature's screens by route name (lazily loaded chunks). */
export const messengerPages: FeaturePages = {
  messenger: lazy(() => import('./MessengerPage.tsx')),
};
