import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { selectItems, selectListStatus } from '../list/list.selectors.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { tvMachine } from './tv.machine.ts';
import {
  suggestQueryOf,
  TV_SUGGEST_LIST,
  TV_SUGGEST_SIZE,
  tvSuggestListMachine,
  type TvSuggestQuery,
} from './tv.suggest.ts';
import type { TvEpisode, TvRequest } from './tv.types.ts';

const episode = (id: number): TvEpisode => ({
  id,
  slug: `episode-${id}`,
  number: id,
  title: `Episode ${id}`,
  airedAt: '2026-11-01T20:00:00Z',
  duration: 600,
  free: true,
  series: { slug: 'morning-talk', title: 'Morning Talk' },
  actor: null,
  picture: { w320: '', w640: '', w1280: '' },
});

describe('TV suggestions (suggest/{hashId}, decision 0027)', () => {
  it('asks only for a video page', () => {
    expect(suggestQueryOf({ kind: 'video', key: '9001' })).toEqual({ hashId: '9001' });
    expect(suggestQueryOf({ kind: 'post', key: 'a-post' })).toBeNull();
    expect(suggestQueryOf({ kind: 'format', key: 'morning-talk' })).toBeNull();
  });

  it('loads a video page’s suggestions beside it; a failure is shown and a retry asks again', async () => {
    const asked: { hashId: string; limit: number }[] = [];
    let down = true;
    const suggestList = tvSuggestListMachine.provide({
      actors: {
        fetchPage: fromPromise<
          FetchPageOutput<TvEpisode>,
          FetchPageInput<TvSuggestQuery & { request: TvRequest }>
        >(({ input }) => {
          asked.push({ hashId: input.query.hashId, limit: input.limit });
          if (down) return Promise.reject(new Error('http_503'));
          return Promise.resolve({ items: [episode(2), episode(3)], total: 2 });
        }),
      },
    });
    const machine = tvMachine.provide({
      actors: {
        suggestList,
        // The page itself is not this test's concern.
        fetchPage: fromPromise(() => Promise.reject(new Error('not asked here'))),
      },
    });
    const actor = createActor(machine, { input: demoDomainInput('tv') }).start();
    const list = () =>
      actor.getSnapshot().children[TV_SUGGEST_LIST] as ActorRefFrom<typeof tvSuggestListMachine>;

    actor.send({ type: 'tv.show', page: { kind: 'post', key: 'a-post' } });
    await flushMacrotasks(3);
    expect(asked).toEqual([]);

    actor.send({ type: 'tv.show', page: { kind: 'video', key: '9001' } });
    await flushMacrotasks(3);
    expect(asked).toEqual([{ hashId: '9001', limit: TV_SUGGEST_SIZE }]);
    expect(selectListStatus(list().getSnapshot())).toBe('failed');

    down = false;
    list().send({ type: 'ui.retry' });
    await flushMacrotasks(3);
    expect(asked).toHaveLength(2);
    expect(selectListStatus(list().getSnapshot())).toBe('loaded');
    expect(selectItems(list().getSnapshot()).map((item) => item.id)).toEqual([2, 3]);
  });
});
