import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavouriteTarget } from '../../machines/shared/favouriteTarget.ts';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { markupText } from '../testing/markupText.ts';
import { FavouriteHeart } from './FavouriteHeart.tsx';

// Rendered on the server (no DOM, effects do not run): what a heart shows for the favourites
// machine's state, on the real app system (the demo engine).

const lana: FavouriteTarget = { targetType: 'actor', targetId: 7 };

const render = (demo: DemoView, variant: 'tile' | 'header' = 'tile'): string =>
  demo.render(<FavouriteHeart target={lana} name="LanaLove" variant={variant} />);

const button = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? '';

/** The favourites domain started, as a heart on screen asks for it (`useDomainWanted`). */
async function favouritesOf(demo: DemoView): Promise<DemoView> {
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'favourites' });
  await demo.settle();
  return demo;
}

/** The logged-in demo guest's favourites, running, her pins not pushed yet. */
const member = async () => favouritesOf(await demoView());

beforeEach(() => {
  initI18n('en');
});

afterEach(stopDemoViews);

describe('the favourite heart', () => {
  it('waits, pressed by nothing, until the favourites run and know her pins', async () => {
    const tag = button(render(await demoView()));
    expect(tag).toContain('aria-label="Add LanaLove to favourites"');
    expect(tag).toContain('aria-pressed="false"');
    expect(tag).toContain('disabled=""');
    expect(button(render(await member()))).toContain('disabled=""');
  });

  it('is an empty toggle for a visitor before the favourites run; her press starts them at the gate', async () => {
    const visitor = await demoView({ guest: visitorGuest });
    const tag = button(render(visitor));
    expect(tag).toContain('aria-pressed="false"');
    expect(tag).not.toContain('disabled');
    expect(visitor.engine.get('favourites')).toBeUndefined();
    // What the press sends: the root keeps it until the domain runs, which then takes it.
    visitor.engine.send('favourites', { type: 'ui.pin', ...lana });
    await visitor.settle();
    expect(visitor.engine.get('favourites')?.getSnapshot()).toMatchObject({
      value: { visitor: 'gated' },
    });
    expect(button(render(visitor))).toContain('aria-busy="true"');
  });

  it('is an empty toggle for a visitor, which takes the press (the gate asks her to log in)', async () => {
    const visitor = await favouritesOf(await demoView({ guest: visitorGuest }));
    const tag = button(render(visitor));
    expect(tag).toContain('aria-pressed="false"');
    expect(tag).not.toContain('disabled');
  });

  it('is filled and named for the unpin when she is pinned', async () => {
    const actor = await member();
    await actor.pushed({
      type: 'push.FavoriteActors',
      actors: [{ id: 7, name: 'LanaLove', isOnline: true, avatarUrl: null }],
    });
    const tag = button(render(actor));
    expect(tag).toContain('aria-label="Remove LanaLove from favourites"');
    expect(tag).toContain('aria-pressed="true"');
    expect(tag).not.toContain('disabled');
  });

  it('says so when a pin was not confirmed in time', async () => {
    const actor = await member();
    await actor.pushed({ type: 'push.FavoriteActors', actors: [] });
    actor.engine.send('favourites', { type: 'ui.pin', ...lana });
    expect(button(render(actor))).toContain('aria-busy="true"');
    await actor.settle(10_000);
    const html = render(actor);
    expect(button(html)).toContain('aria-pressed="false"');
    expect(markupText(html)).toContain('Not added: the server did not answer. Try again.');
  });

  it('offers the retry when the favourites could not be loaded, said in the header', async () => {
    const actor = await member();
    await actor.settle(10_000);
    const tile = render(actor);
    expect(button(tile)).toContain('aria-label="Your favourites could not be loaded: try again"');
    expect(button(tile)).not.toContain('aria-pressed');
    expect(markupText(tile)).not.toContain('Your favourites could not be loaded.');
    expect(markupText(render(actor, 'header'))).toContain('Your favourites could not be loaded.');
  });
});
