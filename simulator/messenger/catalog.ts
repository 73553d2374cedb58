/**
 * The messenger's fixed catalogue: gift categories and gifts (some only for VIP guests), toy
 * controls, and the demo actors' canned answers. Prices are amounts in the guest's currency (a
 * franc guest pays the same figure in CHF), so one catalogue serves every account.
 */
export interface GiftCategory {
  id: number;
  name: string;
}

export interface CatalogGift {
  id: number;
  categoryId: number;
  name: string;
  price: number;
  translations: { language: 'de' | 'en' | 'es' | 'nl'; value: string }[];
  active: boolean;
  vip: boolean;
}

export interface CatalogToyControl {
  id: number;
  name: string;
  displayName: string;
  price: number;
  /** Seconds the toy runs. */
  duration: number;
  /** The toy runs a random pattern instead of a fixed one. */
  random: boolean;
}

export const GIFT_CATEGORIES: readonly GiftCategory[] = [
  { id: 1, name: 'Sweet' },
  { id: 2, name: 'Flirt' },
  { id: 3, name: 'Luxury' },
  { id: 4, name: 'VIP' },
];

type Names = readonly [en: string, de: string, es: string, nl: string];
const gift = (
  id: number,
  categoryId: number,
  price: number,
  [en, de, es, nl]: Names,
  options: { vip?: boolean; active?: boolean } = {},
): CatalogGift => ({
  id,
  categoryId,
  name: en,
  price,
  translations: [
    { language: 'en', value: en },
    { language: 'de', value: de },
    { language: 'es', value: es },
    { language: 'nl', value: nl },
  ],
  active: options.active ?? true,
  vip: options.vip ?? false,
});

export const GIFTS: readonly CatalogGift[] = [
  gift(1, 1, 0.99, ['Rose', 'Rose', 'Rosa', 'Roos']),
  gift(2, 1, 1.49, ['Chocolate', 'Schokolade', 'Chocolate', 'Chocolade']),
  gift(3, 1, 1.99, ['Cupcake', 'Cupcake', 'Magdalena', 'Cupcake']),
  gift(4, 1, 0.49, ['Kiss', 'Kuss', 'Beso', 'Kus'], { active: false }),
  gift(10, 2, 2.49, ['Cocktail', 'Cocktail', 'Cóctel', 'Cocktail']),
  gift(11, 2, 2.99, ['Lingerie', 'Dessous', 'Lencería', 'Lingerie']),
  gift(12, 2, 3.99, ['Champagne', 'Champagner', 'Champán', 'Champagne']),
  gift(20, 3, 9.99, ['Diamond', 'Diamant', 'Diamante', 'Diamant']),
  gift(21, 3, 14.99, ['Sports car', 'Sportwagen', 'Deportivo', 'Sportauto']),
  gift(22, 3, 24.99, ['Yacht', 'Yacht', 'Yate', 'Jacht']),
  gift(30, 4, 4.99, ['Golden crown', 'Goldene Krone', 'Corona de oro', 'Gouden kroon'], {
    vip: true,
  }),
  gift(31, 4, 19.99, ['VIP lounge', 'VIP-Lounge', 'Sala VIP', 'VIP-lounge'], { vip: true }),
];

export const TOY_CONTROLS: readonly CatalogToyControl[] = [
  { id: 1, name: 'tease', displayName: 'Tease (5 s)', price: 0.99, duration: 5, random: false },
  { id: 2, name: 'pulse', displayName: 'Pulse (15 s)', price: 2.49, duration: 15, random: false },
  { id: 3, name: 'wave', displayName: 'Wave (30 s)', price: 3.99, duration: 30, random: false },
  { id: 4, name: 'surprise', displayName: 'Surprise me', price: 1.99, duration: 10, random: true },
];

/** Gifts the demo actors send back (cheap, everyday ones). */
export const ACTOR_GIFT_IDS: readonly number[] = [1, 2, 3, 10];

export const ACTOR_ANSWERS: readonly string[] = [
  'Hey you, nice to hear from you!',
  'Mmh, tell me more…',
  'I was just thinking about you.',
  'Come to my show tonight?',
  'You always make me smile.',
  'What are you doing right now?',
  'I have a new video, did you see it?',
  'Thank you, sweetie!',
  'Haha, you are naughty.',
  'Stay a bit longer with me.',
];

export function findGift(id: number): CatalogGift | undefined {
  return GIFTS.find((candidate) => candidate.id === id);
}

export function findToyControl(id: number): CatalogToyControl | undefined {
  return TOY_CONTROLS.find((candidate) => candidate.id === id);
}

export type MediaKind = 'gift' | 'toy' | 'actor';

/** Pictures are small SVGs the simulator draws itself (`GET /media/messenger/<kind>/<id>.svg`). */
export const imageUrl = (kind: MediaKind, id: number): string =>
  `/media/messenger/${kind}/${id}.svg`;
