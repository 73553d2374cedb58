import type { Database } from 'better-sqlite3';
import type { DemoMedia } from './demo.ts';
import type { Rng } from './random.ts';
import { ACTING_GROUPS, MEDIA_CATEGORIES, TAGS, TITLE_ADJECTIVES, TITLE_NOUNS } from './words.ts';

const DAY = 86_400_000;
const GENERATED_VIDEO_ID_BASE = 100_001;
const GENERATED_ALBUM_ID_BASE = 300_001;

interface Actor {
  id: number;
  name: string;
}

/** Inserts the tags, the demo media and `videos` + `albums` generated ones; returns their ids. */
export function generateMedia(
  db: Database,
  rng: Rng,
  now: number,
  actors: readonly Actor[],
  demo: readonly DemoMedia[],
  counts: { videos: number; albums: number },
): { videoIds: number[]; albumIds: number[] } {
  const insertTag = db.prepare('INSERT INTO cat_tags (id, label) VALUES (?, ?)');
  TAGS.forEach((label, index) => insertTag.run(index + 1, label));
  const insert = db.prepare(
    `INSERT INTO cat_media VALUES (@id, @kind, @actorId, @title, @description, @duration,
       @pictureCount, @previewCount, @releasedAt, @price, @basePrice, @discount, @free, @vip,
       @vip30, @classic, @camRecording, @vxselect, @avs, @fsk, @actingGroup, @likes, @dislikes,
       @views, @sales, @trending, @satisfaction, @hue)`,
  );
  const tag = db.prepare('INSERT INTO cat_media_tags VALUES (?, ?)');
  const category = db.prepare('INSERT INTO cat_media_categories VALUES (?, ?)');
  const actorIdOf = new Map(actors.map((actor) => [actor.name.toLowerCase(), actor.id]));
  const videoIds: number[] = [];
  const albumIds: number[] = [];

  const add = (kind: 'video' | 'album', id: number, fixed: DemoMedia | undefined) => {
    // Release dates over two years; one in thirty in the last eight days ("new").
    const age = rng.chance(1 / 30) ? rng.int(0, 7 * DAY) : rng.int(8 * DAY, 730 * DAY);
    const free = fixed ? fixed.price === 0 : rng.chance(0.08);
    const basePrice = free
      ? 0
      : (fixed?.price ?? (kind === 'video' ? rng.price(1, 19) : rng.price(0, 7)));
    const discount = !free && !fixed && rng.chance(0.15) ? rng.pick([20, 30, 50]) : 0;
    const likes = rng.int(0, 3000);
    const actorId = fixed ? actorIdOf.get(fixed.actorName.toLowerCase()) : rng.pick(actors).id;
    if (actorId === undefined) throw new Error(`demo ${kind} ${id}: no actor ${fixed?.actorName}`);
    const title = fixed?.title ?? `${rng.pick(TITLE_ADJECTIVES)} ${rng.pick(TITLE_NOUNS)}`;
    const pictures = kind === 'album' ? (fixed?.pictureCount ?? rng.int(6, 40)) : 0;
    insert.run({
      id,
      kind,
      actorId,
      title,
      description:
        fixed?.description ?? `${title}: ${kind === 'video' ? 'a clip' : 'pictures'} made for you.`,
      duration: kind === 'video' ? (fixed?.duration ?? rng.int(45, 3600)) : null,
      pictureCount: pictures,
      previewCount: fixed?.previewCount ?? (kind === 'video' ? rng.int(3, 6) : rng.int(2, 4)),
      releasedAt: now - age,
      price: Math.round(basePrice * (100 - discount)) / 100,
      basePrice,
      discount,
      free: free ? 1 : 0,
      vip: !free && rng.chance(0.1) ? 1 : 0,
      vip30: !free && rng.chance(0.05) ? 1 : 0,
      classic: age > 540 * DAY && rng.chance(0.3) ? 1 : 0,
      camRecording: kind === 'video' && rng.chance(0.1) ? 1 : 0,
      vxselect: rng.chance(0.05) ? 1 : 0,
      avs: (fixed?.avsRequired ?? rng.chance(0.85)) ? 1 : 0,
      fsk: rng.chance(0.1) ? 16 : 18,
      actingGroup: rng.pick(ACTING_GROUPS),
      likes,
      dislikes: rng.int(0, Math.max(1, Math.round(likes / 10))),
      views: likes * rng.int(5, 40),
      sales: rng.int(0, 5000),
      // Trending: recent sales weigh more than old ones.
      trending: Math.round((rng.int(0, 1000) * 30 * DAY) / (age + 30 * DAY)),
      satisfaction: rng.int(50, 100),
      hue: fixed?.hue ?? rng.int(0, 359),
    });
    for (const tagId of rng.sample(TAGS, rng.int(2, 6)).map((label) => TAGS.indexOf(label) + 1))
      tag.run(tagId, id);
    for (const { id: categoryId } of rng.sample(MEDIA_CATEGORIES, rng.int(1, 2)))
      category.run(categoryId, id);
    (kind === 'video' ? videoIds : albumIds).push(id);
  };

  for (const item of demo) add(item.kind, item.id, item);
  for (let n = 0; n < counts.videos; n += 1) add('video', GENERATED_VIDEO_ID_BASE + n, undefined);
  for (let n = 0; n < counts.albums; n += 1) add('album', GENERATED_ALBUM_ID_BASE + n, undefined);
  return { videoIds, albumIds };
}
