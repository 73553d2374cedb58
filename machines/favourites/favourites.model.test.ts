import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import type { GateAnswerEvent } from '../gating/gating.machine.ts';
import {
  favouritesMachine,
  type FavouritesContext,
  type FavouritesEvent,
} from './favourites.machine.ts';
import { isPinned } from './favourites.rules.ts';
import { selectFavouritesStatus, selectHeart } from './favourites.selectors.ts';
import type { FavouriteTarget } from '../shared/favouriteTarget.ts';
import { toldOf } from '../app/routeTold.testing.ts';

/** Model-based test of the favourites: every transition, on the real machine. */
const actors = [
  { id: 1, name: 'Anna', isOnline: false, avatarUrl: null },
  { id: 2, name: 'Bea', isOnline: true, avatarUrl: null },
];
/** The list with our extensions: each favourite's switches, the other pins, an answer. */
const withExtensions = {
  type: 'push.FavoriteActors' as const,
  actors: actors.map((actor) => ({ ...actor, notifications: { email: true, sms: false } })),
  pins: { album: [5], sedcards: [], picture: [] },
  notificationAnswer: { actorId: 1, medium: 'sms' as const, enabled: true, accepted: true },
};
const cleo: FavouriteTarget = { targetType: 'actor', targetId: 3 };
const album: FavouriteTarget = { targetType: 'album', targetId: 5 };
const ticket = 'pin:actor:3';
const gateAnswer = (allowed: boolean, open: GateAnswerEvent['open']): GateAnswerEvent => ({
  type: 'gate.answer',
  action: 'favorite',
  ticket,
  allowed,
  reason: allowed ? null : 'needLogin',
  open,
  balance: null,
});
const events: (FavouritesEvent | EventObject)[] = [
  { type: 'ui.favouritesLogin' },
  toldOf('favourites', '/en/myvisitx/favorite-cams/').entered,
  { type: 'push.FavoriteActors', actors },
  withExtensions,
  { type: 'ui.retry' },
  { type: 'ui.pin', ...cleo },
  { type: 'ui.pin', ...album },
  { type: 'ui.unpin', ...album },
  { type: 'ui.unpin', targetType: 'actor', targetId: 1 },
  { type: 'ui.unpin', ...cleo },
  { type: 'favourites.pinResumed', target: cleo },
  { type: 'push.FavoriteActorPinned', targetId: 3 },
  { type: 'push.FavoriteActorUnpinned', targetId: 1 },
  { type: 'push.FavoriteAlbumPinned', targetId: 5 },
  { type: 'push.FavoriteAlbumUnpinned', targetId: 5 },
  { type: 'push.FavoriteSedcardsAlbumPinned', targetId: 6 },
  { type: 'push.FavoriteSedcardsAlbumUnpinned', targetId: 6 },
  { type: 'push.FavoritePicturePinned', targetId: 8 },
  { type: 'push.FavoritePictureUnpinned', targetId: 8 },
  gateAnswer(false, { type: 'payTour.open', flow: 'signup' }),
  gateAnswer(false, null),
  gateAnswer(true, null),
  { type: 'gate.resumed', action: 'favorite', ticket, success: true },
  { type: 'gate.resumed', action: 'favorite', ticket, success: false },
  { type: 'xstate.after.answerTimeout.favourites.member.loading' },
  // The list over REST after the socket's silence (the same contract), or its failure.
  {
    type: 'xstate.done.actor.loadList',
    output: { actors, pins: withExtensions.pins },
  } as EventObject,
  { type: 'xstate.error.actor.loadList', error: { message: '', code: 'http_500' } } as EventObject,
  { type: 'xstate.after.saveTimeout.favourites.member.loaded.saving' },
];

/**
 * Few facts, not contents: which pins are where would make the graph too large to walk. The
 * paths stay exact (each is replayed on the real machine); a state merged here is reached by
 * its first path.
 */
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as FavouritesContext;
  return JSON.stringify([
    s.value,
    c.actors.length,
    // Online pushes take a transition only when they change a favourite: both must be reached.
    c.actors.filter((actor) => actor.isOnline).length,
    c.extra.length,
    Math.min(c.changes.length, 2),
    c.wanted !== null,
    c.asked !== null,
  ]);
};

defineModelSuite(favouritesMachine, {
  events,
  // A logged-in guest and a visitor (the gated pin flow): the domain is spawned with the session
  // (issue 52 §3), so each is a walk of its own and the gate measures both.
  inputs: [demoDomainInput('favourites'), demoDomainInput('favourites', visitorGuest)],
  serializeState,
  // The notification switches are the child's (notifications.model.test.ts): the list it is
  // handed is not walked here.
  stand: { forwardList: () => {} },
  invariants: (snapshot, { route }) => {
    const status = selectFavouritesStatus(snapshot);
    if (snapshot.matches('visitor')) expect(status, route).toBe('visitor');
    if (snapshot.matches({ member: 'failed' })) expect(status, route).toBe('failed');
    if (snapshot.matches({ member: 'loading' })) expect(snapshot.hasTag('busy'), route).toBe(true);
    if (snapshot.matches({ member: 'fetching' })) expect(status, route).toBe('loading');
    if (snapshot.matches({ member: 'loaded' })) {
      const list = (snapshot.context as { actors: { isOnline: boolean }[] }).actors;
      // Online first, always.
      const firstOffline = list.findIndex((actor) => !actor.isOnline);
      if (firstOffline >= 0)
        expect(
          list.slice(firstOffline).every((a) => !a.isOnline),
          route,
        ).toBe(true);
    }
    const context = snapshot.context;
    if (snapshot.matches({ member: { loaded: 'settled' } })) {
      expect(context.changes, route).toEqual([]);
      expect(context.undone, route).toEqual([]);
    }
    if (snapshot.matches({ member: { loaded: 'saving' } })) {
      expect(context.changes.length, route).toBeGreaterThan(0);
      expect(snapshot.hasTag('busy'), route).toBe(true);
      expect(context.undone, route).toEqual([]);
    }
    if (snapshot.matches({ member: { loaded: 'undone' } })) {
      expect(context.changes, route).toEqual([]);
      expect(context.undone.length, route).toBeGreaterThan(0);
    }
    // The heart says what the machine holds: filled exactly when pinned; no press while a
    // visitor's login is open.
    for (const target of [cleo, album]) {
      const view = selectHeart(snapshot, target);
      if (snapshot.matches({ member: 'loaded' }))
        expect(view.pinned, route).toBe(isPinned(context, target));
      if (snapshot.matches({ visitor: 'gated' })) expect(view.enabled, route).toBe(false);
      if (snapshot.matches({ member: 'loading' })) expect(view.status, route).toBe('waiting');
    }
  },
});
