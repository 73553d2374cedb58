import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_DIR } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import { demoActors } from './demo.ts';
import { generateCatalogue } from './generate.ts';
import { createCatalogue, type Catalogue } from './index.ts';
import { BLOG_CATEGORIES, LEGACY_FEED_TYPES } from './words.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 15, 0);
const DEMO = demoActors(join(REPO_DIR, 'fixtures'));

function generated(seed: number): Database.Database {
  const db = new Database(':memory:');
  generateCatalogue(db, { seed, now: NOW, demoActors: DEMO, ticketHolders: [1001] });
  return db;
}

const dump = (db: Database.Database, table: string) =>
  db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();

let db: Database.Database;
let catalogue: Catalogue;
beforeAll(() => {
  db = generated(7);
  catalogue = createCatalogue(db, () => NOW);
}, 60_000);
afterAll(() => db.close());

describe('catalogue generator', () => {
  it('gives the same rows for the same seed, other rows for another seed', () => {
    const again = generated(7);
    const other = generated(8);
    for (const table of [
      'cat_actors',
      'cat_media',
      'cat_media_tags',
      'cat_feed_posts',
      'cat_chat_shows',
    ]) {
      expect(dump(again, table)).toEqual(dump(db, table));
    }
    expect(dump(other, 'cat_media')).not.toEqual(dump(db, 'cat_media'));
    again.close();
    other.close();
  }, 60_000);

  it('makes at least 1 000 actors, 10 000 videos and 1 000 albums, with the demo rows', () => {
    expect(catalogue.actors.list({}, 'ranking', { limit: 1 }).total).toBeGreaterThanOrEqual(1000);
    expect(catalogue.media.list({ kind: 'video' }).total).toBeGreaterThanOrEqual(10_000);
    expect(catalogue.media.list({ kind: 'album' }).total).toBeGreaterThanOrEqual(1000);
    expect(catalogue.actors.byName('lanalove')).toMatchObject({ id: 3101, name: 'LanaLove' });
    for (const actor of DEMO) expect(catalogue.actors.byId(actor.id)?.name).toBe(actor.name);
    expect(catalogue.media.byId('album', 6201)).toMatchObject({
      title: 'Red lingerie',
      actorName: 'LanaLove',
      pictureCount: 12,
    });
    const names = db.prepare('SELECT lower(name) AS n FROM cat_actors').all() as { n: string }[];
    expect(new Set(names.map((row) => row.n)).size).toBe(names.length);
    expect(names.every((row) => /^[a-z0-9]+$/.test(row.n))).toBe(true);
  });

  it('covers every actor field and code', () => {
    const all = catalogue.actors.list({}, 'ranking', { limit: 200 }).items;
    const actor = all[0];
    expect(actor).toMatchObject({
      profile: { age: expect.any(Number) as unknown, country: expect.any(String) as unknown },
      chatPrices: {
        videoChat: { currency: 'EUR' },
        singleC2CChat: { value: expect.any(Number) as unknown },
      },
      chatFeatures: {
        hd: expect.any(Boolean) as unknown,
        dildocontrol: expect.any(Boolean) as unknown,
      },
      chatRatings: { lastNinetyDays: { countRatings: expect.any(Number) as unknown } },
      avatar: { url: `/media/pic/actor/${actor?.id}/w640.webp` },
    });
    expect(actor?.heatMap.levels).toHaveLength(28);
    expect(actor?.sedcards.length).toBeGreaterThanOrEqual(3);
    expect(actor?.profile.threeWords).toHaveLength(3);
    const values = <T>(pick: (a: (typeof all)[number]) => T) => new Set(all.map(pick));
    expect(values((a) => a.gender)).toEqual(new Set(['F', 'M', 'N']));
    expect(values((a) => a.type)).toEqual(new Set(['F', 'M', 'FM', 'FF', 'S']));
    for (const flag of ['star', 'isTopAmateur', 'freeChat', 'isVoyeurChatAvailable'] as const)
      expect(values((a) => a[flag])).toEqual(new Set([true, false]));
    expect(all.some((a) => a.bannedCountryCodes.length > 0)).toBe(true);
    expect(all.some((a) => a.chatRatings.lastNinetyDays.countRatings < 10)).toBe(true);
    expect(catalogue.actors.list({ categoryId: 88 }).total).toBeGreaterThan(10);
    expect(catalogue.actors.list({ registeredWithinDays: 28 }).total).toBe(
      catalogue.actors.list({ categoryId: 88 }).total,
    );
    const online = catalogue.actors.countOnline();
    expect(online).toBeGreaterThan(150);
    expect(online).toBeLessThan(500);
    expect(catalogue.categories('actor').map((c) => c.id)).toEqual(expect.arrayContaining([3, 88]));
  });

  it('covers the media flags, release windows, feed types, TV, blog, contests and shows', () => {
    for (const type of [
      'free',
      'vip',
      'vip30',
      'classic',
      'camRecording',
      'discount',
      'trending',
    ] as const)
      expect(catalogue.media.list({ kind: 'video', types: [type] }).total, type).toBeGreaterThan(0);
    const week = catalogue.media.list({ kind: 'video', releasedWithinDays: 8 }).total;
    const nineMonths = catalogue.media.list({ kind: 'video', releasedWithinDays: 270 }).total;
    expect(week).toBeGreaterThan(50);
    expect(nineMonths).toBeGreaterThan(week * 5);
    expect(nineMonths).toBeLessThan(catalogue.media.list({ kind: 'video' }).total);
    const posts = catalogue.extras.feed({}, { limit: 200 }).items;
    expect(new Set(posts.map((post) => post.type))).toEqual(new Set(['clip', 'photos', 'text']));
    for (const [legacy] of LEGACY_FEED_TYPES)
      expect(catalogue.extras.feed({ legacyTypes: [legacy] }).total, legacy).toBeGreaterThan(0);
    expect(posts.some((post) => post.paidContent && post.priceCoins > 0)).toBe(true);
    expect(posts.some((post) => post.tippingGoal !== null)).toBe(true);
    expect(posts.some((post) => post.comments.some((c) => c.replies.length > 0))).toBe(true);
    expect(catalogue.extras.feed({ paid: true }).total).toBeGreaterThan(0);
    const series = catalogue.extras.tvSeries();
    expect(catalogue.extras.tvEpisodes(series[0]?.id ?? 0).total).toBeGreaterThanOrEqual(10);
    const program = catalogue.extras.program(NOW, 10);
    expect(program).toHaveLength(10);
    expect(program.some((item) => item.lateNight)).toBe(true);
    for (const category of BLOG_CATEGORIES)
      expect(
        catalogue.extras.blogPosts({ categoryId: category.id }).total,
        category.slug,
      ).toBeGreaterThan(0);
    expect(new Set(catalogue.extras.blogArchives().map((a) => a.year)).size).toBeGreaterThanOrEqual(
      4,
    );
    const contests = catalogue.extras.contests();
    expect(new Set(contests.map((c) => c.mediaType))).toEqual(new Set(['photo', 'video']));
    expect(contests.some((c) => c.status === 'running')).toBe(true);
    expect(catalogue.extras.contestEntries(contests[0]?.id ?? 0).total).toBeGreaterThan(0);
    const shows = catalogue.extras.chatShows({ from: NOW, accountId: 1001 }, { limit: 200 }).items;
    expect(shows.length).toBeGreaterThan(0);
    expect(shows.some((show) => show.isBought)).toBe(true);
  });
});

