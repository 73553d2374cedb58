import { lazy } from 'react';
import type { FeaturePages } from '../pages/pageTypes.ts';

const games = () => import('./GamePage.tsx');
const events = () => import('./EventPages.tsx');

/** The rewards feature's screens by route name (lazily loaded chunks). */
export const rewardsPages: FeaturePages = {
  mySpinwheel: lazy(() => games().then((m) => ({ default: m.SpinwheelPage }))),
  eventSlotMachine: lazy(() => games().then((m) => ({ default: m.SlotMachinePage }))),
  dailyBonus: lazy(() =>
    import('./DailyBonusPage.tsx').then((m) => ({ default: m.DailyBonusPage })),
  ),
  myBonusCode: lazy(() =>
    import('./BonusCodePage.tsx').then((m) => ({ default: m.BonusCodePage })),
  ),
  myBenefits: lazy(() => import('./BenefitsPage.tsx').then((m) => ({ default: m.BenefitsPage }))),
  magazineEaster: lazy(() => events().then((m) => ({ default: m.EasterPage }))),
  magazineAdventCalendar: lazy(() => events().then((m) => ({ default: m.AdventCalendarPage }))),
  actorGiftCalendar: lazy(() => events().then((m) => ({ default: m.GiftCalendarPage }))),
  eventWiesnShooting: lazy(() => events().then((m) => ({ default: m.WiesnShootingPage }))),
  eventWiesnBude: lazy(() => events().then((m) => ({ default: m.WiesnBudePage }))),
  eventVenusAttacks: lazy(() => events().then((m) => ({ default: m.VenusAttacksPage }))),
  eventWiesnGaudi: lazy(() => events().then((m) => ({ default: m.WiesnGaudiPage }))),
  eventHalloween: lazy(() => events().then((m) => ({ default: m.HalloweenPage }))),
  eventWetAndWild: lazy(() => events().then((m) => ({ default: m.WetAndWildPage }))),
  magazineWetNWildGame: lazy(() => events().then((m) => ({ default: m.WetAndWildPage }))),
  eventKickIt2025: lazy(() => events().then((m) => ({ default: m.KickIt2025Page }))),
  magazineGoldrush: lazy(() => events().then((m) => ({ default: m.GoldrushPage }))),
};
