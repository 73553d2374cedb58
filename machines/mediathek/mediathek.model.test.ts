import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { mediathekMachine, type MediathekContext } from './mediathek.machine.ts';
import {
  selectMediathekAudioView,
  selectMediathekView,
  selectRemoveError,
  selectRemoveState,
  selectSelectedAlbums,
} from './mediathek.selectors.ts';
import { mediathekAlbum } from './mediathek.testing.ts';

/** Model-based test: every transition of the photo mediathek's statechart, on the real machine. */
const albums = [mediathekAlbum(7301), mediathekAlbum(7302)];
const audio = [
  { audioId: 8101, actorName: 'LanaLove', title: 'Whisper', durationSeconds: 95, audioUrl: null },
];
const events = [
  { type: 'mediathek.open' },
  { type: 'mediathek.openAudio' },
  { type: 'mediathek.close' },
  { type: 'mediathek.retry' },
  { type: 'xstate.done.actor.loadAlbums', output: albums },
  { type: 'xstate.error.actor.loadAlbums', error: { message: '', code: 'http_500' } },
  { type: 'xstate.done.actor.loadAudio', output: audio },
  { type: 'xstate.error.actor.loadAudio', error: { message: '', code: 'network' } },
  { type: 'mediathek.toggle', albumId: 7301 },
  { type: 'mediathek.toggle', albumId: 9999 },
  { type: 'mediathek.remove' },
  { type: 'modals.result', id: 'remove-photos', confirmed: true },
  { type: 'modals.result', id: 'remove-photos', confirmed: false },
  { type: 'modals.result', id: 'contest-like', confirmed: true },
  { type: 'xstate.done.actor.removeAlbums', output: [mediathekAlbum(7302)] },
  { type: 'xstate.error.actor.removeAlbums', error: { message: '', code: 'network' } },
];
const stand = { askToConfirm: () => {} };
const VISITOR =
  'a visitor is the input of another run: mediathek.machine.test.ts starts one and finds the login page';

// What the guards read: the guest, whether the page is open, the albums and the ticks.
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as MediathekContext;
  return JSON.stringify([
    s.value,
    context.open,
    context.section,
    context.albums.map((album) => album.albumId),
    context.selected,
  ]);
};

defineModelSuite(mediathekMachine, {
  // The logged-in guest's mediathek; a visitor's (the `visitor` state alone) is
  // mediathek.machine.test.ts "a visitor…".
  input: demoDomainInput('mediathek', { avsStatus: 'accepted' }),
  exceptions: {
    'mediathek.visitor': VISITOR,
    'mediathek.closed —always[isVisitor]#3→ mediathek.visitor': VISITOR,
  },
  events,
  stand,
  serializeState,
  runner: { actions: stand },
  invariants: (snapshot, { route }) => {
    const context = snapshot.context;
    const view = selectMediathekView(snapshot);
    // Visitor and failed say so; shown lists the albums; anything else is loading.
    if (snapshot.matches('visitor')) expect(view.status, route).toBe('visitor');
    else if (snapshot.matches('failed')) expect(view, route).toMatchObject({ status: 'failed' });
    else if (snapshot.matches('shown'))
      expect(view, route).toEqual({ status: 'shown', albums: context.albums });
    else expect(view.status, route).toBe('loading');
    // The audio page: shown lists the audio items, failed says so, visitors are asked to log in.
    const audioView = selectMediathekAudioView(snapshot);
    if (snapshot.matches('audioShown')) {
      expect(audioView, route).toEqual({ status: 'shown', audio: context.audio });
      expect(context.section, route).toBe('audio');
    } else if (snapshot.matches('visitor')) expect(audioView.status, route).toBe('visitor');
    else if (snapshot.matches('failed')) expect(audioView.status, route).toBe('failed');
    else expect(audioView.status, route).toBe('loading');
    if (snapshot.matches('loadingAudio')) expect(context.section, route).toBe('audio');
    if (snapshot.matches('loading')) expect(context.section, route).toBe('photos');
    // A visitor never loads; loading needs an open page and a logged-in guest.
    if (snapshot.matches('visitor')) expect(context.isLoggedIn, route).toBe(false);
    if (snapshot.hasTag('busy')) {
      expect(context.open, route).toBe(true);
      expect(context.isLoggedIn, route).toBe(true);
    }
    // Only albums of the list are ticked; asking or removing needs at least one tick.
    const selected = selectSelectedAlbums(snapshot);
    for (const id of selected)
      expect(
        context.albums.some((album) => album.albumId === id),
        route,
      ).toBe(true);
    if (selectRemoveState(snapshot) !== 'idle') expect(selected.length, route).toBeGreaterThan(0);
    if (!snapshot.matches('shown')) expect(selectRemoveError(snapshot), route).toBeNull();
  },
});
