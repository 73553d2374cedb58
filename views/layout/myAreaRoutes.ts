import type { StaticRouteName } from '../LocalizedLink.tsx';
import { MY_REWARDS_ROUTES } from '../rewards/rewardsRoutes.ts';

/** The guest's profile and purchases: the first group of my area (desktop menu and phone panel). */
export const MY_AREA_ACCOUNT = [
  'myProfile',
  'myMediathek',
  'myMediathekPhotos',
  'myMediathekAudio',
  'myMediathekFeed',
  'myFavoriteCams',
  'myVideoChats',
] as const satisfies readonly StaticRouteName[];

/** Every page of my area, in the menus' order: the account group, then the rewards pages. */
export const MY_AREA: readonly StaticRouteName[] = [...MY_AREA_ACCOUNT, ...MY_REWARDS_ROUTES];
