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
import {
  albumListMachine,
  seoTextListMachine,
  videoListMachine,
  videosMachine,
  type VideosByIdsCall,
} from './videos.machine.ts';
import {
  ALBUM_LISTS,
  actorAlbumsQuery,
  NEW_ALBUMS_QUERY,
  type AlbumQuery,
  type AlbumTile,
} from './albums.ts';
import { VIDEO_LISTS } from './videos.queries.ts';
import type { VideoQuery, VideosRequest, VideoTile } from './videos.types.ts';

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

  it('shows a bought video or album bought in every list at once, then the video’s tile from videos_v2', async () => {
    const tile = (id: number, bought = false) =>
      ({ id, title: `Video ${id}`, bought, price: { value: 4.99, currency: 'EUR' } }) as VideoTile;
    const videoList = videoListMachine.provide({
      actors: {
        fetchPage: fromPromise<
          FetchPageOutput<VideoTile>,
          FetchPageInput<VideoQuery & { request: VideosRequest }>
        >(() => Promise.resolve({ items: [tile(5101), tile(5102)], total: 2 })),
      },
    });
    const album = { id: 6201, title: 'Album', actorName: 'LanaLove', bought: false } as AlbumTile;
    const albumList = albumListMachine.provide({
      actors: {
        fetchPage: fromPromise<
          FetchPageOutput<AlbumTile>,
          FetchPageInput<AlbumQuery & { request: VideosRequest }>
        >(() => Promise.resolve({ items: [album], total: 1 })),
      },
    });
    const byIds: VideosByIdsCall[] = [];
    let answer: (tiles: VideoTile[]) => void = () => {};
    const videosByIds = fromPromise<VideoTile[], VideosByIdsCall>(({ input }) => {
      byIds.push(input);
      return new Promise((resolve) => (answer = resolve));
    });
    const actor = createActor(
      videosMachine.provide({ actors: { videoList, albumList, videosByIds } }),
      { input },
    ).start();
    actor.send({ type: 'videos.showCategory', category: 'allVideos' });
    actor.send({ type: 'videos.showStrip', category: 'newVideos' });
    actor.send({ type: 'videos.showAlbumStrip' });
    await flushMacrotasks(3);
    const items = (id: string) =>
      selectItems(
        (actor.getSnapshot().children[id] as ActorRefFrom<typeof videoListMachine>).getSnapshot(),
      ) as readonly { id: number; bought: boolean; price?: { value: number } }[];
    actor.send({ type: 'content.purchased', kind: 'video', id: 5102 });
    for (const id of [VIDEO_LISTS.main, VIDEO_LISTS.strip('newVideos')])
      expect(items(id).map((each) => each.bought)).toEqual([false, true]);
    expect(byIds).toEqual([{ request: serviceRequestOf(input), ids: [5102] }]);
    answer([{ ...tile(5102, true), price: { value: 3.99, currency: 'EUR' } }]);
    await flushMacrotasks();
    expect(items(VIDEO_LISTS.main)[1]).toMatchObject({ bought: true, price: { value: 3.99 } });
    actor.send({ type: 'content.purchased', kind: 'album', id: 6201 });
    expect(items(ALBUM_LISTS.strip)).toMatchObject([{ id: 6201, bought: true }]);
    // An album asks videos_v2 nothing.
    expect(byIds).toHaveLength(1);
  });
});
