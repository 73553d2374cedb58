import type { RouteName } from '../../src/routes/index.ts';
import { accountPages } from '../account/pages.ts';
import { contentPages } from '../content/pages.ts';
import { contestsPages } from '../contests/pages.ts';
import { incentivesPages } from '../incentives/pages.ts';
import { messengerPages } from '../messenger/pages.ts';
import { payTourPages } from '../payTour/pages.ts';
import { rewardsPages } from '../rewards/pages.ts';
import type { FeaturePages } from './pageTypes.ts';

/** The screens the features build, by route name; every other route shows "not available yet". */
export const FEATURE_PAGES: FeaturePages = {
  ...accountPages,
  ...contentPages,
  ...contestsPages,
  ...incentivesPages,
  ...messengerPages,
  ...payTourPages,
  ...rewardsPages,
};

export function featurePage(name: RouteName) {
  return FEATURE_PAGES[name];
}
