import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContestSummary } from '../../machines/contests/contests.types.ts';
import type { FavouriteActor } from '../../machines/favourites/favourites.types.ts';
import type { LazyDomain } from '../../machines/app/lazyDomains.ts';
import { contestsFeature } from '../../src/engine/features/contests.ts';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { ContestsBlock } from '../contests/HomeBlock.tsx';
import { FavoriteBlock } from '../favourites/HomeBlock.tsx';
import { demoView, lazyPatched, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { markupText } from '../testing/markupText.ts';

// Rendered on the server (no DOM here, effects do not run): what each start page block shows for
// its domain's state, on the real app system (the demo engine), the domain started as the block
// asks for it and sent what the block's effects would send.

/** The markup of `block` on the start page. */
const render = (demo: DemoView, block: ReactNode): string =>
  demo.render(<MemoryRouter initialEntries={['/en/']}>{block}</MemoryRouter>);

/** The domain started, as its block's gate asks for it. */
async function started(demo: DemoView, domain: LazyDomain): Promise<DemoView> {
  demo.engine.send('app', { type: 'app.domainWanted', domain });
  await demo.settle();
  return demo;
}

const favourite = (id: number, name: string, isOnline: boolean): FavouriteActor => ({
  id,
  name,
  isOnline,
  avatarUrl: `/media/actors/${id}/w320.svg`,
});

/** The favourites shown on the start page, for the demo guest (or a visitor). */
async function favourites(guest?: typeof visitorGuest): Promise<DemoView> {
  // Started on the start page, the domain is told of it by the root (no block asks).
  return started(await demoView(guest ? { guest } : {}), 'favourites');
}

/** The tiles' names in the order they show. */
const tileNames = (html: string) =>
  [...html.matchAll(/class="cam-tile-name">([^<]+)</g)].map((match) => match[1]);

beforeEach(() => {
  initI18n('en');
});

afterEach(stopDemoViews);

describe('the Favorite block', () => {
  it("shows a guest's favourites online first, with the online count and the way to them all", async () => {
    const actor = await favourites();
    await actor.pushed({
      type: 'push.FavoriteActors',
      actors: [favourite(1, 'Anna', false), favourite(2, 'Bea', true), favourite(3, 'Cleo', false)],
    });
    const html = render(actor, <FavoriteBlock />);
    expect(tileNames(html)).toEqual(['Bea', 'Anna', 'Cleo']);
    expect(markupText(html)).toContain('1 of 3 online');
    expect(html).toContain('aria-label="Bea, Online"');
    expect(html).toContain('href="/en/amateur/bea/"');
    expect(html).toContain('href="/en/myvisitx/favorite-cams/"');
  });

  it('follows the live online state: an actor who comes online moves to the front', async () => {
    const actor = await favourites();
    await actor.pushed({
      type: 'push.FavoriteActors',
      actors: [favourite(1, 'Anna', true), favourite(2, 'Bea', false)],
    });
    await actor.pushed({ type: 'push.actorOnline', actorId: 2 });
    await actor.pushed({ type: 'push.actorOffline', actorId: 1 });
    const html = render(actor, <FavoriteBlock />);
    expect(tileNames(html)).toEqual(['Bea', 'Anna']);
    expect(html).toContain('aria-label="Anna, Offline"');
    expect(markupText(html)).toContain('1 of 2 online');
  });

  it('asks a visitor to log in, with a button and no tiles', async () => {
    const actor = await favourites(visitorGuest);
    const html = render(actor, <FavoriteBlock />);
    const text = markupText(html);
    expect(text).toContain('Log in to see which of your favourite cams are online now.');
    expect(html).toMatch(/<button[^>]*>Log in<\/button>/);
    expect(tileNames(html)).toEqual([]);
  });

  it('shows loading, no favourites yet, and a failure with its retry', async () => {
    const loading = await favourites();
    expect(render(loading, <FavoriteBlock />)).toContain('aria-busy="true"');

    const empty = await favourites();
    await empty.pushed({ type: 'push.FavoriteActors', actors: [] });
    const emptyHtml = render(empty, <FavoriteBlock />);
    expect(markupText(emptyHtml)).toContain('You have no favourites yet.');
    expect(emptyHtml).toContain('href="/en/cams/"');

    // No list within the answer's time.
    const failed = await favourites();
    await failed.settle(10_000);
    const failedHtml = render(failed, <FavoriteBlock />);
    expect(failedHtml).toContain('role="alert"');
    expect(markupText(failedHtml)).toContain('Try again');
  });

  it('waits for the domain before it reads it', async () => {
    expect(render(await demoView(), <FavoriteBlock />)).toContain('page-loading');
  });

  it("asks a visitor to log in without starting the domain; her button's event starts it", async () => {
    const visitor = await demoView({ guest: visitorGuest });
    const html = render(visitor, <FavoriteBlock />);
    expect(markupText(html)).toContain(
      'Log in to see which of your favourite cams are online now.',
    );
    expect(html).toMatch(/<button[^>]*>Log in<\/button>/);
    expect(html).not.toContain('page-loading');
    const startedDomains = () =>
      (visitor.engine.get('app')?.getSnapshot() as { context: { started: string[] } }).context
        .started;
    expect(startedDomains()).not.toContain('favourites');
    // What the button sends: the root keeps it, the domain starts and takes it.
    visitor.engine.send('favourites', { type: 'ui.favouritesLogin' });
    await visitor.settle();
    expect(startedDomains()).toContain('favourites');
    expect(markupText(render(visitor, <FavoriteBlock />))).toContain(
      'Log in to see which of your favourite cams are online now.',
    );
  });
});

const contest = (id: number, title: string, kind: 'photo' | 'video'): ContestSummary => ({
  id,
  title,
  kind,
  endsOn: '2026-12-31',
  elementsCount: 12,
  teaserUrl: `/media/contests/${id}.svg`,
});

/** The contests domain with the overview opened (as its block does) and answered by `answer`. */
async function contestsWith(answer: ContestSummary[] | Error): Promise<DemoView> {
  const demo = await demoView({
    services: lazyPatched(contestsFeature, (demoServices) => ({
      ...demoServices,
      loadContests: () => {
        if (answer instanceof Error) return Promise.reject(answer);
        return Promise.resolve(answer);
      },
    })),
  });
  await started(demo, 'contests');
  demo.engine.send('contests', { type: 'contests.openList' });
  await demo.settle();
  return demo;
}

describe('the Contests block', () => {
  it('lists the running contests, each linking to its page, with the ways to all and past ones', async () => {
    const actor = await contestsWith([
      contest(41, 'Summer photo contest', 'photo'),
      contest(42, 'Best clip', 'video'),
    ]);
    const html = render(actor, <ContestsBlock />);
    expect(html).toMatch(/<h3[^>]*>Summer photo contest<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Best clip<\/h3>/);
    expect(html).toContain('href="/en/contests/41/"');
    expect(html).toContain('href="/en/contests/42/"');
    expect(html).toContain('aria-label="Running contests"');
    expect(html).toContain('href="/en/contests/"');
    expect(html).toContain('href="/en/contests/archive/"');
    expect(markupText(html)).toContain('Video contest');
  });

  it('says when no contest runs', async () => {
    const html = render(await contestsWith([]), <ContestsBlock />);
    expect(markupText(html)).toContain('No contest is running right now.');
    expect(html).not.toContain('<h3');
  });

  it('shows a failure with its retry', async () => {
    const html = render(await contestsWith(new Error('boom')), <ContestsBlock />);
    expect(html).toContain('role="alert"');
    expect(markupText(html)).toContain('Try again');
  });
});
