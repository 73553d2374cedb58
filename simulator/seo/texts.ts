import type { Database } from 'better-sqlite3';
import { Rng } from '../catalogue/random.ts';

/** One SEO text (services/graphql/schema/query/seo.graphql `SeoText`): plain text only. */
export interface SeoText {
  tag: string;
  title: string;
  paragraphs: string[];
}

/** Whom a text is about: the whole catalogue, or one actor's videos. */
export interface SeoActor {
  id: number;
  name: string;
  age: number;
  country: string;
}

const OPENINGS = [
  'Hand-picked clips, filmed at home and uploaded by the performers themselves.',
  'Real amateurs, real rooms: every clip here was made by the woman you see in it.',
  'No studio, no script: the performers film these clips the way they like them.',
] as const;

const CLOSINGS = [
  'Every video has a free preview; buy it once and it stays in your mediathek.',
  'Watch the preview first; a bought video is yours to watch again in your mediathek.',
] as const;

/** A stable seed of a text: the same tag (and actor) always reads the same. */
function seedOf(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const videos = (count: number) => (count === 1 ? '1 video' : `${count} videos`);

/**
 * The SEO texts by tags (seed 001 §7), made from the catalogue in SQLite: a tag the catalogue has
 * gets a heading and paragraphs counting its videos (of one actor, or of all) and naming the
 * performers, worded by a PRNG seeded from the tag (and actor), so one catalogue always gives the
 * same texts. A tag the catalogue does not know has none.
 */
export function seoTexts(db: Database, tags: readonly string[], actor?: SeoActor): SeoText[] {
  const known = db.prepare<[string], { id: number; label: string }>(
    'SELECT id, label FROM cat_tags WHERE label = ? COLLATE NOCASE',
  );
  const count = db.prepare<
    [number, number | null, number | null],
    { videos: number; actors: number }
  >(
    `SELECT COUNT(*) AS videos, COUNT(DISTINCT m.actor_id) AS actors FROM cat_media m
     JOIN cat_media_tags t ON t.media_id = m.id
     WHERE m.kind = 'video' AND t.tag_id = ? AND (? IS NULL OR m.actor_id = ?)`,
  );
  const texts: SeoText[] = [];
  for (const asked of [...new Set(tags)]) {
    const tag = known.get(asked);
    if (!tag) continue;
    const actorId = actor?.id ?? null;
    const counted = count.get(tag.id, actorId, actorId) ?? { videos: 0, actors: 0 };
    const rng = new Rng(seedOf(`${tag.label}/${actorId ?? 'all'}`));
    const label = tag.label;
    const heading = label.charAt(0).toUpperCase() + label.slice(1);
    texts.push(
      actor
        ? {
            tag: label,
            title: `${actor.name}'s ${label} videos`,
            paragraphs: [
              counted.videos > 0
                ? `${actor.name}, ${actor.age}, from ${actor.country} has ${videos(counted.videos)} tagged ${label}.`
                : `${actor.name} has no videos tagged ${label} yet; her other videos are one click away.`,
              rng.pick(OPENINGS),
              rng.pick(CLOSINGS),
            ],
          }
        : {
            tag: label,
            title: `${heading} videos`,
            paragraphs: [
              `${videos(counted.videos)} tagged ${label}, by ${counted.actors} ${counted.actors === 1 ? 'performer' : 'performers'}.`,
              rng.pick(OPENINGS),
              rng.pick(CLOSINGS),
            ],
          },
    );
  }
  return texts;
}
