import { DEMO_PICTURE } from './pictures.ts';
import { belongsTo, changedFlags } from '../../../../machines/library/library.rules.ts';
import type { LibraryItem } from '../../../../machines/library/library.types.ts';
import type { LibraryServices } from '../../features/library.ts';

/** A demo guest's mediathek: a few videos and albums in every section, changed in memory. */
export function demoLibraryServices(): LibraryServices {
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
    fetchPage: ({ query, limit, offset }) => {
      const shown = items.filter(
        (item) => item.mediaType === query.mediaType && belongsTo(item, query.section),
      );
      return Promise.resolve({ items: shown.slice(offset, offset + limit), total: shown.length });
    },
    // One collection: the demo actor's kept items.
    fetchCollections: ({ limit, offset }) => {
      const kept = items.filter((item) => !item.archived);
      const collections = [
        {
          id: 'actor-lanalove',
          actorName: 'LanaLove',
          videoCount: kept.filter((item) => item.mediaType === 'VIDEO').length,
          photoCount: kept.filter((item) => item.mediaType === 'PHOTO').length,
          previewUrl: DEMO_PICTURE,
          lastAcquiredAt: kept[0]?.acquiredAt ?? new Date(Date.UTC(2026, 10, 20)).toISOString(),
        },
      ];
      return Promise.resolve({
        items: collections.slice(offset, offset + limit),
        total: collections.length,
      });
    },
    updateItem: ({ change }) => {
      const index = items.findIndex((item) => item.id === change.id);
      const item = items[index];
      if (!item)
        return Promise.reject(Object.assign(new Error('No such item'), { code: 'bad_user_input' }));
      const changed = { ...item, ...changedFlags(change) };
      items[index] = changed;
      return Promise.resolve(changed);
    },
  };
}
