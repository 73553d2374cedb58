import fc from 'fast-check';
import { freeShowFacts, NO_FREE_SHOWS, presenceFacts } from '../presence/presence.selectors.ts';
import { describe, expect, it } from 'vitest';
import {
  appendMessage,
  channelIdOfActor,
  channelsWithPresence,
  mergeMessages,
  patchChannel,
  patchChannels,
  stillOnline,
  touchChannel,
  upsertChannel,
} from './messenger.channels.ts';
import { channel, message } from './messenger.testing.ts';
import { CHANNEL_VIEWS } from './messenger.types.ts';

/**
 * The list updates copy one entry and leave the others as they were (the engine's hash and the
 * selectors' caches reuse them); these properties hold them to their plain definitions.
 */
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 12 });
const channelsOf = (list: number[]) =>
  list.map((id) => channel(id, { actorId: 1000 + (id % 5), archived: id % 7 === 0 }));

describe('messenger channel list updates', () => {
  it('touchChannel moves the channel to the top with the message, the rest in order', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 40 }), (list, id) => {
        const channels = channelsOf(list);
        const m = message(99);
        const touched = touchChannel(channels, m, id);
        const found = channels.find((c) => c.id === id);
        const expected = found
          ? [
              { ...found, lastMessageId: 99, lastMessageAt: m.created },
              ...channels.filter((c) => c.id !== id),
            ]
          : channels;
        expect(touched).toEqual(expected);
        expect(touched.filter((c) => c.id !== id).every((c) => channels.includes(c))).toBe(true);
      }),
    );
  });

  it('patchChannel and patchChannels patch the matching entries only, the same list when none', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 40 }), (list, id) => {
        const channels = channelsOf(list);
        const byId = patchChannel(channels, id, { freeChat: true });
        expect(byId).toEqual(channels.map((c) => (c.id === id ? { ...c, freeChat: true } : c)));
        const actorId = 1000 + (id % 5);
        const byActor = patchChannels(channels, (c) => c.actorId === actorId, {
          isActorOnline: true,
        });
        expect(byActor).toEqual(
          channels.map((c) => (c.actorId === actorId ? { ...c, isActorOnline: true } : c)),
        );
        if (!channels.some((c) => c.actorId === actorId)) expect(byActor).toBe(channels);
      }),
    );
  });

  it('upsertChannel replaces in place, adds on top when new and fitting, drops what no longer fits', () => {
    fc.assert(
      fc.property(
        ids,
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.constantFrom(...CHANNEL_VIEWS),
        (list, id, archived, view) => {
          const channels = channelsOf(list);
          const update = channel(id, { archived, unreadCount: 3 });
          const result = upsertChannel(channels, update, view);
          const index = channels.findIndex((c) => c.id === id);
          if (index < 0) return;
          const stays = !(view === 'archived' ? !archived : archived) || view === 'unread';
          if (view === 'blocked' || view === 'online') return;
          expect(result).toEqual(
            stays
              ? channels.map((c) => (c.id === id ? update : c))
              : channels.filter((c) => c.id !== id),
          );
        },
      ),
    );
  });

  it('appendMessage gives what mergeMessages gives, for any pushed message', () => {
    const messages = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 30 }), second: fc.integer({ min: 0, max: 9 }) }),
      { selector: (m) => m.id, maxLength: 10 },
    );
    const toMessage = ({ id, second }: { id: number; second: number }) =>
      message(id, { created: `2026-01-01T11:00:0${second}.000Z` });
    fc.assert(
      fc.property(
        messages,
        fc.record({ id: fc.integer({ min: 1, max: 30 }), second: fc.integer({ min: 0, max: 9 }) }),
        (list, pushed) => {
          const conversation = mergeMessages(list.map(toMessage), []);
          expect(appendMessage(conversation, toMessage(pushed))).toEqual(
            mergeMessages(conversation, [toMessage(pushed)]),
          );
        },
      ),
    );
  });
});

describe("the channels with the presence domain's facts (issue 52 §2)", () => {
  const listed = [channel(1, { isActorOnline: true }), channel(2)];

  it('leave the list as it is when no push names an actor, or a push says what it says', () => {
    expect(channelsWithPresence(listed, presenceFacts({}), NO_FREE_SHOWS, 'all')).toBe(listed);
    expect(
      channelsWithPresence(
        listed,
        presenceFacts({ 1001: true, 1002: false, 4242: false }),
        NO_FREE_SHOWS,
        'all',
      ),
    ).toBe(listed);
  });

  it('take the push over the list answer, the other channels as they were', () => {
    const shown = channelsWithPresence(
      listed,
      presenceFacts({ 1001: false }),
      NO_FREE_SHOWS,
      'all',
    );
    expect(shown.map((c) => c.isActorOnline)).toEqual([false, false]);
    expect(shown[1]).toBe(listed[1]);
  });

  it('keep only the actors online in the online view', () => {
    expect(
      channelsWithPresence(listed, presenceFacts({ 1001: false }), NO_FREE_SHOWS, 'online'),
    ).toEqual([]);
    expect(
      channelsWithPresence(listed, presenceFacts({ 1002: true }), NO_FREE_SHOWS, 'online').map(
        (c) => c.id,
      ),
    ).toEqual([1, 2]);
  });

  it("show a channel's free show as its last free-show push said, her list answer until one", () => {
    const withShow = [channel(1, { freeChat: true }), channel(2)];
    expect(channelsWithPresence(withShow, presenceFacts({}), NO_FREE_SHOWS, 'all')).toBe(withShow);
    // The push names the channel (its id), not the actor (1001, 1002).
    const started = channelsWithPresence(
      listed,
      presenceFacts({}),
      freeShowFacts({ 2: true }),
      'all',
    );
    expect(started.map((c) => c.freeChat)).toEqual([false, true]);
    expect(started[0]).toBe(listed[0]);
    const stopped = freeShowFacts({ 1: false, 1002: true });
    expect(
      channelsWithPresence(withShow, presenceFacts({}), stopped, 'all').map((c) => c.freeChat),
    ).toEqual([false, false]);
    // Both facts on one channel: she went offline and her show started.
    const both = channelsWithPresence(
      listed,
      presenceFacts({ 1001: false }),
      freeShowFacts({ 1: true }),
      'all',
    );
    expect(both.map((c) => [c.isActorOnline, c.freeChat])).toEqual([
      [false, true],
      [false, false],
    ]);
  });

  it("find the guest's channel with an actor, null for an actor she has none with", () => {
    expect(channelIdOfActor(listed, 1002)).toBe(2);
    expect(channelIdOfActor(listed, 2)).toBeNull();
    expect(channelIdOfActor([], 1001)).toBeNull();
  });

  it('drop a recommended actor a push said went offline, the same list when none', () => {
    const actors = [{ actorId: 1101 }, { actorId: 1102 }];
    expect(stillOnline(actors, presenceFacts({ 1101: false })).map((a) => a.actorId)).toEqual([
      1102,
    ]);
    expect(stillOnline(actors, presenceFacts({ 1101: true, 9: false }))).toBe(actors);
  });
});
