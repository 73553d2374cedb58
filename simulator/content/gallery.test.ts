import { describe, expect, it } from 'vitest';
import type { AlbumCall } from '../../machines/content/album.types.ts';
import type { ContentRef } from '../../machines/content/content.types.ts';
import { createContentApi } from '../../services/content/contentApi.ts';
import { createAlbumViewsApi } from '../../services/content/albumViewsApi.ts';
import { createGalleryApi } from '../../services/content/galleryApi.ts';
import type { RequestInput } from '../../machines/shared/session.types.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const content = createContentApi(fetch);
const gallery = createGalleryApi(fetch);
const views = createAlbumViewsApi(fetch);

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
/** Where the query service is (the album views' mutation). */
const queryOf = () => ({ queryServiceUrl: sim.config.queryServiceUrl });
/** The gallery domain's calls carry the whole service request. */
const pictures = (request: RequestInput) => ({
  request: { ...request, ...queryOf() },
  albumId: ALBUM,
});

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

  it('records a logged-in guest’s album view on the query service, once; a visitor’s never (seed 001 §5)', async () => {
    const before = (await content.loadItem(await visitor(), album)).album!.views;
    const caller = await visitor();
    await expect(
      views.record({ request: { ...caller, ...queryOf() }, albumId: ALBUM }),
    ).rejects.toMatchObject({ code: 'unauthorized' });
    const { request } = await guest();
    // Reading the album records nothing: the page sends the view.
    expect((await content.loadItem(request, album)).album!.views).toBe(before);
    const recorded = await views.record({ request: { ...request, ...queryOf() }, albumId: ALBUM });
    expect(recorded).toEqual({ albumId: ALBUM, views: before + 1 });
    // One guest counts once.
    expect(
      (await views.record({ request: { ...request, ...queryOf() }, albumId: ALBUM })).views,
    ).toBe(before + 1);
    expect((await content.loadItem(request, album)).album!.views).toBe(before + 1);
    await expect(
      views.record({ request: { ...request, ...queryOf() }, albumId: 999_999 }),
    ).rejects.toMatchObject({ code: 'bad_user_input' });
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

  it('rates an album like 5 and dislike 1, one rating per guest', async () => {
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
    await expect(gallery.rateAlbum({ ...call(await visitor()), rating: 5 })).rejects.toMatchObject({
      code: 'http_401',
    });
  });

  it('opens an album’s pictures the guest sees with their ratings, and rates one of them', async () => {
    const { request } = await guest();
    const opened = await gallery.open(pictures(request));
    // Not bought: its 3 previews, by their unique ids.
    expect(opened.pictures.map((each) => each.pictureId)).toEqual([
      6_201_001, 6_201_002, 6_201_003,
    ]);
    const before = opened.pictures[1]!;
    expect(before.guestRating).toBeNull();
    const liked = await gallery.ratePicture({
      ...pictures(request),
      pictureId: 6_201_002,
      rating: 5,
    });
    expect(liked).toEqual({ ...before, likes: before.likes + 1, guestRating: 5 });
    const disliked = await gallery.ratePicture({
      ...pictures(request),
      pictureId: 6_201_002,
      rating: 1,
    });
    expect(disliked).toEqual({ ...before, dislikes: before.dislikes + 1, guestRating: 1 });
    expect((await gallery.open(pictures(request))).pictures[1]).toEqual(disliked);
    // A visitor sees the same counts, with no rating of her own.
    expect((await gallery.open(pictures(await visitor()))).pictures[1]).toEqual({
      ...disliked,
      guestRating: null,
    });
    // A picture beyond the previews of an album not bought, or of another album, is not hers to rate.
    for (const pictureId of [6_201_004, 6_202_001, 2])
      await expect(
        gallery.ratePicture({ ...pictures(request), pictureId, rating: 5 }),
      ).rejects.toMatchObject({ code: 'http_404' });
    await expect(
      gallery.ratePicture({ ...pictures(await visitor()), pictureId: 6_201_001, rating: 5 }),
    ).rejects.toMatchObject({ code: 'http_401' });
    await expect(gallery.open({ ...pictures(request), albumId: 999_999 })).rejects.toMatchObject({
      code: 'http_404',
    });
  });
});
