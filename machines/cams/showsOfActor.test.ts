import { describe, expect, it } from 'vitest';
import { showsOfActor } from './cams.selectors.ts';

describe('showsOfActor', () => {
  it('keeps her shows in the list order and no one else’s', () => {
    const shows = [
      { id: 1, actorId: 7 },
      { id: 2, actorId: 8 },
      { id: 3, actorId: 7 },
    ];
    expect(showsOfActor(shows, 7).map((show) => show.id)).toEqual([1, 3]);
    expect(showsOfActor(shows, 9)).toEqual([]);
  });
});
