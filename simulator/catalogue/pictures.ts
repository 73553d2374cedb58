import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash32 } from './random.ts';

/**
 * Pictures of catalogue items in the three sizes of seed 001 §9:
 * `GET /media/pic/{kind}/{id}/w{320|640|1280}.webp`. An id is a row id, or `{rowId}-{n}` for the
 * n-th picture of a row (sedcards, album and post pictures). Each is one of the committed WebP
 * pictures of `fixtures/media/pictures` (README there), chosen by a hash of kind and id: raster
 * pictures the browser decodes off its main thread, where the SVGs drawn here before were parsed
 * and rasterised on it (about 4.5 ms each, the feed's scroll budget of issue 21).
 */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Width / height of each fixture shape (the folders of fixtures/media/pictures). */
const SHAPES = { portrait: 3 / 4, wide: 16 / 9, photo: 4 / 3, square: 1 } as const;
type Shape = keyof typeof SHAPES;

/** Each kind's shape: portraits for people, 16:9 for moving pictures, 4:3 for photos. */
const PICTURE_KINDS = {
  actor: 'portrait',
  sedcard: 'portrait',
  video: 'wide',
  album: 'photo',
  albumPicture: 'photo',
  post: 'square',
  series: 'wide',
  episode: 'wide',
  blog: 'wide',
  contest: 'wide',
  entry: 'portrait',
  show: 'wide',
} as const satisfies Record<string, Shape>;
export type PictureKind = keyof typeof PICTURE_KINDS;

/** A picture as rows carry it: the w640 URL, the `srcset` of all three sizes, its proportions. */
export interface Picture {
  url: string;
  srcSet: string;
  width: number;
  height: number;
}

export const isPictureKind = (kind: string): kind is PictureKind =>
  Object.hasOwn(PICTURE_KINDS, kind);

export function pictureUrl(kind: PictureKind, id: number | string, width: PictureWidth = 640) {
  return `/media/pic/${kind}/${id}/w${width}.webp`;
}

function pictureHeight(kind: PictureKind, width: number): number {
  return Math.round(width / SHAPES[PICTURE_KINDS[kind]]);
}

export function picture(kind: PictureKind, id: number | string): Picture {
  return {
    url: pictureUrl(kind, id),
    srcSet: PICTURE_WIDTHS.map((width) => `${pictureUrl(kind, id, width)} ${width}w`).join(', '),
    width: 640,
    height: pictureHeight(kind, 640),
  };
}

/** How many pictures `fixtures/media/pictures/make.mjs` makes of each shape and width. */
const FIXTURE_COUNT = 24;
const FIXTURE_DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'media', 'pictures');
const fixtures = new Map<string, Buffer>();

/**
 * The WebP picture of a row at a width: the same fixture for the same kind and id on every call
 * and in every simulator, read once and then kept (the whole set is about 1.6 MB).
 */
export function pictureFile(kind: PictureKind, id: string, width: PictureWidth): Buffer {
  const file = join(
    PICTURE_KINDS[kind],
    `${1 + (hash32(`${kind}/${id}`) % FIXTURE_COUNT)}-w${width}.webp`,
  );
  let bytes = fixtures.get(file);
  if (!bytes) {
    bytes = readFileSync(join(FIXTURE_DIR, file));
    fixtures.set(file, bytes);
  }
  return bytes;
}
