import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavouriteTarget } from '../../machines/shared/favouriteTarget.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { FavouriteHeart } from './FavouriteHeart.tsx';

// Seed 001 §3 Actor `modelGuestRelation.isFavorite`: her profile's answer fills the header's
// heart until the guest's favourites are known; from then the favourites domain decides.

const lana: FavouriteTarget = { targetType: 'actor', targetId: 7 };

const button = (demo: DemoView, known: boolean): string =>
  /<button[^>]*>/.exec(
    demo.render(<FavouriteHeart target={lana} name="LanaLove" variant="header" known={known} />),
  )?.[0] ?? '';

beforeEach(() => {
  initI18n('en');
});

afterEach(stopDemoViews);

describe('the profile’s heart before the favourites are known', () => {
  it('shows what her profile says, then what the favourites say', async () => {
    const demo = await demoView();
    expect(button(demo, true)).toContain('aria-pressed="true"');
    expect(button(demo, true)).toContain('aria-label="Remove LanaLove from favourites"');
    expect(button(demo, false)).toContain('aria-pressed="false"');
    demo.engine.send('app', { type: 'app.domainWanted', domain: 'favourites' });
    await demo.settle();
    // Her pins arrive without her: the favourites domain is the owner now.
    await demo.pushed({ type: 'push.FavoriteActors', actors: [] });
    expect(button(demo, true)).toContain('aria-pressed="false"');
  });
});
