import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { update, type MessengerContext, type Shelf } from './messenger.context.ts';
import type {
  CatalogName,
  CatalogStatus,
  GiftCatalog,
  RecommendedActor,
  ToyControl,
} from './messenger.types.ts';

// The messenger's three catalogs (seed 000 §5, §9): the gifts, the toy controls and the
// recommended actors, each loaded once the guest is logged in by a call the machine spawns as a
// child (no region of its own: a push to the messenger does not walk three loader regions), with
// its status in the context (`shelf.status`).

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

/**
 * A catalog the composer offers (the gifts, the toy controls): its failure is named for the view
 * and retried by the guest (`ui.retryCatalog`). The recommendations are a garnish: without them
 * the messenger works as before, so their failure is silent and not retried.
 */
export const SHELF: readonly CatalogName[] = ['gifts', 'toyControls'];

/** The shelf with one catalog's status set, and `patch` on it. */
const mark = (
  context: MessengerContext,
  name: CatalogName,
  status: CatalogStatus,
  patch: Partial<Shelf> = {},
): { shelf: Shelf } => ({
  shelf: { ...context.shelf, ...patch, status: { ...context.shelf.status, [name]: status } },
});

export const catalogActions = {
  /** The catalog, and the bought gifts it tells (else the guest state's stay). */
  storeGifts: update<{ output: GiftCatalog }>(({ context }, { output }) => ({
    ...mark(context, 'gifts', 'ready', { catalog: output }),
    guest: output.boughtGifts ? { ...context.guest, bought: output.boughtGifts } : context.guest,
  })),
  storeToyControls: update<{ output: ToyControl[] }>(({ context }, { output }) =>
    mark(context, 'toyControls', 'ready', { toyControls: output }),
  ),
  /** Seed 000 §9: online actors only. */
  storeRecommendations: update<{ output: RecommendedActor[] }>(({ context }, { output }) =>
    mark(context, 'recommendations', 'ready', {
      recommendations: output.filter((a) => a.isOnline),
    }),
  ),
  catalogFailed: update<{ name: CatalogName }>(({ context }, { name }) =>
    mark(context, name, 'failed'),
  ),
};

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const answer =
  <T>() =>
  ({ event }: { event: { output: T } }) => ({ output: event.output });

/**
 * The answers of the catalogs' calls, taken in any state of the logged-in messenger. A call that
 * answered is stopped, so nothing of it stays among the messenger's children.
 */
export const catalogAnswers = {
  'xstate.done.actor.loadGifts': {
    actions: [
      { type: 'storeGifts', params: answer<GiftCatalog>() },
      { type: 'endCall', params: { id: 'loadGifts' } },
    ],
  },
  'xstate.error.actor.loadGifts': {
    actions: [
      { type: 'catalogFailed', params: { name: 'gifts' } },
      { type: 'noteFailure', params: failure },
      { type: 'endCall', params: { id: 'loadGifts' } },
    ],
  },
  'xstate.done.actor.loadToyControls': {
    actions: [
      { type: 'storeToyControls', params: answer<ToyControl[]>() },
      { type: 'endCall', params: { id: 'loadToyControls' } },
    ],
  },
  'xstate.error.actor.loadToyControls': {
    actions: [
      { type: 'catalogFailed', params: { name: 'toyControls' } },
      { type: 'noteFailure', params: failure },
      { type: 'endCall', params: { id: 'loadToyControls' } },
    ],
  },
  'xstate.done.actor.loadRecommendations': {
    actions: [
      { type: 'storeRecommendations', params: answer<RecommendedActor[]>() },
      { type: 'endCall', params: { id: 'loadRecommendations' } },
    ],
  },
  'xstate.error.actor.loadRecommendations': {
    actions: [
      { type: 'catalogFailed', params: { name: 'recommendations' } },
      { type: 'endCall', params: { id: 'loadRecommendations' } },
    ],
  },
} as const;
