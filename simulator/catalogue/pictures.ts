import { hash32 } from './random.ts';

/**
 * Pictures of catalogue items, drawn by the simulator (nothing comes from the network), in the
 * three sizes of seed 001 §9: `GET /media/pic/{kind}/{id}/w{320|640|1280}.svg`. An id is a row id,
 * or `{rowId}-{n}` for the n-th picture of a row (sedcards, album and post pictures).
 */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Width / height of each kind: portraits for people, 16:9 for moving pictures, 4:3 for photos. */
const PICTURE_KINDS = {
  actor: 3 / 4,
  sedcard: 3 / 4,
  video: 16 / 9,
  album: 4 / 3,
  albumPicture: 4 / 3,
  post: 1,
  series: 16 / 9,
  episode: 16 / 9,
  blog: 16 / 9,
  contest: 16 / 9,
  entry: 3 / 4,
  show: 16 / 9,
} as const;
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
  return `/media/pic/${kind}/${id}/w${width}.svg`;
}

function pictureHeight(kind: PictureKind, width: number): number {
  return Math.round(width / PICTURE_KINDS[kind]);
}

export function picture(kind: PictureKind, id: number | string): Picture {
  return {
    url: pictureUrl(kind, id),
    srcSet: PICTURE_WIDTHS.map((width) => `${pictureUrl(kind, id, width)} ${width}w`).join(', '),
    width: 640,
    height: pictureHeight(kind, 640),
  };
}

/** Up to two capital letters of a label: "Lana Love" → "LL", "LanaLove" → "LL", "sunset" → "S". */
function initials(label: string): string {
  const words = label.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The picture itself: a gradient, two shapes and the label's initials, the same on every call. */
export function drawPicture(kind: PictureKind, id: string, width: PictureWidth, label: string) {
  const height = pictureHeight(kind, width);
  const hash = hash32(`${kind}/${id}`);
  const hue = hash % 360;
  const second = (hue + 30 + ((hash >>> 9) % 90)) % 360;
  const unit = Math.min(width, height);
  const cx = Math.round(width * (0.2 + ((hash >>> 4) % 60) / 100));
  const cy = Math.round(height * (0.2 + ((hash >>> 11) % 60) / 100));
  const text = initials(label) || '?';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},65%,48%)"/>`,
    `<stop offset="1" stop-color="hsl(${second},60%,20%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(unit * 0.32)}" fill="hsla(${second},80%,85%,0.22)"/>`,
    `<rect x="${Math.round(width * 0.55)}" y="${Math.round(height * 0.55)}" width="${Math.round(unit * 0.5)}" height="${Math.round(unit * 0.5)}" rx="${Math.round(unit * 0.06)}" fill="hsla(${hue},80%,90%,0.15)" transform="rotate(${hash % 45} ${width / 2} ${height / 2})"/>`,
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${Math.round(unit * 0.28)}" fill="#fff" fill-opacity="0.9">${text}</text>`,
    '</svg>',
  ].join('');
}
