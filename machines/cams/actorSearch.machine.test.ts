import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { actorSearchMachine } from './actorSearch.machine.ts';
import { selectActorSearch } from './actorSearch.selectors.ts';
import { initOf, lana, searchInput } from './actorSearch.testing.ts';
import type { ActorSearch, ActorSearchInit } from './cams.types.ts';

function start(options: {
  loggedIn: boolean;
  init: () => Promise<ActorSearchInit>;
  remove?: () => Promise<void>;
}) {
  const calls: string[] = [];
  const machine = actorSearchMachine.provide({
    actors: {
      initSearch: fromPromise(() => {
        calls.push('init');
        return options.init();
      }),
      deleteSearch: fromPromise(() => {
        calls.push('delete');
        return (options.remove ?? (() => Promise.resolve()))();
      }),
    },
  });
  const actor = createActor(machine, { input: searchInput(options.loggedIn) }).start();
  return { actor, calls, view: () => selectActorSearch(actor.getSnapshot()) };
}

describe('actor search', () => {
  it('asks for its choices once a page shows the form, and offers the kept search', async () => {
    const { actor, calls, view } = start({
      loggedIn: true,
      init: () => Promise.resolve(initOf(lana)),
    });
    expect(calls).toEqual([]);
    actor.send({ type: 'actorSearch.wanted' });
    expect(view().status).toBe('loading');
    await flushMacrotasks();
    expect(view()).toMatchObject({ status: 'ready', saved: lana });
    expect(view().facets?.languages).toEqual([{ code: 'de', count: 12 }]);
    actor.send({ type: 'actorSearch.wanted' });
    expect(calls).toEqual(['init']);
  });

  it('a failure offers a retry; the form still searches by name', async () => {
    let fail = true;
    const { actor, calls, view } = start({
      loggedIn: false,
      init: () => (fail ? Promise.reject(new Error('network')) : Promise.resolve(initOf(null))),
    });
    actor.send({ type: 'actorSearch.wanted' });
    await flushMacrotasks();
    expect(view()).toMatchObject({ status: 'failed', facets: null });
    fail = false;
    actor.send({ type: 'ui.actorSearchRetried' });
    await flushMacrotasks();
    expect(view().status).toBe('ready');
    expect(calls).toEqual(['init', 'init']);
  });

  it('a logged-in guest’s listed search is kept; clearing it deletes it at the service', async () => {
    const { actor, calls, view } = start({
      loggedIn: true,
      init: () => Promise.resolve(initOf(null)),
    });
    actor.send({ type: 'actorSearch.wanted' });
    await flushMacrotasks();
    const newer: ActorSearch = { text: 'mia', languages: [], ages: ['18-24'] };
    actor.send({ type: 'actorSearch.listed', search: newer });
    expect(view().saved).toEqual(newer);
    actor.send({ type: 'ui.actorSearchCleared' });
    expect(view().deleting).toBe(true);
    await flushMacrotasks();
    expect(view()).toMatchObject({ saved: null, deleting: false });
    expect(calls).toEqual(['init', 'delete']);
    // Nothing kept: clearing again asks nothing.
    actor.send({ type: 'ui.actorSearchCleared' });
    expect(calls).toEqual(['init', 'delete']);
  });

  it('a search listed while init is under way is newer than the one init answers', async () => {
    let answer: (init: ActorSearchInit) => void = () => {};
    const { actor, view } = start({
      loggedIn: true,
      init: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'actorSearch.wanted' });
    const newer: ActorSearch = { text: 'mia', languages: [], ages: [] };
    actor.send({ type: 'actorSearch.listed', search: newer });
    answer(initOf(lana));
    await flushMacrotasks();
    expect(view().saved).toEqual(newer);
  });

  it('a visitor’s search is not kept, and a failed delete keeps hers to try again', async () => {
    const visitor = start({ loggedIn: false, init: () => Promise.resolve(initOf(null)) });
    visitor.actor.send({ type: 'actorSearch.wanted' });
    await flushMacrotasks();
    visitor.actor.send({ type: 'actorSearch.listed', search: lana });
    expect(visitor.view().saved).toBeNull();

    const guest = start({
      loggedIn: true,
      init: () => Promise.resolve(initOf(lana)),
      remove: () => Promise.reject(new Error('network')),
    });
    guest.actor.send({ type: 'actorSearch.wanted' });
    await flushMacrotasks();
    guest.actor.send({ type: 'ui.actorSearchCleared' });
    await flushMacrotasks();
    expect(guest.view()).toMatchObject({ saved: lana, deleting: false });
    guest.actor.send({ type: 'ui.actorSearchCleared' });
    expect(guest.calls).toEqual(['init', 'delete', 'delete']);
  });
});
