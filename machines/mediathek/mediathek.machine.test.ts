import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { mediathekMachine } from './mediathek.machine.ts';
import {
  selectCanRemove,
  selectCanToggle,
  selectMediathekView,
  selectRemoveError,
  selectRemoveState,
  selectSelectedAlbums,
} from './mediathek.selectors.ts';
import { mediathekAlbum } from './mediathek.testing.ts';
import type { MediathekAlbum, MediathekRemoveCall } from './mediathek.types.ts';
import { failureError } from '../../src/testing/failureError.ts';

/** The mediathek beside recorders under `modals` and `library`; the server holds `albums`. */
function start(options: { visitor?: boolean; failRemove?: boolean } = {}) {
  let albums = [7301, 7302, 7303].map(mediathekAlbum);
  const told: EventObject[] = [];
  const library: EventObject[] = [];
  const removals: number[][] = [];
  const mediathek = mediathekMachine.provide({
    actors: {
      loadAlbums: fromPromise(() => Promise.resolve(albums)),
      removeAlbums: fromPromise<MediathekAlbum[], MediathekRemoveCall>(({ input }) => {
        removals.push(input.albumIds);
        if (options.failRemove) return Promise.reject(failureError({ code: 'network' }));
        albums = albums.filter((album) => !input.albumIds.includes(album.albumId));
        return Promise.resolve(albums);
      }),
    },
  });
  const modals = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => told.push(event) } },
  });
  const libraryRecorder = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => library.push(event) } },
  });
  const parent = createActor(
    setup({ actors: { mediathek, modals, library: libraryRecorder } }).createMachine({
      invoke: [
        {
          id: 'mediathek',
          systemId: 'mediathek',
          src: 'mediathek',
          input: demoDomainInput('mediathek', options.visitor ? visitorGuest : {}),
        },
        { id: 'modals', systemId: 'modals', src: 'modals' },
        { id: 'library', systemId: 'library', src: 'library' },
      ] as never,
    }),
  );
  parent.start();
  const actor = parent.system.get('mediathek') as ActorRefFrom<typeof mediathekMachine>;
  actor.send({ type: 'mediathek.open' });
  const snapshot = () => actor.getSnapshot();
  const ids = () => {
    const view = selectMediathekView(snapshot());
    return view.status === 'shown' ? view.albums.map((album) => album.albumId) : view.status;
  };
  return { actor, told, library, removals, snapshot, ids };
}

describe('mediathek machine', () => {
  it("says when a tick or the removal is possible: the guest's own albums, once shown, not while confirming", async () => {
    const run = start();
    expect(selectCanToggle(7301)(run.snapshot())).toBe(false);
    await flushMacrotasks();
    expect(selectCanToggle(7301)(run.snapshot())).toBe(true);
    expect(selectCanToggle(9999)(run.snapshot())).toBe(false);
    expect(selectCanRemove(run.snapshot())).toBe(false);
    run.actor.send({ type: 'mediathek.toggle', albumId: 7301 });
    expect(selectCanRemove(run.snapshot())).toBe(true);
    run.actor.send({ type: 'mediathek.remove' });
    expect(selectCanRemove(run.snapshot())).toBe(false);
    expect(selectCanToggle(7302)(run.snapshot())).toBe(false);
  });

  it('asks to confirm with remove-photos (answered back here) and removes the ticked albums once confirmed', async () => {
    const run = start();
    await flushMacrotasks();
    run.actor.send({ type: 'mediathek.toggle', albumId: 7301 });
    run.actor.send({ type: 'mediathek.toggle', albumId: 7303 });
    run.actor.send({ type: 'mediathek.remove' });
    expect(run.told).toEqual([
      { type: 'modals.open', id: 'remove-photos', props: { count: 2 }, replyTo: 'mediathek' },
    ]);
    expect(selectRemoveState(run.snapshot())).toBe('confirming');
    // Another box's answer is not ours.
    run.actor.send({ type: 'modals.result', id: 'contest-like', confirmed: true });
    expect(selectRemoveState(run.snapshot())).toBe('confirming');
    run.actor.send({ type: 'modals.result', id: 'remove-photos', confirmed: true });
    await flushMacrotasks();
    expect(run.removals).toEqual([[7301, 7303]]);
    expect(run.ids()).toEqual([7302]);
    expect(selectSelectedAlbums(run.snapshot())).toEqual([]);
    // The library's sections list the albums (the photos page's one list): they load again.
    expect(run.library).toEqual([{ type: 'library.refresh' }]);
  });

  it('changes nothing when the box is dismissed: the albums and the ticks stay', async () => {
    const run = start();
    await flushMacrotasks();
    run.actor.send({ type: 'mediathek.toggle', albumId: 7302 });
    run.actor.send({ type: 'mediathek.remove' });
    run.actor.send({ type: 'modals.result', id: 'remove-photos', confirmed: false });
    await flushMacrotasks();
    expect(run.removals).toEqual([]);
    expect(run.ids()).toEqual([7301, 7302, 7303]);
    expect(selectSelectedAlbums(run.snapshot())).toEqual([7302]);
    expect(selectRemoveState(run.snapshot())).toBe('idle');
  });

  it('asks nothing with no album ticked; a second tick unticks', async () => {
    const run = start();
    await flushMacrotasks();
    run.actor.send({ type: 'mediathek.toggle', albumId: 7301 });
    run.actor.send({ type: 'mediathek.toggle', albumId: 7301 });
    run.actor.send({ type: 'mediathek.remove' });
    expect(run.told).toEqual([]);
  });

  it('keeps the list and the ticks when removing fails, with the reason', async () => {
    const run = start({ failRemove: true });
    await flushMacrotasks();
    run.actor.send({ type: 'mediathek.toggle', albumId: 7301 });
    run.actor.send({ type: 'mediathek.remove' });
    run.actor.send({ type: 'modals.result', id: 'remove-photos', confirmed: true });
    await flushMacrotasks();
    expect(selectRemoveError(run.snapshot())).toBe('network');
    expect(run.ids()).toEqual([7301, 7302, 7303]);
    expect(selectSelectedAlbums(run.snapshot())).toEqual([7301]);
    expect(run.library).toEqual([]);
  });

  it('has no mediathek for a visitor', async () => {
    const run = start({ visitor: true });
    await flushMacrotasks();
    expect(run.ids()).toBe('visitor');
  });
});
