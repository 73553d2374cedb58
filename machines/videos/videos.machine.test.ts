import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import {
  previewScrubMachine,
  VIDEOS_SCRUB,
  type ThumbnailsCall,
  type VideoThumbnails,
} from '../content/previewScrub.machine.ts';
import { videoThumbnails } from '../content/previewScrub.testing.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import { selectItems, selectListStatus } from '../list/list.selectors.ts';
import type { SeoQuery, SeoTextItem } from '../seo/seo.types.ts';
import { albumListMachine, seoTextListMachine, videosMachine } from './videos.machine.ts';
import {
  ALBUM_LISTS,
  actorAlbumsQuery,
  NEW_ALBUMS_QUERY,
  type AlbumQuery,
  type AlbumTile,
} from './albums.ts';
import { VIDEO_LISTS } from './videos.queries.ts';
import type { VideosRequest } from './videos.types.ts';

/** The domain's input: the demo session, as a guest with a token of her own. */
const base = demoDomainInput('videos', { isLoggedIn: true });
const input = { ...base, session: { ...base.session, accessToken: 'her-token' } };

/** The videos domain with a thumbnails call that notes what it was asked. */
function startVideos() {
  const calls: ThumbnailsCall[] = [];
  const actor = createActor(
    videosMachine.provide({
      actors: {
        previewScrub: previewScrubMachine.provide({
          actors: {
            loadThumbnails: fromPromise<VideoThumbnails, ThumbnailsCall>(({ input }) => {
              calls.push(input);
              return Promise.resolve(videoThumbnails(input.videoId, 60));
            }),
          },
        }),
      },
    }),
    { input },
  ).start();
  const scrub = () =>
    actor.getSnapshot().children[VIDEOS_SCRUB] as ActorRefFrom<typeof previewScrubMachine>;
  return { actor, calls, scrub };
}

describe('videos machine', () => {
  it('runs the tiles’ scrub from the start, loading as the session it was started with', async () => {
    const { calls, scrub } = startVideos();
    scrub().send({ type: 'ui.scrubbed', slot: 0, videoId: 7, duration: 60 });
    await flushMacrotasks();
    expect(calls).toEqual([{ request: serviceRequestOf(input), videoId: 7 }]);
    expect(calls[0]?.request.accessToken).toBe('her-token');
  });

  it("asks for a list's SEO texts with the session, and a failed load retries", async () => {
    const asked: SeoQuery[] = [];
    const tokens: (string | null)[] = [];
    let fail = true;
    const fetchPage = fromPromise<
      FetchPageOutput<SeoTextItem>,
      FetchPageInput<SeoQuery & { request: VideosRequest }>
    >(({ input }) => {
      asked.push({ tags: input.query.tags, actorId: input.query.actorId });
      tokens.push(input.query.request.accessToken);
      if (fail) return Promise.reject(new Error('down'));
      return Promise.resolve({
        items: [{ id: 'outdoor', tag: 'outdoor', title: 'Outdoor', paragraphs: ['Sun.'] }],
        hasMore: false,
      });
    });
    const actor = createActor(
      videosMachine.provide({
        actors: { seoList: seoTextListMachine.provide({ actors: { fetchPage } }) },
      }),
      { input },
    ).start();
    const seo = () =>
      actor.getSnapshot().children[VIDEO_LISTS.seo] as ActorRefFrom<typeof seoTextListMachine>;
    actor.send({ type: 'videos.showSeo', tags: ['outdoor'], actorId: 3101 });
    await flushMacrotasks(3);
    expect(asked).toEqual([{ tags: ['outdoor'], actorId: 3101 }]);
    expect(tokens).toEqual(['her-token']);
    expect(selectListStatus(seo().getSnapshot())).toBe('failed');
    fail = false;
    seo().send({ type: 'ui.retry' });
    await flushMacrotasks(3);
    expect(selectListStatus(seo().getSnapshot())).toBe('loaded');
    expect(selectItems(seo().getSnapshot()).map((text) => text.title)).toEqual(['Outdoor']);
  });

  it('asks for an actor’s albums and the newest albums’ strip with the session', async () => {
    const asked: { list: string; query: AlbumQuery; limit: number }[] = [];
    const album = { id: 6201, title: 'Album', actorName: 'LanaLove' } as AlbumTile;
    const albumList = albumListMachine.provide({
      actors: {
        fetchPage: fromPromise<
          FetchPageOutput<AlbumTile>,
          FetchPageInput<AlbumQuery & { request: VideosRequest }>
        >(({ input }) => {
          const { request: _, ...query } = input.query;
          asked.push({ list: input.limit === 12 ? 'main' : 'strip', query, limit: input.limit });
          return Promise.resolve({ items: [album], total: 1 });
        }),
      },
    });
    const actor = createActor(videosMachine.provide({ actors: { albumList } }), { input }).start();
    const list = (id: string) =>
      actor.getSnapshot().children[id] as ActorRefFrom<typeof albumListMachine>;
    const query = actorAlbumsQuery('LanaLove', { sort: 'cheapest', filter: { types: ['vip'] } });
    actor.send({ type: 'videos.showAlbums', query });
    actor.send({ type: 'videos.showAlbumStrip' });
    await flushMacrotasks(3);
    expect(asked).toEqual([
      { list: 'main', query, limit: 12 },
      { list: 'strip', query: NEW_ALBUMS_QUERY, limit: 10 },
    ]);
    expect(query).toEqual({ sort: 'cheapest', filter: { types: ['vip'], modelName: 'lanalove' } });
    expect(selectItems(list(ALBUM_LISTS.main).getSnapshot())).toEqual([album]);
    expect(selectListStatus(list(ALBUM_LISTS.strip).getSnapshot())).toBe('loaded');
  });
});
