import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { update, type MessengerContext } from './messenger.context.ts';
import type { GiftCatalog, RecommendedActor, ToyControl } from './messenger.types.ts';

// The messenger's three catalogs (seed 000 §5, §9): the gifts, the toy controls and the
// recommended actors, each loaded once the guest is logged in by the same loader region.

/** The calls, provided by the engine (recorded). */
export const catalogActors = {
  loadGifts: placeholderCall<GiftCatalog, RequestInput>('loadGifts'),
  loadToyControls: placeholderCall<ToyControl[], RequestInput>('loadToyControls'),
  loadRecommendations: placeholderCall<RecommendedActor[], RecommendationsInput>(
    'loadRecommendations',
  ),
};

/** The recommendations' call: the actor whose conversation is open is left out (seed 000 §7). */
export interface RecommendationsInput {
  request: RequestInput;
  currentActorId: number | null;
}

/** What each catalog's call is given. */
const INPUT_OF = {
  loadGifts: (context: MessengerContext) => context.request!,
  loadToyControls: (context: MessengerContext) => context.request!,
  loadRecommendations: (context: MessengerContext): RecommendationsInput => ({
    request: context.request!,
    currentActorId: context.writingTo,
  }),
};

const store = <T>(keep: (context: MessengerContext, output: T) => Partial<MessengerContext>) =>
  update<{ output: T }>(({ context }, params) => keep(context, params.output));

export const catalogActions = {
  /** The catalog, and the bought gifts it tells (else the guest state's stay). */
  storeGifts: store<GiftCatalog>((context, catalog) => ({
    catalog,
    bought: catalog.boughtGifts ?? context.bought,
  })),
  storeToyControls: store<ToyControl[]>((_, toyControls) => ({ toyControls })),
  /** Seed 000 §9: online actors only. */
  storeRecommendations: store<RecommendedActor[]>((_, actors) => ({
    recommendations: actors.filter((a) => a.isOnline),
  })),
};

/** Each catalog's call, what it answers, and the action that keeps the answer. */
const STORE_OF = {
  loadGifts: 'storeGifts',
  loadToyControls: 'storeToyControls',
  loadRecommendations: 'storeRecommendations',
} as const;
type CatalogSrc = keyof typeof STORE_OF;
type InputOf<S extends CatalogSrc> = S extends 'loadRecommendations'
  ? RecommendationsInput
  : RequestInput;
type OutputOf<S extends CatalogSrc> = S extends 'loadGifts'
  ? GiftCatalog
  : S extends 'loadToyControls'
    ? ToyControl[]
    : RecommendedActor[];

/**
 * The loader of one catalog: `loading` calls `src` with the request; the answer goes to its
 * store action (`STORE_OF`) and the region rests in `ready`. A failure of a catalog the composer offers
 * (`shelf`: the gifts, the toy controls) is tagged and named for the view and retried by the
 * guest (`ui.retryCatalog`); a garnish (the recommendations) fails silently: the messenger works
 * without it.
 */
export function catalogLoader<const S extends CatalogSrc>(src: S, kind: 'shelf' | 'garnish') {
  const shelf = kind === 'shelf';
  const noteFailure = {
    type: 'noteFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  };
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        tags: shelf ? ('catalogLoading' as const) : [],
        invoke: {
          id: src,
          src,
          input: ({ context }: { context: MessengerContext }) =>
            INPUT_OF[src](context) as InputOf<S>,
          onDone: {
            target: 'ready' as const,
            actions: {
              type: STORE_OF[src],
              params: ({ event }: { event: { output: OutputOf<S> } }) => ({ output: event.output }),
            },
          },
          onError: { target: 'failed' as const, actions: shelf ? [noteFailure] : [] },
        },
      },
      ready: {},
      failed: shelf
        ? { tags: 'catalogFailed' as const, on: { 'ui.retryCatalog': 'loading' as const } }
        : {},
    },
  };
}