describe('catalogue data access', () => {
  it('filters, sorts and pages in SQL', () => {
    const first = catalogue.media.list({ kind: 'video' }, 'newest', { offset: 0, limit: 30 });
    const second = catalogue.media.list({ kind: 'video' }, 'newest', { offset: 30, limit: 30 });
    expect(first.items).toHaveLength(30);
    expect(second.total).toBe(first.total);
    expect(first.items.at(-1)!.releasedAt >= second.items[0]!.releasedAt).toBe(true);
    expect(new Set([...first.items, ...second.items].map((v) => v.id)).size).toBe(60);
    const cheap = catalogue.media.list({ kind: 'video', types: ['premium'] }, 'cheapest', {
      limit: 50,
    }).items;
    expect(cheap.map((v) => v.price.value)).toEqual(
      [...cheap.map((v) => v.price.value)].sort((a, b) => a - b),
    );
    const best = catalogue.media.list({ kind: 'album' }, 'bestSelling', { limit: 20 }).items;
    expect(best.every((a, i) => i === 0 || best[i - 1]!.sales >= a.sales)).toBe(true);
    const tagged = catalogue.media.list({ kind: 'video', tagIds: [3] }, 'newest', { limit: 50 });
    expect(tagged.items.every((v) => v.tags.some((t) => t.id === 3))).toBe(true);
    const lana = catalogue.media.list({ kind: 'video', actorIds: [3101] }, 'longest', {
      limit: 100,
    });
    expect(lana.items.every((v) => v.actorId === 3101)).toBe(true);
    expect(lana.items.map((v) => v.id)).toContain(5101);
    const from = NOW - 30 * DAY;
    const window = catalogue.media.list(
      { kind: 'video', releasedFrom: new Date(from).toISOString() },
      'oldest',
    );
    expect(Date.parse(window.items[0]!.releasedAt)).toBeGreaterThanOrEqual(from);
    expect(catalogue.media.list({ kind: 'video', ids: [] }).total).toBe(0);
    expect(catalogue.media.list({ kind: 'video' }, 'newest', { limit: 10_000 }).limit).toBe(200);
  });

  it('lists actors by online state, gender and name, and walks one online and offline', () => {
    const online = catalogue.actors.list({ online: true, genders: ['F'] }, 'ranking', {
      limit: 50,
    });
    expect(online.items.every((a) => a.isOnline && a.gender === 'F')).toBe(true);
    const named = catalogue.actors.list({ search: 'lana' }, 'name');
    expect(named.items.map((a) => a.name)).toContain('LanaLove');
    const banned = catalogue.actors
      .list({}, 'ranking', { limit: 200 })
      .items.find((a) => a.bannedCountryCodes.length > 0)!;
    const country = banned.bannedCountryCodes[0]!;
    expect(catalogue.actors.list({ visibleIn: country, ids: [banned.id] }).total).toBe(0);
    const id = catalogue.actors.idsByOnline(false)[0]!;
    expect(catalogue.actors.setOnline(id, true)).toBe(true);
    expect(catalogue.actors.setOnline(id, true)).toBe(false);
    expect(catalogue.actors.byId(id)?.isOnline).toBe(true);
    catalogue.actors.setNote(1001, id, 'likes jazz');
    expect(catalogue.actors.note(1001, id)).toEqual({ actorId: id, comment: 'likes jazz' });
  });
});

