import type {
  EventAction,
  EventActionResult,
  EventPage,
  EventPageRequest,
  EventsList,
  EventRewardType,
  SpecialEvent,
} from '../../machines/rewards/rewards.types.ts';
import { DAY, dayKey, dayStart, type RewardsWorldState, type WorldEffects } from './world.ts';
import { GAME_IDS } from './games.ts';

// The special events: Easter eggs, the advent calendar and gift calendars, and their points.

// ---- Special events ------------------------------------------------------------------------

type DemoActivity = Omit<SpecialEvent['activities'][number], 'doneToday'>;
type DemoEventReward = Omit<SpecialEvent['rewards'][number], 'redeemed'>;

const ACTIVITIES: DemoActivity[] = [
  { id: 1, name: 'sendMessage', points: 10, vipBonus: 5, limitPerDay: 3 },
  { id: 2, name: 'watchVideo', points: 5, vipBonus: 2, limitPerDay: 5 },
  { id: 3, name: 'visitProfile', points: 2, vipBonus: 1, limitPerDay: 10 },
];
const EVENT_REWARDS: DemoEventReward[] = [
  { id: 1, type: 'freeMessages', value: 3, requiredPoints: 20 },
  { id: 2, type: 'videoVoucher', value: 1, requiredPoints: 50 },
  { id: 3, type: 'freeSpins', value: 2, requiredPoints: 100 },
];

/**
 * The demo events: name, days around today (start, end, end of claims) and what they offer.
 * Every event runs around the current date, so each page has something to do.
 */
const DEMO_EVENTS: Record<
  number,
  {
    name: string;
    days: [start: number, end: number, claimEnd: number];
    activities: DemoActivity[];
    rewards: DemoEventReward[];
  }
> = {
  22: {
    name: 'Wiesn shooting',
    days: [-3, 10, 14],
    activities: ACTIVITIES,
    rewards: EVENT_REWARDS,
  },
  30: { name: 'Wiesn Bude', days: [-3, 10, 14], activities: ACTIVITIES, rewards: EVENT_REWARDS },
  7: { name: 'Venus attacks', days: [-3, 10, 14], activities: ACTIVITIES, rewards: EVENT_REWARDS },
  6: { name: 'Wiesn Gaudi', days: [-3, 10, 14], activities: ACTIVITIES, rewards: EVENT_REWARDS },
  40: {
    name: 'Halloween',
    days: [-5, 6, 9],
    activities: [
      { id: 1, name: 'sendMessage', points: 13, vipBonus: 7, limitPerDay: 3 },
      { id: 4, name: 'sendGift', points: 20, vipBonus: 10, limitPerDay: 2 },
      { id: 3, name: 'visitProfile', points: 3, vipBonus: 1, limitPerDay: 10 },
    ],
    rewards: [
      { id: 1, type: 'freeMessages', value: 5, requiredPoints: 26 },
      { id: 2, type: 'messengerGift', value: 2, requiredPoints: 66 },
      { id: 3, type: 'videoVoucher', value: 2, requiredPoints: 131 },
    ],
  },
  41: {
    name: 'Wet and wild',
    days: [-2, 12, 15],
    activities: [
      { id: 2, name: 'watchVideo', points: 8, vipBonus: 4, limitPerDay: 5 },
      { id: 5, name: 'joinLiveShow', points: 15, vipBonus: 5, limitPerDay: 2 },
      { id: 3, name: 'visitProfile', points: 2, vipBonus: 1, limitPerDay: 10 },
    ],
    rewards: [
      { id: 1, type: 'freeSpins', value: 1, requiredPoints: 16 },
      { id: 2, type: 'freeMessages', value: 5, requiredPoints: 40 },
      { id: 3, type: 'videoVoucher', value: 1, requiredPoints: 80 },
    ],
  },
  42: {
    name: 'Kick it 2025',
    days: [-7, 7, 10],
    activities: [
      { id: 1, name: 'sendMessage', points: 11, vipBonus: 5, limitPerDay: 3 },
      { id: 6, name: 'buyVideo', points: 25, vipBonus: 10, limitPerDay: 1 },
      { id: 2, name: 'watchVideo', points: 5, vipBonus: 2, limitPerDay: 5 },
    ],
    rewards: [
      { id: 1, type: 'freeMessages', value: 2, requiredPoints: 22 },
      { id: 2, type: 'freeSpins', value: 3, requiredPoints: 55 },
      { id: 3, type: 'messengerGift', value: 3, requiredPoints: 110 },
    ],
  },
  43: {
    name: 'Gold rush',
    days: [-1, 13, 16],
    activities: [
      { id: 3, name: 'visitProfile', points: 4, vipBonus: 2, limitPerDay: 10 },
      { id: 4, name: 'sendGift', points: 20, vipBonus: 10, limitPerDay: 2 },
    ],
    rewards: [
      { id: 1, type: 'freeSpins', value: 2, requiredPoints: 20 },
      { id: 2, type: 'videoVoucher', value: 1, requiredPoints: 60 },
      { id: 3, type: 'freeMessages', value: 10, requiredPoints: 120 },
    ],
  },
};
/**
 * The events list (`get/events`): the events above with their kind (`type`, the page each has
 * in the app), the Easter hunt, the advent calendar and the slot machine as their pages run
 * them, and events the guest cannot take part in: two that ended (one still paying out its
 * rewards, one past its claims) and two that start later. Days are around today, as above.
 */
