import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { selectItems, selectListStatus } from '../list/list.selectors.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import {
  actorsOfPost,
  BLOG_ACTORS_LIST,
  blogActorsListMachine,
  type BlogActor,
  type BlogActorsQuery,
} from './blog.actors.ts';
import { blogMachine } from './blog.machine.ts';
import type { BlogLanding, BlogRequest } from './blog.types.ts';

const avatar = { url: '/media/pic/actor/7/w640.webp', srcSet: '', width: 640, height: 640 };
const lana: BlogActor = { id: 7, name: 'LanaLove', slug: 'lanalove', avatar, postIds: [11, 13] };
const mia: BlogActor = { id: 8, name: 'Mia', slug: 'mia', avatar, postIds: [12] };
const landing: BlogLanding = {
  featured: [],
  posts: { latest: [] },
  totals: { latest: 0 },
  exclude: [11, 12, 13],
  archives: [],
};

describe('the performers the blog names (actors/{payload}, decision 0027)', () => {
  it('finds a post’s performers', () => {
    expect(actorsOfPost([lana, mia], 13)).toEqual([lana]);
    expect(actorsOfPost([lana, mia], 12)).toEqual([mia]);
    expect(actorsOfPost([lana, mia], 99)).toEqual([]);
  });

  it('asks for the landing’s posts once it loaded; a failure is kept and a retry asks again', async () => {
    const asked: number[][] = [];
    let down = true;
    const actorsList = blogActorsListMachine.provide({
      actors: {
        fetchPage: fromPromise<
          FetchPageOutput<BlogActor>,
          FetchPageInput<BlogActorsQuery & { request: BlogRequest }>
        >(({ input }) => {
          asked.push(input.query.postIds);
          if (down) return Promise.reject(new Error('http_503'));
          return Promise.resolve({ items: [lana, mia], total: 2 });
        }),
      },
    });
    const machine = blogMachine.provide({
      actors: { actorsList, fetchLanding: fromPromise(() => Promise.resolve(landing)) },
    });
    const actor = createActor(machine, { input: demoDomainInput('blog') }).start();
    const list = () =>
      actor.getSnapshot().children[BLOG_ACTORS_LIST] as ActorRefFrom<typeof blogActorsListMachine>;
    await flushMacrotasks(2);
    // Nothing is asked before the landing is shown.
    expect(asked).toEqual([]);

    actor.send({ type: 'blog.showLanding' });
    await flushMacrotasks(4);
    expect(asked).toEqual([[11, 12, 13]]);
    expect(selectListStatus(list().getSnapshot())).toBe('failed');

    down = false;
    list().send({ type: 'ui.retry' });
    await flushMacrotasks(3);
    expect(asked).toHaveLength(2);
    expect(selectItems(list().getSnapshot())).toEqual([lana, mia]);
  });
});
