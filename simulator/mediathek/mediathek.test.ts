import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LibraryItem,
  LibraryMediaType,
  LibraryRequest,
  LibrarySection,
} from '../../machines/library/library.types.ts';
import { createLibraryApi } from '../../services/mediathek/libraryApi.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, restUrl, startTestSimulator, tempDir } from '../testing.ts';

let sim: RunningSimulator;
const data = tempDir();
const api = createLibraryApi(fetch);
const signal = new AbortController().signal;

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

/** A fresh copy of a demo account, logged in: its own mediathek. */
async function guestOf(demo: string): Promise<LibraryRequest> {
  const copy = (await (
    await fetch(`${sim.appUrl}/dev/account/copy?from=${demo}`, { method: 'POST' })
  ).json()) as { login: string };
  await fetch(`${sim.appUrl}/dev/account/balance?as=${copy.login}&balance=100.00`, {
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
    expect(body.data.mediathek.items.every((item) => item.previewUrl.endsWith('/w320.svg'))).toBe(
      true,
    );
  });

  it('has nothing for a visitor', async () => {
    const request: LibraryRequest = {
      queryServiceUrl: sim.config.queryServiceUrl,
      language: 'en',
      ver: sim.config.ver,
      accessToken: null,
    };
    await expect(section(request, 'shop')).rejects.toMatchObject({ code: 'missing_token' });
  });
});
