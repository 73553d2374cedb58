import type { Database } from 'better-sqlite3';
import type { DemoActor } from './demo.ts';
import { picture } from './pictures.ts';
import type { Rng } from './random.ts';
import {
  ACTOR_CATEGORIES,
  COUNTRIES,
  LANGUAGES,
  NAME_FIRST,
  NAME_SECOND,
  THREE_WORDS,
} from './words.ts';

const DAY = 86_400_000;
/** Ids of the actors beyond the demo roster. */
const GENERATED_ACTOR_ID_BASE = 10_001;
/** About this share of actors is online at any moment (the online walk steers towards it). */
const ONLINE_SHARE = 0.22;

/** What the actors' JSON column holds: the parts a list shows but never filters on. */
export interface ActorData {
  description: string;
  languages: string[];
  threeWords: string[];
  bannedCountryCodes: string[];
  sedcardCount: number;
  heatMap: { levels: { date: string; level: number }[]; hoursToBeOnline: number[]; memo: string };
  multiChatPrice: number;
}

/** Seed 001 §3 codes. */
const GENDERS = ['F', 'F', 'F', 'F', 'F', 'F', 'M', 'N'] as const;
const TYPES_BY_GENDER = { F: ['F', 'F', 'F', 'FF', 'S'], M: ['M', 'M', 'FM'], N: ['S', 'FM'] };

/** Inserts the demo actors and generated ones up to `total`; returns every actor id and name. */
export function generateActors(
  db: Database,
  rng: Rng,
  now: number,
  demo: readonly DemoActor[],
  total: number,
): { id: number; name: string }[] {
  const insert = db.prepare(
    `INSERT INTO cat_actors VALUES (@id, @name, @gender, @type, @age, @country, @registeredAt,
       @isOnline, @now, @star, @topAmateur, @freeChat, @voyeur, @mobile, @ticketShow, @conversion,
       @livePreview, @hd, @audio, @dildo, @priceVideo, @priceVoyeur, @priceTicket, @priceSingle,
       @priceC2c, @priceMessage, @freeMessages, @voucherMinutes, @ratingCount, @satisfaction,
       @ranking, @data)`,
  );
  const inCategory = db.prepare('INSERT INTO cat_actor_categories VALUES (?, ?)');
  const named = ACTOR_CATEGORIES.filter((category) => category.id !== 3 && category.id !== 88);
  const used = new Set(demo.map((actor) => actor.name.toLowerCase()));
  const actors: {
    id: number;
    name: string;
    age: number;
    online: boolean;
    price: number;
    text: string;
  }[] = demo.map((actor) => ({
    id: actor.id,
    name: actor.name,
    age: actor.age,
    online: actor.isOnline,
    price: actor.messagePrice,
    text: actor.description,
  }));
  for (let n = 0; actors.length < total; n += 1) {
    let name = `${rng.pick(NAME_FIRST)}${rng.pick(NAME_SECOND)}`;
    if (used.has(name.toLowerCase())) name = `${name}${n}`;
    used.add(name.toLowerCase());
    actors.push({
      id: GENERATED_ACTOR_ID_BASE + n,
      name,
      age: rng.int(18, 55),
      online: rng.chance(ONLINE_SHARE),
      price: rng.pick([0.99, 1.49, 1.99, 2.49, 2.99]),
      text: `${name} is new here and loves to chat.`,
    });
  }
  for (const [index, actor] of actors.entries()) {
    const gender = rng.pick(GENDERS);
    // A few dozen registered in the last four weeks ("new girls"), the rest over eight years.
    const registeredAt =
      index % 25 === 7
        ? now - rng.int(0, 27) * DAY - rng.int(0, DAY)
        : now - rng.int(30, 8 * 365) * DAY;
    const ratingCount = rng.chance(0.15) ? rng.int(0, 9) : rng.int(10, 4000);
    const data: ActorData = {
      description: actor.text,
      languages: rng.sample(LANGUAGES, rng.int(1, 3)),
      threeWords: rng.sample(THREE_WORDS, 3),
      bannedCountryCodes: rng.chance(0.1) ? rng.sample(COUNTRIES, rng.int(1, 2)) : [],
      sedcardCount: rng.int(3, 8),
      heatMap: {
        levels: Array.from({ length: 28 }, (_, day) => ({
          date: new Date(now - (27 - day) * DAY).toISOString().slice(0, 10),
          level: rng.int(0, 4),
        })),
        hoursToBeOnline: rng.sample([17, 18, 19, 20, 21, 22, 23, 0, 1, 2], rng.int(2, 5)),
        memo: rng.pick(['Mostly evenings', 'Weekends', 'Late at night', 'Every day after work']),
      },
      multiChatPrice: rng.pick([0.99, 1.49, 1.99]),
    };
    const priceVideo = rng.pick([1.49, 1.99, 2.49, 2.99, 3.99]);
    insert.run({
      id: actor.id,
      name: actor.name,
      gender,
      type: rng.pick(TYPES_BY_GENDER[gender]),
      age: actor.age,
      country: rng.pick(COUNTRIES),
      registeredAt,
      isOnline: actor.online ? 1 : 0,
      now,
      star: rng.chance(0.08) ? 1 : 0,
      topAmateur: rng.chance(0.1) ? 1 : 0,
      freeChat: rng.chance(0.1) ? 1 : 0,
      voyeur: rng.chance(0.6) ? 1 : 0,
      mobile: rng.chance(0.3) ? 1 : 0,
      ticketShow: rng.chance(0.05) ? 1 : 0,
      conversion: rng.chance(0.2) ? 1 : 0,
      livePreview: rng.chance(0.7) ? 1 : 0,
      hd: rng.chance(0.6) ? 1 : 0,
      audio: rng.chance(0.8) ? 1 : 0,
      dildo: rng.chance(0.25) ? 1 : 0,
      priceVideo,
      priceVoyeur: Math.round(priceVideo * 50) / 100,
      priceTicket: rng.pick([4.99, 9.99, 14.99]),
      priceSingle: priceVideo + 1,
      priceC2c: priceVideo + 1.5,
      priceMessage: actor.price,
      freeMessages: rng.chance(0.2) ? rng.int(1, 3) : 0,
      voucherMinutes: rng.chance(0.15) ? rng.pick([5, 10]) : 0,
      ratingCount,
      satisfaction: ratingCount === 0 ? 0 : rng.int(60, 100),
      ranking: rng.int(0, 100_000),
      data: JSON.stringify(data),
    });
    inCategory.run(3, actor.id);
    if (now - registeredAt < 28 * DAY) inCategory.run(88, actor.id);
    for (const category of rng.sample(named, rng.int(1, 3))) inCategory.run(category.id, actor.id);
  }
  return actors.map(({ id, name }) => ({ id, name }));
}

/** The sedcard pictures of an actor (`sedcardCount` of them). */
export function sedcards(actorId: number, count: number) {
  return Array.from({ length: count }, (_, n) => ({
    id: n + 1,
    ...picture('sedcard', `${actorId}-${n + 1}`),
  }));
}
