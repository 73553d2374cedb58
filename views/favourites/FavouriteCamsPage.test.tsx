import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavouriteActor } from '../../machines/favourites/favourites.types.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { FavouriteCamsPage } from './FavouriteCamsPage.tsx';

// Rendered on the server (no DOM, effects do not run): the favourite cams page for the favourites
// machine's state and the guest's grid mode, on the real app system (the demo engine).

const favourite = (id: number): FavouriteActor => ({
  id,
  name: `Actor${id}`,
  isOnline: id % 3 === 0,
  avatarUrl: null,
});

/** The demo guest with `count` favourites pushed, at the viewport width given. */
async function withFavourites(count: number, width: number): Promise<DemoView> {
  const demo = await demoView();
  demo.engine.send('shell', { type: 'env.viewportResized', width });
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'favourites' });
  await demo.settle();
  await demo.pushed({
    type: 'push.FavoriteActors',
    actors: Array.from({ length: count }, (_, index) => favourite(index + 1)),
  });
  return demo;
}

const render = (demo: DemoView): string =>
  demo.render(
    <MemoryRouter initialEntries={['/en/myvisitx/favorite-cams/']}>
      <FavouriteCamsPage />
    </MemoryRouter>,
  );

const tiles = (html: string) => html.match(/class="favourite-item /g)?.length ?? 0;

beforeEach(() => {
  initI18n('en');
});

afterEach(stopDemoViews);

describe('the favourite cams page', () => {
  it('shows 50 favourites at a time on a desktop and 10 on a phone, with "more" for the rest', async () => {
    const desktop = render(await withFavourites(60, 1366));
    expect(tiles(desktop)).toBe(50);
    expect(desktop).toContain('Show more');
    const phone = render(await withFavourites(60, 390));
    expect(tiles(phone)).toBe(10);
    expect(tiles(render(await withFavourites(8, 390)))).toBe(8);
    expect(render(await withFavourites(8, 390))).not.toContain('Show more');
  });

  it('is a tile grid with the grid/list toggle, in the mode the guest chose for favourite actors', async () => {
    const demo = await withFavourites(3, 1366);
    const grid = render(demo);
    expect(grid).toContain('tile-grid tile-grid-grid');
    expect(grid).toMatch(/<button type="button" aria-pressed="true">Grid<\/button>/);
    demo.engine.send('app', { type: 'app.domainWanted', domain: 'tileGrids' });
    await demo.settle();
    demo.engine.send('tileGrids', {
      type: 'tileGrid.displayChosen',
      gridType: 'favouriteActors',
      display: 'list',
    });
    await demo.settle();
    const list = render(demo);
    expect(list).toContain('tile-grid tile-grid-list');
    expect(list).toContain('favourite-item favourite-item-list');
    expect(list).toMatch(/<button type="button" aria-pressed="true">List<\/button>/);
    // Another grid's mode is its own.
    demo.engine.send('tileGrids', {
      type: 'tileGrid.displayChosen',
      gridType: 'contests',
      display: 'grid',
    });
    await demo.settle();
    expect(render(demo)).toContain('tile-grid tile-grid-list');
  });
});
