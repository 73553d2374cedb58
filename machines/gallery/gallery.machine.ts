import { and, assertEvent, assign, enqueueActions, setup } from 'xstate';
import { gateClient } from '../gating/gateClient.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { serviceRequestOf, type ServiceRequest } from '../shared/serviceRequest.ts';
import {
  breadcrumbKey,
  type AlbumViews,
  type BreadcrumbCall,
  type Crumb,
  type GalleryCall,
  type GalleryContext,
  type GalleryEvent,
  type GalleryItem,
  type OpenedGallery,
  type PictureChoice,
  type PictureRateCall,
  type PictureRating,
  type PictureRatingValue,
  type PreloadCall,
  type PreloadedPicture,
  type ShareCall,
  type WatchCall,
} from './gallery.types.ts';
import { ratingAfter } from '../content/rating.machine.ts';
import { itemOfRoute, ratingOfPress, SHARE_EMAIL } from './gallery.rules.ts';

/** The share form's send: an address that looks like one, for the shown video. */
const shareSend = {
  'ui.shareVideo': { guard: 'canShare', target: 'asking', actions: 'storeShareEmail' },
} as const;

/** A picture's like or dislike: kept at once, then asked of the gate. */
const pressRating = {
  'ui.ratePicture': {
    guard: 'knowsPicture',
    target: 'asking',
    actions: {
      type: 'storePress',
      params: ({ event }: { event: { pictureId: number; choice: PictureChoice } }) => ({
        pictureId: event.pictureId,
        choice: event.choice,
      }),
    },
  },
} as const;

/**
 * Asking the gate for the guest's act (`asking`) and waiting for the flow it opened
 * (`waitingForFlow`: a visitor logs in or signs up first): allowed, or the flow succeeded, raises
 * the act with its facts (`proceed`: its region goes on to the call); refused with nothing to
 * open (login turned off) or a flow given up drops the act.
 */
function gateStates(
  act: 'picture' | 'share',
  proceed: 'proceedPress' | 'proceedShare',
  giveUp: 'dropPress' | 'forgetShare',
) {
  return {
    asking: {
      tags: 'busy' as const,
      entry: act === 'picture' ? ('askPictureGate' as const) : ('askShareGate' as const),
      on: {
        'gate.answer': [
          { guard: `${act}Allowed` as const, actions: proceed },
          { guard: `${act}FlowOpened` as const, target: 'waitingForFlow' },
          { guard: `${act}Answered` as const, target: 'idle', actions: giveUp },
        ],
      },
    },
    waitingForFlow: {
      on: {
        'gate.resumed': [
          { guard: `${act}Resumed` as const, actions: proceed },
          { guard: `${act}FlowEnded` as const, target: 'idle', actions: giveUp },
        ],
      },
    },
  };
}

/**
 * The domain's own steps, each with the facts its call needs (issue 52 §3: a call's state is
 * entered by the event that names what it asks for, so no input reads a nullable fact): the
 * item the route shows or left, the album asked again after a failure, and a press or a share
 * the gate let through.
 */
type GalleryInternal =
  | { type: 'gallery.itemShown'; item: GalleryItem }
  | { type: 'gallery.itemLeft' }
  | { type: 'gallery.albumRetried'; albumId: number }
  | { type: 'gallery.pressAllowed'; albumId: number; pictureId: number; rating: PictureRatingValue }
  | { type: 'gallery.shareAllowed'; videoId: number; email: string }
  /** The viewer's next picture to fetch ahead, or none left to fetch. */
  | { type: 'gallery.preloadChosen'; url: string }
  | { type: 'gallery.noneToPreload' };

const pictureGate = gateClient({
  ticket: 'gallery.picture',
  replyTo: 'gallery',
  action: 'favorite',
});
const shareGate = gateClient({ ticket: 'gallery.share', replyTo: 'gallery', action: 'account' });

