import type { Banner } from './incentives.types.ts';

/**
 * Seed 001 §9: "Special banner ids 559, 560 for halloween". A special banner is its campaign's
 * (decision 0036): shown before the others and twice as wide, whatever order the server sent
 * them in.
 */
const SPECIAL_BANNERS: Readonly<Partial<Record<number, 'halloween'>>> = {
  559: 'halloween',
  560: 'halloween',
};

/** The campaign a banner belongs to by its id, or null for an ordinary one. */
export const specialBannerOf = (banner: Pick<Banner, 'id'>): 'halloween' | null =>
  SPECIAL_BANNERS[banner.id] ?? null;

/**
 * The banners to show: the special ones first, then the others, each group in the order sent.
 *
 * @example
 * withSpecialFirst([coins, halloween559]); // [halloween559, coins]
 */
export function withSpecialFirst(banners: readonly Banner[]): Banner[] {
  return [
    ...banners.filter((banner) => specialBannerOf(banner) !== null),
    ...banners.filter((banner) => specialBannerOf(banner) === null),
  ];
}
