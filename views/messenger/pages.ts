import { lazyScreen } from '../pages/lazyScreen.ts';
import type { FeaturePages } from '../pages/pageTypes.ts';

/** The messenger feature's screens by route name (lazily loaded chunks). */
export const messengerPages: FeaturePages = {
  messenger: lazyScreen(() => import('./MessengerPage.tsx'), ['messenger', 'oneClick']),
};
