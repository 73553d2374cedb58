import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type EventObject } from 'xstate';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from '../shared/session.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { favouritesMachine } from './favourites.machine.ts';
import { withPresenceOnlineFirst } from './favourites.rules.ts';
import { presenceFacts } from '../presence/presence.selectors.ts';
import { selectFavourites, selectFavouritesStatus, selectHeart } from './favourites.selectors.ts';
import type { FavouriteTarget } from '../shared/favouriteTarget.ts';
import type { FavouriteActor, FavouritesList, FavouritesListCall } from './favourites.types.ts';
import {
  FAVOURITE_NOTIFICATIONS,
  type favouriteNotificationsMachine,
} from './notifications.machine.ts';
import { selectNotificationSwitch } from './notifications.selectors.ts';
import { toldOf } from '../app/routeTold.testing.ts';

const actor = (id: number, isOnline: boolean): FavouriteActor => ({
  id,
  name: `A${id}`,
  isOnline,
  avatarUrl: null,
});

/**
 * The favourites machine under a parent that stands in for `realtime` and `gating`, started for
 * the demo guest (logged in) or the `guest` given.
 */
function start(guest: Partial<GuestState> = {}, rest: () => Promise<FavouritesList> = noRest) {
  const sent: EventObject[] = [];
  const asked: EventObject[] = [];
  const restCalls: FavouritesListCall[] = [];
  const machine = favouritesMachine.provide({
    actors: {
      loadList: fromPromise<FavouritesList, FavouritesListCall>(({ input }) => {
        restCalls.push(input);
        return rest();
      }),
    },
  });
  const recorder = (into: EventObject[]) =>
    createMachine({ on: { '*': { actions: ({ event }) => into.push(event) } } });
  const root = createMachine({
    invoke: [
      { id: 'realtime', systemId: 'realtime', src: recorder(sent) },
      { id: 'gating', systemId: 'gating', src: recorder(asked) },
      {
        id: 'favourites',
        systemId: 'favourites',
        src: machine,
        input: demoDomainInput('favourites', guest),
      },
    ],
  });
  const app = createActor(root).start();
  const favourites = app.system.get('favourites') as ReturnType<
    typeof createActor<typeof favouritesMachine>
  >;
  return { favourites, sent, asked, restCalls };
}

/** REST does not answer either (`favorite/actors` fails). */
const noRest = () => Promise.reject(new Error('http_503'));

const lana: FavouriteTarget = { targetType: 'actor', targetId: 7 };
const album: FavouriteTarget = { targetType: 'album', targetId: 55 };
const heart = (favourites: ReturnType<typeof start>['favourites'], target: FavouriteTarget) =>
  selectHeart(favourites.getSnapshot(), target);

/** A logged-in guest whose list has come, with the frames sent so far forgotten. */
function loadedWith(actors: FavouriteActor[]) {
  const started = start();
  started.favourites.send({ type: 'push.FavoriteActors', actors });
  started.sent.length = 0;
  return started;
}

