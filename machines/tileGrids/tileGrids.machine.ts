import { assign, enqueueActions, setup } from 'xstate';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { DisplayMode } from '../list/list.types.ts';
import type {
  StoreTileGridSettings,
  TileGridModes,
  TileGridsContext,
  TileGridsEvent,
  TileGridSession,
} from './tileGrids.types.ts';

/**
 * The guest's grid or list mode of every tile grid (seed 001 §7 "tile grids: grid or list mode",
 * `storeTileGridSettings`), one owner for all grids (decision 0040): the lists do not keep it. At
 * start the stored modes are read once (`loadSettings`: this device's, and the platform's for a
 * logged-in guest); a choice (`tileGrid.displayChosen`) is kept at once and stored
 * (`storeSettings`, fire and forget, recorded). A choice made before the stored modes arrive wins
 * over them. Started by the first grid that shows the toggle; restarted with a new session.
 */
export const tileGridsMachine = setup({
  types: {
    context: {} as TileGridsContext,
    input: {} as DomainInput,
    events: {} as TileGridsEvent,
  },
  actors: {
    loadSettings: placeholderCall<TileGridModes, TileGridSession>('tileGrids.load'),
    storeSettings: placeholderCall<void, StoreTileGridSettings>('tileGrids.store'),
  },
  actions: {
    restore: assign(({ context }, params: { modes: TileGridModes }) => {
      const chosen = Object.fromEntries(
        context.chosen.flatMap((type) => {
          const mode = context.modes[type];
          return mode === undefined ? [] : [[type, mode]];
        }),
      );
      return { modes: { ...params.modes, ...chosen } };
    }),
    choose: enqueueActions(
      ({ context, enqueue }, params: { gridType: string; display: DisplayMode }) => {
        const { request, loggedIn } = context;
        enqueue.assign({
          modes: { ...context.modes, [params.gridType]: params.display },
          chosen: context.chosen.includes(params.gridType)
            ? context.chosen
            : [...context.chosen, params.gridType],
          stores: context.stores + 1,
        });
        enqueue.spawnChild('storeSettings', {
          id: `storeSettings.${context.stores}`,
          input: { request, loggedIn, ...params },
        });
      },
    ),
  },
  guards: {
    changesMode: ({ context }, params: { gridType: string; display: DisplayMode }) =>
      (context.modes[params.gridType] ?? null) !== params.display,
  },
}).createMachine({
  id: 'tileGrids',
  context: ({ input }) => ({
    request: input.request,
    loggedIn: input.guest.isLoggedIn,
    modes: {},
    chosen: [],
    stores: 0,
  }),
  on: {
    'tileGrid.displayChosen': {
      guard: {
        type: 'changesMode',
        params: ({ event }) => ({ gridType: event.gridType, display: event.display }),
      },
      actions: {
        type: 'choose',
        params: ({ event }) => ({ gridType: event.gridType, display: event.display }),
      },
    },
  },
  initial: 'restoring',
  states: {
    /** The stored modes are read; grids show their default mode meanwhile. */
    restoring: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ request: context.request, loggedIn: context.loggedIn }),
        onDone: {
          target: 'ready',
          actions: { type: 'restore', params: ({ event }) => ({ modes: event.output }) },
        },
        // Nothing stored can be read: every grid keeps its default mode until chosen.
        onError: { target: 'ready' },
      },
    },
    ready: {},
  },
});