describe('catalogue pictures', () => {
  const dir = tempDir('catalogue-pictures-');
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  beforeAll(async () => {
    sim = await startTestSimulator({ dataDir: dir.path });
  }, 60_000);
  afterAll(async () => {
    await sim.close();
    dir.remove();
  });

  it.each([
    ['actor/3101', 320, 427],
    ['video/5101', 640, 360],
    ['albumPicture/6201-12', 1280, 960],
    ['post/501994-1', 320, 320],
  ])('serves %s at width %i (height %i) as WebP, cacheable', async (path, width, height) => {
    const response = await fetch(`${sim.appUrl}/media/pic/${path}/w${width}.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(webpSize(bytes)).toEqual({ width, height });
    const again = await fetch(`${sim.appUrl}/media/pic/${path}/w${width}.webp`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('gives the rows of a kind varied pictures', async () => {
    const bodies = await Promise.all(
      [3101, 3102, 3103, 3104, 3105, 3106].map(async (id) =>
        Buffer.from(
          await (await fetch(`${sim.appUrl}/media/pic/actor/${id}/w320.webp`)).arrayBuffer(),
        ).toString('base64'),
      ),
    );
    expect(new Set(bodies).size).toBeGreaterThan(3);
  });

  it.each([
    'actor/3101/w300.webp',
    'actor/3101/w320.svg',
    'actor/1/w320.webp',
    'albumPicture/6201-13/w320.webp',
    'nope/1/w320.webp',
  ])('answers 404 for %s', async (path) => {
    expect((await fetch(`${sim.appUrl}/media/pic/${path}`)).status).toBe(404);
  });

  it('keeps the catalogue in DATA_DIR across restarts', async () => {
    const id = 3101;
    const db = new Database(join(dir.path, 'simulator.db'));
    const before = db.prepare('SELECT count(*) AS n FROM cat_media').get();
    db.prepare("INSERT INTO cat_actor_notes VALUES (1001, ?, 'kept')").run(id);
    db.close();
    await sim.close();
    sim = await startTestSimulator({ dataDir: dir.path });
    const again = new Database(join(dir.path, 'simulator.db'));
    expect(again.prepare('SELECT count(*) AS n FROM cat_media').get()).toEqual(before);
    expect(again.prepare('SELECT comment FROM cat_actor_notes WHERE actor_id = ?').get(id)).toEqual(
      { comment: 'kept' },
    );
    again.close();
  }, 60_000);
});

/** A lossy WebP's picture size, from its VP8 frame header (RIFF, WEBP, VP8 chunk, start code). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 16)).toBe('WEBPVP8 ');
  expect(bytes.subarray(23, 26).toString('hex')).toBe('9d012a');
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}