describe('favourites machine', () => {
  it('asks the socket for the list when the page shows and keeps it online first', () => {
    const { favourites, sent } = start();
    favourites.send(toldOf('favourites', '/en/myvisitx/favorite-cams/').entered);
    expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('loading');
    expect(sent).toEqual([{ type: 'realtime.send', frame: { type: 'requestFavoriteActors' } }]);
    favourites.send({
      type: 'push.FavoriteActors',
      actors: [actor(1, false), actor(2, true), actor(3, false)],
    });
    const snapshot = favourites.getSnapshot();
    expect(selectFavouritesStatus(snapshot)).toBe('loaded');
    expect(selectFavourites(snapshot).map((a) => a.id)).toEqual([2, 1, 3]);
  });

  it('overlays the pushed presence, online first again, the same list when none changes one', () => {
    const listed = [actor(1, true), actor(2, false)];
    expect(withPresenceOnlineFirst(listed, presenceFacts({}))).toBe(listed);
    expect(withPresenceOnlineFirst(listed, presenceFacts({ 1: true, 2: false, 99: true }))).toBe(
      listed,
    );
    const shown = withPresenceOnlineFirst(listed, presenceFacts({ 1: false, 2: true }));
    expect(shown.map((a) => [a.id, a.isOnline])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('unpins at once, confirmed by the server, and restores when no confirmation comes', () => {
    vi.useFakeTimers();
    try {
      const { favourites, sent } = start();
      favourites.send(toldOf('favourites', '/en/myvisitx/favorite-cams/').entered);
      favourites.send({ type: 'push.FavoriteActors', actors: [actor(1, true), actor(2, false)] });
      favourites.send({ type: 'ui.unpin', targetType: 'actor', targetId: 1 });
      expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([2]);
      expect(sent.at(-1)).toEqual({
        type: 'realtime.send',
        frame: { type: 'favoriteUnpin', targetType: 'actor', targetId: 1 },
      });
      favourites.send({ type: 'push.FavoriteActorUnpinned', targetId: 1 });
      expect(favourites.getSnapshot().matches({ member: { loaded: 'settled' } })).toBe(true);

      favourites.send({ type: 'ui.unpin', targetType: 'actor', targetId: 2 });
      expect(selectFavourites(favourites.getSnapshot())).toEqual([]);
      vi.advanceTimersByTime(10_000);
      expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks REST (favorite/actors) once when the socket does not answer in time, and takes its list', async () => {
    vi.useFakeTimers();
    try {
      const { favourites, sent, restCalls } = start({}, () =>
        Promise.resolve({
          actors: [actor(1, false), actor(2, true)],
          pins: { album: [55], sedcards: [], picture: [] },
        }),
      );
      await vi.advanceTimersByTimeAsync(9_999);
      expect(restCalls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(restCalls).toHaveLength(1);
      expect(restCalls[0]?.request).toMatchObject({ accessToken: 't' });
      const snapshot = favourites.getSnapshot();
      expect(selectFavouritesStatus(snapshot)).toBe('loaded');
      expect(selectFavourites(snapshot).map((a) => a.id)).toEqual([2, 1]);
      expect(heart(favourites, album).pinned).toBe(true);
      // Only the one socket request at the start: REST was the way round its silence.
      expect(sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails when neither the socket nor REST answers, and asks again on retry', async () => {
    vi.useFakeTimers();
    try {
      const { favourites, sent, restCalls } = start();
      favourites.send(toldOf('favourites', '/en/myvisitx/favorite-cams/').entered);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(restCalls).toHaveLength(1);
      expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('failed');
      favourites.send({ type: 'ui.retry' });
      expect(selectFavouritesStatus(favourites.getSnapshot())).toBe('loading');
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a visitor the login through the gate, which opens what she needs', () => {
    const { favourites, asked, sent } = start(visitorGuest);
    favourites.send(toldOf('favourites', '/en/myvisitx/favorite-cams/').entered);
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

  it('asks for the list as soon as a logged-in guest starts it (hearts need her pins)', () => {
    const { favourites, sent } = start();
    expect(sent).toEqual([{ type: 'realtime.send', frame: { type: 'requestFavoriteActors' } }]);
    expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'waiting', enabled: false });
  });

  it('pins at once, sends favoritePin, and keeps it when FavoriteActorPinned confirms', () => {
    const { favourites, sent } = loadedWith([actor(1, true)]);
    expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'ready', enabled: true });
    favourites.send({ type: 'ui.pin', ...lana });
    expect(heart(favourites, lana)).toEqual({ pinned: true, status: 'saving', enabled: true });
    expect(sent).toEqual([
      { type: 'realtime.send', frame: { type: 'favoritePin', targetType: 'actor', targetId: 7 } },
    ]);
    // A second press on a filled heart is an unpin, not a second pin.
    expect(favourites.getSnapshot().can({ type: 'ui.pin', ...lana })).toBe(false);

    favourites.send({ type: 'push.FavoriteActorPinned', targetId: 7 });
    expect(favourites.getSnapshot().matches({ member: { loaded: 'settled' } })).toBe(true);
    expect(heart(favourites, lana)).toEqual({ pinned: true, status: 'ready', enabled: true });
    // Her name, picture and state come with the list, asked for again.
    expect(sent.at(-1)).toEqual({
      type: 'realtime.send',
      frame: { type: 'requestFavoriteActors' },
    });
    favourites.send({ type: 'push.FavoriteActors', actors: [actor(1, true), actor(7, false)] });
    expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([1, 7]);
    expect(heart(favourites, lana).pinned).toBe(true);
  });

  it('takes a pin back with a message when no confirmation comes in time', () => {
    vi.useFakeTimers();
    try {
      const { favourites } = loadedWith([]);
      favourites.send({ type: 'ui.pin', ...lana });
      vi.advanceTimersByTime(9_999);
      expect(heart(favourites, lana).pinned).toBe(true);
      vi.advanceTimersByTime(1);
      expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'undone', enabled: true });
      // Another heart says nothing about it.
      expect(heart(favourites, album).status).toBe('ready');

      // The confirmation comes late after all: the server has her, and the message goes.
      favourites.send({ type: 'push.FavoriteActorPinned', targetId: 7 });
      expect(heart(favourites, lana)).toEqual({ pinned: true, status: 'ready', enabled: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the message stays until the next change, which starts its own wait', () => {
    vi.useFakeTimers();
    try {
      const { favourites } = loadedWith([actor(7, true)]);
      favourites.send({ type: 'ui.unpin', ...lana });
      expect(selectFavourites(favourites.getSnapshot())).toEqual([]);
      vi.advanceTimersByTime(10_000);
      expect(heart(favourites, lana)).toEqual({ pinned: true, status: 'undone', enabled: true });
      expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([7]);
      favourites.send({ type: 'ui.unpin', ...lana });
      expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'saving', enabled: true });
      favourites.send({ type: 'push.FavoriteActorUnpinned', targetId: 7 });
      expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'ready', enabled: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('pins and unpins albums and pictures with their own pushes', () => {
    const { favourites, sent } = loadedWith([]);
    const picture: FavouriteTarget = { targetType: 'picture', targetId: 9 };
    favourites.send({ type: 'ui.pin', ...album });
    favourites.send({ type: 'ui.pin', ...picture });
    expect(sent.map((each) => (each as unknown as { frame: object }).frame)).toEqual([
      { type: 'favoritePin', targetType: 'album', targetId: 55 },
      { type: 'favoritePin', targetType: 'picture', targetId: 9 },
    ]);
    // An actor's push with the same id confirms nothing of the album's.
    favourites.send({ type: 'push.FavoriteActorPinned', targetId: 55 });
    expect(heart(favourites, album).status).toBe('saving');
    favourites.send({ type: 'push.FavoriteAlbumPinned', targetId: 55 });
    expect(heart(favourites, album)).toEqual({ pinned: true, status: 'ready', enabled: true });
    expect(favourites.getSnapshot().matches({ member: { loaded: 'saving' } })).toBe(true);
    favourites.send({ type: 'push.FavoritePicturePinned', targetId: 9 });
    expect(favourites.getSnapshot().matches({ member: { loaded: 'settled' } })).toBe(true);
    // No list request for an album or a picture.
    expect(sent.filter((each) => JSON.stringify(each).includes('requestFavorite'))).toHaveLength(1);

    favourites.send({ type: 'ui.unpin', ...album });
    expect(heart(favourites, album).pinned).toBe(false);
    expect(sent.at(-1)).toEqual({
      type: 'realtime.send',
      frame: { type: 'favoriteUnpin', targetType: 'album', targetId: 55 },
    });
    favourites.send({ type: 'push.FavoriteAlbumUnpinned', targetId: 55 });
    expect(heart(favourites, album)).toEqual({ pinned: false, status: 'ready', enabled: true });
    expect(heart(favourites, picture).pinned).toBe(true);
  });

  it('follows pins and unpins made elsewhere (another tab)', () => {
    const { favourites } = loadedWith([actor(1, true)]);
    favourites.send({ type: 'push.FavoriteSedcardsAlbumPinned', targetId: 4 });
    expect(heart(favourites, { targetType: 'sedcards', targetId: 4 }).pinned).toBe(true);
    favourites.send({ type: 'push.FavoriteActorUnpinned', targetId: 1 });
    expect(heart(favourites, { targetType: 'actor', targetId: 1 }).pinned).toBe(false);
    expect(selectFavourites(favourites.getSnapshot())).toEqual([]);
  });

  it('a list that comes while her unpin waits does not bring her tile back', () => {
    const { favourites } = loadedWith([actor(7, true), actor(1, false)]);
    favourites.send({ type: 'ui.unpin', ...lana });
    favourites.send(toldOf('favourites', '/en/myvisitx/favorite-cams/').entered);
    favourites.send({ type: 'push.FavoriteActors', actors: [actor(7, true), actor(1, false)] });
    expect(selectFavourites(favourites.getSnapshot()).map((a) => a.id)).toEqual([1]);
    expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'saving', enabled: true });
  });

  it('a failed list: the heart takes the press as the retry', async () => {
    vi.useFakeTimers();
    try {
      const { favourites, sent } = start();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'failed', enabled: true });
      expect(favourites.getSnapshot().can({ type: 'ui.pin', ...lana })).toBe(false);
      favourites.send({ type: 'ui.retry' });
      expect(heart(favourites, lana).status).toBe('waiting');
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a visitor's heart asks the gate for a login that stores the pin", () => {
    const { favourites, asked, sent } = start(visitorGuest);
    expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'ready', enabled: true });
    favourites.send({ type: 'ui.pin', ...lana });
    expect(asked).toEqual([
      {
        type: 'gate.ask',
        action: 'favorite',
        replyTo: 'favourites',
        openFlow: true,
        ticket: 'pin:actor:7',
        loginAction: { type: 'favoritePin', params: { targetType: 'actor', targetId: 7 } },
      },
    ]);
    expect(sent).toEqual([]);
    expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'waiting', enabled: false });
    // Other hearts wait too: one login at a time.
    expect(heart(favourites, album).enabled).toBe(false);

    // The login opens; another ask's end (the page's own login button) is not hers.
    favourites.send({
      type: 'gate.answer',
      action: 'favorite',
      ticket: 'pin:actor:7',
      allowed: false,
      reason: 'needLogin',
      open: { type: 'payTour.open', flow: 'signup' },
      balance: null,
    });
    favourites.send({ type: 'gate.resumed', action: 'favorite', ticket: null, success: true });
    expect(favourites.getSnapshot().matches({ visitor: 'gated' })).toBe(true);

    // Logged in: filled while the page reloads, and the stored action pins after it.
    favourites.send({
      type: 'gate.resumed',
      action: 'favorite',
      ticket: 'pin:actor:7',
      success: true,
    });
    expect(heart(favourites, lana)).toEqual({ pinned: true, status: 'waiting', enabled: false });
    expect(sent).toEqual([]);
  });

  it('a visitor who closes the login keeps an empty heart and may press it again', () => {
    const { favourites, asked } = start(visitorGuest);
    favourites.send({ type: 'ui.pin', ...lana });
    favourites.send({
      type: 'gate.resumed',
      action: 'favorite',
      ticket: 'pin:actor:7',
      success: false,
    });
    expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'ready', enabled: true });
    favourites.send({ type: 'ui.pin', ...album });
    expect(asked).toHaveLength(2);
  });

  it('a visitor is told when login is not offered', () => {
    const { favourites } = start(visitorGuest);
    favourites.send({ type: 'ui.pin', ...lana });
    favourites.send({
      type: 'gate.answer',
      action: 'favorite',
      ticket: 'pin:actor:7',
      allowed: false,
      reason: 'needLogin',
      open: null,
      balance: null,
    });
    expect(heart(favourites, lana)).toEqual({ pinned: false, status: 'declined', enabled: true });
    expect(heart(favourites, album).status).toBe('ready');
  });

  it('makes the pin resumed after login once the list is here, unless she is in it', () => {
    const { favourites, sent } = start();
    favourites.send({ type: 'favourites.pinResumed', target: lana });
    expect(sent).toHaveLength(1);
    favourites.send({ type: 'push.FavoriteActors', actors: [actor(1, true)] });
    expect(sent.at(-1)).toEqual({
      type: 'realtime.send',
      frame: { type: 'favoritePin', targetType: 'actor', targetId: 7 },
    });
    expect(heart(favourites, lana)).toEqual({ pinned: true, status: 'saving', enabled: true });
    favourites.send({ type: 'push.FavoriteActorPinned', targetId: 7 });
    expect(heart(favourites, lana)).toEqual({ pinned: true, status: 'ready', enabled: true });

    const again = start();
    again.favourites.send({ type: 'favourites.pinResumed', target: lana });
    again.favourites.send({ type: 'push.FavoriteActors', actors: [actor(7, true)] });
    expect(again.sent).toHaveLength(1);
    expect(again.favourites.getSnapshot().matches({ member: { loaded: 'settled' } })).toBe(true);
  });

  it('a resumed pin that comes after the list is made at once', () => {
    const { favourites, sent } = loadedWith([]);
    favourites.send({ type: 'favourites.pinResumed', target: album });
    expect(sent).toEqual([
      { type: 'realtime.send', frame: { type: 'favoritePin', targetType: 'album', targetId: 55 } },
    ]);
  });
});

