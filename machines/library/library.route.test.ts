import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { listQueryOf, toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { LIBRARY_COLLECTIONS, LIBRARY_LIST, libraryMachine } from './library.machine.ts';

function start(isLoggedIn = true) {
  const actor = createActor(libraryMachine, {
    input: demoDomainInput('library', { isLoggedIn }),
  }).start();
  return { actor, asked: (id: string) => listQueryOf(actor, id) };
}

describe('library: the root tells the mediathek of its routes', () => {
  it('shows the videos’ or the photos’ section the address names, the shop when it names none', () => {
    const { actor, asked } = start();
    expect(asked(LIBRARY_LIST)).toBeNull();
    actor.send(toldOf('library', '/en/myvisitx/mediathek/').entered);
    expect(actor.getSnapshot().context.shown).toEqual({ mediaType: 'VIDEO', section: 'shop' });
    expect(asked(LIBRARY_LIST)).toEqual({ mediaType: 'VIDEO', section: 'shop' });
    // A section tab: the same page with `?section=`.
    actor.send(toldOf('library', '/en/myvisitx/mediathek/photos/?section=messenger').entered);
    expect(asked(LIBRARY_LIST)).toEqual({ mediaType: 'PHOTO', section: 'messenger' });
    // A section the mediathek lacks is its shop.
    actor.send(toldOf('library', '/en/myvisitx/mediathek/?section=nonsense').entered);
    expect(actor.getSnapshot().context.shown).toEqual({ mediaType: 'VIDEO', section: 'shop' });
  });

  it('asks the collections their own list, and leaving asks nothing', () => {
    const { actor, asked } = start();
    actor.send(toldOf('library', '/en/myvisitx/mediathek/?section=collections').entered);
    expect(asked(LIBRARY_COLLECTIONS)).toEqual({});
    expect(asked(LIBRARY_LIST)).toBeNull();
    const before = actor.getSnapshot().context;
    actor.send(toldOf('library', '/en/myvisitx/mediathek/?section=collections').left);
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('hands over only the section of the address (a page number asks nothing new)', () => {
    expect(toldOf('library', '/en/myvisitx/mediathek/?section=pinned&page=2').entered).toEqual(
      toldOf('library', '/en/myvisitx/mediathek/?section=pinned').entered,
    );
  });

  it('tells a visitor’s mediathek too, which shows the way in and fetches nothing', () => {
    const { actor, asked } = start(false);
    actor.send(toldOf('library', '/en/myvisitx/mediathek/photos/').entered);
    expect(actor.getSnapshot().matches('visitor')).toBe(true);
    expect(actor.getSnapshot().context.shown).toEqual({ mediaType: 'PHOTO', section: 'shop' });
    expect(asked(LIBRARY_LIST)).toEqual({ mediaType: 'PHOTO', section: 'shop' });
  });
});
