import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_PAGE_SIZE } from '../../machines/library/library.rules.ts';
import type {
  CollectionsPageOutput,
  LibraryItem,
  LibraryMediaType,
  LibraryRequest,
  LibrarySection,
} from '../../machines/library/library.types.ts';
import { createMediathekApi } from '../../services/contests/mediathekApi.ts';
import { createLibraryApi } from '../../services/mediathek/libraryApi.ts';
import { loginAs, restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createLibraryApi(fetch);
const signal = new AbortController().signal;

/** A fresh copy of a demo account, logged in: its own mediathek. */
async function guestOf(demo: string, balance = '100.00'): Promise<LibraryRequest> {
  const copy = (await (
    await fetch(`${sim.appUrl}/dev/account/copy?from=${demo}`, { method: 'POST' })
  ).json()) as { login: string };
  await fetch(`${sim.appUrl}/dev/account/balance?as=${copy.login}&balance=${balance}`, {
    method: 'POST',
  });
  const { accessToken } = await loginAs(sim, copy.login);
  return {
    queryServiceUrl: sim.config.queryServiceUrl,
    language: 'en',
    ver: sim.config.ver,
    accessToken,
  };
}

/** A visitor's request: no session token, or a visitor's session (not logged in). */
const visitor = (accessToken: string | null = null): LibraryRequest => ({
  queryServiceUrl: sim.config.queryServiceUrl,
  language: 'en',
  ver: sim.config.ver,
  accessToken,
});

async function section(
  request: LibraryRequest,
  section: LibrarySection,
  mediaType: LibraryMediaType = 'VIDEO',
): Promise<LibraryItem[]> {
  const page = await api.fetchPage(
    { query: { request, mediaType, section }, limit: 30, offset: 0, cursor: null, requestId: 1 },
    signal,
  );
  expect(page.total).toBe(page.items.length);
  return [...page.items];
}

const buy = (request: LibraryRequest, kind: 'video' | 'album', id: number) =>
  fetch(restUrl(sim, `${kind}/${id}/buy`, { access_token: request.accessToken ?? '' }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });

describe('the mediathek on the query service', () => {
  it('lists a purchase in the shop section, and the demo history in messenger and clips', async () => {
    const guest = await guestOf('vip');
    expect((await buy(guest, 'video', 5101)).ok).toBe(true);
    const shop = await section(guest, 'shop');
    expect(shop.map((item) => [item.itemId, item.origin, item.contentGroup])).toContainEqual([
      5101,
      'SHOP',
      'SHOP',
    ]);
    const messenger = await section(guest, 'messenger');
    expect(messenger).toHaveLength(2);
    expect(messenger.every((item) => item.contentGroup === 'MESSENGER')).toBe(true);
    expect(await section(guest, 'messenger', 'PHOTO')).toHaveLength(1);
    const clips = await section(guest, 'clips');
    expect(clips).toHaveLength(3);
    expect(clips.every((item) => item.origin === 'CHATCLIP' && item.contentGroup === null)).toBe(
      true,
    );
    expect(await section(guest, 'pinned')).toEqual([]);
    expect(await section(guest, 'archive')).toEqual([]);
  });

  it('lists a bought album in the photos shop section, with its pictures, and not among the videos', async () => {
    const guest = await guestOf('tv');
    const db = new Database(join(sim.dataDir, 'simulator.db'), { readonly: true });
    const album = db
      .prepare<[], { id: number; picture_count: number }>(
        `SELECT id, picture_count FROM cat_media WHERE kind = 'album' AND free = 0 ORDER BY id LIMIT 1`,
      )
      .get();
    db.close();
    if (!album) throw new Error('the catalogue has albums');
    expect((await buy(guest, 'album', album.id)).ok).toBe(true);
    const photos = await section(guest, 'shop', 'PHOTO');
    expect(photos.map((each) => [each.itemId, each.mediaType, each.pictureCount])).toEqual([
      [album.id, 'PHOTO', album.picture_count],
    ]);
    expect(await section(guest, 'shop', 'VIDEO')).toEqual([]);
  });

  it("lists the demo world's albums in the photos shop section, and an album removed from the mediathek leaves it (issue 20)", async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    const guest = { ...visitor(accessToken) };
    const ids = async () => (await section(guest, 'shop', 'PHOTO')).map((item) => item.itemId);
    expect((await ids()).sort()).toEqual([6202, 7301, 7304, 7308, 7313]);
    const contestSet = (await section(guest, 'shop', 'PHOTO')).find((item) => item.itemId === 7301);
    expect(contestSet).toMatchObject({
      title: 'Golden hour 1',
      actorName: 'LanaLove',
      pictureCount: 6,
      previewUrl: '/media/contests/album/7301/1.svg',
    });
    const removal = createMediathekApi(fetch);
    const rest = {
      restBaseUrl: sim.config.restBaseUrl,
      ver: sim.config.ver,
      language: 'en' as const,
      accessToken,
    };
    const left = await removal.removeAlbums(rest, [7301, 6202]);
    expect((await ids()).sort()).toEqual(left.map((album) => album.albumId).sort());
    expect((await ids()).sort()).toEqual([7304, 7308, 7313]);
  });

  it("lists a copy's albums in the photos shop section when the copy took demo's mediathek", async () => {
    const copy = (await (
      await fetch(`${sim.appUrl}/dev/account/copy?from=demo&mediathek=1`, { method: 'POST' })
    ).json()) as { login: string };
    const photosOf = async (login: string) =>
      section(visitor((await loginAs(sim, login)).accessToken), 'shop', 'PHOTO');
    const photos = await photosOf(copy.login);
    // demo's own, less what it removed above; the contest sets outside the catalogue drawn too.
    expect(photos.map((item) => item.itemId).sort()).toEqual(
      (await photosOf('demo')).map((item) => item.itemId).sort(),
    );
    expect(photos.find((item) => item.itemId === 7304)).toMatchObject({
      actorName: expect.any(String) as unknown,
      previewUrl: '/media/contests/album/7304/1.svg',
    });
  });

  it("lists demo's audio items for a copy that took its mediathek, and none for a plain copy", async () => {
    const audioOf = async (query: string) => {
      const copy = (await (
        await fetch(`${sim.appUrl}/dev/account/copy?from=demo${query}`, { method: 'POST' })
      ).json()) as { login: string };
      const { accessToken } = await loginAs(sim, copy.login);
      const reply = await fetch(restUrl(sim, 'mediathek/audio', { access_token: accessToken }));
      return ((await reply.json()) as { audio: { title: string }[] }).audio;
    };
    expect((await audioOf('&mediathek=1')).map((item) => item.title)).toEqual([
      'Good night whisper',
      'Morning call',
      'A story for you',
    ]);
    expect(await audioOf('')).toEqual([]);
  });

  it('pins, archives and restores: each section answers by the marks', async () => {
    const guest = await guestOf('vip');
    const [clip] = await section(guest, 'clips');
    if (!clip) throw new Error('the demo history has clips');
    const pinned = await api.update(
      { request: guest, change: { id: clip.id, kind: 'pin' } },
      signal,
    );
    expect(pinned).toMatchObject({ id: clip.id, pinned: true, archived: false });
    expect((await section(guest, 'pinned')).map((item) => item.id)).toEqual([clip.id]);

    await api.update({ request: guest, change: { id: clip.id, kind: 'archive' } }, signal);
    expect((await section(guest, 'clips')).map((item) => item.id)).not.toContain(clip.id);
    expect(await section(guest, 'pinned')).toEqual([]);
    expect((await section(guest, 'archive')).map((item) => item.id)).toEqual([clip.id]);

    const restored = await api.update(
      { request: guest, change: { id: clip.id, kind: 'restore' } },
      signal,
    );
    expect(restored).toMatchObject({ pinned: true, archived: false });
    expect((await section(guest, 'clips')).map((item) => item.id)).toContain(clip.id);
  });

  it('leaves out excluded hash ids, pages with a total, and refuses what is not hers', async () => {
    const guest = await guestOf('vip');
    const other = await guestOf('demo');
    const [first, second] = await section(guest, 'clips');
    const page = await api.fetchPage(
      {
        query: { request: guest, mediaType: 'VIDEO', section: 'clips' },
        limit: 1,
        offset: 1,
        cursor: null,
        requestId: 2,
      },
      signal,
    );
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual([second?.id]);
    await expect(
      api.update({ request: other, change: { id: `nope-${first?.id}`, kind: 'pin' } }, signal),
    ).rejects.toMatchObject({ code: 'bad_user_input' });
    const reply = await fetch(sim.config.queryServiceUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest.accessToken}` },
      body: JSON.stringify({
        query: `{ mediathek(filter: { mediaType: VIDEO, source: PURCHASED, origin: CHATCLIP,
          excludedHashIds: ["${first?.id}"], formatKey: "w320" }) { total items { hashId previewUrl } } }`,
      }),
    });
    const body = (await reply.json()) as {
      data: { mediathek: { total: number; items: { hashId: string; previewUrl: string }[] } };
    };
    expect(body.data.mediathek.total).toBe(2);
    expect(body.data.mediathek.items.every((item) => item.previewUrl.endsWith('/w320.webp'))).toBe(
      true,
    );
  });

  it('has nothing for a visitor', async () => {
    await expect(section(visitor(), 'shop')).rejects.toMatchObject({ code: 'missing_token' });
  });
});

/** A page of the guest's collections as the client asks for it (`first` is the page size). */
const collections = (request: LibraryRequest, offset: number, first = COLLECTION_PAGE_SIZE) =>
  api.fetchCollections(
    { query: { request }, limit: first, offset, cursor: null, requestId: offset + 1 },
    signal,
  );

/** One paid video of each of `count` actors, from the simulator's catalogue (its own store). */
function videosOfActors(count: number): number[] {
  const db = new Database(join(sim.dataDir, 'simulator.db'), { readonly: true });
  try {
    return db
      .prepare<[number], { id: number }>(
        `SELECT MIN(id) AS id FROM cat_media WHERE kind = 'video' AND free = 0 AND vip30 = 0
         GROUP BY actor_id ORDER BY actor_id LIMIT ?`,
      )
      .all(count)
      .map((row) => row.id);
  } finally {
    db.close();
  }
}

describe('the collections on the query service (seed 001 §7 collections, §9 15 a page)', () => {
  it("pages the guest's collections 15 at a time with the total, one per actor, newest first", async () => {
    const guest = await guestOf('tv', '2000.00');
    const ids = videosOfActors(COLLECTION_PAGE_SIZE + 2);
    expect(ids).toHaveLength(COLLECTION_PAGE_SIZE + 2);
    for (const id of ids) expect((await buy(guest, 'video', id)).ok).toBe(true);

    const first: CollectionsPageOutput = await collections(guest, 0);
    expect(first.total).toBe(COLLECTION_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(COLLECTION_PAGE_SIZE);
    const second = await collections(guest, COLLECTION_PAGE_SIZE);
    expect(second.total).toBe(COLLECTION_PAGE_SIZE + 2);
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items];
    // One collection per actor, each with the one video bought of her.
    expect(new Set(all.map((collection) => collection.actorName.toLowerCase())).size).toBe(
      all.length,
    );
    expect(all.every((c) => c.videoCount === 1 && c.photoCount === 0)).toBe(true);
    const times = all.map((collection) => Date.parse(collection.lastAcquiredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('asks 15 when the client names no page size', async () => {
    const guest = await guestOf('vip');
    const reply = await fetch(sim.config.queryServiceUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest.accessToken}` },
      body: JSON.stringify({
        query: '{ collections { total items { id videoCount photoCount } } }',
      }),
    });
    const body = (await reply.json()) as {
      data: { collections: { total: number; items: { id: string }[] } };
    };
    expect(body.data.collections.total).toBeGreaterThan(0);
    expect(body.data.collections.items.length).toBe(
      Math.min(COLLECTION_PAGE_SIZE, body.data.collections.total),
    );
  });

  it('an archived item leaves its collection; a guest with nothing kept has none', async () => {
    const guest = await guestOf('tv');
    expect(await collections(guest, 0)).toEqual({ total: 0, items: [] });
    expect((await buy(guest, 'video', 5101)).ok).toBe(true);
    const [kept] = await section(guest, 'shop');
    if (!kept) throw new Error('the bought video is in the shop section');
    expect((await collections(guest, 0)).total).toBe(1);
    await api.update({ request: guest, change: { id: kept.id, kind: 'archive' } }, signal);
    expect(await collections(guest, 0)).toEqual({ total: 0, items: [] });
  });

  it("refuses a visitor: without a token before any request, with a visitor's session by the service", async () => {
    await expect(collections(visitor(), 0)).rejects.toMatchObject({ code: 'missing_token' });
    const session = (await (
      await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
    ).json()) as { accessToken: string };
    await expect(collections(visitor(session.accessToken), 0)).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });
});
