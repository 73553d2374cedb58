import { lazyScreen } from '../pages/lazyScreen.ts';
import type { RewardsRoute } from '../../machines/app/routeDomains.ts';
import type { LazyScreen } from '../pages/pageTypes.ts';

const games = () => import('./GamePage.tsx');
const events = () => import('./EventPages.tsx');

/**
 * The rewards feature's screens by route name (lazily loaded chunks): exactly the routes that
 * start the rewards domain (a route missing here or not starting it is a type error).
 */
export const rewardsPages: Record<RewardsRoute, LazyScreen> = {
  mySpinwheel: lazyScreen(() => games().then((m) => ({ default: m.SpinwheelPage }))),
  eventSlotMachine: lazyScreen(() => games().then((m) => ({ default: m.SlotMachinePage }))),
  dailyBonus: lazyScreen(() =>
    import('./DailyBonusPage.tsx').then((m) => ({ default: m.DailyBonusPage })),
  ),
  myBonusCode: lazyScreen(() =>
    import('./BonusCodePage.tsx').then((m) => ({ default: m.BonusCodePage })),
  ),
  myBenefits: lazyScreen(() =>
    import('./BenefitsPage.tsx').then((m) => ({ default: m.BenefitsPage })),
  ),
  magazineEaster: lazyScreen(() => events().then((m) => ({ default: m.EasterPage }))),
  magazineAdventCalendar: lazyScreen(() =>
    events().then((m) => ({ default: m.AdventCalendarPage })),
  ),
  actorGiftCalendar: lazyScreen(() => events().then((m) => ({ default: m.GiftCalendarPage }))),
  eventWiesnShooting: lazyScreen(() => events().then((m) => ({ default: m.WiesnShootingPage }))),
  eventWiesnBude: lazyScreen(() => events().then((m) => ({ default: m.WiesnBudePage }))),
  eventVenusAttacks: lazyScreen(() => events().then((m) => ({ default: m.VenusAttacksPage }))),
  eventWiesnGaudi: lazyScreen(() => events().then((m) => ({ default: m.WiesnGaudiPage }))),
  eventHalloween: lazyScreen(() => events().then((m) => ({ default: m.HalloweenPage }))),
  eventWetAndWild: lazyScreen(() => events().then((m) => ({ default: m.WetAndWildPage }))),
  magazineWetNWildGame: lazyScreen(() => events().then((m) => ({ default: m.WetAndWildPage }))),
  eventKickIt2025: lazyScreen(() => events().then((m) => ({ default: m.KickIt2025Page }))),
  magazineGoldrush: lazyScreen(() => events().then((m) => ({ default: m.GoldrushPage }))),
};
