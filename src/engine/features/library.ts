import type { SnapshotFrom } from 'xstate';
import { libraryListMachine, libraryMachine } from '../../../machines/library/library.machine.ts';
import { belongsTo, changedFlags } from '../../../machines/library/library.rules.ts';
import type {
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
}

export interface LibrarySnapshots {
  library: SnapshotFrom<typeof libraryMachine>;
}

function libraryActors(wiring: Wiring, services: LibraryServices | null) {
  const library = libraryMachine.provide({
    actors: {
      list: provideList(
        libraryListMachine,
        wiring,
        'library',
        services && { fetchPage: services.fetchPage },
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
  };
}

const DEMO_PICTURE = 'data:image/svg+xml,%3Csvg%2F%3E';

/** A demo guest's mediathek: a few videos and albums in every section, changed in memory. */
function demoLibraryServices(): LibraryServices {
  const groups = [
    ['SHOP', 'SHOP'],
    ['FEED', 'SHOP'],
    ['MESSENGER', 'SHOP'],
    [null, 'CHATCLIP'],
  ] as const;
  const items: LibraryItem[] = groups.flatMap(([contentGroup, origin], group) =>
    (['VIDEO', 'PHOTO'] as const).map((mediaType, index) => ({
      id: `demo-${group}-${index}`,
      mediaType,
      origin,
      contentGroup,
      itemId: 100 + group * 10 + index,
      title: `Demo ${mediaType === 'VIDEO' ? 'video' : 'album'} ${group + 1}`,
      actorName: 'LanaLove',
      previewUrl: DEMO_PICTURE,
      duration: mediaType === 'VIDEO' ? 300 : null,
      pictureCount: mediaType === 'PHOTO' ? 12 : null,
      acquiredAt: new Date(Date.UTC(2026, 10, 20 - group)).toISOString(),
      pinned: group === 0,
      archived: false,
    })),
  );
  return {
    fetchPage: async ({ query, limit, offset }) => {
      const shown = items.filter(
        (item) => item.mediaType === query.mediaType && belongsTo(item, query.section),
      );
      return { items: shown.slice(offset, offset + limit), total: shown.length };
    },
    updateItem: async ({ change }) => {
      const index = items.findIndex((item) => item.id === change.id);
      const item = items[index];
      if (!item) throw Object.assign(new Error('No such item'), { code: 'bad_user_input' });
      const changed = { ...item, ...changedFlags(change) };
      items[index] = changed;
      return changed;
    },
  };
}

/** The mediathek's videos and photos start on first use (src/engine/domains/table.ts). */
export const libraryFeature: LazyFeature<LibraryServices> = {
  actors: libraryActors,
  live: liveLibraryServices,
  demo: demoLibraryServices,
};
