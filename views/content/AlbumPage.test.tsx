import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { PhotoAlbumPage } from './AlbumPage.tsx';

// Rendered on the server (no DOM, effects do not run) on the real app system (the demo engine):
// the album page's picture hearts. The demo album 6201 has 2 pictures, the first a preview; its
// pictures' ids are album id × 1000 + number, as the simulator's.

const ALBUM = 6201;

/** The album's route entered (the root opens it in the content domain) and the favourites started (as a heart does). */
async function albumOf(demo: DemoView): Promise<DemoView> {
  demo.engine.send('app', {
    type: 'ui.routeChanged',
    path: `/en/amateur/lanalove/pictures/${ALBUM}/`,
    search: '',
  });
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'favourites' });
  await demo.settle();
  return demo;
}

const render = (demo: DemoView) => demo.render(<PhotoAlbumPage />);

/**
 * The picture hearts' buttons, in page order (the album's own heart is named by its title; a
 * picture's viewer button and its like and dislike by other words).
 */
const pictureHearts = (html: string): string[] =>
  [...html.matchAll(/<button[^>]*aria-label="(?:Add|Remove) picture \d[^"]*"[^>]*>/g)].map(
    (m) => m[0],
  );

beforeEach(() => {
  initI18n('en');
});

afterEach(stopDemoViews);

describe("the album page's picture hearts", () => {
  it('gives each picture shown a heart named by its number: the preview, then all once bought', async () => {
    const demo = await albumOf(await demoView());
    await demo.pushed({
      type: 'push.FavoriteActors',
      actors: [],
      pins: { album: [], sedcards: [], picture: [] },
    });
    const before = pictureHearts(render(demo));
    expect(before).toHaveLength(1);
    expect(before[0]).toContain('aria-label="Add picture 1 to favourites"');
    expect(before[0]).toContain('aria-pressed="false"');
    expect(before[0]).not.toContain('disabled');

    demo.engine.send('content', { type: 'ui.buy' });
    await demo.settle(1_000);
    const after = pictureHearts(render(demo));
    expect(after.map((tag) => /aria-label="([^"]*)"/.exec(tag)?.[1])).toEqual([
      'Add picture 1 to favourites',
      'Add picture 2 to favourites',
    ]);
  });

  it("shows a picture's pin by its unique id, and a press pins that picture only", async () => {
    const demo = await albumOf(await demoView());
    demo.engine.send('content', { type: 'ui.buy' });
    // Picture 2 of another album (6202002) is not this album's picture 2.
    await demo.pushed({
      type: 'push.FavoriteActors',
      actors: [],
      pins: { album: [], sedcards: [], picture: [ALBUM * 1000 + 2, 6202002] },
    });
    const [first, second] = pictureHearts(render(demo));
    expect(first).toContain('aria-pressed="false"');
    expect(second).toContain('aria-label="Remove picture 2 from favourites"');
    expect(second).toContain('aria-pressed="true"');

    demo.engine.send('favourites', {
      type: 'ui.pin',
      targetType: 'picture',
      targetId: ALBUM * 1000 + 1,
    });
    await demo.settle();
    expect(pictureHearts(render(demo))[0]).toContain('aria-busy="true"');
    await demo.pushed({ type: 'push.FavoritePicturePinned', targetId: ALBUM * 1000 + 1 });
    const [pinned] = pictureHearts(render(demo));
    expect(pinned).toContain('aria-label="Remove picture 1 from favourites"');
    expect(pinned).toContain('aria-pressed="true"');
    expect(pinned).not.toContain('aria-busy');
  });

  it("takes a visitor's press, like the album's heart (the gate asks her to log in)", async () => {
    const demo = await albumOf(await demoView({ guest: visitorGuest }));
    const [heart] = pictureHearts(render(demo));
    expect(heart).toContain('aria-label="Add picture 1 to favourites"');
    expect(heart).toContain('aria-pressed="false"');
    expect(heart).not.toContain('disabled');
  });
});
