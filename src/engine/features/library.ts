import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import {
  collectionsListMachine,
  libraryListMachine,
  libraryMachine,
} from '../../../machines/library/library.machine.ts';
import type {
  CollectionsPageInput,
  CollectionsPageOutput,
  LibraryItem,
  LibraryPageInput,
  LibraryPageOutput,
  LibraryUpdateInput,
} from '../../../machines/library/library.types.ts';
import { createLibraryApi } from '../../../services/mediathek/libraryApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

/** The mediathek's services (system id `library`, its list `library.list`). */
export interface LibraryServices {
  fetchPage: IoRun<LibraryPageOutput, LibraryPageInput>;
  updateItem: IoRun<LibraryItem, LibraryUpdateInput>;
  /** The guest's collections (seed 001 §7), 15 a page. */
  fetchCollections: IoRun<CollectionsPageOutput, CollectionsPageInput>;
}

export interface LibrarySnapshots {
  library: SnapshotFrom<typeof libraryMachine>;
}

function libraryActors(wiring: Wiring, services: LibraryServices | null) {
  const library = provide(libraryMachine, {
    actors: {
      list: provideList(
        libraryListMachine,
        wiring,
        'library',
        services && { fetchPage: services.fetchPage },
      ),
      collections: provideList(
        collectionsListMachine,
        wiring,
        'library.collections',
        services && { fetchPage: services.fetchCollections },
      ),
      updateItem: wiring.call('library.updateItem', services?.updateItem),
    },
  });
  return { library };
}

function liveLibraryServices(deps: LiveDeps): LibraryServices {
  const api = createLibraryApi(deps.fetch);
  return {
    fetchPage: (input, signal) => api.fetchPage(input, signal),
    updateItem: (input, signal) => api.update(input, signal),
    fetchCollections: (input, signal) => api.fetchCollections(input, signal),
  };
}

/** The mediathek's videos and photos start on first use (src/engine/domains/table.ts). */
export const libraryFeature: LazyFeature<LibraryServices> = {
  actors: libraryActors,
  live: liveLibraryServices,
};
