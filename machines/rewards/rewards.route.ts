import type { RouteEnteredEvent, RouteToldEvent } from '../shell/shell.route.ts';
import type { EventPageRequest, GameType } from './rewards.types.ts';
import { SPECIAL_EVENT_IDS } from './rewards.types.ts';

/** What a rewards route opens in the child that shows it, and closes when it is left. */
type RewardsRouteAsk =
  | { readonly to: 'dailyBonus'; readonly event: { type: 'ui.open' } }
  | { readonly to: 'gameAttempts'; readonly event: { type: 'ui.open'; gameType: GameType } }
  | {
      readonly to: 'specialEvents';
      readonly event: { type: 'ui.open'; page: EventPageRequest };
    };

type RouteName = RouteToldEvent['name'];

const GAMES: Partial<Record<RouteName, GameType>> = {
  mySpinwheel: 'spinwheel',
  eventSlotMachine: 'slotmachine',
};

/** The special events' pages by route (the magazine's game pages are events too). */
const EVENTS: Partial<Record<RouteName, number>> = {
  eventWiesnShooting: SPECIAL_EVENT_IDS.wiesnShooting,
  eventWiesnBude: SPECIAL_EVENT_IDS.wiesnBude,
  eventVenusAttacks: SPECIAL_EVENT_IDS.venusAttacks,
  eventWiesnGaudi: SPECIAL_EVENT_IDS.wiesnGaudi,
  eventHalloween: SPECIAL_EVENT_IDS.halloween,
  eventWetAndWild: SPECIAL_EVENT_IDS.wetAndWild,
  magazineWetNWildGame: SPECIAL_EVENT_IDS.wetAndWild,
  eventKickIt2025: SPECIAL_EVENT_IDS.kickIt2025,
  magazineGoldrush: SPECIAL_EVENT_IDS.rewardBox,
};

function eventPage({ name, params, query }: RouteEnteredEvent): EventPageRequest | null {
  const qmdate = query.qmdate ?? null;
  const eventId = EVENTS[name];
  if (eventId !== undefined) return { kind: 'event', eventId, qmdate };
  if (name === 'magazineEaster') return { kind: 'easter', qmdate };
  if (name === 'magazineAdventCalendar') return { kind: 'advent', qmdate };
  if (name === 'actorGiftCalendar')
    return { kind: 'giftCalendar', actorName: params.actorName ?? '', qmdate };
  return null;
}

/**
 * What entering a rewards route opens: the daily bonus page its countdown, a game page its game,
 * an event page its event (with the address's `qmdate`); the bonus code and benefits pages open
 * nothing (their children load with the domain).
 */
export function rewardsRouteAsk(route: RouteEnteredEvent): RewardsRouteAsk | null {
  if (route.name === 'dailyBonus') return { to: 'dailyBonus', event: { type: 'ui.open' } };
  const gameType = GAMES[route.name];
  if (gameType) return { to: 'gameAttempts', event: { type: 'ui.open', gameType } };
  const page = eventPage(route);
  return page ? { to: 'specialEvents', event: { type: 'ui.open', page } } : null;
}

/** The child that a rewards route opened, closed when the route is left. */
export function rewardsRouteChild(name: RouteName): RewardsRouteAsk['to'] | null {
  if (name === 'dailyBonus') return 'dailyBonus';
  if (GAMES[name]) return 'gameAttempts';
  return eventPage({ type: 'route.entered', name, params: {}, query: {} }) ? 'specialEvents' : null;
}
