import type { RouteName } from '../../src/routes/index.ts';
import { accountPages } from '../account/pages.ts';
import { camsPages } from '../cams/pages.ts';
import { actorProfilePages } from '../actorProfile/pages.ts';
import { contentPages } from '../content/pages.ts';
import { contestsPages } from '../contests/pages.ts';
import { feedPages } from '../feed/pages.ts';
import { incentivesPages } from '../incentives/pages.ts';
import { messengerPages } from '../messenger/pages.ts';
import { payTourPages } from '../payTour/pages.ts';
import { rewardsPages } from '../rewards/pages.ts';
import { videosPages } from '../videos/pages.ts';
import { tvPages } from '../tv/pages.ts';
import { blogPages } from '../blog/pages.ts';
import { searchPages } from '../search/pages.ts';
import { legalPages } from '../legal/pages.ts';
import { favouritesPages } from '../favourites/pages.ts';
import { specialsPages } from '../specials/pages.ts';
import { libraryPages } from '../library/pages.ts';
import { videoChatsPages } from '../videoChats/pages.ts';
import type { FeaturePages } from './pageTypes.ts';

/** The screens the features build, by route name: every route but the start page has one (views.test.tsx). */
const FEATURE_PAGES: FeaturePages = {
  ...accountPages,
  ...camsPages,
  ...actorProfilePages,
  ...contentPages,
  ...contestsPages,
  ...feedPages,
  ...incentivesPages,
  ...messengerPages,
  ...payTourPages,
  ...rewardsPages,
  ...videosPages,
  ...tvPages,
  ...blogPages,
  ...searchPages,
  ...legalPages,
  ...favouritesPages,
  ...videoChatsPages,
  ...specialsPages,
  ...libraryPages,
};

export function featurePage(name: RouteName) {
  return FEATURE_PAGES[name];
}

/**
 * Asks for the chunk of the screen of the route the guest opened (resolved by the shell's own
 * resolver at boot, src/main.tsx), while the bootstrap talks to the server (its domain's code the
 * root asks for from the start: machines/app/routeDomains.ts).
 */
export function preloadRouteScreen(name: RouteName): void {
  featurePage(name)
    ?.preload()
    .catch(() => undefined);
}
