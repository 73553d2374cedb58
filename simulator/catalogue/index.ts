import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ActorsAccess } from './actors.ts';
import { demoActors } from './demo.ts';
import { ExtrasAccess } from './extras.ts';
import { DEFAULT_SEED, ensureCatalogue, type GenerateOptions } from './generate.ts';
import { MediaAccess } from './media.ts';
import {
  isPictureKind,
  pictureFile,
  PICTURE_WIDTHS,
  type PictureKind,
  type PictureWidth,
} from './pictures.ts';

export { type CatalogueActor } from './actors.ts';
export type { MediaFilter, MediaKind, MediaSort, MediaType, CatalogueMedia } from './media.ts';
export { pictureUrl, type PictureKind } from './pictures.ts';
/**
 * The catalogue's data access over the store's connection: what GraphQL resolvers and REST routes
 * call. Lists filter, sort and page in SQL (`Page<T>` with `total`).
 *
 * @example
 * const page = ctx.catalogue.media.list({ kind: 'video', releasedWithinDays: 8 }, 'bestSelling', { limit: 16 });
 * ctx.catalogue.actors.list({ online: true, categoryId: 88 }, 'newest', { offset: 30, limit: 30 });
 */
export interface Catalogue {
  readonly actors: ActorsAccess;
  readonly media: MediaAccess;
  readonly extras: ExtrasAccess;
  /** Named categories with slugs: 'actor' (3 all, 88 new, …), 'media', or 'blog' (seed 001 §3). */
  categories(kind: 'actor' | 'media' | 'blog'): { id: number; slug: string; name: string }[];
  /** Whether the row (and its numbered picture, for numbered kinds) has a picture to serve. */
  hasPicture(kind: PictureKind, id: string): boolean;
}

/** The data access alone (no generation): for tests that never read the catalogue. */
export function createCatalogue(db: Database, now: () => number = Date.now): Catalogue {
  const actors = new ActorsAccess(db, now);
  return {
    actors,
    media: new MediaAccess(db, now),
    extras: new ExtrasAccess(db, now),
    categories: (kind) => actors.categories(kind),
    hasPicture: (kind, id) => {
      const match = /^(\d+)(?:-(\d+))?$/.exec(id);
      if (!match) return false;
      return pictureExists(
        db,
        kind,
        Number(match[1]),
        match[2] === undefined ? null : Number(match[2]),
      );
    },
  };
}

export interface OpenCatalogueOptions {
  /** Holds `channels.json` (the messenger's fixture actors must be catalogue actors). */
  fixturesDir: string;
  seed?: number;
  ticketHolders?: readonly number[];
  counts?: GenerateOptions['counts'];
  now?: () => number;
  /** Keep and reuse generated catalogues here (see `template.ts`). */
  templateDir?: string;
}

/**
 * Generates the catalogue into the store at first start (or when the generator version or seed
 * changed; `DATA_DIR` keeps it otherwise) and returns its data access.
 */
export function openCatalogue(db: Database, options: OpenCatalogueOptions): Catalogue {
  const now = options.now ?? Date.now;
  ensureCatalogue(db, {
    seed: options.seed ?? DEFAULT_SEED,
    now: now(),
    demoActors: demoActors(options.fixturesDir),
    ticketHolders: options.ticketHolders ?? [],
    ...(options.counts ? { counts: options.counts } : {}),
    ...(options.templateDir ? { templateDir: options.templateDir } : {}),
  });
  return createCatalogue(db, now);
}

/** A day: the pictures of a row never change within a generator version. */
const PICTURE_CACHE = 'public, max-age=86400';

/**
 * `GET /media/pic/{kind}/{id}/w{320|640|1280}.webp`: the catalogue's pictures (`pictureFile`), each
 * for a row that exists, so an unknown row is a 404.
 */
export function registerCataloguePictures(
  app: FastifyInstance,
  catalogue: Catalogue,
  refused: (request: FastifyRequest, kind: PictureKind, rowId: number) => boolean = () => false,
): void {
  app.get('/media/pic/:kind/:id/:file', async (request, reply) => {
    const { kind, id, file } = request.params as { kind: string; id: string; file: string };
    const width = Number(/^w(\d+)\.webp$/.exec(file)?.[1]);
    if (
      !isPictureKind(kind) ||
      !PICTURE_WIDTHS.includes(width as PictureWidth) ||
      !catalogue.hasPicture(kind, id)
    )
      return reply.code(404).send({ error: 'no picture' });
    // Seed 001 §5: an actor's pictures are never served to a guest from a country she bans.
    if (refused(request, kind, Number(/^\d+/.exec(id)?.[0])))
      return reply.code(403).send({ error: 'unavailable_in_country' });
    return reply
      .header('Cache-Control', PICTURE_CACHE)
      .type('image/webp')
      .send(pictureFile(kind, id, width as PictureWidth));
  });
}

/** The row of each kind; numbered kinds also say how many pictures the row has (`count`). */
const ROW_SQL: Record<PictureKind, string> = {
  actor: 'SELECT id FROM cat_actors WHERE id = ?',
  sedcard:
    "SELECT id, json_extract(data_json, '$.sedcardCount') AS count FROM cat_actors WHERE id = ?",
  video: "SELECT id FROM cat_media WHERE id = ? AND kind = 'video'",
  album: "SELECT id FROM cat_media WHERE id = ? AND kind = 'album'",
  albumPicture: "SELECT id, picture_count AS count FROM cat_media WHERE id = ? AND kind = 'album'",
  post: 'SELECT id, 100 AS count FROM cat_feed_posts WHERE id = ?',
  series: 'SELECT id FROM cat_tv_series WHERE id = ?',
  episode: 'SELECT id FROM cat_tv_episodes WHERE id = ?',
  blog: 'SELECT id FROM cat_blog_posts WHERE id = ?',
  contest: 'SELECT id FROM cat_contests WHERE id = ?',
  entry: 'SELECT id FROM cat_contest_entries WHERE id = ?',
  show: 'SELECT id FROM cat_chat_shows WHERE id = ?',
};

/** Whether the row exists and, for a numbered kind, has picture `n`. */
function pictureExists(db: Database, kind: PictureKind, id: number, n: number | null): boolean {
  const row = db.prepare<[number], { id: number; count?: number }>(ROW_SQL[kind]).get(id);
  if (!row) return false;
  const numbered = row.count !== undefined;
  if (numbered !== (n !== null)) return false;
  return n === null || (n >= 1 && n <= (row.count ?? 0));
}