/**
 * The gallery of a video's or an album's page (decision 0037), beside `content`, which shows and
 * sells the item. The root tells it the page's route (`route.entered` of `actorPhotoAlbum` or
 * `actorVideoDetails`, a block of those routes: the page's view starts the domain). Regions:
 * - `album`: the album's pictures with their ratings (`gallery/open`), a retry when it failed;
 * - `rating`: a picture's like or dislike, asked of the gate (a visitor logs in first), shown at
 *   once and put back if the server refuses it (seed 001 §5: like 5, dislike 1, 0 takes back);
 * - `views`: a logged-in guest's view of the album, recorded on the query service (seed 001 §5:
 *   only logged-in guests' views count), and the album's views after it;
 * - `share`: the video's link sent by e-mail (`sendVideoShareEmail`), a guest's act (the gate);
 * - `crumbs`: the page's breadcrumb (`breadcrumb/{type}`), asked once per item in a visit;
 * - `viewer`: the album's picture viewer, its next and previous pictures fetched ahead as blobs.
 * A whole video's first play is told once per video (`watch/start`, fire and forget).
 */
export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent | GalleryInternal,
    input: {} as DomainInput,
    tags: {} as 'busy',
  },
  actors: {
    openGallery: placeholderCall<OpenedGallery, GalleryCall>('gallery.open'),
    ratePicture: placeholderCall<PictureRating, PictureRateCall>('gallery.ratePicture'),
    recordView: placeholderCall<AlbumViews, GalleryCall>('gallery.recordView'),
    shareVideo: placeholderCall<void, ShareCall>('gallery.shareVideo'),
    watchStart: placeholderCall<void, WatchCall>('gallery.watchStart'),
    loadBreadcrumb: placeholderCall<Crumb[], BreadcrumbCall>('gallery.breadcrumb'),
    preloadPicture: placeholderCall<PreloadedPicture, PreloadCall>('gallery.preload'),
    releasePictures: placeholderCall<void, { objectUrls: string[] }>('gallery.release'),
  },
  actions: {
    /** The route names an item (or none): the regions hear it as the domain's own step. */
    showRoute: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'route.entered') return;
      const item = itemOfRoute(event);
      if (item === null) return;
      const same = context.shown !== null && breadcrumbKey(context.shown) === breadcrumbKey(item);
      if (same) return;
      enqueue.assign({ shown: item, pictures: {}, views: null, shareEmail: null, press: null });
      enqueue.raise({ type: 'gallery.itemShown', item });
    }),
    leaveRoute: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'route.left' || context.shown === null) return;
      enqueue.assign({ shown: null, pictures: {}, views: null, shareEmail: null, press: null });
      enqueue.raise({ type: 'gallery.itemLeft' });
    }),
    storePictures: assign((_, params: { opened: OpenedGallery }) => ({
      pictures: Object.fromEntries(params.opened.pictures.map((each) => [each.pictureId, each])),
    })),
    storePress: assign(({ context }, params: { pictureId: number; choice: PictureChoice }) => {
      const before = context.pictures[params.pictureId];
      return before ? { press: ratingOfPress(before, params.choice) } : {};
    }),
    applyPress: assign(({ context }) => {
      const { press } = context;
      if (press === null) return {};
      return {
        pictures: {
          ...context.pictures,
          [press.pictureId]: ratingAfter(press.before, press.rating),
        },
      };
    }),
    storePicture: assign(({ context }, params: { rating: PictureRating }) => ({
      pictures: { ...context.pictures, [params.rating.pictureId]: params.rating },
      press: null,
    })),
    rollBack: assign(({ context }) => {
      const { press } = context;
      if (press === null) return {};
      return { pictures: { ...context.pictures, [press.pictureId]: press.before }, press: null };
    }),
    dropPress: assign({ press: null }),
    /** The album shown is asked again (the page's retry after `gallery/open` failed). */
    retryAlbum: enqueueActions(({ context, enqueue }) => {
      if (context.shown?.kind === 'album')
        enqueue.raise({ type: 'gallery.albumRetried', albumId: context.shown.id });
    }),
    /** The gate let the press through: it goes to the server for the album shown. */
    proceedPress: enqueueActions(({ context, enqueue }) => {
      const { shown, press } = context;
      if (shown === null || press === null) return;
      const { pictureId, rating } = press;
      enqueue.raise({ type: 'gallery.pressAllowed', albumId: shown.id, pictureId, rating });
    }),
    /** The gate let the share through: the video shown goes to the address given. */
    proceedShare: enqueueActions(({ context, enqueue }) => {
      const { shown, shareEmail } = context;
      if (shown?.kind === 'video' && shareEmail !== null)
        enqueue.raise({ type: 'gallery.shareAllowed', videoId: shown.id, email: shareEmail });
    }),
    askPictureGate: pictureGate.ask(),
    askShareGate: shareGate.ask(),
    storeViews: assign((_, params: { views: AlbumViews }) => ({ views: params.views })),
    storeShareEmail: assign(({ event }) =>
      event.type === 'ui.shareVideo' ? { shareEmail: event.email.trim() } : {},
    ),
    forgetShare: assign({ shareEmail: null }),
    storeCrumbs: assign(({ context }, params: { crumbs: Crumb[] }) =>
      context.shown === null
        ? {}
        : { crumbs: { ...context.crumbs, [breadcrumbKey(context.shown)]: params.crumbs } },
    ),
    openViewer: assign(({ event }) =>
      event.type === 'ui.pictureOpened'
        ? { viewer: { pictures: event.pictures, index: event.index } }
        : {},
    ),
    stepViewer: assign(({ context, event }) => {
      if (event.type !== 'ui.pictureStepped' || context.viewer === null) return {};
      const { pictures, index } = context.viewer;
      return {
        viewer: { pictures, index: (index + event.by + pictures.length) % pictures.length },
      };
    }),
    storePreloaded: assign(({ context }, params: { picture: PreloadedPicture }) => ({
      preloaded: { ...context.preloaded, [params.picture.url]: params.picture.objectUrl },
    })),
    /** The picture to fetch ahead rides on the event that enters the fetch (issue 52 §3). */
    choosePreload: enqueueActions(({ context, enqueue }) => {
      const url = nextToPreload(context);
      enqueue.raise(
        url === null ? { type: 'gallery.noneToPreload' } : { type: 'gallery.preloadChosen', url },
      );
    }),
    /**
     * The picture asked for is marked tried (null) as its fetch starts, by the address the fetch
     * was given: a failure then stands for that picture, not for whichever is next once the guest
     * stepped on meanwhile. Its blob replaces the mark when it comes.
     */
    markTried: assign(({ context }, params: { url: string }) => ({
      preloaded: { ...context.preloaded, [params.url]: null },
    })),
    /** The viewer closes: its blobs are let go (their object URLs revoked by the engine). */
    closeViewer: enqueueActions(({ context, enqueue }) => {
      const objectUrls = Object.values(context.preloaded).filter(
        (url): url is string => url !== null,
      );
      enqueue.assign({ viewer: null, preloaded: {} });
      if (objectUrls.length > 0)
        enqueue.spawnChild('releasePictures', {
          id: `release.${objectUrls[0]}`,
          input: { objectUrls },
        });
    }),
    tellWatchStart: enqueueActions(({ context, enqueue }, params: { videoId: number }) => {
      enqueue.assign({ watched: [...context.watched, params.videoId] });
      enqueue.spawnChild('watchStart', {
        id: `watchStart.${params.videoId}`,
        input: { request: context.request, videoId: params.videoId },
      });
    }),
  },
  guards: {
    showsAlbum: ({ context }) => context.shown?.kind === 'album',
    loggedIn: ({ context }) => context.loggedIn,
    knowsPicture: ({ context, event }) =>
      event.type === 'ui.ratePicture' && context.pictures[event.pictureId] !== undefined,
    pictureAllowed: pictureGate.allowed,
    pictureFlowOpened: pictureGate.refusedWithFlow,
    pictureAnswered: pictureGate.answered,
    pictureResumed: pictureGate.resumed,
    pictureFlowEnded: pictureGate.flowEnded,
    shareAllowed: shareGate.allowed,
    shareFlowOpened: shareGate.refusedWithFlow,
    shareAnswered: shareGate.answered,
    shareResumed: shareGate.resumed,
    shareFlowEnded: shareGate.flowEnded,
    canShare: ({ context, event }) =>
      event.type === 'ui.shareVideo' &&
      context.shown?.kind === 'video' &&
      SHARE_EMAIL.test(event.email.trim()),
    hasCrumbs: ({ context }) =>
      context.shown !== null && context.crumbs[breadcrumbKey(context.shown)] !== undefined,
    canOpenViewer: ({ event }) =>
      event.type === 'ui.pictureOpened' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < event.pictures.length,
    firstWatch: ({ context, event }) =>
      event.type === 'ui.watchStarted' &&
      context.loggedIn &&
      context.shown?.kind === 'video' &&
      context.shown.id === event.videoId &&
      !context.watched.includes(event.videoId),
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    loggedIn: input.guest.isLoggedIn,
    shown: null,
    pictures: {},
    press: null,
    views: null,
    crumbs: {},
    shareEmail: null,
    watched: [],
    viewer: null,
    preloaded: {},
  }),
  type: 'parallel',
  on: {
    'route.entered': { actions: 'showRoute' },
    'route.left': { actions: 'leaveRoute' },
    'ui.watchStarted': {
      guard: 'firstWatch',
      actions: { type: 'tellWatchStart', params: ({ event }) => ({ videoId: event.videoId }) },
    },
  },
  states: {
    /** The album's pictures and their ratings: `gallery/open` for each album shown. */
    album: {
      initial: 'idle',
      // Each album shown is opened anew (a call under way for the one before is dropped); another
      // item, or none, leaves the pictures idle.
      on: {
        'gallery.itemShown': [{ guard: 'showsAlbum', target: '.opening' }, { target: '.idle' }],
        'gallery.itemLeft': '.idle',
      },
      states: {
        idle: {},
        opening: {
          tags: 'busy',
          invoke: {
            id: 'openGallery',
            src: 'openGallery',
            // Entered by the album shown, or by its retry: the album is the event's.
            input: ({ context, event }) => {
              assertEvent(event, ['gallery.itemShown', 'gallery.albumRetried']);
              const albumId = event.type === 'gallery.itemShown' ? event.item.id : event.albumId;
              return { request: context.request, albumId };
            },
            onDone: {
              target: 'open',
              actions: { type: 'storePictures', params: ({ event }) => ({ opened: event.output }) },
            },
            onError: 'failed',
          },
        },
        open: {},
        /** The pictures could not be opened: they show without ratings, and a retry. */
        failed: {
          on: { 'ui.galleryRetry': { actions: 'retryAlbum' }, 'gallery.albumRetried': 'opening' },
        },
      },
    },
    /** One picture press at a time: the gate, then the server; the page shows it at once. */
    rating: {
      initial: 'idle',
      // Another item (or none): a press for the pictures left behind is given up.
      on: {
        'gallery.itemShown': '.idle',
        'gallery.itemLeft': '.idle',
        // Raised only while the gate is asked (proceedPress).
        'gallery.pressAllowed': '.saving',
      },
      states: {
        idle: { on: pressRating },
        /** The last press was refused and put back: the page says so until the next press. */
        refused: { on: pressRating },
        ...gateStates('picture', 'proceedPress', 'dropPress'),
        saving: {
          tags: 'busy',
          entry: 'applyPress',
          invoke: {
            id: 'ratePicture',
            src: 'ratePicture',
            input: ({ context, event }) => {
              assertEvent(event, 'gallery.pressAllowed');
              const { albumId, pictureId, rating } = event;
              return { request: context.request, albumId, pictureId, rating };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storePicture', params: ({ event }) => ({ rating: event.output }) },
            },
            onError: { target: 'refused', actions: 'rollBack' },
          },
        },
      },
    },
    /** A logged-in guest's view of the album, recorded once per album shown (seed 001 §5). */
    views: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'gallery.itemShown': {
              guard: and(['showsAlbum', 'loggedIn']),
              target: 'recording',
            },
          },
        },
        recording: {
          on: {
            'gallery.itemShown': [
              { guard: and(['showsAlbum', 'loggedIn']), target: 'recording', reenter: true },
              { target: 'idle' },
            ],
          },
          invoke: {
            id: 'recordView',
            src: 'recordView',
            // Entered by the album shown: it is the event's.
            input: ({ context, event }) => {
              assertEvent(event, 'gallery.itemShown');
              return { request: context.request, albumId: event.item.id };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeViews', params: ({ event }) => ({ views: event.output }) },
            },
            // Not recorded: the page shows the views the album came with.
            onError: 'idle',
          },
        },
      },
    },
    /** The video's link by e-mail: a guest's act, asked of the gate, then sent. */
    share: {
      initial: 'idle',
      on: {
        'gallery.itemShown': '.idle',
        'gallery.itemLeft': '.idle',
        // Raised only while the gate is asked (proceedShare).
        'gallery.shareAllowed': '.sending',
      },
      states: {
        idle: { on: shareSend },
        ...gateStates('share', 'proceedShare', 'forgetShare'),
        sending: {
          tags: 'busy',
          invoke: {
            id: 'shareVideo',
            src: 'shareVideo',
            input: ({ context, event }) => {
              assertEvent(event, 'gallery.shareAllowed');
              return { request: context.request, videoId: event.videoId, email: event.email };
            },
            onDone: 'sent',
            onError: 'failed',
          },
        },
        sent: { on: { ...shareSend, 'ui.shareReset': { target: 'idle', actions: 'forgetShare' } } },
        failed: {
          on: { ...shareSend, 'ui.shareReset': { target: 'idle', actions: 'forgetShare' } },
        },
      },
    },
    /** The page's breadcrumb, asked once per item (cached by its key for the visit). */
    crumbs: {
      initial: 'idle',
      // A call under way for the item before is dropped.
      on: {
        'gallery.itemShown': [{ guard: 'hasCrumbs', target: '.ready' }, { target: '.loading' }],
      },
      states: {
        idle: {},
        loading: {
          invoke: {
            id: 'loadBreadcrumb',
            src: 'loadBreadcrumb',
            // Entered by the item shown: it is the event's.
            input: ({ context, event }) => {
              assertEvent(event, 'gallery.itemShown');
              return breadcrumbCallOf(context.request, event.item);
            },
            onDone: {
              target: 'ready',
              actions: { type: 'storeCrumbs', params: ({ event }) => ({ crumbs: event.output }) },
            },
            // No breadcrumb: the page shows none (it is a convenience, not the page).
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    /**
     * The album's picture viewer: one picture large, stepping through the page's pictures; the
     * next and the previous are fetched ahead as blobs (seed 001 §7), one at a time, so a step
     * shows its picture at once. Closing it (or another page) lets the blobs go.
     */
    viewer: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'ui.pictureOpened': { guard: 'canOpenViewer', target: 'open', actions: 'openViewer' },
          },
        },
        open: {
          initial: 'checking',
          on: {
            'ui.viewerClosed': { target: 'closed', actions: 'closeViewer' },
            'gallery.itemShown': { target: 'closed', actions: 'closeViewer' },
            'gallery.itemLeft': { target: 'closed', actions: 'closeViewer' },
          },
          states: {
            checking: {
              entry: 'choosePreload',
              on: {
                'gallery.preloadChosen': {
                  target: 'preloading',
                  actions: { type: 'markTried', params: ({ event }) => event },
                },
                'gallery.noneToPreload': 'ready',
              },
            },
            /** A step waits for the fetch under way, then the next missing one is fetched. */
            preloading: {
              on: { 'ui.pictureStepped': { actions: 'stepViewer' } },
              invoke: {
                id: 'preloadPicture',
                src: 'preloadPicture',
                input: ({ event }) => {
                  assertEvent(event, 'gallery.preloadChosen');
                  return { url: event.url };
                },
                onDone: {
                  target: 'checking',
                  actions: {
                    type: 'storePreloaded',
                    params: ({ event }) => ({ picture: event.output }),
                  },
                },
                // Not fetched ahead (marked tried): the viewer shows it from its own URL.
                onError: 'checking',
              },
            },
            ready: {
              on: { 'ui.pictureStepped': { target: 'checking', actions: 'stepViewer' } },
            },
          },
        },
      },
    },
  },
});

/** The viewer's next, then previous picture not yet fetched ahead (nor tried), if any. */
function nextToPreload(context: GalleryContext): string | null {
  const { viewer, preloaded } = context;
  if (viewer === null) return null;
  const { pictures, index } = viewer;
  for (const step of [1, -1]) {
    const picture = pictures[(index + step + pictures.length) % pictures.length];
    if (picture && !(picture.url in preloaded)) return picture.url;
  }
  return null;
}

const breadcrumbCallOf = (request: ServiceRequest, item: GalleryItem): BreadcrumbCall => ({
  request,
  type: item.kind,
  payload: { id: item.id, actorName: item.actorName },
});
