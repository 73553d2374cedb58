import type { Database } from 'better-sqlite3';
import type { Rng } from './random.ts';
import { BLOG_CATEGORIES, TITLE_ADJECTIVES, TITLE_NOUNS, TV_SERIES } from './words.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Actor {
  id: number;
  name: string;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The slots of the weekly TV program: six a day; the three after 22:00 are the late-night show
 * and only run late-night series.
 */
export const TV_SLOT_STARTS = [18 * 60, 19 * 60 + 30, 21 * 60, 22 * 60 + 30, 24 * 60, 25 * 60 + 30];
const LATE_NIGHT_FROM = 22 * 60;

/** TV series with episodes, and the weekly program. */
export function generateTv(db: Database, rng: Rng, now: number, actors: readonly Actor[]): void {
  const series = db.prepare('INSERT INTO cat_tv_series VALUES (?, ?, ?, ?, ?, ?)');
  const episode = db.prepare('INSERT INTO cat_tv_episodes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const slot = db.prepare('INSERT INTO cat_tv_slots VALUES (?, ?, ?, ?, ?)');
  let episodeId = 700_001;
  TV_SERIES.forEach((entry, index) => {
    const seriesId = 601 + index;
    const slug = slugOf(entry.title);
    series.run(
      seriesId,
      slug,
      entry.title,
      `${entry.title}: new episodes every week.`,
      entry.lateNight ? 1 : 0,
      entry.premium ? 1 : 0,
    );
    const episodes = rng.int(10, 30);
    for (let number = 1; number <= episodes; number += 1) {
      episode.run(
        episodeId++,
        seriesId,
        number,
        `${slug}-episode-${number}`,
        `${entry.title}, episode ${number}`,
        rng.pick(actors).id,
        now - (episodes - number) * 7 * DAY - rng.int(0, 6) * DAY,
        rng.int(20, 60) * 60,
        entry.premium ? 0 : 1,
      );
    }
  });
  const late = TV_SERIES.flatMap((entry, index) => (entry.lateNight ? [601 + index] : []));
  const all = TV_SERIES.map((_, index) => 601 + index);
  let slotId = 1;
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (const start of TV_SLOT_STARTS) {
      slot.run(slotId++, weekday, start, 90, rng.pick(start >= LATE_NIGHT_FROM ? late : all));
    }
  }
}

/** Blog posts in every category, about one every three days over four years. */
export function generateBlog(
  db: Database,
  rng: Rng,
  now: number,
  actors: readonly Actor[],
  count: number,
): void {
  const insert = db.prepare('INSERT INTO cat_blog_posts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (let n = 0; n < count; n += 1) {
    const category = n < BLOG_CATEGORIES.length ? BLOG_CATEGORIES[n] : rng.pick(BLOG_CATEGORIES);
    if (!category) continue;
    const title = `${rng.pick(TITLE_ADJECTIVES)} ${rng.pick(TITLE_NOUNS)}: ${category.name.toLowerCase()} news`;
    const actor = rng.chance(0.6) ? rng.pick(actors) : null;
    insert.run(
      800_001 + n,
      `${slugOf(title)}-${n + 1}`,
      category.id,
      title,
      `What happened: ${title.toLowerCase()}.`,
      `${title}. ${actor ? `${actor.name} tells us all about it. ` : ''}Read on for the details.`,
      actor?.id ?? null,
      now - Math.round(((count - n) / count) * 4 * 365 * DAY) - rng.int(0, DAY),
      category.id === 506 || rng.chance(0.03) ? 1 : 0,
    );
  }
}

/** Photo and video contests over the last year (one running, one upcoming) with entries. */
export function generateContests(
  db: Database,
  rng: Rng,
  now: number,
  actors: readonly Actor[],
  media: { videoIds: readonly number[]; albumIds: readonly number[] },
): number[] {
  const contest = db.prepare('INSERT INTO cat_contests VALUES (?, ?, ?, ?, ?, ?, ?)');
  const entry = db.prepare('INSERT INTO cat_contest_entries VALUES (?, ?, ?, ?, ?, ?)');
  const ids: number[] = [];
  let entryId = 900_001;
  for (let n = 0; n < 14; n += 1) {
    const id = 1_001 + n;
    const mediaType = n % 2 === 0 ? 'photo' : 'video';
    // n = 12 runs now, n = 13 starts next week; the others ended over the past year.
    const startsAt =
      n === 12 ? now - 5 * DAY : n === 13 ? now + 7 * DAY : now - (12 - n) * 28 * DAY - 21 * DAY;
    const title = `${rng.pick(TITLE_ADJECTIVES)} ${rng.pick(TITLE_NOUNS)} ${mediaType} contest`;
    contest.run(
      id,
      `${slugOf(title)}-${id}`,
      title,
      mediaType,
      startsAt,
      startsAt + 14 * DAY,
      `Vote for the best ${mediaType}!`,
    );
    const pool = mediaType === 'photo' ? media.albumIds : media.videoIds;
    for (let e = rng.int(15, 40); e > 0; e -= 1) {
      const actor = rng.pick(actors);
      entry.run(
        entryId++,
        id,
        actor.id,
        rng.pick(pool),
        `${actor.name}'s entry`,
        startsAt > now ? 0 : rng.int(0, 5000),
      );
    }
    ids.push(id);
  }
  return ids;
}

/** Chat shows from two weeks ago to a month ahead; the demo accounts hold a few tickets. */
export function generateChatShows(
  db: Database,
  rng: Rng,
  now: number,
  actors: readonly Actor[],
  ticketHolders: readonly number[],
): void {
  const show = db.prepare(
    'INSERT INTO cat_chat_shows VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const ticket = db.prepare('INSERT INTO cat_show_tickets VALUES (?, ?, ?)');
  for (let n = 0; n < 90; n += 1) {
    const id = 950_001 + n;
    const actor = rng.pick(actors);
    const startsAt =
      Math.floor((now + rng.int(-14, 30) * DAY) / HOUR) * HOUR + rng.int(18, 23) * HOUR;
    const free = rng.chance(0.1);
    const capacity = rng.pick([50, 100, 250]);
    show.run(
      id,
      actor.id,
      `${actor.name}: ${rng.pick(TITLE_ADJECTIVES).toLowerCase()} ${rng.pick(TITLE_NOUNS)} show`,
      `A ticket show with ${actor.name}.`,
      startsAt,
      startsAt + rng.pick([30, 45, 60]) * 60_000,
      free ? 0 : rng.pick([4.99, 9.99, 14.99]),
      free ? 1 : 0,
      rng.chance(0.15) ? 1 : 0,
      rng.chance(0.1) ? 1 : 0,
      rng.chance(0.05) ? 1 : 0,
      rng.chance(0.92) ? 'ok' : 'cancelled',
      capacity,
      rng.int(0, capacity),
      rng.chance(0.1) ? `SHOW${id % 1000}` : null,
    );
    for (const accountId of ticketHolders)
      if (n % 9 === 0) ticket.run(id, accountId, startsAt - 3 * DAY);
  }
}
