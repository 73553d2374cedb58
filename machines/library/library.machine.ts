import { assign, enqueueActions, setup } from 'xstate';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import { createListMachine } from '../list/list.machine.ts';
import { failureCode } from '../shared/failure.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { ContentPurchasedEvent } from '../shared/purchases.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import { libraryRouteAsk } from './library.route.ts';
import { belongsTo, COLLECTION_PAGE_SIZE, LIBRARY_PAGE_SIZE } from './library.rules.ts';
import type {
  CollectionsQuery,
  LibraryChange,
  LibraryCollection,
  LibraryItem,
  LibraryMediaType,
  LibraryQuery,
  LibraryRequest,
  LibrarySection,
  LibraryUpdateInput,
} from './library.types.ts';

/** The list of the shown section, by system id (the view renders it by this id). */
export const LIBRARY_LIST = 'library.list';
export const libraryListMachine = createListMachine<LibraryItem, LibraryQuery>();

/** The guest's collections (section `collections`), 15 a page, by system id. */
export const LIBRARY_COLLECTIONS = 'library.collections.list';
export const collectionsListMachine = createListMachine<LibraryCollection, CollectionsQuery>();

export interface LibraryShown {
  mediaType: LibraryMediaType;
  section: LibrarySection;
}

/** A change the service refused, kept for a retry. */
export interface LibraryFailure {
  change: LibraryChange;
  code: string;
}

export interface LibraryContext {
  /** The session's request (the domain's input). */
  request: LibraryRequest;
  /** Whether the guest is logged in (a visitor has no mediathek). */
  isLoggedIn: boolean;
  /** The section the page shows; null before the page asks. */
  shown: LibraryShown | null;
  /** Changes the guest asked for, in order; the first is with the service while updating. */
  queue: LibraryChange[];
  failure: LibraryFailure | null;
}

export type LibraryEvent =
  | { type: 'library.show'; mediaType: LibraryMediaType; section: LibrarySection }
  | { type: 'ui.change'; change: LibraryChange }
  | { type: 'ui.retryChange' }
  | { type: 'ui.dismissFailure' }
  /** Something left the mediathek elsewhere (the photo albums' removal): every section is stale. */
  | { type: 'library.refresh' }
  /** The root: the guest entered or left a route of the mediathek (`libraryRouteAsk`). */
  | RouteToldEvent
  /** Content: the guest bought a video or an album, which her sections now hold (issue 54). */
  | ContentPurchasedEvent;

/**
 * The guest's mediathek of videos and photos (seed 001 §2, §3; issue #20 part 4): one section at a
 * time (shop, pinned, archive, feed, messenger, clips; decision 0014) as the list `library.list`,
 * 30 a page, and her collections (what she keeps of each actor) as the list
 * `library.collections`, 15 a page. The guest pins, unpins, archives and restores items: the changes go to the service
 * one after another in the order pressed; each answer updates the item in place, or takes it out
 * of a section it no longer belongs to, and once none is left every cached section is stale, so
 * the next look at one loads it again. A refused change is named with a retry; the others go on.
 * A visitor has no mediathek. The root tells it of its routes (`route.entered`: the media type
 * by the route, the section by `?section=`, library.route.ts); no screen asks as it mounts.
 */
