import { provide } from '../provide.ts';
import type { ListMachine } from '../../../machines/list/list.machine.ts';
import type {
  FetchPageInput,
  FetchPageOutput,
  ListItem,
  ListQuery,
  TileGridSettings,
} from '../../../machines/list/list.types.ts';
import { createTileGridApi } from '../../../services/rest/tileGridApi.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** What a domain's list needs from services: its page fetch, and where grid settings go. */
export interface ListServices<T extends ListItem, Q extends ListQuery> {
  fetchPage: IoRun<FetchPageOutput<T>, FetchPageInput<Q>>;
  /** Fire and forget: nothing comes back into the machine, so replay skips it. */
  storeSettings?: (settings: TileGridSettings) => void;
}

/**
 * A domain's list machine with its services: `fetchPage` as a recorded call named
 * `<source>.fetchPage`, `storeSettings` as an effect that runs only live (services are null in
 * replay). The domain machine declares the returned logic as a child actor and spawns it.
 *
 * @example
 * const camsList = provideList(camsListMachine, wiring, 'cams', services && {
 *   fetchPage: services.fetchCams, storeSettings: services.storeTileGridSettings });
 * provide(camsMachine, { actors: { camsList } });
 */
export function provideList<T extends ListItem, Q extends ListQuery>(
  machine: ListMachine<T, Q>,
  wiring: Wiring,
  source: string,
  services: ListServices<T, Q> | null,
): ListMachine<T, Q> {
  return provide(machine, {
    actors: { fetchPage: wiring.call(`${source}.fetchPage`, services?.fetchPage) },
    actions: { storeSettings: (_, params) => services?.storeSettings?.(params) },
  });
}

/** The live `storeSettings`: `storeTileGridSettings` when the guest's request is known. */
export function liveStoreTileGridSettings(deps: LiveDeps): (settings: TileGridSettings) => void {
  const api = createTileGridApi(deps.fetch);
  return ({ gridType, display, request }) => {
    if (!request) return;
    // The mode is kept by the machine either way; a failed store only means the next visit
    // starts in the platform's old mode, so nothing is retried or shown.
    api.storeSettings(request, { type: gridType, display }).catch(() => {});
  };
}
