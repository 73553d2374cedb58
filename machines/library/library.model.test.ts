import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { libraryMachine, type LibraryContext, type LibraryEvent } from './library.machine.ts';
import {
  selectLibraryFailure,
  selectLibraryStatus,
  selectPendingIds,
} from './library.selectors.ts';
import type { LibraryItem } from './library.types.ts';

/** Model-based test of the mediathek's library: every transition, on the real machine. */
const clip: LibraryItem = {
  id: 'chat-video-7',
  mediaType: 'VIDEO',
  origin: 'CHATCLIP',
  contentGroup: null,
  itemId: 7,
  title: 'A clip',
  actorName: 'LanaLove',
  previewUrl: '/media/pic/video/7/w640.svg',
  duration: 90,
  pictureCount: null,
  acquiredAt: '2026-11-20T10:00:00.000Z',
  pinned: true,
  archived: false,
};
const events: LibraryEvent[] = [
  { type: 'library.show', mediaType: 'VIDEO', section: 'clips' },
  { type: 'ui.change', change: { id: clip.id, kind: 'pin' } },
  { type: 'ui.change', change: { id: 'shop-video-5', kind: 'archive' } },
  { type: 'ui.retryChange' },
  { type: 'ui.dismissFailure' },
  // Albums removed elsewhere (the photos' removal): every section stale, nothing else changes.
  { type: 'library.refresh' },
  // A purchase on a content page: the sections that may hold it are stale as well.
  { type: 'content.purchased', kind: 'album', id: 6201 },
  // The root's route events (entering asks for the address's section; leaving asks nothing).
  toldOf('library', '/en/myvisitx/mediathek/photos/?section=pinned').entered,
  toldOf('library', '/en/myvisitx/mediathek/photos/?section=pinned').left,
];
const settle = [
  { type: 'xstate.done.actor.updateItem', output: clip },
  { type: 'xstate.error.actor.updateItem', error: { message: '', code: 'network' } },
];

const VISITOR =
  'a visitor is the input of another run: library.machine.test.ts starts one and finds the login page';

// The queue's length (to 2) and whether a failure waits decide the guards: part of the key.
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as LibraryContext;
  return JSON.stringify([s.value, Math.min(context.queue.length, 2), context.failure !== null]);
};

defineModelSuite(libraryMachine, {
  // The logged-in guest's library; a visitor's (the `visitor` state alone) is
  // library.machine.test.ts "…visitor…".
  input: demoDomainInput('library'),
  exceptions: {
    'library.visitor': VISITOR,
    'library.starting —always[isVisitor]→ library.visitor': VISITOR,
  },
  events: [...events, ...settle],
  // The list is a spawned child of the real run; the model traversal leaves it and what is sent
  // to it out (library.machine.test.ts drives the list).
  stand: {
    spawnList: () => {},
    queryShown: () => {},
    tellList: () => {},
    invalidateSections: () => {},
  },
  serializeState,
  paths: (all) =>
    all.filter(
      // Three queued changes need two ids pressed twice each: the key caps the queue at two.
      (path) => path.steps.length <= 9,
    ),
  invariants: (snapshot, { route, inFlight }) => {
    const status = selectLibraryStatus(snapshot);
    // One change at a time, and only while updating; its item waits with the queued ones.
    expect(inFlight().includes('updateItem'), route).toBe(snapshot.matches({ ready: 'updating' }));
    if (snapshot.matches({ ready: 'updating' }))
      expect(selectPendingIds(snapshot).length, route).toBeGreaterThan(0);
    if (snapshot.matches({ ready: 'idle' })) expect(selectPendingIds(snapshot), route).toEqual([]);
    // A visitor or a guest not known yet changes nothing.
    if (status !== 'ready') {
      expect(snapshot.context.queue, route).toEqual([]);
      expect(selectLibraryFailure(snapshot), route).toBeNull();
    }
    // A failure names the change it refused.
    const failure = selectLibraryFailure(snapshot);
    if (failure) expect(failure.code, route).toBe('network');
  },
});
