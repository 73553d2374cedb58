import { assign, setup, type DoneActorEvent } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import type { ServiceRequest } from '../shared/serviceRequest.ts';
import type { ActorSearch, ActorSearchFacets, ActorSearchInit } from './cams.types.ts';

/** The actor search's system id (spawned by `cams`). */
export const ACTOR_SEARCH = 'cams.search';

export interface ActorSearchInput {
  request: ServiceRequest;
  /** A logged-in guest's last search is kept by the service; a visitor's is not. */
  loggedIn: boolean;
}

export interface ActorSearchContext extends ActorSearchInput {
  /** The choices the form offers, once `actorsearch/init` answered. */
  facets: ActorSearchFacets | null;
  /** The search the service keeps for the guest (her last), offered to run again. */
  saved: ActorSearch | null;
}

export type ActorSearchEvent =
  /** From `cams`: a page with the search form is shown (its choices are asked once). */
  | { type: 'actorSearch.wanted' }
  /** From `cams`: a search is listed (the service keeps it as a logged-in guest's last). */
  | { type: 'actorSearch.listed'; search: ActorSearch }
  /** The guest asks again after the choices failed to load. */
  | { type: 'ui.actorSearchRetried' }
  /** The guest clears her search: the one the service keeps is deleted. */
  | { type: 'ui.actorSearchCleared' };

/**
 * The cams pages' actor search (seed 001 §7 `actorsearch` init, search, filter/delete; decision
 * 0031): `init` once a page shows the form (the languages and age ranges with their counts, and
 * the guest's kept search), and the kept search deleted when she clears hers. The search itself
 * is a list (`cams.search.list`) the domain queries from the address.
 */
export const actorSearchMachine = setup({
  types: {
    context: {} as ActorSearchContext,
    events: {} as ActorSearchEvent,
    input: {} as ActorSearchInput,
  },
  actors: {
    initSearch: placeholderCall<ActorSearchInit, ServiceRequest>('initSearch'),
    deleteSearch: placeholderCall<void, ServiceRequest>('deleteSearch'),
  },
  actions: {
    keepInit: assign(({ context }, params: ActorSearchInit) => ({
      facets: params.facets,
      // A search listed while init was under way is newer than the one it answers.
      saved: context.saved ?? params.saved,
    })),
    keepListed: assign({ saved: (_, params: { search: ActorSearch }) => params.search }),
    forgetSaved: assign({ saved: null }),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    hasSaved: ({ context }) => context.saved !== null,
  },
}).createMachine({
  id: 'actorSearch',
  context: ({ input }) => ({ ...input, facets: null, saved: null }),
  initial: 'idle',
  on: {
    'actorSearch.listed': {
      guard: 'loggedIn',
      actions: { type: 'keepListed', params: ({ event }) => ({ search: event.search }) },
    },
  },
  states: {
    /** No page has shown the form yet. */
    idle: { on: { 'actorSearch.wanted': 'loading' } },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'initSearch',
        src: 'initSearch',
        input: ({ context }) => context.request,
        onDone: {
          target: 'ready',
          actions: {
            type: 'keepInit',
            params: ({ event }: { event: DoneActorEvent<ActorSearchInit> }) => event.output,
          },
        },
        onError: 'failed',
      },
    },
    /** The form still searches by name; its choices wait for a retry. */
    failed: { on: { 'ui.actorSearchRetried': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'ui.actorSearchCleared': { guard: 'hasSaved', target: 'deleting' } } },
        deleting: {
          invoke: {
            id: 'deleteSearch',
            src: 'deleteSearch',
            input: ({ context }) => context.request,
            onDone: { target: 'idle', actions: 'forgetSaved' },
            // Kept by the service: it is still offered, and the next clear tries again.
            onError: 'idle',
          },
        },
      },
    },
  },
});
