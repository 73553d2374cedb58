import { isModalId, type ModalId } from '../modals/modals.catalog.ts';
import type { ModalOpenEvent } from '../shared/domainEvents.ts';
import { berlinDateKey } from './berlinTime.ts';
import type { DailyBonusOffer, EventRewardType, SpecialEvent } from './rewards.types.ts';

/**
 * Which modal box a rewards moment opens (seed 000 §2 box ids), as pure functions of the data the
 * machines hold. A box's props carry the moment as data and `detail`: an i18n key under
 * `rewards.boxes.` with its values, so the box says it in the page's language (the machines do
 * not translate; the same props replay identically).
 */

/** What a box shows beside its own text: `t(detail.key, detail.values)`. */
export interface BoxDetail {
  key: `rewards.boxes.${string}`;
  values: Record<string, string | number>;
}

/** A `modals.open` for a rewards box. */
export function boxOpen(
  id: ModalId,
  detail: BoxDetail,
  data: Record<string, unknown> = {},
): ModalOpenEvent {
  return { type: 'modals.open', id, props: { ...data, detail } };
}

// ---- Tag rewards: three levels -------------------------------------------------------------

const TAG_REWARD_LEVELS = ['basic', 'pro', 'advanced'] as const;
export type TagRewardLevel = (typeof TAG_REWARD_LEVELS)[number];

/**
 * The level a guest reached in a special event. Of the rewards of seed 001 §3, the special
 * event's are the ones with levels: each is unlocked by its `requiredPoints`, a growing threshold
 * of the guest's event points (the demo events have three: 20, 50, 100). Game rewards are drawn
 * (no levels) and Easter rewards are unlocked by eggs, one hidden: neither reads as basic, pro,
 * advanced. So the rewards ordered by required points are the levels: the first unlocks
 * `tag-reward-basic`, the second `-pro`, the third `-advanced` (further ones count as advanced).
 * Null until the first is unlocked.
 */
export function tagRewardLevel(
  event: Pick<SpecialEvent, 'points' | 'rewards'>,
): { level: TagRewardLevel; reward: SpecialEvent['rewards'][number] } | null {
  const unlocked = [...event.rewards]
    .sort((a, b) => a.requiredPoints - b.requiredPoints)
    .map((reward, index) => ({ reward, index }))
    .filter(({ reward }) => event.points >= reward.requiredPoints);
  const top = unlocked.at(-1);
  if (!top) return null;
  const level = TAG_REWARD_LEVELS[Math.min(top.index, TAG_REWARD_LEVELS.length - 1)]!;
  return { level, reward: top.reward };
}

/** The server-side "seen" mark of a level's box: once per event and level. */
export const tagRewardSeenKey = (eventId: number, level: TagRewardLevel) =>
  `tag-reward:${eventId}:${level}`;

export function tagRewardBox(eventId: number, event: Pick<SpecialEvent, 'points' | 'rewards'>) {
  const reached = tagRewardLevel(event);
  if (!reached) return null;
  const { level, reward } = reached;
  return boxOpen(
    `tag-reward-${level}`,
    {
      key: 'rewards.boxes.tagReward',
      values: { value: reward.value, type: reward.type, points: reward.requiredPoints },
    },
    { eventId, level, reward: { type: reward.type, value: reward.value } },
  );
}

// ---- Advent calendar editions --------------------------------------------------------------

/**
 * The box of a calendar edition: `calendar-<year>` of the calendar's configuration year (the
 * `year` the platform sends), where the catalog has that edition's box; other years have none.
 */
export function calendarBoxId(year: number): ModalId | null {
  const id = `calendar-${year}`;
  return isModalId(id) ? id : null;
}

export function calendarBox(
  year: number,
  door: number,
  reward: { type: EventRewardType; value: number; title: string },
) {
  const id = calendarBoxId(year);
  return (
    id &&
    boxOpen(
      id,
      {
        key: 'rewards.boxes.door',
        values: { day: door, value: reward.value, type: reward.type, year },
      },
      { year, door, reward },
    )
  );
}

// ---- Special top-up (daily bonus) ----------------------------------------------------------

/** The daily bonus offers that are a bonus on the next top-up. */
const TOP_UP_OFFERS = ['TopUpPercent', 'TopUpFlat'] as const;

/** `specialTopUp` after a claimed top-up offer: its bonus in words (percent or euros). */
export function specialTopUpBox(offer: DailyBonusOffer) {
  if (!(TOP_UP_OFFERS as readonly string[]).includes(offer.offer)) return null;
  const effect = offer.effect;
  const detail: BoxDetail =
    effect === null
      ? { key: 'rewards.boxes.topUpPlain', values: {} }
      : offer.offer === 'TopUpPercent'
        ? { key: 'rewards.boxes.topUpPercent', values: { value: effect.value } }
        : { key: 'rewards.boxes.topUpFlat', values: { value: effect.value } };
  return boxOpen('specialTopUp', detail, {
    offer: offer.offer,
    bonus: effect && { value: effect.value, unit: effect.unit, code: effect.code },
  });
}

// ---- Five-days bonus -----------------------------------------------------------------------

const FIVE_DAYS = 5;
const DAY_MS = 86_400_000;

/** The date `days` before `YYYY-MM-DD` (calendar arithmetic, no time zone). */
export function dayBefore(date: string, days = 1): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Consecutive Berlin days with a consumed daily bonus offer, ending today (claimed already) or
 * yesterday (today's still open); 0 when neither day has one.
 */
export function claimStreak(consumedDates: readonly string[], now: number): number {
  const days = new Set(consumedDates);
  const today = berlinDateKey(now);
  let day = days.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

/**
 * The five-days box for a streak: day n of 5 while the streak is 1–4, "collected" on day 5;
 * a longer streak starts the next round (day 6 is day 1 again). None without a streak.
 */
export function fiveDaysBox(streak: number) {
  if (streak < 1) return null;
  const day = ((streak - 1) % FIVE_DAYS) + 1;
  return boxOpen(
    'five-days-bonus',
    day === FIVE_DAYS
      ? { key: 'rewards.boxes.fiveDaysCollected', values: { of: FIVE_DAYS } }
      : { key: 'rewards.boxes.fiveDaysDay', values: { day, of: FIVE_DAYS } },
    { day, of: FIVE_DAYS, collected: day === FIVE_DAYS },
  );
}

/** The server-side "seen" mark of the five-days box: the first visit of a Berlin day. */
export const fiveDaysSeenKey = (now: number) => `five-days:${berlinDateKey(now)}`;
