import { assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { failureCode } from '../contests/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  toSystem,
  type DomainInput,
  type ModalOpenEvent,
  type ModalResultEvent,
} from '../shared/domainEvents.ts';
import type {
  MediathekAlbum,
  MediathekAudio,
  MediathekLoadCall,
  MediathekRemoveCall,
} from './mediathek.types.ts';

export interface MediathekContext {
  request: RequestInput;
  isLoggedIn: boolean;
  /** The mediathek page is open. */
  open: boolean;
  /** Which mediathek page: the photo albums or the audio items. */
  section: 'photos' | 'audio';
  albums: MediathekAlbum[];
  audio: MediathekAudio[];
  /** Albums the guest ticked for removal, in the order ticked. */
  selected: number[];
  /** Why loading or removing failed (a service failure code); the list and the ticks stay. */
  error: string | null;
}

export type MediathekEvent =
  | { type: 'mediathek.open' }
  | { type: 'mediathek.openAudio' }
  | { type: 'mediathek.close' }
  | { type: 'mediathek.retry' }
  | { type: 'mediathek.toggle'; albumId: number }
  | { type: 'mediathek.remove' }
  | ModalResultEvent;

/** The confirmation box (seed 000 §2) the modal manager shows and answers back here. */
const REMOVE_PHOTOS_BOX = 'remove-photos';

/**
 * The photo mediathek (seed 001 §1, my area): the photo albums the guest bought. The guest ticks
 * albums and presses remove; the `remove-photos` box asks to confirm (opened with `replyTo`, the
 * modal manager answers `modals.result`). Confirmed, the server removes them and the list is what
 * it answers; dismissed, nothing changes (the ticks stay too). The audio page (seed 001 §2)
 * lists the audio items the guest owns. A visitor has no mediathek.
 */
export const mediathekMachine = setup({
  types: {
    context: {} as MediathekContext,
    events: {} as MediathekEvent,
    input: {} as DomainInput,
    tags: {} as 'busy',
  },
  actors: {
    loadAlbums: placeholderCall<MediathekAlbum[], MediathekLoadCall>('mediathek.loadAlbums'),
    loadAudio: placeholderCall<MediathekAudio[], MediathekLoadCall>('mediathek.loadAudio'),
    removeAlbums: placeholderCall<MediathekAlbum[], MediathekRemoveCall>('mediathek.removeAlbums'),
  },
  actions: {
    openPage: assign({ open: true, section: 'photos' as const, selected: [], error: null }),
    openAudio: assign({ open: true, section: 'audio' as const, selected: [], error: null }),
    closePage: assign({ open: false, albums: [], audio: [], selected: [], error: null }),
    storeAudio: assign((_, params: { audio: MediathekAudio[] }) => ({
      audio: params.audio,
      error: null,
    })),
    storeAlbums: assign((_, params: { albums: MediathekAlbum[] }) => ({
      albums: params.albums,
      error: null,
    })),
    /** After a removal: the server's list; the ticks of albums that are gone go too. */
    storeRemaining: assign(({ context }, params: { albums: MediathekAlbum[] }) => ({
      albums: params.albums,
      selected: context.selected.filter((id) =>
        params.albums.some((album) => album.albumId === id),
      ),
      error: null,
    })),
    toggle: assign({
      selected: ({ context }, params: { albumId: number }) =>
        context.selected.includes(params.albumId)
          ? context.selected.filter((id) => id !== params.albumId)
          : [...context.selected, params.albumId],
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    clearError: assign({ error: null }),
    /** The library's sections list the removed albums no more (they load again). */
    refreshLibrary: toSystem('library', { type: 'library.refresh' }),
    askToConfirm: toSystem(
      'modals',
      ({ context }: { context: MediathekContext }): ModalOpenEvent => ({
        type: 'modals.open',
        id: REMOVE_PHOTOS_BOX,
        props: { count: context.selected.length },
        replyTo: 'mediathek',
      }),
    ),
  },
  guards: {
    canLoad: ({ context }) => context.open && context.section === 'photos' && context.isLoggedIn,
    canLoadAudio: ({ context }) =>
      context.open && context.section === 'audio' && context.isLoggedIn,
    isVisitor: ({ context }) => context.open && !context.isLoggedIn,
    isAlbum: ({ context, event }) =>
      event.type === 'mediathek.toggle' &&
      context.albums.some((album) => album.albumId === event.albumId),
    hasSelection: ({ context }) => context.selected.length > 0,
    isConfirmed: ({ event }) =>
      event.type === 'modals.result' && event.id === REMOVE_PHOTOS_BOX && event.confirmed,
    isOurBox: ({ event }) => event.type === 'modals.result' && event.id === REMOVE_PHOTOS_BOX,
  },
}).createMachine({
  id: 'mediathek',
  context: ({ input }) => ({
    request: input.request,
    isLoggedIn: input.guest.isLoggedIn,
    open: false,
    section: 'photos',
    albums: [],
    audio: [],
    selected: [],
    error: null,
  }),
  initial: 'closed',
  on: {
    'mediathek.open': { target: '.closed', actions: 'openPage' },
    'mediathek.openAudio': { target: '.closed', actions: 'openAudio' },
    'mediathek.close': { target: '.closed', actions: 'closePage' },
  },
  states: {
    /** The page is closed, or was just opened: which list it shows is decided here. */
    closed: {
      always: [
        { guard: 'canLoad', target: 'loading' },
        { guard: 'canLoadAudio', target: 'loadingAudio' },
        { guard: 'isVisitor', target: 'visitor' },
      ],
    },
    /** A visitor has no mediathek: the page asks to log in. */
    visitor: {},
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAlbums',
        src: 'loadAlbums',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeAlbums', params: ({ event }) => ({ albums: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The audio items the guest owns are asked for. */
    loadingAudio: {
      tags: 'busy',
      invoke: {
        id: 'loadAudio',
        src: 'loadAudio',
        input: ({ context }) => ({ request: context.request }),
        onDone: {
          target: 'audioShown',
          actions: { type: 'storeAudio', params: ({ event }) => ({ audio: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The guest's audio items (played by the browser's own audio control). */
    audioShown: {},
    /** Loading failed: the reason, and a retry of the open page's list. */
    failed: { on: { 'mediathek.retry': 'closed' } },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'mediathek.toggle': {
              guard: 'isAlbum',
              actions: [
                'clearError',
                { type: 'toggle', params: ({ event }) => ({ albumId: event.albumId }) },
              ],
            },
            'mediathek.remove': {
              guard: 'hasSelection',
              target: 'confirming',
              actions: ['clearError', 'askToConfirm'],
            },
          },
        },
        /** The `remove-photos` box is open: its answer decides. */
        confirming: {
          on: {
            'modals.result': [
              { guard: 'isConfirmed', target: 'removing' },
              { guard: 'isOurBox', target: 'idle' },
            ],
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'removeAlbums',
            src: 'removeAlbums',
            input: ({ context }) => ({ request: context.request, albumIds: context.selected }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeRemaining', params: ({ event }) => ({ albums: event.output }) },
                'refreshLibrary',
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
