import { defineDomain } from '../app/domainManifest.ts';

/** Games, daily bonus, bonus code, benefits and event pages: every rewards screen reads it. */
export const rewardsManifest = defineDomain({
  id: 'rewards',
  lazy: true,
  askedFor: 'loggedIn',
  routes: [
    'mySpinwheel',
    'eventSlotMachine',
    'dailyBonus',
    'myBonusCode',
    'myBenefits',
    'magazineEaster',
    'magazineAdventCalendar',
    'actorGiftCalendar',
    'eventWiesnShooting',
    'eventWiesnBude',
    'eventVenusAttacks',
    'eventWiesnGaudi',
    'eventHalloween',
    'eventWetAndWild',
    'magazineWetNWildGame',
    'eventKickIt2025',
    'magazineGoldrush',
  ],
  // `qmdate`: a test's Berlin date for an event.
  addressKeys: ['qmdate'],
  children: ['dailyBonus', 'gameAttempts', 'specialEvents', 'bonusCode', 'benefits'],
});
