import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { galleryMachine } from './gallery.machine.ts';
import type { GalleryEvent } from './gallery.types.ts';

/**
 * Model-based test of the gallery: each region walked alone from the start (the album's pictures,
 * a picture's rating, the album's view, the share, the breadcrumb), for a logged-in guest and a
 * visitor, every transition on the real machine.
 */
const album: GalleryEvent = {
  type: 'route.entered',
  name: 'actorPhotoAlbum',
  params: { actorName: 'lanalove', albumId: '6201' },
  query: {},
};
const otherAlbum: GalleryEvent = {
  type: 'route.entered',
  name: 'actorPhotoAlbum',
  params: { actorName: 'lanalove', albumId: '6202' },
  query: {},
};
const video: GalleryEvent = {
  type: 'route.entered',
  name: 'actorVideoDetails',
  params: { actorName: 'lanalove', videoId: '5101' },
  query: {},
};
const left: GalleryEvent = { type: 'route.left', name: 'actorPhotoAlbum' };
const PICTURE = 6_201_001;
const rating = { pictureId: PICTURE, likes: 2, dislikes: 0, guestRating: null };
const opened = {
  type: 'xstate.done.actor.openGallery',
  output: { albumId: 6201, pictures: [rating] },
} as EventObject;
const fails = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: { message: '', code: 'http_500' } }) as EventObject;
const answer = (ticket: string, allowed: boolean, open: boolean): EventObject =>
  ({
    type: 'gate.answer',
    action: 'favorite',
    ticket,
    allowed,
    reason: allowed ? null : 'needLogin',
    open: open ? { type: 'payTour.open', flow: 'login' } : null,
    balance: null,
  }) as EventObject;
const resumed = (ticket: string, success: boolean): EventObject =>
  ({ type: 'gate.resumed', action: 'favorite', ticket, success }) as EventObject;

const phases: Record<string, (GalleryEvent | EventObject)[]> = {
  album: [
    album,
    otherAlbum,
    video,
    left,
    opened,
    fails('openGallery'),
    { type: 'ui.galleryRetry' },
  ],
  rating: [
    album,
    opened,
    { type: 'ui.ratePicture', pictureId: PICTURE, choice: 'like' },
    answer('gallery.picture', true, false),
    answer('gallery.picture', false, true),
    answer('gallery.picture', false, false),
    resumed('gallery.picture', true),
    resumed('gallery.picture', false),
    {
      type: 'xstate.done.actor.ratePicture',
      output: { ...rating, likes: 3, guestRating: 5 },
    } as EventObject,
    fails('ratePicture'),
  ],
  views: [
    album,
    otherAlbum,
    video,
    { type: 'xstate.done.actor.recordView', output: { albumId: 6201, views: 5 } } as EventObject,
    fails('recordView'),
  ],
  share: [
    video,
    album,
    left,
    { type: 'ui.shareVideo', email: 'friend@example.com' },
    answer('gallery.share', true, false),
    answer('gallery.share', false, true),
    answer('gallery.share', false, false),
    resumed('gallery.share', true),
    resumed('gallery.share', false),
    { type: 'xstate.done.actor.shareVideo', output: undefined } as EventObject,
    fails('shareVideo'),
    { type: 'ui.shareReset' },
  ],
  viewer: [
    album,
    video,
    {
      type: 'ui.pictureOpened',
      pictures: [
        { id: 1, url: '/p/1.svg' },
        { id: 2, url: '/p/2.svg' },
      ],
      index: 0,
    },
    { type: 'ui.pictureStepped', by: 1 },
    { type: 'ui.viewerClosed' },
    {
      type: 'xstate.done.actor.preloadPicture',
      output: { url: '/p/2.svg', objectUrl: 'blob:/p/2.svg' },
    } as EventObject,
    fails('preloadPicture'),
  ],
  crumbs: [
    album,
    video,
    {
      type: 'xstate.done.actor.loadBreadcrumb',
      output: [{ label: 'Home', link: null }],
    } as EventObject,
    fails('loadBreadcrumb'),
  ],
};

type Snapshot = ReturnType<typeof galleryMachine.resolveState>;

/** The value and the facts the guards read: the item shown, the pictures known, the crumbs kept. */
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    context.shown?.id ?? null,
    Object.keys(context.pictures).length,
    Object.keys(context.crumbs).sort(),
    context.press?.rating ?? null,
    context.viewer?.index ?? null,
    Object.keys(context.preloaded).sort(),
  ]);
};

defineModelSuite<typeof galleryMachine, GalleryEvent | EventObject>(galleryMachine, {
  inputs: [
    demoDomainInput('gallery', { isLoggedIn: true }),
    demoDomainInput('gallery', { isLoggedIn: false }),
  ],
  events: [],
  phases,
  serializeState,
  invariants: (snapshot, { route }) => {
    const { context } = snapshot;
    // A press is kept exactly while the gate or the server decides it.
    const deciding = (['asking', 'waitingForFlow', 'saving'] as const).some((state) =>
      snapshot.matches({ rating: state }),
    );
    expect(context.press !== null, route).toBe(deciding);
    // Only a logged-in guest's album view is recorded (seed 001 §5).
    if (!context.loggedIn) expect(snapshot.matches({ views: 'recording' }), route).toBe(false);
    // An album's pictures are asked for only while an album is shown.
    if (snapshot.matches({ album: 'opening' })) expect(context.shown?.kind, route).toBe('album');
    // The viewer's blobs are kept only while it is open.
    if (snapshot.matches({ viewer: 'closed' })) {
      expect(context.viewer, route).toBeNull();
      expect(context.preloaded, route).toEqual({});
    }
    // The share is a video's.
    if (!snapshot.matches({ share: 'idle' })) expect(context.shown?.kind, route).toBe('video');
  },
});
