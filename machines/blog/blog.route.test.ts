import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { listQueryOf, toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { BLOG_LISTS, blogMachine } from './blog.machine.ts';
import { blogCategoryId } from './blog.rules.ts';
import { selectLandingStatus } from './blog.selectors.ts';
import type { BlogLanding, BlogRequest } from './blog.types.ts';

function start() {
  let landings = 0;
  const machine = blogMachine.provide({
    actors: {
      fetchLanding: fromPromise<BlogLanding, { request: BlogRequest }>(() => {
        landings += 1;
        return new Promise<BlogLanding>(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: demoDomainInput('blog') }).start();
  const asked = (id: string) => listQueryOf(actor, id);
  return { actor, asked, landings: () => landings };
}

describe('blog: the root tells the domain of its routes', () => {
  it('loads the landing on the blog, a category’s posts and an archive year on theirs', () => {
    const { actor, asked, landings } = start();
    expect(selectLandingStatus(actor.getSnapshot())).toBe('idle');
    actor.send(toldOf('blog', '/en/blog/news/').entered);
    expect(selectLandingStatus(actor.getSnapshot())).toBe('loading');
    expect(asked(BLOG_LISTS.category)).toEqual({ categoryId: blogCategoryId('news') });
    actor.send(toldOf('blog', '/en/blog/news/archive/2024/').entered);
    expect(asked(BLOG_LISTS.archive)).toEqual({ categoryId: blogCategoryId('news'), year: 2024 });
    expect(landings()).toBe(1);
  });

  it('shows the event category on the Cum On event page, without the landing', () => {
    const { actor, asked } = start();
    actor.send(toldOf('blog', '/en/events/cum-on/').entered);
    expect(asked(BLOG_LISTS.category)).toEqual({ categoryId: blogCategoryId('event') });
    expect(selectLandingStatus(actor.getSnapshot())).toBe('idle');
  });

  it('loads the landing for the start page’s Blog block, and is told nothing of other pages', () => {
    const { actor, landings } = start();
    actor.send(toldOf('blog', '/en/').entered);
    expect(selectLandingStatus(actor.getSnapshot())).toBe('loading');
    expect(landings()).toBe(1);
    expect(() => toldOf('blog', '/en/cams/')).toThrow();
  });
});
