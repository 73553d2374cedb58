import type { StaticRouteName } from '../LocalizedLink.tsx';

/** The guest's own rewards: the daily bonus first (it changes every day). */
export const MY_REWARDS_ROUTES = [
  'dailyBonus',
  'mySpinwheel',
  'myBenefits',
  'myBonusCode',
] as const satisfies readonly StaticRouteName[];
