import type { Language } from '../shared/languages.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';

/** What the query service needs for every mediathek call: the guest's session. */
export interface LibraryRequest {
  queryServiceUrl: string;
  language: Language;
  ver: string;
  accessToken: string | null;
}

export type LibraryMediaType = 'VIDEO' | 'PHOTO';

/** The sections of the mediathek's videos and photos (seed 001 §2; decision 0014). */
export const LIBRARY_SECTIONS = [
  'shop',
  'pinned',
  'archive',
  'feed',
  'messenger',
  'clips',
  'collections',
] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

export const isLibrarySection = (value: unknown): value is LibrarySection =>
  (LIBRARY_SECTIONS as readonly unknown[]).includes(value);

/** The query service's Mediathek filter (seed 001 §3) as one section asks for it. */
export interface LibraryFilter {
  mediaType: LibraryMediaType;
  source: 'PURCHASED' | 'PINNED' | 'ARCHIVED';
  origin?: 'SHOP' | 'CHATCLIP';
  contentGroups?: ('SHOP' | 'FEED' | 'MESSENGER')[];
  excludedHashIds?: string[];
  formatKey?: 'w320' | 'w640' | 'w1280';
}

/** One thing the guest owns or keeps; `id` is the service's stable hash id. */
export interface LibraryItem {
  id: string;
  mediaType: LibraryMediaType;
  origin: 'SHOP' | 'CHATCLIP';
  contentGroup: 'SHOP' | 'FEED' | 'MESSENGER' | null;
  itemId: number;
  title: string;
  actorName: string;
  previewUrl: string;
  /** Seconds (videos). */
  duration: number | null;
  /** Pictures (albums). */
  pictureCount: number | null;
  acquiredAt: string;
  pinned: boolean;
  archived: boolean;
}

/** The list's query: which media and section, with the session riding along. */
export interface LibraryQuery extends Record<string, unknown> {
  mediaType: LibraryMediaType;
  section: LibrarySection;
  request: LibraryRequest;
}

export type LibraryPageInput = FetchPageInput<LibraryQuery>;
export type LibraryPageOutput = FetchPageOutput<LibraryItem>;

/**
 * One of the guest's collections (seed 001 §7 collections): what she keeps of one actor, videos
 * and photos together; `id` is the service's stable key.
 */
export interface LibraryCollection {
  id: string;
  actorName: string;
  videoCount: number;
  photoCount: number;
  previewUrl: string;
  lastAcquiredAt: string;
}

/** The collections list's query: the guest's session (collections are of both media types). */
export interface CollectionsQuery extends Record<string, unknown> {
  request: LibraryRequest;
}

export type CollectionsPageInput = FetchPageInput<CollectionsQuery>;
export type CollectionsPageOutput = FetchPageOutput<LibraryCollection>;

/** One change the guest asked for. */
export interface LibraryChange {
  id: string;
  /** What the guest pressed: decides the flags and which sections the item leaves. */
  kind: 'pin' | 'unpin' | 'archive' | 'restore';
}

export interface LibraryUpdateInput {
  request: LibraryRequest;
  change: LibraryChange;
}
