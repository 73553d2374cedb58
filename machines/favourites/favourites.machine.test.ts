import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { readyWith, visitorReady } from '../avs/avs.testing.ts';
import { favouritesMachine } from './favourites.machine.ts';
import {
  selectFavourites,
  selectFavouritesStatus,
  selectOnlineCount,
} from './favourites.selectors.ts';
import type { FavouriteActor } from './favourites.types.ts';

const actor = (id: number, isOnline: boolean): FavouriteActor => ({
  id,
  name: `A${id}`,
  isOnline,
  avatarUrl: null,
});

/** The favourites machine under a parent that stands in for `realtime` and `gating`. */
function start() {
  const sent: EventObject[] = [];
  const asked: EventObject[] = [];
  const recorder = (into: EventObject[]) =>
    createMachine({ on: { '*': { actions: ({ event }) => into.push(event) } } });
  const root = createMachine({
    invoke: [
      { id: 'realtime', systemId: 'realtime', src: recorder(sent) },
      { id: 'gating', systemId: 'gating', src: recorder(asked) },
      { id: 'favourites', systemId: 'favourites', src: favouritesMachine },
    ],
  });
  const app = createActor(root).start();
  const favourites = app.system.get('favourites') as ReturnType<
    typeof createActor<typeof favouritesMachine>
  >;
  return { favourites, sent, asked };
}

describe('favourites machine', () => {
  it('asks the socket for the list when the page shows and keeps it online first', () => {
    const { favourites, sent } = start();
    favourites.send(readyWith());
    favourites.send({ type: 'ui.favouritesShown' });
    expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('loading');
    expect(sent).toEqual([{ type: 'realtime.send', frame: { type: 'requestFavoriteActors' } }]);
    favourites.send({
      type: 'push.FavoriteActors',
      actors: [actor(1, false), actor(2, true), actor(3, false)],
    });
    const snapshot = favourites.getSnapshot();
    expect(selectFavouritesStatus(snapshot)).toBe('loaded');
    expect(selectFavourites(snapshot).map((a) => a.id)).toEqual([2, 1, 3]);
    expect(selectOnlineCount(snapshot)).toBe(1);
  });

  it('follows pushed online and offline states', () => {
    const { favourites } = start();
    favourites.send(readyWith());
    favourites.send({ type: 'ui.favouritesShown' });
    favourites.send({ type: 'push.FavoriteActors', actors: [actor(1, true), actor(2, false)] });
    favourites.send({ type: 'push.actorOnline', actorId: 2 });
    expect(selectOnlineCount(favourites.getSnapshot())).toBe(2);
    favourites.send({ type: 'push.actorOffline', actorId: 1 });
    expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([2, 1]);
    expect(selectOnlineCount(favourites.getSnapshot())).toBe(1);
    favourites.send({ type: 'push.actorOnline', actorId: 99 });
    expect(selectOnlineCount(favourites.getSnapshot())).toBe(1);
  });

  it('unpins at once, confirmed by the server, and restores when no confirmation comes', () => {
    vi.useFakeTimers();
    try {
      const { favourites, sent } = start();
      favourites.send(readyWith());
      favourites.send({ type: 'ui.favouritesShown' });
      favourites.send({ type: 'push.FavoriteActors', actors: [actor(1, true), actor(2, false)] });
      favourites.send({ type: 'ui.unpin', actorId: 1 });
      expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([2]);
      expect(sent.at(-1)).toEqual({
        type: 'realtime.send',
        frame: { type: 'favoriteUnpin', targetType: 'actor', targetId: 1 },
      });
      favourites.send({ type: 'push.FavoriteActorUnpinned', targetId: 1 });
      expect(favourites.getSnapshot().matches({ member: { loaded: 'settled' } })).toBe(true);

      favourites.send({ type: 'ui.unpin', actorId: 2 });
      expect(selectFavourites(favourites.getSnapshot())).toEqual([]);
      vi.advanceTimersByTime(10_000);
      expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails without an answer in time and asks again on retry', () => {
    vi.useFakeTimers();
    try {
      const { favourites, sent } = start();
      favourites.send(readyWith());
      favourites.send({ type: 'ui.favouritesShown' });
      vi.advanceTimersByTime(10_000);
      expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('failed');
      favourites.send({ type: 'ui.retry' });
      expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('loading');
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a visitor the login through the gate, which opens what she needs', () => {
    const { favourites, asked, sent } = start();
    favourites.send(visitorReady);
    favourites.send({ type: 'ui.favouritesShown' });
    expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('visitor');
    favourites.send({ type: 'ui.favouritesLogin' });
    expect(asked).toEqual([
      { type: 'gate.ask', action: 'favorite', replyTo: 'favourites', openFlow: true },
    ]);
    expect(sent).toEqual([]);
    // The gate's answer and the end of the flow change nothing here (a login reloads the page).
    favourites.send({
      type: 'gate.answer',
      action: 'favorite',
      ticket: null,
      allowed: false,
      reason: 'needLogin',
      open: { type: 'payTour.open', flow: 'login', replyTo: 'gating' },
      balance: null,
    });
    favourites.send({ type: 'gate.resumed', action: 'favorite', ticket: null, success: false });
    expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('visitor');
  });
});
