import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../router/index.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { readyWith, visitorReady } from '../../machines/avs/avs.testing.ts';
import { contestsMachine } from '../../machines/contests/contests.machine.ts';
import type { ContestSummary } from '../../machines/contests/contests.types.ts';
import { favouritesMachine } from '../../machines/favourites/favourites.machine.ts';
import type { FavouriteActor } from '../../machines/favourites/favourites.types.ts';
import { shellMachine } from '../../machines/shell/shell.machine.ts';
import { EngineProvider, type EngineHandle } from '../../src/engine/react.tsx';
import { initI18n } from '../../src/i18n/index.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { ContestsBlock } from '../contests/HomeBlock.tsx';
import { FavoriteBlock } from '../favourites/HomeBlock.tsx';
import { markupText } from '../testing/markupText.ts';

// Rendered on the server (no DOM here, effects do not run): what each start page block shows for
// its domain's state, on the real machines.

/** The markup of `block` with the given domain actors running (the root says they started). */
function render(block: ReactNode, actors: Record<string, AnyActorRef>): string {
  const shell = createActor(shellMachine, { input: { path: '/en/', search: '' } }).start();
  const app = {
    getSnapshot: () => ({ context: { started: Object.keys(actors), pending: [], failed: [] } }),
    subscribe: () => ({ unsubscribe: () => undefined }),
  } as unknown as AnyActorRef;
  const all: Record<string, AnyActorRef> = { ...actors, shell, app };
  const engine: EngineHandle = { send: () => undefined, get: (id) => all[id] };
  return renderToString(
    <EngineProvider engine={engine}>
      <MemoryRouter initialEntries={['/en/']}>{block}</MemoryRouter>
    </EngineProvider>,
  );
}

const favourite = (id: number, name: string, isOnline: boolean): FavouriteActor => ({
  id,
  name,
  isOnline,
  avatarUrl: `/media/actors/${id}/w320.svg`,
});

function favourites() {
  return createActor(favouritesMachine).start();
}

/** The tiles' names in the order they show. */
const tileNames = (html: string) =>
  [...html.matchAll(/class="cam-tile-name">([^<]+)</g)].map((match) => match[1]);

beforeEach(() => {
  initI18n('en');
});

describe('the Favorite block', () => {
  it("shows a guest's favourites online first, with the online count and the way to them all", () => {
    const actor = favourites();
    actor.send(readyWith());
    actor.send({ type: 'ui.favouritesShown' });
    actor.send({
      type: 'push.FavoriteActors',
      actors: [favourite(1, 'Anna', false), favourite(2, 'Bea', true), favourite(3, 'Cleo', false)],
    });
    const html = render(<FavoriteBlock />, { favourites: actor });
    expect(tileNames(html)).toEqual(['Bea', 'Anna', 'Cleo']);
    expect(markupText(html)).toContain('1 of 3 online');
    expect(html).toContain('aria-label="Bea, Online"');
    expect(html).toContain('href="/en/amateur/bea/"');
    expect(html).toContain('href="/en/myvisitx/favorite-cams/"');
  });

  it('follows the live online state: an actor who comes online moves to the front', () => {
    const actor = favourites();
    actor.send(readyWith());
    actor.send({ type: 'ui.favouritesShown' });
    actor.send({
      type: 'push.FavoriteActors',
      actors: [favourite(1, 'Anna', true), favourite(2, 'Bea', false)],
    });
    actor.send({ type: 'push.actorOnline', actorId: 2 });
    actor.send({ type: 'push.actorOffline', actorId: 1 });
    const html = render(<FavoriteBlock />, { favourites: actor });
    expect(tileNames(html)).toEqual(['Bea', 'Anna']);
    expect(html).toContain('aria-label="Anna, Offline"');
    expect(markupText(html)).toContain('1 of 2 online');
  });

  it('asks a visitor to log in, with a button and no tiles', () => {
    const actor = favourites();
    actor.send(visitorReady);
    const html = render(<FavoriteBlock />, { favourites: actor });
    const text = markupText(html);
    expect(text).toContain('Log in to see which of your favourite cams are online now.');
    expect(html).toMatch(/<button[^>]*>Log in<\/button>/);
    expect(tileNames(html)).toEqual([]);
  });

  it('shows loading, no favourites yet, and a failure with its retry', () => {
    const loading = favourites();
    loading.send(readyWith());
    loading.send({ type: 'ui.favouritesShown' });
    expect(render(<FavoriteBlock />, { favourites: loading })).toContain('aria-busy="true"');

    const empty = favourites();
    empty.send(readyWith());
    empty.send({ type: 'ui.favouritesShown' });
    empty.send({ type: 'push.FavoriteActors', actors: [] });
    const emptyHtml = render(<FavoriteBlock />, { favourites: empty });
    expect(markupText(emptyHtml)).toContain('You have no favourites yet.');
    expect(emptyHtml).toContain('href="/en/cams/"');

    const failed = favourites();
    failed.send(readyWith());
    failed.send({ type: 'ui.favouritesShown' });
    failed.send({ type: 'xstate.after.answerTimeout.favourites.member.loading' } as never);
    const failedHtml = render(<FavoriteBlock />, { favourites: failed });
    expect(failedHtml).toContain('role="alert"');
    expect(markupText(failedHtml)).toContain('Try again');
  });

  it('waits for the domain before it reads it', () => {
    expect(render(<FavoriteBlock />, {})).toContain('page-loading');
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

/** The contests domain with the overview opened and answered by `answer`. */
async function contestsWith(answer: ContestSummary[] | Error) {
  const machine = contestsMachine.provide({
    actors: {
      loadContests: fromPromise(async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.send(readyWith());
  actor.send({ type: 'contests.openList' });
  await flushMacrotasks();
  return actor;
}

describe('the Contests block', () => {
  it('lists the running contests, each linking to its page, with the ways to all and past ones', async () => {
    const actor = await contestsWith([
      contest(41, 'Summer photo contest', 'photo'),
      contest(42, 'Best clip', 'video'),
    ]);
    const html = render(<ContestsBlock />, { contests: actor });
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
    const html = render(<ContestsBlock />, { contests: await contestsWith([]) });
    expect(markupText(html)).toContain('No contest is running right now.');
    expect(html).not.toContain('<h3');
  });

  it('shows a failure with its retry', async () => {
    const html = render(<ContestsBlock />, { contests: await contestsWith(new Error('boom')) });
    expect(html).toContain('role="alert"');
    expect(markupText(html)).toContain('Try again');
  });
});