const LISTED_EVENTS: { id: number; type: string; name: string; days: [number, number, number] }[] =
  [
    ...(
      [
        [22, 'wiesn-shooting'],
        [30, 'wiesn-bude'],
        [7, 'venus-attacks'],
        [6, 'wiesn-gaudi'],
        [40, 'halloween'],
        [41, 'wet-and-wild'],
        [42, 'kickIt'],
        [43, 'reward-box'],
      ] as const
    ).map(([id, type]) => ({ id, type, name: DEMO_EVENTS[id]!.name, days: DEMO_EVENTS[id]!.days })),
    { id: 3, type: 'easter', name: 'Easter egg hunt', days: [0, 0, 0] },
    { id: 50, type: 'adventcalendar', name: 'Advent calendar', days: [-9, 14, 14] },
    { id: GAME_IDS.slotmachine, type: 'slotmachine', name: 'Slot machine', days: [-3, 10, 10] },
    { id: 35, type: 'summer-splash', name: 'Summer splash', days: [-60, -30, -25] },
    { id: 36, type: 'carnival', name: 'Carnival nights', days: [-20, -4, 3] },
    { id: 44, type: 'winter-wonderland', name: 'Winter wonderland', days: [5, 20, 25] },
    { id: 45, type: 'new-year', name: 'New Year countdown', days: [30, 40, 45] },
  ];

export function eventsList(now: number): EventsList {
  return {
    today: dayKey(now),
    events: LISTED_EVENTS.map(({ id, type, name, days: [start, end, claimEnd] }) => ({
      id,
      type,
      name,
      start: dayKey(now, start),
      end: dayKey(now, end),
      rewardClaimEnd: dayKey(now, claimEnd),
    })),
  };
}

const EASTER_REWARDS = [
  {
    id: 1,
    type: 'freeMessages' as const,
    info: '3 free messages',
    value: 3,
    requiredEggs: 1,
    hidden: false,
    isUpTo: false,
  },
  {
    id: 2,
    type: 'freeSpins' as const,
    info: '2 spins',
    value: 2,
    requiredEggs: 2,
    hidden: false,
    isUpTo: false,
  },
  {
    id: 3,
    type: 'bonus' as const,
    info: '50 % top-up bonus',
    value: 50,
    requiredEggs: 4,
    hidden: false,
    isUpTo: true,
  },
  {
    id: 4,
    type: 'video' as const,
    info: 'A secret video',
    value: 9050,
    requiredEggs: 6,
    hidden: true,
    isUpTo: false,
  },
];

function eventState(world: RewardsWorldState, eventId: number) {
  return (world.events[eventId] ??= { points: 0, doneByDay: {}, redeemed: [] });
}

function specialEvent(world: RewardsWorldState, eventId: number, now: number): SpecialEvent | null {
  const demo = DEMO_EVENTS[eventId];
  if (!demo) return null;
  const state = eventState(world, eventId);
  const today = dayKey(now);
  const [start, end, claimEnd] = demo.days;
  return {
    id: eventId,
    name: demo.name,
    start: dayKey(now, start),
    end: dayKey(now, end),
    rewardClaimEnd: dayKey(now, claimEnd),
    points: state.points,
    activities: demo.activities.map((a) => ({
      ...a,
      doneToday: state.doneByDay[`${today}:${a.id}`] ?? 0,
    })),
    challenges: [
      {
        id: 1,
        name: 'reach50',
        goal: 50,
        progress: Math.min(50, state.points),
        done: state.points >= 50,
      },
    ],
    rewards: demo.rewards.map((r) => ({ ...r, redeemed: state.redeemed.includes(r.id) })),
  };
}

