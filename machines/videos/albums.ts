import type { GuestChoice } from './videos.queries.ts';
import type { Pictures, VideoFilter, VideoTile, WireSort } from './videos.types.ts';

/** What an album tile shows (seed 001 §3, Photo album: like a video, plus previews and isVipContent). */
export interface AlbumTile {
  id: number;
  title: string;
  actorName: string;
  /** Pictures in the album, and how many of them are free previews. */
  pictureCount: number;
  previewCount: number;
  price: VideoTile['price'];
  basePrice: VideoTile['price'];
  free: boolean;
  vip: boolean;
  isVipContent: boolean;
  isNew: boolean;
  likes: number;
  bought: boolean;
  preview: Pictures;
}

/** One album list query (`albums(filter, sort)` of the query service): the list's cache key. */
export interface AlbumQuery {
  [key: string]: unknown;
  filter: VideoFilter;
  sort: WireSort;
}

/** The system ids of the album lists (the videos domain spawns them; views render them by these). */
export const ALBUM_LISTS = {
  /** An actor's albums on her profile, with the guest's sort and filter. */
  main: 'videos.albums.list',
  /** The newest albums: the start page's Videostation block. */
  strip: 'videos.albumStrip.list',
} as const;

/** An actor's albums per page, and the strip's tiles. */
export const ALBUMS_PAGE = 12;
export const ALBUM_STRIP_SIZE = 10;

/** The start page's album tiles: the newest albums of the catalogue. */
export const NEW_ALBUMS_QUERY: AlbumQuery = { sort: 'newest', filter: {} };

/** An actor's albums with the guest's sort and filter from the address (newest first). */
export function actorAlbumsQuery(actorName: string, choice: GuestChoice = {}): AlbumQuery {
  return {
    sort: choice.sort ?? 'newest',
    filter: { ...choice.filter, modelName: actorName.toLowerCase() },
  };
}