describe('favourites machine: the list with our extensions', () => {
  it('knows the other pins from the list, so an album shows pinned after a reload', () => {
    const { favourites } = start();
    favourites.send({
      type: 'push.FavoriteActors',
      actors: [actor(1, true)],
      pins: { album: [55], sedcards: [], picture: [] },
    });
    expect(heart(favourites, album).pinned).toBe(true);
    expect(heart(favourites, { targetType: 'sedcards', targetId: 55 }).pinned).toBe(false);
    // An album unpinned elsewhere: the next list no longer carries it.
    favourites.send({
      type: 'push.FavoriteActors',
      actors: [actor(1, true)],
      pins: { album: [], sedcards: [], picture: [] },
    });
    expect(heart(favourites, album).pinned).toBe(false);
  });

  it('hands every list to its notification switches', () => {
    const { favourites } = start();
    const listed = (sms: boolean) => ({
      type: 'push.FavoriteActors' as const,
      actors: [{ ...actor(1, true), notifications: { email: true, sms } }],
    });
    favourites.send(listed(false));
    const switches = () =>
      favourites.system.get(FAVOURITE_NOTIFICATIONS) as ReturnType<
        typeof createActor<typeof favouriteNotificationsMachine>
      >;
    expect(selectNotificationSwitch(switches().getSnapshot(), 1, 'sms').enabled).toBe(false);
    favourites.send(listed(true));
    expect(selectNotificationSwitch(switches().getSnapshot(), 1, 'sms').enabled).toBe(true);
  });
});

