import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { byActorOf } from './byActor.ts';
import { presenceMachine, type PresenceFacts, type PresenceMoves } from './presence.machine.ts';
import {
  freeShowFacts,
  freeShowOf,
  isOnline,
  NO_FREE_SHOWS,
  NO_MOVES,
  presenceFacts,
  presenceOf,
  selectCountStatus,
  selectFreeShows,
  selectOnlineCount,
  selectMoves,
  selectPresence,
  withPresence,
} from './presence.selectors.ts';

const tile = (id: number, online: boolean) => ({ id, name: `A${id}`, online });

function start(count: () => Promise<number> = () => Promise.resolve(40)) {
  return createActor(presenceMachine.provide({ actors: { loadOnlineCount: fromPromise(count) } }), {
    input: demoDomainInput('presence'),
  }).start();
}

describe('presence selectors', () => {
  it('take what a push said over the answer an item came with, the answer until one names her', () => {
    expect(isOnline(presenceFacts({ 7: false }), 7, true)).toBe(false);
    expect(isOnline(presenceFacts({ 7: true }), 7, false)).toBe(true);
    expect(isOnline(presenceFacts({}), 7, true)).toBe(true);
    expect(presenceOf(presenceFacts({ 7: false }), 7)).toBe(false);
    expect(presenceOf(presenceFacts({ 7: false }), 8)).toBeNull();
  });

  it("take a free-show push over the answer, by the guest's channel with her, the answer without one", () => {
    expect(freeShowOf(freeShowFacts({ 2101: true }), 2101, false)).toBe(true);
    expect(freeShowOf(freeShowFacts({ 2101: false }), 2101, true)).toBe(false);
    expect(freeShowOf(freeShowFacts({ 2101: true }), 2102, false)).toBe(false);
    // No channel with her that the page knows of: no push can name her.
    expect(freeShowOf(freeShowFacts({ 2101: true }), null, false)).toBe(false);
    expect(freeShowOf(NO_FREE_SHOWS, null, true)).toBe(true);
  });

  it('overlay a list without moving an item, the same array and items when no push changes one', () => {
    const tiles = [tile(1, true), tile(2, true), tile(3, false)];
    expect(withPresence(tiles, presenceFacts({}), 'online')).toBe(tiles);
    expect(withPresence(tiles, presenceFacts({ 1: true, 3: false, 99: true }), 'online')).toBe(
      tiles,
    );
    const shown = withPresence(tiles, presenceFacts({ 1: false, 3: true }), 'online');
    expect(shown.map((each) => [each.id, each.online])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    expect(shown[1]).toBe(tiles[1]);
  });
});

describe('presence machine', () => {
  it('keeps what each push said; a repeated push leaves the snapshot as it is', () => {
    const presence = start();
    presence.send({ type: 'push.actorOffline', actorId: 1 });
    presence.send({ type: 'push.actorOnline', actorId: 3 });
    const before = presence.getSnapshot();
    expect(selectPresence(before)).toEqual(presenceFacts({ 1: false, 3: true }));
    presence.send({ type: 'push.actorOnline', actorId: 3 });
    expect(presence.getSnapshot()).toBe(before);
  });

  it("copies only the pushed actor's bucket: the others stay the same objects", () => {
    const presence = start();
    for (let id = 1; id <= 1200; id++) presence.send({ type: 'push.actorOnline', actorId: id });
    const before = presence.getSnapshot().context;
    presence.send({ type: 'push.actorOffline', actorId: 4370 });
    const after = presence.getSnapshot().context;
    const changed = (a: PresenceFacts | PresenceMoves, b: PresenceFacts | PresenceMoves) =>
      a.buckets.filter((bucket, at) => bucket !== b.buckets[at]).length;
    expect(changed(after.online, before.online)).toBe(1);
    expect(changed(after.moves, before.moves)).toBe(1);
    expect(isOnline(after.online, 4370, true)).toBe(false);
    expect(isOnline(after.online, 1200, false)).toBe(true);
    // Serialisable as it is: the snapshot's JSON reads back equal.
    expect(JSON.parse(JSON.stringify(after.online))).toEqual(after.online);
  });

  it('keeps what each free-show push said by channel, apart from who is online and the count', async () => {
    const presence = start();
    presence.send({ type: 'ui.onlineCountShown' });
    await flushMacrotasks();
    const counted = presence.getSnapshot();
    presence.send({ type: 'push.freeShowStart', channelId: 2101 });
    presence.send({ type: 'push.freeShowStart', channelId: 2102 });
    presence.send({ type: 'push.freeShowStop', channelId: 2102 });
    const after = presence.getSnapshot();
    expect(selectFreeShows(after)).toEqual(freeShowFacts({ 2101: true, 2102: false }));
    expect(selectOnlineCount(after)).toBe(40);
    expect(selectPresence(after)).toBe(selectPresence(counted));
    expect(selectMoves(after)).toBe(selectMoves(counted));
    expect(after.context.changes).toBe(0);
    // Repeated: not a change, the snapshot as it was.
    presence.send({ type: 'push.freeShowStart', channelId: 2101 });
    expect(presence.getSnapshot()).toBe(after);
  });

  it('orders the changes: when each actor last went offline and came online', () => {
    const presence = start();
    expect(selectMoves(presence.getSnapshot())).toEqual(NO_MOVES);
    presence.send({ type: 'push.actorOffline', actorId: 1 });
    presence.send({ type: 'push.actorOffline', actorId: 2 });
    presence.send({ type: 'push.actorOnline', actorId: 1 });
    // Repeated: not a change, no place in the order.
    presence.send({ type: 'push.actorOnline', actorId: 1 });
    presence.send({ type: 'push.actorOffline', actorId: 1 });
    expect(selectMoves(presence.getSnapshot())).toEqual(
      byActorOf({ 1: { wentOffline: 4, cameOnline: 3 }, 2: { wentOffline: 2, cameOnline: null } }),
    );
    expect(selectPresence(presence.getSnapshot())).toEqual(presenceFacts({ 1: false, 2: false }));
  });

  it('loads the count only once a page shows it, then moves it by each push that changes one', async () => {
    const presence = start();
    presence.send({ type: 'push.actorOnline', actorId: 9 });
    await flushMacrotasks();
    expect(selectOnlineCount(presence.getSnapshot())).toBeNull();
    expect(selectCountStatus(presence.getSnapshot())).toBeNull();
    presence.send({ type: 'ui.onlineCountShown' });
    expect(selectCountStatus(presence.getSnapshot())).toBe('loading');
    await flushMacrotasks();
    expect(selectOnlineCount(presence.getSnapshot())).toBe(40);
    presence.send({ type: 'push.actorOffline', actorId: 1 });
    presence.send({ type: 'push.actorOffline', actorId: 1 });
    presence.send({ type: 'push.actorOnline', actorId: 3 });
    presence.send({ type: 'push.actorOffline', actorId: 999 });
    expect(selectOnlineCount(presence.getSnapshot())).toBe(39);
    // Shown again: loaded already, not asked for twice.
    presence.send({ type: 'ui.onlineCountShown' });
    expect(selectCountStatus(presence.getSnapshot())).toBeNull();
  });

  it('shows a failed count with its retry, which loads it again', async () => {
    let calls = 0;
    const presence = start(() =>
      ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(5),
    );
    presence.send({ type: 'ui.onlineCountShown' });
    await flushMacrotasks();
    expect(selectCountStatus(presence.getSnapshot())).toBe('failed');
    presence.send({ type: 'ui.retryOnlineCount' });
    await flushMacrotasks();
    expect(selectOnlineCount(presence.getSnapshot())).toBe(5);
  });
});
