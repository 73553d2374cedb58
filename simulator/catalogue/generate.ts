import type { Database } from 'better-sqlite3';
import { DEMO_MEDIA, type DemoActor } from './demo.ts';
import { generateActors } from './generate-actors.ts';
import {
  generateBlog,
  generateChatShows,
  generateContests,
  generateTv,
} from './generate-extras.ts';
import { generateFeed } from './generate-feed.ts';
import { generateMedia } from './generate-media.ts';
import { Rng } from './random.ts';
import { copyFromTemplate, saveTemplate, templatePath } from './template.ts';
import { CATALOGUE_VERSION, recreateTables, storedVersion } from './schema.ts';
import { ACTOR_CATEGORIES, BLOG_CATEGORIES, MEDIA_CATEGORIES } from './words.ts';

export const DEFAULT_SEED = 20_261_123;
const DAY = 86_400_000;

/** How many of each the generator makes (the demo items come on top of the media counts). */
const DEFAULT_COUNTS = {
  actors: 1_200,
  videos: 10_500,
  albums: 1_200,
  feedPosts: 3_000,
  blogPosts: 500,
};

export interface GenerateOptions {
  seed: number;
  /** Dates are relative to this day (midnight UTC of `now`), so one seed and one day agree. */
  now: number;
  /** Actors that must exist with these ids and names (the messenger's roster). */
  demoActors: readonly DemoActor[];
  /** Accounts that hold a few chat-show tickets. */
  ticketHolders?: readonly number[];
  counts?: Partial<typeof DEFAULT_COUNTS>;
  /**
   * Where generated catalogues are kept as templates to copy from (tests and e2e workers start
   * many simulators); none by default.
   */
  templateDir?: string;
}

/**
 * Drops any catalogue and generates one from `seed` into `db`, in one transaction. Every chance
 * comes from the seeded `Rng`, so the same options always give the same rows.
 */
export function generateCatalogue(db: Database, options: GenerateOptions): void {
  const counts = { ...DEFAULT_COUNTS, ...options.counts };
  const now = Math.floor(options.now / DAY) * DAY;
  const rng = new Rng(options.seed);
  db.transaction(() => {
    recreateTables(db);
    const category = db.prepare('INSERT INTO cat_categories VALUES (?, ?, ?, ?)');
    for (const [kind, list] of [
      ['actor', ACTOR_CATEGORIES],
      ['media', MEDIA_CATEGORIES],
      ['blog', BLOG_CATEGORIES],
    ] as const) {
      for (const entry of list) category.run(kind, entry.id, entry.slug, entry.name);
    }
    const actors = generateActors(db, rng, now, options.demoActors, counts.actors);
    const media = generateMedia(db, rng, now, actors, DEMO_MEDIA, counts);
    const contestIds = generateContests(db, rng, now, actors, media);
    generateFeed(db, rng, now, actors, media.videoIds, contestIds, counts.feedPosts);
    generateTv(db, rng, now, actors);
    generateBlog(db, rng, now, actors, counts.blogPosts);
    generateChatShows(db, rng, now, actors, options.ticketHolders ?? []);
    const meta = db.prepare('INSERT INTO cat_meta VALUES (?, ?)');
    meta.run('version', String(CATALOGUE_VERSION));
    meta.run('seed', String(options.seed));
    meta.run('generatedFor', new Date(now).toISOString());
  })();
}

/**
 * Generates the catalogue unless the store already holds one of this generator version and seed
 * (so `DATA_DIR` keeps it across restarts, online states included). True when it generated.
 */
export function ensureCatalogue(db: Database, options: GenerateOptions): boolean {
  const stored = storedVersion(db);
  if (stored && stored.version === CATALOGUE_VERSION && stored.seed === options.seed) return false;
  if (!options.templateDir) {
    generateCatalogue(db, options);
    return true;
  }
  const { templateDir, ...rows } = options;
  const template = templatePath(templateDir, {
    version: CATALOGUE_VERSION,
    ...rows,
    now: Math.floor(options.now / DAY) * DAY,
  });
  recreateTables(db);
  if (copyFromTemplate(db, template)) return true;
  generateCatalogue(db, options);
  saveTemplate(db, template, templateDir);
  return true;
}
