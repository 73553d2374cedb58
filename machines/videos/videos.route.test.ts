import { describe, expect, it } from 'vitest';
import { createActor, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { shellMachine } from '../shell/shell.machine.ts';
import { listQueryOf, toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import {
  selectCategory,
  selectMainState,
  selectShownCategory,
  selectTagSuggestions,
} from './videos.selectors.ts';
import { VIDEOS_PAGE, videosMachine, type TagSuggestCall } from './videos.machine.ts';
import { actorAlbumsQuery, ALBUM_LISTS, NEW_ALBUMS_QUERY } from './albums.ts';
import { actorQuery, searchQuery, VIDEO_LISTS } from './videos.queries.ts';
import { categoryQuery } from './videos.rules.ts';

function start() {
  const actor = createActor(videosMachine, { input: demoDomainInput('videos') }).start();
  const asked = (id: string) => listQueryOf(actor, id);
  return { actor, asked };
}

describe('videos: the root tells the domain of its routes', () => {
  it('shows an area by category with the filters from the address, again when they change', () => {
    const { actor, asked } = start();
    actor.send(
      toldOf('videos', '/en/videos/new-videos/?sort=topRated&tags=outdoor,solo&page=3').entered,
    );
    expect(selectMainState(actor.getSnapshot())).toBe('shown');
    expect(selectCategory(actor.getSnapshot())).toBe('newVideos');
    expect(asked(VIDEO_LISTS.main)).toEqual(
      categoryQuery('newVideos', { sort: 'topRated', filter: { tags: ['outdoor', 'solo'] } }),
    );
    // A filter click: a new route of the same page, told again with the new filter.
    actor.send(toldOf('videos', '/en/videos/new-videos/?types=free').entered);
    expect(asked(VIDEO_LISTS.main)).toEqual(
      categoryQuery('newVideos', { filter: { types: ['free'] } }),
    );
    // `?category=` names another list; an unknown one fetches nothing.
    actor.send(toldOf('videos', '/en/videos/all-videos/?category=nonsense').entered);
    expect(selectMainState(actor.getSnapshot())).toBe('unmapped');
  });

  it('keeps the list it shows while the filter asks for tag suggestions, also twice at once', () => {
    const { actor } = start();
    actor.send(toldOf('videos', '/en/videos/all-videos/?category=topVideos').entered);
    actor.send({ type: 'videos.suggestTags', search: '' });
    actor.send({ type: 'videos.suggestTags', search: 'of' });
    expect(selectMainState(actor.getSnapshot())).toBe('shown');
    expect(selectShownCategory(actor.getSnapshot())).toBe('topVideos');
    expect(actor.getSnapshot().hasTag('tagsLoading')).toBe(true);
    expect(actor.getSnapshot().context.tagSearch).toBe('of');
  });

  it('hands over only the address parameters a list reads (a scroll target asks nothing)', () => {
    expect(toldOf('videos', '/en/videos/new-videos/?page=2&scrollTo=view').entered).toEqual(
      toldOf('videos', '/en/videos/new-videos/?page=2').entered,
    );
    expect(toldOf('videos', '/en/videos/new-videos/?page=2').entered).not.toEqual(
      toldOf('videos', '/en/videos/new-videos/').entered,
    );
    expect(toldOf('videos', '/en/videos/new-videos/?sort=newest').entered).not.toEqual(
      toldOf('videos', '/en/videos/new-videos/').entered,
    );
  });

  it('starts the main list at the page of the address, 30 a page on a desktop', () => {
    const { actor } = start();
    const shown = () =>
      (
        (actor.getSnapshot().children[VIDEO_LISTS.main] as AnyActorRef).getSnapshot() as {
          context: { page: number; pageSize: number };
        }
      ).context;
    actor.send(toldOf('videos', '/en/videos/new-videos/?page=3').entered);
    expect(shown()).toMatchObject({ page: 3, pageSize: VIDEOS_PAGE.desktop });
    actor.send(toldOf('videos', '/en/search/videos/beach/?page=2').entered);
    expect(shown()).toMatchObject({ page: 2 });
    actor.send(toldOf('videos', '/en/amateur/Lana/videos/?page=4').entered);
    expect(shown()).toMatchObject({ page: 4 });
    // Not a page: the first.
    actor.send(toldOf('videos', '/en/videos/new-videos/?page=two').entered);
    expect(shown()).toMatchObject({ page: 1 });
  });

  it('asks 16 a page in the mobile layout, told by the shell before the first route (seed 001 §9)', () => {
    // As the root does: the shell runs from boot; the domain is spawned later, and told its route
    // in the same step, right after it started and asked the shell for the layout.
    const root = createActor(
      setup({
        types: { events: {} as { type: 'open'; path: string } | { type: 'resize'; width: number } },
        actors: { shell: shellMachine(), videos: videosMachine },
      }).createMachine({
        invoke: {
          id: 'shell',
          systemId: 'shell',
          src: 'shell',
          input: { path: '/en/', search: '' },
        },
        on: {
          resize: {
            actions: enqueueActions(({ enqueue, event }) =>
              enqueue.sendTo('shell', { type: 'env.viewportResized', width: event.width }),
            ),
          },
          open: {
            actions: enqueueActions(({ enqueue, event }) => {
              enqueue.spawnChild('videos', {
                id: 'videos',
                systemId: 'videos',
                input: demoDomainInput('videos'),
              });
              enqueue.sendTo('videos', toldOf('videos', event.path).entered);
            }),
          },
        },
      }),
    ).start();
    const main = () =>
      (
        (root.system.get(VIDEO_LISTS.main) as AnyActorRef).getSnapshot() as {
          context: { page: number; pageSize: number };
        }
      ).context;
    root.send({ type: 'resize', width: 390 });
    root.send({ type: 'open', path: '/en/videos/new-videos/?page=2' });
    expect(main()).toMatchObject({ page: 2, pageSize: VIDEOS_PAGE.phone });
    // Wider than the breakpoint: the shell tells, and the next list asks a desktop's page.
    root.send({ type: 'resize', width: 1366 });
    (root.system.get('videos') as AnyActorRef).send(
      toldOf('videos', '/en/videos/all-videos/').entered,
    );
    expect(main()).toMatchObject({ page: 1, pageSize: VIDEOS_PAGE.desktop });
  });

  it('shows the search, an actor’s videos and the station’s strips and jumbotron', () => {
    const { actor, asked } = start();
    actor.send(toldOf('videos', '/en/search/videos/beach/?sort=newest').entered);
    expect(asked(VIDEO_LISTS.main)).toEqual(searchQuery('beach', { sort: 'newest', filter: {} }));
    actor.send(toldOf('videos', '/en/amateur/Lana/videos/classic/').entered);
    expect(asked(VIDEO_LISTS.main)).toEqual(actorQuery('Lana', { classic: true }));
    actor.send(toldOf('videos', '/en/videos/').entered);
    expect(asked(VIDEO_LISTS.jumbotron)).toEqual({ type: 'videostation' });
    expect(asked(VIDEO_LISTS.strip('trendingVideos'))).toEqual(categoryQuery('trendingVideos'));
    expect(asked(VIDEO_LISTS.strip('vip30Videos'))).toBeNull();
  });

  it('shows the start page’s blocks: its three strips, the homepage jumbotron, the newest albums', () => {
    const { actor, asked } = start();
    actor.send(toldOf('videos', '/en/').entered);
    for (const category of ['vip30Videos', 'trendingVideos', 'freeVideos'] as const)
      expect(asked(VIDEO_LISTS.strip(category)), category).toEqual(categoryQuery(category));
    expect(asked(VIDEO_LISTS.strip('newVideos'))).toBeNull();
    expect(asked(VIDEO_LISTS.jumbotron)).toEqual({ type: 'homepage' });
    expect(asked(ALBUM_LISTS.strip)).toEqual(NEW_ALBUMS_QUERY);
    expect(asked(VIDEO_LISTS.main)).toBeNull();
  });

  it('shows her albums on her profile with the filter from the address', () => {
    const { actor, asked } = start();
    actor.send(toldOf('videos', '/en/amateur/LanaLove/?sort=cheapest&types=vip').entered);
    expect(asked(ALBUM_LISTS.main)).toEqual(
      actorAlbumsQuery('LanaLove', { sort: 'cheapest', filter: { types: ['vip'] } }),
    );
    expect(() => toldOf('videos', '/en/amateur/LanaLove/about-me/')).toThrow();
  });

  it('asks the catalogue’s SEO texts of an area’s tags, none without tags', () => {
    const { actor, asked } = start();
    actor.send(toldOf('videos', '/en/videos/all-videos/').entered);
    expect(asked(VIDEO_LISTS.seo)).toBeNull();
    actor.send(toldOf('videos', '/en/videos/all-videos/?tags=roleplay,solo').entered);
    expect(asked(VIDEO_LISTS.seo)).toEqual({ tags: ['roleplay', 'solo'], actorId: null });
  });

  it('asks the filter’s popular tags with a page that has the filter, once they are here not again', async () => {
    let calls: (string | null)[] = [];
    const actor = createActor(
      videosMachine.provide({
        actors: {
          suggestTags: fromPromise<string[], TagSuggestCall>(({ input }) => {
            calls = [...calls, input.search];
            return Promise.resolve(['outdoor', 'solo']);
          }),
        },
      }),
      { input: demoDomainInput('videos') },
    ).start();
    actor.send(toldOf('videos', '/en/videos/').entered);
    expect(calls).toEqual([]);
    actor.send(toldOf('videos', '/en/videos/new-videos/').entered);
    expect(calls).toEqual([null]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectTagSuggestions(actor.getSnapshot())).toEqual(['outdoor', 'solo']);
    actor.send(toldOf('videos', '/en/amateur/Lana/videos/').entered);
    expect(calls).toEqual([null]);
    // What the guest types asks for its own; the next page asks for the popular ones again.
    actor.send({ type: 'videos.suggestTags', search: 'ou' });
    actor.send(toldOf('videos', '/en/search/videos/beach/').entered);
    expect(calls).toEqual([null, 'ou', null]);
  });
});
