import type { ContentKind } from '../../machines/content/content.types.ts';

/**
 * The simulator's small content catalogue: videos and photo albums of the demo actors, some marked
 * `avsRequired`. Pictures are SVG drawn here (no external downloads), served by the simulator under
 * `/media/content/…`, so a test can tell whether the page asked for one.
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
}

export const CATALOG: readonly CatalogItem[] = [
  {
    kind: 'video',
    id: 5101,
    actorName: 'LanaLove',
    title: 'Sunset on the balcony',
    description: 'A warm evening, a glass of wine and a slow dance for you.',
    priceEur: 4.99,
    avsRequired: true,
    duration: 754,
    previewCount: 4,
    pictureCount: 0,
    hue: 330,
  },
  {
    kind: 'video',
    id: 5102,
    actorName: 'LanaLove',
    title: 'Morning coffee chat',
    description: 'Lana talks about her week: a free clip, no age check needed.',
    priceEur: 0,
    avsRequired: false,
    duration: 183,
    previewCount: 3,
    pictureCount: 0,
    hue: 30,
  },
  {
    kind: 'video',
    id: 5103,
    actorName: 'EmmaEmber',
    title: 'Poolside workout',
    description: 'Twenty minutes of sweat by the pool.',
    priceEur: 9.99,
    avsRequired: true,
    duration: 1260,
    previewCount: 5,
    pictureCount: 0,
    hue: 200,
  },
  {
    kind: 'album',
    id: 6201,
    actorName: 'LanaLove',
    title: 'Red lingerie',
    description: 'Twelve pictures from the studio.',
    priceEur: 2.99,
    avsRequired: true,
    duration: null,
    previewCount: 3,
    pictureCount: 12,
    hue: 350,
  },
  {
    kind: 'album',
    id: 6202,
    actorName: 'EmmaEmber',
    title: 'City walk',
    description: 'Eight pictures of a sunny afternoon in town.',
    priceEur: 1.99,
    avsRequired: false,
    duration: null,
    previewCount: 2,
    pictureCount: 8,
    hue: 150,
  },
];

export function findItem(kind: ContentKind, id: number): CatalogItem | undefined {
  return CATALOG.find((item) => item.kind === kind && item.id === id);
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
