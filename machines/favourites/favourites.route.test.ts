import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { routeLife } from '../app/routeEvents.ts';
import { toldOf } from '../app/routeTold.testing.ts';
import { resolveRoute } from '../shell/shell.route.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { favouritesMachine } from './favourites.machine.ts';
import { selectFavouritesStatus } from './favourites.selectors.ts';

const LIST = { type: 'realtime.send', frame: { type: 'requestFavoriteActors' } };

/** The guest's favourites with the realtime socket a recorder of the frames they send. */
function start() {
  const frames: EventObject[] = [];
  const app = createActor(
    createMachine({
      invoke: [
        {
          id: 'realtime',
          systemId: 'realtime',
          src: createMachine({
            on: { '*': { actions: ({ event }: { event: EventObject }) => frames.push(event) } },
          }),
        },
        {
          id: 'favourites',
          systemId: 'favourites',
          src: favouritesMachine,
          input: demoDomainInput('favourites'),
        },
      ],
    }),
  ).start();
  const favourites = app.system.get('favourites') as ReturnType<
    typeof createActor<typeof favouritesMachine>
  >;
  return { favourites, frames };
}

describe('favourites: the root tells them of the pages that show them', () => {
  it('asks for the list again on every visit of her favourites or the start page', () => {
    const { favourites, frames } = start();
    // Started (by the page or a heart): the list is asked for once.
    expect(frames).toEqual([LIST]);
    // Entered while it loads: nothing more is asked.
    favourites.send(toldOf('favourites', '/en/myvisitx/favorite-cams/').entered);
    expect(frames).toEqual([LIST]);
    favourites.send({ type: 'push.FavoriteActors', actors: [] });
    expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('loaded');
    favourites.send(toldOf('favourites', '/en/myvisitx/favorite-cams/').left);
    expect(frames).toEqual([LIST]);
    favourites.send(toldOf('favourites', '/en/').entered);
    expect(frames).toEqual([LIST, LIST]);
  });

  it('is told nothing of a page that shows no list of them (hearts on tiles do not ask)', () => {
    for (const path of ['/en/cams/', '/en/amateur/lana/'])
      expect(
        routeLife(resolveRoute(path, '')).enter.some(({ to }) => to === 'favourites'),
        path,
      ).toBe(false);
  });
});
