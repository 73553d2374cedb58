import { provide } from '../provide.ts';
import type { ListMachine } from '../../../machines/list/list.machine.ts';
import type {
  FetchPageInput,
  FetchPageOutput,
  ListItem,
  ListQuery,
} from '../../../machines/list/list.types.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';

/** What a domain's list needs from services: its page fetch (grid modes are `tileGrids`'). */
export interface ListServices<T extends ListItem, Q extends ListQuery> {
  fetchPage: IoRun<FetchPageOutput<T>, FetchPageInput<Q>>;
}

/**
 * A domain's list machine with its service: `fetchPage` as a recorded call named
 * `<source>.fetchPage`. The domain machine declares the returned logic as a child actor and
 * spawns it.
 *
 * @example
 * const camsList = provideList(camsListMachine, wiring, 'cams', services && {
 *   fetchPage: services.fetchCams });
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
  });
}
