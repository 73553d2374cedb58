import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumCall } from '../../machines/content/album.types.ts';
import type { ContentRef } from '../../machines/content/content.types.ts';
import { createContentApi } from '../../services/content/contentApi.ts';
import { createGalleryApi } from '../../services/content/galleryApi.ts';
import type { RequestInput } from '../../machines/bootstrap/bootstrap.types.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, startTestSimulator, tempDir } from '../testing.ts';

let sim: RunningSimulator;
const data = tempDir();
const content = createContentApi(fetch);
const gallery = createGalleryApi(fetch);

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

/** A fresh copy of a demo account, logged in: every test its own guest. */
async function guest(from = 'vip'): Promise<{ login: string; request: RequestInput }> {
  const copy = await fetch(new URL(`/dev/account/copy?from=${from}`, sim.appUrl), {
    method: 'POST',
  });
  const { login } = (await copy.json()) as { login: string };
  const { accessToken } = await loginAs(sim, login);
  return {
    login,
    request: {
      restBaseUrl: sim.config.restBaseUrl,
      ver: sim.config.ver,
      language: 'en' as const,
      accessToken,
    },
  };
}

async function visitor(): Promise<RequestInput> {
  const session = (await (
    await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
  ).json()) as { accessToken: string };
  return {
    restBaseUrl: sim.config.restBaseUrl,
    ver: sim.config.ver,
    language: 'en' as const,
    accessToken: session.accessToken,
  };
}

const ALBUM = 6201;
const album: ContentRef = { kind: 'album', actorName: 'lanalove', id: ALBUM };
const call = (request: RequestInput): AlbumCall => ({ request, albumId: ALBUM });

describe('gallery simulator', () => {
  it('gives an album its gallery fields: the first 5 of its comments, counts and the right to comment', async () => {
    const { request } = await guest();
    const item = await content.loadItem(request, album);
    expect(item.album).toMatchObject({ commentsTotal: 7, canComment: true });
    expect(item.album?.comments).toHaveLength(5);
    expect(item.album?.rating.guestRating).toBeNull();
    const rest = await gallery.comments({ ...call(request), limit: 5, offset: 5 });
    expect(rest.total).toBe(7);
    expect(rest.comments).toHaveLength(2);
    const ids = [...(item.album?.comments ?? []), ...rest.comments].map((each) => each.id);
    expect(new Set(ids).size).toBe(7);
    // A video has none.
    const video = await content.loadItem(request, {
      kind: 'video',
      actorName: 'lanalove',
      id: 5101,
    });
    expect(video.album).toBeUndefined();
  });

  it('records the views of logged-in guests only', async () => {
    const before = (await content.loadItem(await visitor(), album)).album!.views;
    expect((await content.loadItem(await visitor(), album)).album!.views).toBe(before);
    const { request } = await guest();
    expect((await content.loadItem(request, album)).album!.views).toBe(before + 1);
    // One guest counts once.
    expect((await content.loadItem(request, album)).album!.views).toBe(before + 1);
  });

  it('takes one comment per guest and album: first in the list, then no more', async () => {
    const { request } = await guest();
    const posted = await gallery.postComment({ ...call(request), text: '  Lovely light!  ' });
    expect(posted.comment.text).toBe('Lovely light!');
    expect(posted.total).toBe(8);
    const item = await content.loadItem(request, album);
    expect(item.album?.canComment).toBe(false);
    expect(item.album?.comments[0]?.text).toBe('Lovely light!');
    await expect(gallery.postComment({ ...call(request), text: 'Again' })).rejects.toMatchObject({
      code: 'http_409',
    });
    // Another guest still may.
    const other = await guest();
    expect((await content.loadItem(other.request, album)).album?.canComment).toBe(true);
  });

  it('refuses a visitor, an empty or too long text, and a guest blocked for comments', async () => {
    await expect(
      gallery.postComment({ ...call(await visitor()), text: 'Hi' }),
    ).rejects.toMatchObject({ code: 'http_401' });
    expect((await content.loadItem(await visitor(), album)).album?.canComment).toBe(false);
    const { login, request } = await guest();
    await expect(gallery.postComment({ ...call(request), text: '   ' })).rejects.toMatchObject({
      code: 'http_400',
    });
    await expect(
      gallery.postComment({ ...call(request), text: 'x'.repeat(501) }),
    ).rejects.toMatchObject({ code: 'http_400' });
    const block = (blocked: string) =>
      fetch(new URL(`/dev/gallery/commentBlock?as=${login}&blocked=${blocked}`, sim.appUrl), {
        method: 'POST',
      });
    expect((await block('true')).status).toBe(200);
    expect((await content.loadItem(request, album)).album?.canComment).toBe(false);
    await expect(gallery.postComment({ ...call(request), text: 'Hi' })).rejects.toMatchObject({
      code: 'http_403',
    });
    expect((await block('maybe')).status).toBe(400);
    expect((await block('false')).status).toBe(200);
    expect((await gallery.postComment({ ...call(request), text: 'Hi' })).total).toBe(
      (await gallery.comments({ ...call(request), limit: 1, offset: 0 })).total,
    );
  });

  it('rates an album like 5 and dislike 1, one rating per guest, and a picture on its own', async () => {
    const { request } = await guest();
    const start = (await content.loadItem(request, album)).album!.rating;
    const liked = await gallery.rateAlbum({ ...call(request), rating: 5 });
    expect(liked).toEqual({ likes: start.likes + 1, dislikes: start.dislikes, guestRating: 5 });
    const disliked = await gallery.rateAlbum({ ...call(request), rating: 1 });
    expect(disliked).toEqual({ likes: start.likes, dislikes: start.dislikes + 1, guestRating: 1 });
    expect((await content.loadItem(request, album)).album!.rating).toEqual(disliked);
    expect(await gallery.rateAlbum({ ...call(request), rating: 0 })).toEqual({
      ...start,
      guestRating: null,
    });
    const picture = await gallery.ratePicture({ ...call(request), pictureId: 2, rating: 5 });
    expect(picture).toEqual({ pictureId: 2, likes: 1, dislikes: 0, guestRating: 5 });
    await expect(
      gallery.ratePicture({ ...call(request), pictureId: 99, rating: 5 }),
    ).rejects.toMatchObject({ code: 'http_404' });
    await expect(gallery.rateAlbum({ ...call(await visitor()), rating: 5 })).rejects.toMatchObject({
      code: 'http_401',
    });
  });
});