describe("favourites machine: a visitor's album heart (decision 0011)", () => {
  it('asks the gate with the album pin as the login action, and makes it after the login', () => {
    const visitor = start(visitorGuest);
    visitor.favourites.send({ type: 'ui.pin', ...album });
    expect(visitor.asked).toEqual([
      expect.objectContaining({
        ticket: 'pin:album:55',
        loginAction: { type: 'favoritePin', params: { targetType: 'album', targetId: 55 } },
      }),
    ]);

    // After the login's reload: the list comes without it, so the pin is made.
    const { favourites, sent } = start();
    favourites.send({ type: 'favourites.pinResumed', target: album });
    favourites.send({
      type: 'push.FavoriteActors',
      actors: [],
      pins: { album: [], sedcards: [], picture: [] },
    });
    expect(sent.at(-1)).toEqual({
      type: 'realtime.send',
      frame: { type: 'favoritePin', targetType: 'album', targetId: 55 },
    });
    expect(heart(favourites, album)).toEqual({ pinned: true, status: 'saving', enabled: true });

    // A list that has it already (pinned from another tab): nothing more is sent.
    const again = start();
    again.favourites.send({ type: 'favourites.pinResumed', target: album });
    again.favourites.send({
      type: 'push.FavoriteActors',
      actors: [],
      pins: { album: [55], sedcards: [], picture: [] },
    });
    expect(again.sent).toEqual([
      { type: 'realtime.send', frame: { type: 'requestFavoriteActors' } },
    ]);
    expect(heart(again.favourites, album)).toEqual({
      pinned: true,
      status: 'ready',
      enabled: true,
    });
  });
});
