import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { startBesideGate } from '../content/album.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { galleryMachine } from './gallery.machine.ts';
import {
  selectCrumbs,
  selectGalleryStatus,
  selectPicturePending,
  selectPictureRatings,
  selectPictureRefused,
  selectRecordedViews,
  selectShare,
  selectViewer,
} from './gallery.selectors.ts';
import type {
  AlbumViews,
  BreadcrumbCall,
  Crumb,
  GalleryCall,
  GalleryEvent,
  OpenedGallery,
  PictureRateCall,
  PictureRating,
  PreloadCall,
  PreloadedPicture,
  ShareCall,
  WatchCall,
} from './gallery.types.ts';

const ALBUM = 6201;
const picture = (n: number, rating: Partial<PictureRating> = {}): PictureRating => ({
  pictureId: ALBUM * 1000 + n,
  likes: n,
  dislikes: 0,
  guestRating: null,
  ...rating,
});
const albumRoute: GalleryEvent = {
  type: 'route.entered',
  name: 'actorPhotoAlbum',
  params: { actorName: 'lanalove', albumId: String(ALBUM) },
  query: {},
};
const videoRoute = (videoId = 5101): GalleryEvent => ({
  type: 'route.entered',
  name: 'actorVideoDetails',
  params: { actorName: 'lanalove', videoId: String(videoId) },
  query: {},
});

interface Options {
  loggedIn?: boolean;
  allowed?: boolean;
  open?: (call: GalleryCall) => Promise<OpenedGallery>;
  rate?: (call: PictureRateCall) => Promise<PictureRating>;
  share?: (call: ShareCall) => Promise<void>;
  crumbs?: (call: BreadcrumbCall) => Promise<Crumb[]>;
}

function start(options: Options = {}) {
  const calls = {
    open: [] as GalleryCall[],
    rate: [] as PictureRateCall[],
    views: [] as GalleryCall[],
    share: [] as ShareCall[],
    watch: [] as WatchCall[],
    crumbs: [] as BreadcrumbCall[],
    preload: [] as PreloadCall[],
    released: [] as string[][],
  };
  const logic = galleryMachine.provide({
    actors: {
      openGallery: fromPromise<OpenedGallery, GalleryCall>(({ input }) => {
        calls.open.push(input);
        return options.open
          ? options.open(input)
          : Promise.resolve({ albumId: input.albumId, pictures: [picture(1), picture(2)] });
      }),
      ratePicture: fromPromise<PictureRating, PictureRateCall>(({ input }) => {
        calls.rate.push(input);
        if (options.rate) return options.rate(input);
        return Promise.resolve({
          pictureId: input.pictureId,
          likes: 40,
          dislikes: 1,
          guestRating: input.rating === 0 ? null : input.rating,
        });
      }),
      recordView: fromPromise<AlbumViews, GalleryCall>(({ input }) => {
        calls.views.push(input);
        return Promise.resolve({ albumId: input.albumId, views: 321 });
      }),
      shareVideo: fromPromise<void, ShareCall>(({ input }) => {
        calls.share.push(input);
        return options.share ? options.share(input) : Promise.resolve();
      }),
      watchStart: fromPromise<void, WatchCall>(({ input }) => {
        calls.watch.push(input);
        return Promise.resolve();
      }),
      preloadPicture: fromPromise<PreloadedPicture, PreloadCall>(({ input }) => {
        calls.preload.push(input);
        return input.url.includes('broken')
          ? Promise.reject(new Error('http_404'))
          : Promise.resolve({ url: input.url, objectUrl: `blob:${input.url}` });
      }),
      releasePictures: fromPromise<void, { objectUrls: string[] }>(({ input }) => {
        calls.released.push(input.objectUrls);
        return Promise.resolve();
      }),
      loadBreadcrumb: fromPromise<Crumb[], BreadcrumbCall>(({ input }) => {
        calls.crumbs.push(input);
        return options.crumbs
          ? options.crumbs(input)
          : Promise.resolve([{ label: input.payload.actorName, link: null }]);
      }),
    },
  });
  const { asked, actor } = startBesideGate(
    logic,
    'gallery',
    demoDomainInput('gallery', { isLoggedIn: options.loggedIn ?? true }),
    { allowed: options.allowed ?? true },
  );
  const snapshot = (): SnapshotFrom<typeof galleryMachine> => actor.getSnapshot();
  return { calls, asked, snapshot, send: (event: GalleryEvent) => actor.send(event) };
}

