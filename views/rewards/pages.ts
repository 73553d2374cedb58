import { withTexts } from '../../src/i18n/index.ts';
import { lazyScreen } from '../pages/lazyScreen.ts';
import type { RewardsRoute } from '../../machines/app/routeDomains.ts';
import type { LazyScreen } from '../pages/pageTypes.ts';

// Every rewards screen shows the rewards' texts, a later area's (src/i18n/messages/later.ts).
const games = () => withTexts(import('./GamePage.tsx'), ['rewards']);
const events = () => withTexts(import('./EventPages.tsx'), ['rewards']);

/**
 * The rewards feature's screens by route name (lazily loaded chunks): exactly the routes that
 * start the rewards domain (a route missing here or not starting it is a type error).
 */
export const rewardsPages: Record<RewardsRoute, LazyScreen> = {
  mySpinwheel: lazyScreen(() => games().then((m) => ({ default: m.SpinwheelPage }))),
  eventSlotMachine: lazyScreen(() => games().then((m) => ({ default: m.SlotMachinePage }))),
  dailyBonus: lazyScreen(() =>
    withTexts(import('./DailyBonusPage.tsx'), ['rewards']).then((m) => ({
      default: m.DailyBonusPage,
    })),
  ),
  myBonusCode: lazyScreen(() =>
    withTexts(import('./BonusCodePage.tsx'), ['rewards']).then((m) => ({
      default: m.BonusCodePage,
    })),
  ),
  myBenefits: lazyScreen(() =>
    withTexts(import('./BenefitsPage.tsx'), ['rewards']).then((m) => ({ default: m.BenefitsPage })),
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
