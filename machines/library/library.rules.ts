import type {
  LibraryChange,
  LibraryCollection,
  LibraryFilter,
  LibraryItem,
  LibraryMediaType,
  LibrarySection,
} from './library.types.ts';

/** Seed 001 §9: the mediathek shows 30 a page. */
export const LIBRARY_PAGE_SIZE = 30;

/** Seed 001 §9: collections come 15 a page. */
export const COLLECTION_PAGE_SIZE = 15;

/**
 * Which Mediathek filter a section asks for (decision 0014): the shop, feed and messenger
 * sections are what the guest bought there and keeps (PURCHASED, not archived); clips are those
 * recorded in her chats (origin CHATCLIP); pinned and archive go by the guest's own marks.
 */
export function sectionFilter(mediaType: LibraryMediaType, section: LibrarySection): LibraryFilter {
  switch (section) {
    case 'shop':
      return { mediaType, source: 'PURCHASED', origin: 'SHOP', contentGroups: ['SHOP'] };
    case 'feed':
      return { mediaType, source: 'PURCHASED', origin: 'SHOP', contentGroups: ['FEED'] };
    case 'messenger':
      return { mediaType, source: 'PURCHASED', origin: 'SHOP', contentGroups: ['MESSENGER'] };
    case 'clips':
      return { mediaType, source: 'PURCHASED', origin: 'CHATCLIP' };
    case 'pinned':
      return { mediaType, source: 'PINNED' };
    case 'archive':
      return { mediaType, source: 'ARCHIVED' };
    // Collections are their own list (`collections`), made of what the guest keeps.
    case 'collections':
      return { mediaType, source: 'PURCHASED' };
  }
}

/** The flags a change sets. */
export function changedFlags(change: LibraryChange): { pinned?: boolean; archived?: boolean } {
  switch (change.kind) {
    case 'pin':
      return { pinned: true };
    case 'unpin':
      return { pinned: false };
    case 'archive':
      return { archived: true };
    case 'restore':
      return { archived: false };
  }
}

/** Whether an item (as the service answered after a change) still belongs in a section. */
export function belongsTo(item: LibraryItem, section: LibrarySection): boolean {
  if (section === 'archive') return item.archived;
  if (item.archived) return false;
  if (section === 'pinned') return item.pinned;
  if (section === 'clips') return item.origin === 'CHATCLIP';
  if (section === 'collections') return false;
  const group = { shop: 'SHOP', feed: 'FEED', messenger: 'MESSENGER' }[section];
  return item.origin === 'SHOP' && item.contentGroup === group;
}

/** What the guest may do to an item: archive or restore it, pin or unpin it (archived: not). */
export function offeredChanges(item: LibraryItem): LibraryChange['kind'][] {
  if (item.archived) return ['restore'];
  return [item.pinned ? 'unpin' : 'pin', 'archive'];
}

/** The page a collection opens: the videos of its actor. */
export function collectionPage(collection: LibraryCollection): {
  route: 'actorVideos';
  params: { actorName: string };
} {
  return { route: 'actorVideos', params: { actorName: collection.actorName.toLowerCase() } };
}

/** The page an item opens: its video or album, or the feed of the actor who posted it. */
export function itemPage(
  item: LibraryItem,
):
  | { route: 'actorVideoDetails'; params: { actorName: string; videoId: string } }
  | { route: 'actorPhotoAlbum'; params: { actorName: string; albumId: string } }
  | { route: 'actorFeed'; params: { actorName: string } } {
  const actorName = item.actorName.toLowerCase();
  if (item.contentGroup === 'FEED') return { route: 'actorFeed', params: { actorName } };
  if (item.mediaType === 'VIDEO')
    return { route: 'actorVideoDetails', params: { actorName, videoId: String(item.itemId) } };
  return { route: 'actorPhotoAlbum', params: { actorName, albumId: String(item.itemId) } };
}

/**
 * The album an item of a section is, when the guest may remove it from her mediathek (the
 * `remove-photos` box, machines/mediathek): a photo album bought in the shop, in the shop section.
 */
export function removableAlbumId(item: LibraryItem, section: LibrarySection): number | null {
  return offersAlbumRemoval(item.mediaType, section) &&
    item.origin === 'SHOP' &&
    item.contentGroup === 'SHOP'
    ? item.itemId
    : null;
}

/** Whether a section of the mediathek removes bought albums: the photos' shop section. */
export function offersAlbumRemoval(mediaType: LibraryMediaType, section: LibrarySection): boolean {
  return mediaType === 'PHOTO' && section === 'shop';
}