function easterPage(world: RewardsWorldState, today: string, accountKey: string): EventPage {
  return {
    kind: 'easter',
    event: {
      id: 3,
      name: 'Easter egg hunt',
      start: today,
      end: today,
      rewardClaimEnd: today,
      collectedEggs: world.eggDays.length,
      rewardHistory: world.easterHistory,
      rewards: EASTER_REWARDS,
      egg: world.eggDays.includes(today)
        ? null
        : { verificationToken: eggToken(accountKey, today) },
    },
  };
}

function eggToken(accountKey: string, date: string) {
  return `egg-${accountKey}-${date.replaceAll('-', '')}`;
}

function adventPage(world: RewardsWorldState, now: number): EventPage {
  const first = dayStart(now) - 9 * DAY;
  return {
    kind: 'advent',
    calendar: {
      year: new Date(now).getUTCFullYear(),
      today: dayKey(now),
      doors: Array.from({ length: 24 }, (_, index) => ({
        day: index + 1,
        date: dayKey(first + 12 * 3_600_000, index),
        type: (['freeMessages', 'videoVoucher', 'messengerGift', 'freeSpins'] as const)[index % 4]!,
        value: 1 + (index % 3),
        title: `Door ${index + 1}`,
        claimed: world.adventOpened.includes(index + 1),
      })),
    },
  };
}

function giftPage(world: RewardsWorldState, actorId: number, now: number): EventPage {
  const actorName = world.giftActors[actorId] ?? `actor${actorId}`;
  return {
    kind: 'giftCalendar',
    calendar: {
      actorId,
      actorName,
      today: dayKey(now),
      days: [-2, -1, 0, 1, 2, 3, 4].map((d) => {
        const qmday = dayKey(now, d);
        return {
          qmday,
          type: d % 2 === 0 ? 'messengerGift' : 'freeMessages',
          value: 1,
          title: d % 2 === 0 ? 'A rose' : 'A free message',
          claimed: world.giftClaims.includes(`${actorId}:${qmday}`),
        };
      }),
    },
  };
}

/** "Now" for an event call: the `qmdate` test date (noon Berlin) when given, else the real now. */
export function eventNow(now: number, qmdate: string | null): number {
  if (qmdate && /^\d{4}-\d{2}-\d{2}$/.test(qmdate)) return Date.parse(`${qmdate}T11:00:00Z`);
  return now;
}

/**
 * An event page as the platform answers it. `spellActor` is the platform's spelling of an actor it
 * knows (links write names lower-cased); the gift calendar of any other actor echoes the name as
 * the request wrote it.
 *
 * @example eventPage(world, { kind: 'giftCalendar', actorName: 'SomeActor', qmdate: null }, now, 'demo')
 */
export function eventPage(
  world: RewardsWorldState,
  request: EventPageRequest,
  now: number,
  accountKey: string,
  spellActor: (name: string) => string | null = () => null,
): EventPage | null {
  const at = eventNow(now, request.qmdate);
  switch (request.kind) {
    case 'event': {
      const event = specialEvent(world, request.eventId, at);
      return event && { kind: 'event', event };
    }
    case 'easter':
      return easterPage(world, dayKey(at), accountKey);
    case 'advent':
      return adventPage(world, at);
    case 'giftCalendar': {
      // One id whatever the case of the name, so a claim finds the calendar its page showed.
      const key = request.actorName.toLowerCase();
      const actorId = 3100 + ([...key].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 100);
      world.giftActors[actorId] = spellActor(request.actorName) ?? request.actorName;
      return giftPage(world, actorId, at);
    }
  }
}

function grant(
  world: RewardsWorldState,
  type: EventRewardType,
  value: number,
  effects: WorldEffects,
) {
  if (type === 'freeMessages') world.freeMessages += value;
  if (type === 'freeSpins') world.spins += value;
  if (type === 'messengerGift') world.messengerGifts += value;
  if (type === 'videoVoucher') {
    world.vouchers.push({ type: 1, amount: value, validFrom: null, validTo: null, actors: [] });
    effects.vouchersChanged = true;
  }
}

