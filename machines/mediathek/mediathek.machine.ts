import { assign, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import { failureCode } from '../contests/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  toSystem,
  type AppReadyEvent,
  type ModalOpenEvent,
  type ModalResultEvent,
} from '../shared/domainEvents.ts';
import type { MediathekAlbum, MediathekLoadCall, MediathekRemoveCall } from './mediathek.types.ts';

export interface MediathekContext {
  request: RequestInput | null;
  isLoggedIn: boolean;
  /** The mediathek page is open. */
  open: boolean;
  albums: MediathekAlbum[];
  /** Albums the guest ticked for removal, in the order ticked. */
  selected: number[];
  /** Why loading or removing failed (a service failure code); the list and the ticks stay. */
  error: string | null;
}

export type MediathekEvent =
  | AppReadyEvent
  | { type: 'mediathek.open' }
  | { type: 'mediathek.close' }
  | { type: 'mediathek.retry' }
  | { type: 'mediathek.toggle'; albumId: number }
  | { type: 'mediathek.remove' }
  | ModalResultEvent;

/** The confirmation box (seed 000 §2) the modal manager shows and answers back here. */
export const REMOVE_PHOTOS_BOX = 'remove-photos';

/**
 * The photo mediathek (seed 001 §1, my area): the photo albums the guest bought. The guest ticks
 * albums and presses remove; the `remove-photos` box asks to confirm (opened with `replyTo`, the
 * modal manager answers `modals.result`). Confirmed, the server removes them and the list is what
 * it answers; dismissed, nothing changes (the ticks stay too). A visitor has no mediathek.
 */
export const mediathekMachine = setup({
  types: {
    context: {} as MediathekContext,
    events: {} as MediathekEvent,
    input: {} as { owner?: string } | undefined,
    tags: {} as 'busy',
  },
  actors: {
    loadAlbums: placeholderCall<MediathekAlbum[], MediathekLoadCall>('mediathek.loadAlbums'),
    removeAlbums: placeholderCall<MediathekAlbum[], MediathekRemoveCall>('mediathek.removeAlbums'),
  },
  actions: {
    storeReady: assign((_, params: { request: RequestInput; isLoggedIn: boolean }) => ({
      request: params.request,
      isLoggedIn: params.isLoggedIn,
    })),
    openPage: assign({ open: true, selected: [], error: null }),
    closePage: assign({ open: false, albums: [], selected: [], error: null }),
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
    canLoad: ({ context }) => context.open && context.request !== null && context.isLoggedIn,
    isVisitor: ({ context }) => context.open && context.request !== null && !context.isLoggedIn,
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
  context: {
    request: null,
    isLoggedIn: false,
    open: false,
    albums: [],
    selected: [],
    error: null,
  },
  initial: 'waiting',
  on: {
    'app.ready': {
      target: '.waiting',
      actions: {
        type: 'storeReady',
        params: ({ event }) => ({ request: event.request, isLoggedIn: event.guest.isLoggedIn }),
      },
    },
    'mediathek.open': { target: '.waiting', actions: 'openPage' },
    'mediathek.close': { target: '.waiting', actions: 'closePage' },
  },
  states: {
    /** Before the guest is known, or with the page closed. */
    waiting: {
      always: [
        { guard: 'canLoad', target: 'loading' },
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
        input: ({ context }) => ({ request: context.request! }),
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
    failed: { on: { 'mediathek.retry': 'loading' } },
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
            input: ({ context }) => ({ request: context.request!, albumIds: context.selected }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'storeRemaining',
                params: ({ event }) => ({ albums: event.output }),
              },
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