describe('gallery', () => {
  it('opens an album’s pictures with their ratings and records a logged-in guest’s view once', async () => {
    const g = start();
    g.send(albumRoute);
    expect(selectGalleryStatus(g.snapshot())).toBe('opening');
    await flushMacrotasks();
    expect(selectGalleryStatus(g.snapshot())).toBe('open');
    expect(g.calls.open.map((call) => call.albumId)).toEqual([ALBUM]);
    expect(g.calls.open[0]?.request.accessToken).toBe('t');
    expect(selectPictureRatings(g.snapshot())[picture(2).pictureId]).toEqual(picture(2));
    expect(g.calls.views.map((call) => call.albumId)).toEqual([ALBUM]);
    expect(selectRecordedViews(g.snapshot())).toBe(321);
    // The same album told again (a query changed) asks nothing again.
    g.send({ ...albumRoute, query: { sort: 'newest' } });
    await flushMacrotasks();
    expect(g.calls.open).toHaveLength(1);
    expect(g.calls.views).toHaveLength(1);
  });

  it('opens another album shown while the first is still opening, for it alone', async () => {
    const g = start();
    g.send(albumRoute);
    expect(selectGalleryStatus(g.snapshot())).toBe('opening');
    g.send({ ...albumRoute, params: { actorName: 'lanalove', albumId: String(ALBUM + 1) } });
    expect(selectGalleryStatus(g.snapshot())).toBe('opening');
    await flushMacrotasks();
    expect(selectGalleryStatus(g.snapshot())).toBe('open');
    expect(g.calls.open.map((call) => call.albumId)).toEqual([ALBUM, ALBUM + 1]);
    // A video's page after it: the pictures are idle again.
    g.send(videoRoute());
    expect(selectGalleryStatus(g.snapshot())).not.toBe('open');
  });

  it('records no view of a visitor (seed 001 §5), and opens the pictures all the same', async () => {
    const g = start({ loggedIn: false });
    g.send(albumRoute);
    await flushMacrotasks();
    expect(selectGalleryStatus(g.snapshot())).toBe('open');
    expect(g.calls.views).toEqual([]);
    expect(selectRecordedViews(g.snapshot())).toBeNull();
  });

  it('shows the pictures without ratings when gallery/open fails, and opens them again on retry', async () => {
    let fail = true;
    const g = start({
      open: ({ albumId }) =>
        fail
          ? Promise.reject(new Error('http_500'))
          : Promise.resolve({ albumId, pictures: [picture(1)] }),
    });
    g.send(albumRoute);
    await flushMacrotasks();
    expect(selectGalleryStatus(g.snapshot())).toBe('failed');
    fail = false;
    g.send({ type: 'ui.galleryRetry' });
    await flushMacrotasks();
    expect(selectGalleryStatus(g.snapshot())).toBe('open');
    expect(g.calls.open).toHaveLength(2);
  });

  it('names in each call the item its state was entered for, the retried album included (issue 52 §3)', async () => {
    let fail = true;
    const g = start({
      open: ({ albumId }) =>
        fail && albumId === ALBUM + 1
          ? Promise.reject(new Error('http_500'))
          : Promise.resolve({ albumId, pictures: [picture(1)] }),
    });
    g.send(albumRoute);
    g.send({ ...albumRoute, params: { actorName: 'lanalove', albumId: String(ALBUM + 1) } });
    await flushMacrotasks();
    expect(selectGalleryStatus(g.snapshot())).toBe('failed');
    fail = false;
    g.send({ type: 'ui.galleryRetry' });
    await flushMacrotasks();
    expect(g.calls.open.map((call) => call.albumId)).toEqual([ALBUM, ALBUM + 1, ALBUM + 1]);
    expect(g.calls.views.map((call) => call.albumId)).toEqual([ALBUM, ALBUM + 1]);
    expect(g.calls.crumbs.map((call) => [call.type, call.payload.id])).toEqual([
      ['album', ALBUM],
      ['album', ALBUM + 1],
    ]);
    g.send({ type: 'ui.ratePicture', pictureId: picture(1).pictureId, choice: 'dislike' });
    await flushMacrotasks();
    expect(g.calls.rate).toMatchObject([
      { albumId: ALBUM + 1, pictureId: picture(1).pictureId, rating: 1 },
    ]);
    // A retry with no failed album asks nothing.
    g.send({ type: 'ui.galleryRetry' });
    await flushMacrotasks();
    expect(g.calls.open).toHaveLength(3);
  });

  it('likes a picture at once, answers with the server’s counts, and a second press takes it back', async () => {
    const g = start();
    g.send(albumRoute);
    await flushMacrotasks();
    const id = picture(2).pictureId;
    g.send({ type: 'ui.ratePicture', pictureId: id, choice: 'like' });
    expect(g.asked).toMatchObject([{ action: 'favorite', replyTo: 'gallery', openFlow: true }]);
    expect(selectPictureRatings(g.snapshot())[id]).toMatchObject({ likes: 3, guestRating: 5 });
    expect(selectPicturePending(g.snapshot())).toBe(id);
    await flushMacrotasks();
    expect(g.calls.rate).toMatchObject([{ albumId: ALBUM, pictureId: id, rating: 5 }]);
    expect(selectPictureRatings(g.snapshot())[id]).toEqual({
      pictureId: id,
      likes: 40,
      dislikes: 1,
      guestRating: 5,
    });
    expect(selectPicturePending(g.snapshot())).toBeNull();
    g.send({ type: 'ui.ratePicture', pictureId: id, choice: 'like' });
    await flushMacrotasks();
    expect(g.calls.rate.map((call) => call.rating)).toEqual([5, 0]);
    // A picture gallery/open did not name is not rated.
    g.send({ type: 'ui.ratePicture', pictureId: 1, choice: 'like' });
    expect(g.snapshot().matches({ rating: 'idle' })).toBe(true);
  });

  it('puts a refused picture rating back and says so until the next press', async () => {
    const g = start({ rate: () => Promise.reject(new Error('http_500')) });
    g.send(albumRoute);
    await flushMacrotasks();
    const id = picture(1).pictureId;
    g.send({ type: 'ui.ratePicture', pictureId: id, choice: 'dislike' });
    expect(selectPictureRatings(g.snapshot())[id]).toMatchObject({ dislikes: 1, guestRating: 1 });
    await flushMacrotasks();
    expect(selectPictureRatings(g.snapshot())[id]).toEqual(picture(1));
    expect(selectPictureRefused(g.snapshot())).toBe(true);
    g.send({ type: 'ui.ratePicture', pictureId: id, choice: 'like' });
    expect(selectPictureRefused(g.snapshot())).toBe(false);
  });

  it('a visitor’s picture press waits for the login the gate opens, and is made once it succeeds', async () => {
    const g = start({ loggedIn: false, allowed: false });
    g.send(albumRoute);
    await flushMacrotasks();
    const id = picture(1).pictureId;
    g.send({ type: 'ui.ratePicture', pictureId: id, choice: 'like' });
    expect(g.snapshot().matches({ rating: 'waitingForFlow' })).toBe(true);
    g.send({ type: 'gate.resumed', action: 'favorite', ticket: 'gallery.picture', success: true });
    await flushMacrotasks();
    expect(g.calls.rate.map((call) => call.rating)).toEqual([5]);
    g.send({ type: 'ui.ratePicture', pictureId: id, choice: 'dislike' });
    g.send({ type: 'gate.resumed', action: 'favorite', ticket: 'gallery.picture', success: false });
    expect(g.snapshot().matches({ rating: 'idle' })).toBe(true);
    expect(g.calls.rate).toHaveLength(1);
  });

  it('shares the shown video with an address through the gate, and says when it failed', async () => {
    let fail = false;
    const g = start({
      share: () => (fail ? Promise.reject(new Error('http_429')) : Promise.resolve()),
    });
    g.send(videoRoute());
    // Not an address: nothing is asked.
    g.send({ type: 'ui.shareVideo', email: 'friend at example' });
    expect(selectShare(g.snapshot()).status).toBe('idle');
    g.send({ type: 'ui.shareVideo', email: ' friend@example.com ' });
    expect(g.asked).toMatchObject([{ action: 'account', ticket: 'gallery.share' }]);
    await flushMacrotasks();
    expect(g.calls.share).toMatchObject([{ videoId: 5101, email: 'friend@example.com' }]);
    expect(selectShare(g.snapshot())).toEqual({ status: 'sent', to: 'friend@example.com' });
    fail = true;
    g.send({ type: 'ui.shareVideo', email: 'other@example.com' });
    await flushMacrotasks();
    expect(selectShare(g.snapshot()).status).toBe('failed');
    g.send({ type: 'ui.shareReset' });
    expect(selectShare(g.snapshot())).toEqual({ status: 'idle', to: null });
  });

  it('shares nothing on an album’s page, and a visitor logs in first', async () => {
    const g = start();
    g.send(albumRoute);
    g.send({ type: 'ui.shareVideo', email: 'friend@example.com' });
    expect(selectShare(g.snapshot()).status).toBe('idle');
    const visitor = start({ loggedIn: false, allowed: false });
    visitor.send(videoRoute());
    visitor.send({ type: 'ui.shareVideo', email: 'friend@example.com' });
    expect(selectShare(visitor.snapshot()).status).toBe('waitingForFlow');
    visitor.send({
      type: 'gate.resumed',
      action: 'account',
      ticket: 'gallery.share',
      success: true,
    });
    await flushMacrotasks();
    expect(visitor.calls.share).toHaveLength(1);
  });

  it('tells a whole video’s first play once (watch/start), a logged-in guest’s only', async () => {
    const g = start();
    g.send(videoRoute());
    g.send({ type: 'ui.watchStarted', videoId: 5101 });
    g.send({ type: 'ui.watchStarted', videoId: 5101 });
    // Another video than the page's is not this page's play.
    g.send({ type: 'ui.watchStarted', videoId: 5102 });
    await flushMacrotasks();
    expect(g.calls.watch.map((call) => call.videoId)).toEqual([5101]);
    const visitor = start({ loggedIn: false });
    visitor.send(videoRoute());
    visitor.send({ type: 'ui.watchStarted', videoId: 5101 });
    await flushMacrotasks();
    expect(visitor.calls.watch).toEqual([]);
  });

  it('asks each item’s breadcrumb once in a visit, and shows none when it fails', async () => {
    const g = start({
      crumbs: ({ type }) =>
        type === 'album'
          ? Promise.reject(new Error('http_500'))
          : Promise.resolve([{ label: 'Videos', link: null }]),
    });
    g.send(videoRoute());
    expect(selectCrumbs(g.snapshot())).toBeNull();
    await flushMacrotasks();
    expect(selectCrumbs(g.snapshot())).toEqual([{ label: 'Videos', link: null }]);
    g.send(albumRoute);
    await flushMacrotasks();
    expect(selectCrumbs(g.snapshot())).toBeNull();
    g.send({ type: 'route.left', name: 'actorPhotoAlbum' });
    g.send(videoRoute());
    await flushMacrotasks();
    expect(g.calls.crumbs.map((call) => call.type)).toEqual(['video', 'album']);
    expect(g.calls.crumbs[0]?.payload).toEqual({ id: 5101, actorName: 'lanalove' });
    expect(selectCrumbs(g.snapshot())).toEqual([{ label: 'Videos', link: null }]);
  });

  it('opens a picture in the viewer, fetches its next and previous ahead as blobs, and lets them go on closing', async () => {
    const g = start();
    g.send(albumRoute);
    const pictures = [1, 2, 3].map((n) => ({ id: n, url: `/p/${n}.svg` }));
    // An index outside the pictures opens nothing.
    g.send({ type: 'ui.pictureOpened', pictures, index: 3 });
    expect(selectViewer(g.snapshot())).toBeNull();
    g.send({ type: 'ui.pictureOpened', pictures, index: 0 });
    expect(selectViewer(g.snapshot())).toEqual({ id: 1, number: 1, count: 3, src: '/p/1.svg' });
    await flushMacrotasks(3);
    // The next first, then the previous (the last: the viewer goes round).
    expect(g.calls.preload.map((call) => call.url)).toEqual(['/p/2.svg', '/p/3.svg']);
    g.send({ type: 'ui.pictureStepped', by: 1 });
    expect(selectViewer(g.snapshot())).toMatchObject({ number: 2, src: 'blob:/p/2.svg' });
    g.send({ type: 'ui.pictureStepped', by: -1 });
    g.send({ type: 'ui.pictureStepped', by: -1 });
    expect(selectViewer(g.snapshot())).toMatchObject({ number: 3, src: 'blob:/p/3.svg' });
    await flushMacrotasks(3);
    // Each is fetched once: the first picture too, once it was the previous one's.
    expect(g.calls.preload.map((call) => call.url)).toEqual(['/p/2.svg', '/p/3.svg', '/p/1.svg']);
    g.send({ type: 'ui.viewerClosed' });
    expect(selectViewer(g.snapshot())).toBeNull();
    await flushMacrotasks();
    expect(g.calls.released).toEqual([['blob:/p/2.svg', 'blob:/p/3.svg', 'blob:/p/1.svg']]);
  });

  it('marks the picture whose fetch failed, not the next one after a step taken meanwhile', async () => {
    const g = start();
    g.send(albumRoute);
    const pictures = [
      { id: 1, url: '/p/1.svg' },
      { id: 2, url: '/p/broken.svg' },
      { id: 3, url: '/p/3.svg' },
    ];
    g.send({ type: 'ui.pictureOpened', pictures, index: 0 });
    // The guest steps on while the second's fetch is under way; then it fails.
    g.send({ type: 'ui.pictureStepped', by: 1 });
    await flushMacrotasks(5);
    expect(g.snapshot().context.preloaded).toEqual({
      '/p/broken.svg': null,
      '/p/3.svg': 'blob:/p/3.svg',
      '/p/1.svg': 'blob:/p/1.svg',
    });
    expect(g.calls.preload.map((call) => call.url)).toEqual([
      '/p/broken.svg',
      '/p/3.svg',
      '/p/1.svg',
    ]);
  });

  it('shows a picture that could not be fetched ahead from its own address, and closes on another page', async () => {
    const g = start();
    g.send(albumRoute);
    const pictures = [
      { id: 1, url: '/p/1.svg' },
      { id: 2, url: '/p/broken.svg' },
    ];
    g.send({ type: 'ui.pictureOpened', pictures, index: 0 });
    await flushMacrotasks(3);
    g.send({ type: 'ui.pictureStepped', by: 1 });
    expect(selectViewer(g.snapshot())).toMatchObject({ number: 2, src: '/p/broken.svg' });
    // The first is the second's next: fetched now.
    expect(g.calls.preload.map((call) => call.url)).toEqual(['/p/broken.svg', '/p/1.svg']);
    g.send(videoRoute());
    expect(selectViewer(g.snapshot())).toBeNull();
    await flushMacrotasks();
    // The page left before any blob came: nothing to let go.
    expect(g.calls.released).toEqual([]);
  });
});
