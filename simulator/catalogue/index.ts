import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ActorsAccess } from './actors.ts';
import { demoActors } from './demo.ts';
import { ExtrasAccess } from './extras.ts';
import { DEFAULT_SEED, ensureCatalogue, type GenerateOptions } from './generate.ts';
import { MediaAccess } from './media.ts';
import {
  drawPicture,
  isPictureKind,
  PICTURE_WIDTHS,
  type PictureKind,
  type PictureWidth,
} from './pictures.ts';

export { type CatalogueActor } from './actors.ts';
export type { MediaFilter, MediaSort, MediaType, CatalogueMedia } from './media.ts';
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
  /** What a drawn picture shows (the row's name or title); undefined when there is no such picture. */
  pictureLabel(kind: PictureKind, id: string): string | undefined;
}

/** The data access alone (no generation): for tests that never read the catalogue. */
export function createCatalogue(db: Database, now: () => number = Date.now): Catalogue {
  const actors = new ActorsAccess(db, now);
  return {
    actors,
    media: new MediaAccess(db, now),
    extras: new ExtrasAccess(db, now),
    categories: (kind) => actors.categories(kind),
    pictureLabel: (kind, id) => {
      const match = /^(\d+)(?:-(\d+))?$/.exec(id);
      if (!match) return undefined;
      return labelOf(db, kind, Number(match[1]), match[2] === undefined ? null : Number(match[2]));
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
 * `GET /media/pic/{kind}/{id}/w{320|640|1280}.svg`: the catalogue's drawn pictures. The label
 * (initials) comes from the row, so an unknown row is a 404.
 */
export function registerCataloguePictures(
  app: FastifyInstance,
  catalogue: Catalogue,
  refused: (request: FastifyRequest, kind: PictureKind, rowId: number) => boolean = () => false,
): void {
  app.get('/media/pic/:kind/:id/:file', async (request, reply) => {
    const { kind, id, file } = request.params as { kind: string; id: string; file: string };
    const width = Number(/^w(\d+)\.svg$/.exec(file)?.[1]);
    const label =
      isPictureKind(kind) && PICTURE_WIDTHS.includes(width as PictureWidth)
        ? catalogue.pictureLabel(kind, id)
        : undefined;
    if (!isPictureKind(kind) || label === undefined)
      return reply.code(404).send({ error: 'no picture' });
    // Seed 001 §5: an actor's pictures are never served to a guest from a country she bans.
    if (refused(request, kind, Number(/^\d+/.exec(id)?.[0])))
      return reply.code(403).send({ error: 'unavailable_in_country' });
    return reply
      .header('Cache-Control', PICTURE_CACHE)
      .type('image/svg+xml')
      .send(drawPicture(kind, id, width as PictureWidth, label));
  });
}

const LABEL_SQL: Record<PictureKind, string> = {
  actor: 'SELECT name AS label FROM cat_actors WHERE id = ?',
  sedcard:
    "SELECT name AS label, json_extract(data_json, '$.sedcardCount') AS count FROM cat_actors WHERE id = ?",
  video: "SELECT title AS label FROM cat_media WHERE id = ? AND kind = 'video'",
  album: "SELECT title AS label FROM cat_media WHERE id = ? AND kind = 'album'",
  albumPicture:
    "SELECT title AS label, picture_count AS count FROM cat_media WHERE id = ? AND kind = 'album'",
  post: 'SELECT coalesce(title, text) AS label, 100 AS count FROM cat_feed_posts WHERE id = ?',
  series: 'SELECT title AS label FROM cat_tv_series WHERE id = ?',
  episode: 'SELECT title AS label FROM cat_tv_episodes WHERE id = ?',
  blog: 'SELECT title AS label FROM cat_blog_posts WHERE id = ?',
  contest: 'SELECT title AS label FROM cat_contests WHERE id = ?',
  entry: 'SELECT title AS label FROM cat_contest_entries WHERE id = ?',
  show: 'SELECT title AS label FROM cat_chat_shows WHERE id = ?',
};

/** The row's label; undefined when there is no such row or picture number. */
function labelOf(
  db: Database,
  kind: PictureKind,
  id: number,
  n: number | null,
): string | undefined {
  const row = db.prepare<[number], { label: string; count?: number }>(LABEL_SQL[kind]).get(id);
  if (!row) return undefined;
  const numbered = row.count !== undefined;
  if (numbered !== (n !== null)) return undefined;
  if (n !== null && (n < 1 || n > (row.count ?? 0))) return undefined;
  return row.label;
}