export function eventAction(
  world: RewardsWorldState,
  action: EventAction,
  now: number,
  accountKey: string,
): { result: EventActionResult | null; effects: WorldEffects } {
  const effects: WorldEffects = { balanceDelta: 0, loyaltyPoints: 0, vouchersChanged: false };
  const refuse = (reason: string, page: EventPage | null) => ({
    result: page && { success: false, reason, reward: null, page },
    effects,
  });
  switch (action.kind) {
    case 'collectEgg': {
      const today = dayKey(eventNow(now, action.qmdate));
      if (action.verificationToken !== eggToken(accountKey, today))
        return refuse('invalid_token', easterPage(world, today, accountKey));
      world.eggDays.push(today);
      const unlocked = EASTER_REWARDS.find((r) => r.requiredEggs === world.eggDays.length);
      if (unlocked) {
        grant(world, unlocked.type, unlocked.value, effects);
        world.easterHistory.push({ rewardId: unlocked.id, date: today });
      }
      return {
        result: {
          success: true,
          reason: null,
          reward: unlocked
            ? { type: unlocked.type, value: unlocked.value, title: unlocked.info }
            : null,
          page: easterPage(world, today, accountKey),
        },
        effects,
      };
    }
    case 'openDoor': {
      const at = eventNow(now, action.qmdate);
      const page = adventPage(world, at);
      const door =
        page.kind === 'advent' ? page.calendar.doors.find((d) => d.day === action.day) : undefined;
      if (!door) return refuse('unknown_door', page);
      if (door.claimed) return refuse('already_opened', page);
      if (door.date !== dayKey(at)) return refuse('not_today', page);
      world.adventOpened.push(door.day);
      grant(world, door.type, door.value, effects);
      return {
        result: {
          success: true,
          reason: null,
          reward: { type: door.type, value: door.value, title: door.title },
          page: adventPage(world, at),
        },
        effects,
      };
    }
    case 'activity': {
      const event = specialEvent(world, action.eventId, now);
      const activity = event?.activities.find((a) => a.id === action.activityId);
      if (!event || !activity) return refuse('unknown_activity', event && { kind: 'event', event });
      if (activity.doneToday >= activity.limitPerDay)
        return refuse('daily_limit', { kind: 'event', event });
      const state = eventState(world, action.eventId);
      const key = `${dayKey(now)}:${activity.id}`;
      state.doneByDay[key] = (state.doneByDay[key] ?? 0) + 1;
      state.points += activity.points;
      effects.loyaltyPoints = activity.points;
      return {
        result: {
          success: true,
          reason: null,
          reward: null,
          page: { kind: 'event', event: specialEvent(world, action.eventId, now)! },
        },
        effects,
      };
    }
    case 'claimReward': {
      const event = specialEvent(world, action.eventId, now);
      const reward = event?.rewards.find((r) => r.id === action.rewardId);
      if (!event || !reward) return refuse('unknown_reward', event && { kind: 'event', event });
      if (reward.redeemed) return refuse('already_redeemed', { kind: 'event', event });
      if (event.points < reward.requiredPoints)
        return refuse('not_enough_points', { kind: 'event', event });
      eventState(world, action.eventId).redeemed.push(reward.id);
      grant(world, reward.type, reward.value, effects);
      return {
        result: {
          success: true,
          reason: null,
          reward: { type: reward.type, value: reward.value, title: reward.type },
          page: { kind: 'event', event: specialEvent(world, action.eventId, now)! },
        },
        effects,
      };
    }
    case 'claimGift': {
      const page = giftPage(world, action.actorId, now);
      if (page.kind !== 'giftCalendar') return refuse('unknown_actor', null);
      const day = page.calendar.days.find((d) => d.qmday === action.qmday);
      if (!day) return refuse('unknown_day', page);
      if (day.claimed) return refuse('already_claimed', page);
      if (action.qmday !== dayKey(now)) return refuse('not_today', page);
      world.giftClaims.push(`${action.actorId}:${action.qmday}`);
      grant(world, day.type, day.value, effects);
      return {
        result: {
          success: true,
          reason: null,
          reward: { type: day.type, value: day.value, title: day.title },
          page,
        },
        effects,
      };
    }
  }
}
