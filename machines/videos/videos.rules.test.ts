import { describe, expect, it } from 'vitest';
import { categoryQuery, FEMALE_ACTING_GROUPS, UNMAPPED_CATEGORY } from './videos.rules.ts';
import { VIDEO_CATEGORIES } from './videos.types.ts';

describe('video category rules (seed 001 §5)', () => {
  it.each([
    ['allVideos', 'topRated'],
    ['vip30Videos', 'topRated'],
    ['newVideos', 'newest'],
    ['discountedVideos', 'newest'],
    ['freeVideos', 'newest'],
    ['boughtVideos', 'newest'],
    ['trendingVideos', 'topTrending'],
    ['topVideos', 'bestSelling'],
  ] as const)('%s sorts %s', (category, sort) => {
    expect(categoryQuery(category).sort).toBe(sort);
  });

  it('keeps trending to the last 8 days and top videos to the last 9 months', () => {
    expect(categoryQuery('trendingVideos').filter).toEqual({ releasedWithinDays: 8 });
    expect(categoryQuery('topVideos').filter).toEqual({ releasedWithinMonths: 9 });
  });

  it('gives free videos the female acting group, whatever the guest chose', () => {
    const query = categoryQuery('freeVideos', { filter: { actingGroups: ['group'] } });
    expect(query.filter.actingGroups).toEqual([...FEMALE_ACTING_GROUPS]);
    expect(query.filter.types).toEqual(['free']);
    expect(categoryQuery('allVideos').filter.actingGroups).toBeUndefined();
  });

  it('adds the category type flag to the guest’s types and lets the guest choose the sort', () => {
    const query = categoryQuery('vip30Videos', {
      sort: 'cheapest',
      filter: { types: ['classic', 'vip30'], tags: ['pov'] },
    });
    expect(query).toEqual({
      sort: 'cheapest',
      filter: { types: ['vip30', 'classic'], tags: ['pov'] },
    });
  });

  it('sorts by satisfactionScore under testSatisfaction, even over a chosen sort', () => {
    for (const category of VIDEO_CATEGORIES)
      expect(categoryQuery(category, { sort: 'newest', testSatisfaction: true }).sort).toBe(
        'satisfactionScore',
      );
  });

  it("throws 'Unmapped category' for any other name", () => {
    expect(() => categoryQuery('oldVideos')).toThrow(UNMAPPED_CATEGORY);
    expect(() => categoryQuery('')).toThrow(UNMAPPED_CATEGORY);
  });
});