export const libraryMachine = setup({
  types: {
    context: {} as LibraryContext,
    events: {} as LibraryEvent,
    input: {} as DomainInput,
    tags: {} as 'updating',
  },
  actors: {
    list: libraryListMachine,
    collections: collectionsListMachine,
    updateItem: placeholderCall<LibraryItem, LibraryUpdateInput>('library.updateItem'),
  },
  actions: {
    spawnList: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('list', {
        id: LIBRARY_LIST,
        systemId: LIBRARY_LIST,
        input: { limit: LIBRARY_PAGE_SIZE, gridType: 'mediathek' },
      });
      enqueue.spawnChild('collections', {
        id: LIBRARY_COLLECTIONS,
        systemId: LIBRARY_COLLECTIONS,
        input: { limit: COLLECTION_PAGE_SIZE, gridType: 'mediathek' },
      });
    }),
    storeShown: assign((_, params: LibraryShown) => ({ shown: params })),
    /** A route of the mediathek entered asks for the section its address names. */
    showRoute: enqueueActions(({ enqueue, event }) => {
      if (event.type !== 'route.entered') return;
      const ask = libraryRouteAsk(event);
      if (ask) enqueue.raise(ask);
    }),
    /**
     * Asks the list for the shown section, with the session riding along; the collections
     * section asks its own list.
     */
    queryShown: enqueueActions(({ context, enqueue }) => {
      if (!context.shown) return;
      if (context.shown.section === 'collections') {
        enqueue.sendTo(LIBRARY_COLLECTIONS, {
          type: 'list.query',
          query: { request: context.request },
        });
        return;
      }
      enqueue.sendTo(LIBRARY_LIST, {
        type: 'list.query',
        query: { ...context.shown, request: context.request },
      });
    }),
    /** Queues a change, unless the same one for the same item is already waiting. */
    enqueueChange: assign({
      queue: ({ context }, params: { change: LibraryChange }) =>
        context.queue.some(
          (queued) => queued.id === params.change.id && queued.kind === params.change.kind,
        )
          ? context.queue
          : [...context.queue, params.change],
    }),
    dropAnswered: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    /** The answered item: patched where it stays, taken out of a section it left. */
    tellList: enqueueActions(({ context, enqueue }, params: { item: LibraryItem }) => {
      const { item } = params;
      if (context.shown && !belongsTo(item, context.shown.section)) {
        enqueue.sendTo(LIBRARY_LIST, { type: 'list.itemsRemoved', ids: [item.id] });
      } else {
        enqueue.sendTo(LIBRARY_LIST, {
          type: 'list.itemsPatched',
          patches: [{ id: item.id, changes: { pinned: item.pinned, archived: item.archived } }],
        });
      }
    }),
    storeFailure: assign(({ context }, params: { error: unknown }) => {
      const [change, ...rest] = context.queue;
      return {
        queue: rest,
        failure: change ? { change, code: failureCode(params.error) } : context.failure,
      };
    }),
    retryFailed: assign(({ context }) => ({
      queue: context.failure ? [...context.queue, context.failure.change] : context.queue,
      failure: null,
    })),
    dismissFailure: assign({ failure: null }),
    /** Every cached section may have changed: each loads again when next shown. */
    invalidateSections: enqueueActions(({ enqueue }) => {
      enqueue.sendTo(LIBRARY_LIST, { type: 'list.invalidate' });
      enqueue.sendTo(LIBRARY_COLLECTIONS, { type: 'list.invalidate' });
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.isLoggedIn,
    hasQueue: ({ context }) => context.queue.length > 0,
    hasFailure: ({ context }) => context.failure !== null,
  },
}).createMachine({
  id: 'library',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    isLoggedIn: input.guest.isLoggedIn,
    shown: null,
    queue: [],
    failure: null,
  }),
  entry: 'spawnList',
  initial: 'starting',
  on: {
    'library.show': {
      actions: [
        {
          type: 'storeShown',
          params: ({ event }) => ({ mediaType: event.mediaType, section: event.section }),
        },
        'queryShown',
      ],
    },
    'library.refresh': { actions: 'invalidateSections' },
    'content.purchased': { actions: 'invalidateSections' },
    'route.entered': { actions: 'showRoute' },
  },
  states: {
    /** The session the domain was started with decides: a visitor's, or a guest's. */
    starting: { always: [{ guard: 'isVisitor', target: 'visitor' }, { target: 'ready' }] },
    /** A visitor has no mediathek: the page asks to log in. */
    visitor: {},
    ready: {
      initial: 'idle',
      on: {
        'ui.change': {
          target: '.next',
          actions: { type: 'enqueueChange', params: ({ event }) => ({ change: event.change }) },
        },
        'ui.dismissFailure': { actions: 'dismissFailure' },
      },
      states: {
        idle: {
          on: {
            'ui.retryChange': { guard: 'hasFailure', target: 'next', actions: 'retryFailed' },
          },
        },
        /** Picks the next queued change, or settles once none is left. */
        next: {
          always: [
            { guard: 'hasQueue', target: 'updating' },
            { target: 'idle', actions: 'invalidateSections' },
          ],
        },
        updating: {
          tags: 'updating',
          on: {
            // Queued behind the one in flight.
            'ui.change': {
              actions: {
                type: 'enqueueChange',
                params: ({ event }) => ({ change: event.change }),
              },
            },
            'ui.retryChange': { guard: 'hasFailure', actions: 'retryFailed' },
          },
          invoke: {
            id: 'updateItem',
            src: 'updateItem',
            input: ({ context }) => ({
              request: context.request,
              change: context.queue[0] as LibraryChange,
            }),
            onDone: {
              target: 'next',
              actions: [
                'dropAnswered',
                { type: 'tellList', params: ({ event }) => ({ item: event.output }) },
              ],
            },
            onError: {
              target: 'next',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
