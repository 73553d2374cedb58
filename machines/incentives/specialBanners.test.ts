import { describe, expect, it } from 'vitest';
import type { Banner } from './incentives.types.ts';
import { specialBannerOf, withSpecialFirst } from './specialBanners.ts';

const banner = (id: number): Banner => ({
  id,
  region: 'home',
  imagePath: `/banners/${id}.svg`,
  onClickUrl: '/en/',
  onClickType: 'internal',
  relatedActorId: null,
  containerClassSuffix: 'x',
});

describe('the special banners 559 and 560 (seed 001 §9)', () => {
  it('are Halloween’s, and no other id is special', () => {
    expect(specialBannerOf(banner(559))).toBe('halloween');
    expect(specialBannerOf(banner(560))).toBe('halloween');
    for (const id of [1, 558, 561, 0]) expect(specialBannerOf(banner(id))).toBeNull();
  });

  it('come first, each group in the order sent', () => {
    const shown = withSpecialFirst([banner(1), banner(560), banner(2), banner(559)]);
    expect(shown.map((b) => b.id)).toEqual([560, 559, 1, 2]);
    expect(withSpecialFirst([banner(1), banner(2)]).map((b) => b.id)).toEqual([1, 2]);
    expect(withSpecialFirst([])).toEqual([]);
  });
});
