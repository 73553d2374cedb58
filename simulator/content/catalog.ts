import type { ContentKind } from '../../machines/content/content.types.ts';
import { DEMO_MEDIA } from '../catalogue/demo.ts';
import type { Catalogue, CatalogueMedia } from '../catalogue/index.ts';

/**
 * A video or photo album as the content pages' simulator uses it, read from the generated
 * catalogue (simulator/catalogue; the demo items 5101–5103, 6201 and 6202 keep their ids there).
 * Pictures are SVG drawn here (no external downloads), served under `/media/content/…`, so a test
 * can tell whether the page asked for one.
 */
export interface CatalogItem {
  kind: ContentKind;
  id: number;
  actorName: string;
  title: string;
  description: string;
  priceEur: number;
  avsRequired: boolean;
  /** Seconds, for a video. */
  duration: number | null;
  /** Preview frames of a video, or the album's free preview pictures. */
  previewCount: number;
  /** All pictures of an album (the previews are its first ones); 0 for a video. */
  pictureCount: number;
  /** Hue of the drawn pictures. */
  hue: number;
  /** A video a VIP30 subscriber watches free (seed 001 §3 `isVip30Offer`). */
  isVip30Offer?: boolean;
}

const toItem = (media: CatalogueMedia): CatalogItem => ({
  kind: media.kind,
  id: media.id,
  actorName: media.actorName,
  title: media.title,
  description: media.description,
  priceEur: media.free ? 0 : media.price.value,
  avsRequired: media.avsRequired,
  duration: media.duration,
  previewCount: media.previewCount,
  pictureCount: media.pictureCount,
  hue: media.hue,
  isVip30Offer: media.isVip30Offer,
});

/**
 * The demo items as they are in the catalogue (its fixed rows), for the contests simulator's
 * entries, which need them without a database.
 */
export const DEMO_ITEMS: readonly CatalogItem[] = DEMO_MEDIA.map(({ price, ...item }) => ({
  ...item,
  priceEur: price,
}));

export function findItem(
  catalogue: Catalogue,
  kind: ContentKind,
  id: number,
): CatalogItem | undefined {
  const media = catalogue.media.byId(kind, id);
  return media && toItem(media);
}

/**
 * Pictures an album may have: its pictures' ids are `albumId * PICTURES_PER_ALBUM + number`
 * (the catalogue draws 6–40 pictures an album, the demo albums 12 and 8).
 */
const PICTURES_PER_ALBUM = 1000;

/**
 * An album picture's id, unique across albums and stable (the favourite pins of pictures name
 * it); its URL keeps its number (1..pictureCount).
 */
export function albumPictureId(albumId: number, number: number): number {
  if (!Number.isInteger(number) || number < 1 || number >= PICTURES_PER_ALBUM)
    throw new RangeError(`picture ${number} of album ${albumId} out of range`);
  return albumId * PICTURES_PER_ALBUM + number;
}

/** The album and number of an album picture's id, if the catalogue has that picture. */
export function findAlbumPicture(
  catalogue: Catalogue,
  pictureId: number,
): { album: CatalogItem; number: number } | undefined {
  if (!Number.isSafeInteger(pictureId) || pictureId <= 0) return undefined;
  const number = pictureId % PICTURES_PER_ALBUM;
  const album = findItem(catalogue, 'album', Math.floor(pictureId / PICTURES_PER_ALBUM));
  return album && number >= 1 && number <= album.pictureCount ? { album, number } : undefined;
}

/** Where a picture of an item is served. */
export function pictureUrl(item: CatalogItem, picture: number): string {
  return `/media/content/${item.kind}/${item.id}/${picture}.svg`;
}

/** The file name of a video's preview clip (one clip, drawn once, for every video). */
export const PREVIEW_CLIP = 'preview.webm';

/** Where a video's preview clip is served. */
export function previewClipUrl(item: CatalogItem): string {
  return `/media/content/${item.kind}/${item.id}/${PREVIEW_CLIP}`;
}

/** A picture of an item: a gradient in the item's hue with its title and number, 640x360. */
export function pictureSvg(item: CatalogItem, picture: number): string {
  const hue = (item.hue + picture * 23) % 360;
  const title = escapeXml(item.title);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,18%)"/>`,
    '</linearGradient></defs>',
    '<rect width="640" height="360" fill="url(#g)"/>',
    `<circle cx="${160 + picture * 60}" cy="150" r="90" fill="hsla(${hue},80%,80%,0.25)"/>`,
    `<text x="32" y="316" font-family="sans-serif" font-size="30" fill="#fff">${title}</text>`,
    `<text x="608" y="56" text-anchor="end" font-family="sans-serif" font-size="26" fill="#fff">${picture}</text>`,
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
