import type { StaticRouteName } from '../LocalizedLink.tsx';

/** The guest's own rewards: the daily bonus first (it changes every day). */
export const MY_REWARDS_ROUTES = [
  'dailyBonus',
  'mySpinwheel',
  'myBenefits',
  'myBonusCode',
] as const satisfies readonly StaticRouteName[];

/** The event pages (seed 001 §2 magazine and special event pages) with a page of their own. */
export const EVENT_ROUTES = [
  'magazineAdventCalendar',
  'magazineEaster',
  'eventSlotMachine',
  'eventHalloween',
  'eventWetAndWild',
  'eventKickIt2025',
  'magazineGoldrush',
  'eventWiesnShooting',
  'eventWiesnBude',
  'eventWiesnGaudi',
  'eventVenusAttacks',
] as const satisfies readonly StaticRouteName[];
