import type { StaticRouteName } from '../LocalizedLink.tsx';

/**
 * The page of each kind of event the platform lists (`get/events` `type`, seed 001 §7's event
 * names). A kind not here has no page in this app: the menu does not link it.
 */
const EVENT_TYPE_ROUTES: Readonly<Record<string, StaticRouteName>> = {
  'wiesn-shooting': 'eventWiesnShooting',
  'wiesn-bude': 'eventWiesnBude',
  'wiesn-gaudi': 'eventWiesnGaudi',
  'venus-attacks': 'eventVenusAttacks',
  halloween: 'eventHalloween',
  'wet-and-wild': 'eventWetAndWild',
  kickIt: 'eventKickIt2025',
  'reward-box': 'magazineGoldrush',
  slotmachine: 'eventSlotMachine',
  adventcalendar: 'magazineAdventCalendar',
  easter: 'magazineEaster',
};

/** The route of an event's page, or null when this app has none for its kind. */
export function eventTypeRoute(type: string): StaticRouteName | null {
  return Object.hasOwn(EVENT_TYPE_ROUTES, type) ? EVENT_TYPE_ROUTES[type]! : null;
}
