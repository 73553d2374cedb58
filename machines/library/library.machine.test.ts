import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { selectItems } from '../list/list.selectors.ts';
import type { FetchPageInput } from '../list/list.types.ts';
import {
  collectionsListMachine,
  LIBRARY_COLLECTIONS,
  LIBRARY_LIST,
  libraryListMachine,
  libraryMachine,
} from './library.machine.ts';
import {
  selectLibraryFailure,
  selectLibraryStatus,
  selectPendingIds,
} from './library.selectors.ts';
import {
  belongsTo,
  changedFlags,
  COLLECTION_PAGE_SIZE,
  collectionPage,
  itemPage,
  removableAlbumId,
  sectionFilter,
} from './library.rules.ts';
import type {
  CollectionsPageOutput,
  CollectionsQuery,
  LibraryCollection,
  LibraryChange,
  LibraryItem,
  LibraryPageOutput,
  LibraryQuery,
  LibraryUpdateInput,
} from './library.types.ts';

const item = (id: string, patch: Partial<LibraryItem> = {}): LibraryItem => ({
  id,
  mediaType: 'VIDEO',
  origin: 'SHOP',
  contentGroup: 'SHOP',
  itemId: Number(id.replace(/\D/g, '')) || 1,
  title: `Video ${id}`,
  actorName: 'LanaLove',
  previewUrl: '/p.svg',
  duration: 60,
  pictureCount: null,
  acquiredAt: '2026-11-20T10:00:00.000Z',
  pinned: false,
  archived: false,
  ...patch,
});

/** A library over an in-memory mediathek; `refuse` makes the service fail those changes. */
function start(stored: LibraryItem[], refuse: Set<string> = new Set(), isLoggedIn = true) {
  const fetched: FetchPageInput<LibraryQuery>[] = [];
  const asked: LibraryChange[] = [];
  const actor = createActor(
    libraryMachine.provide({
      actors: {
        list: libraryListMachine.provide({
          actors: {
            fetchPage: fromPromise<LibraryPageOutput, FetchPageInput<LibraryQuery>>(({ input }) => {
              fetched.push(input);
              const items = stored.filter(
                (each) =>
                  each.mediaType === input.query.mediaType && belongsTo(each, input.query.section),
              );
              return Promise.resolve({ items, total: items.length });
            }),
          },
        }),
        updateItem: fromPromise<LibraryItem, LibraryUpdateInput>(({ input }) => {
          asked.push(input.change);
          if (refuse.has(input.change.id))
            return Promise.reject(Object.assign(new Error(''), { code: 'network' }));
          const index = stored.findIndex((each) => each.id === input.change.id);
          const found = stored[index];
          if (!found)
            return Promise.reject(Object.assign(new Error(''), { code: 'bad_user_input' }));
          const changed = { ...found, ...changedFlags(input.change) };
          stored[index] = changed;
          return Promise.resolve(changed);
        }),
      },
    }),
    { input: demoDomainInput('library', { isLoggedIn }) },
  ).start();
  const shownIds = () => selectItems(actorList(actor)).map((each) => each.id);
  return { actor, fetched, asked, shownIds };
}

describe('library', () => {
  it('shows a section as the session it was started with, and takes an archived item out of it', async () => {
    const { actor, shownIds, asked, fetched } = start([item('a1'), item('a2'), item('a3')]);
    actor.send({ type: 'library.show', mediaType: 'VIDEO', section: 'shop' });
    await flushMacrotasks();
    expect(fetched[0]?.query.request.accessToken).toBe('t');
    expect(shownIds()).toEqual(['a1', 'a2', 'a3']);
    actor.send({ type: 'ui.change', change: { id: 'a2', kind: 'archive' } });
    // Pressed twice while on its way: asked once.
    actor.send({ type: 'ui.change', change: { id: 'a2', kind: 'archive' } });
    actor.send({ type: 'ui.change', change: { id: 'a1', kind: 'pin' } });
    expect(selectPendingIds(actor.getSnapshot())).toEqual(['a2', 'a1']);
    await flushMacrotasks();
    expect(asked).toEqual([
      { id: 'a2', kind: 'archive' },
      { id: 'a1', kind: 'pin' },
    ]);
    expect(shownIds()).toEqual(['a1', 'a3']);
    const pinned = selectItems(actorList(actor)).find((each) => each.id === 'a1');
    expect(pinned).toMatchObject({ pinned: true });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'library.show', mediaType: 'VIDEO', section: 'archive' });
    await flushMacrotasks();
    expect(shownIds()).toEqual(['a2']);
  });

  it('the photos sections are the same list asked for photos: a bought album, a pinned one, back to videos', async () => {
    const album = item('p1', {
      mediaType: 'PHOTO',
      title: 'Golden hour',
      duration: null,
      pictureCount: 12,
    });
    const gift = item('p2', {
      mediaType: 'PHOTO',
      contentGroup: 'MESSENGER',
      duration: null,
      pictureCount: 8,
    });
    const { actor, shownIds, fetched } = start([item('v1'), album, gift]);
    actor.send({ type: 'library.show', mediaType: 'PHOTO', section: 'shop' });
    await flushMacrotasks();
    expect(fetched.at(-1)?.query).toMatchObject({ mediaType: 'PHOTO', section: 'shop' });
    expect(shownIds()).toEqual(['p1']);
    actor.send({ type: 'library.show', mediaType: 'PHOTO', section: 'messenger' });
    await flushMacrotasks();
    expect(shownIds()).toEqual(['p2']);
    actor.send({ type: 'ui.change', change: { id: 'p2', kind: 'pin' } });
    await flushMacrotasks();
    actor.send({ type: 'library.show', mediaType: 'PHOTO', section: 'pinned' });
    await flushMacrotasks();
    expect(shownIds()).toEqual(['p2']);
    // The videos' shop is its own query on the same list: the photo is not in it.
    actor.send({ type: 'library.show', mediaType: 'VIDEO', section: 'shop' });
    await flushMacrotasks();
    expect(shownIds()).toEqual(['v1']);
  });

  it('loads the shown section again when albums left the mediathek elsewhere (library.refresh)', async () => {
    const stored = [
      item('p7301', { mediaType: 'PHOTO', duration: null, pictureCount: 6 }),
      item('p7302', { mediaType: 'PHOTO', duration: null, pictureCount: 6 }),
    ];
    const { actor, shownIds, fetched } = start(stored);
    actor.send({ type: 'library.show', mediaType: 'PHOTO', section: 'shop' });
    await flushMacrotasks();
    expect(shownIds()).toEqual(['p7301', 'p7302']);
    const asked = fetched.length;
    // The removal (machines/mediathek) took one away on the server.
    stored.splice(0, 1);
    actor.send({ type: 'library.refresh' });
    await flushMacrotasks();
    expect(fetched.length).toBe(asked + 1);
    expect(shownIds()).toEqual(['p7302']);
  });

  it('loads the shown section again when the guest bought an album on its page (content.purchased)', async () => {
    const stored = [item('p7301', { mediaType: 'PHOTO', duration: null, pictureCount: 6 })];
    const { actor, shownIds, fetched } = start(stored);
    actor.send({ type: 'library.show', mediaType: 'PHOTO', section: 'shop' });
    await flushMacrotasks();
    const asked = fetched.length;
    stored.unshift(item('p6201', { mediaType: 'PHOTO', duration: null, pictureCount: 12 }));
    actor.send({ type: 'content.purchased', kind: 'album', id: 6201 });
    await flushMacrotasks();
    expect(fetched.length).toBe(asked + 1);
    expect(shownIds()).toEqual(['p6201', 'p7301']);
  });

  it('names a refused change with a retry, and goes on with the others', async () => {
    const refuse = new Set(['b1']);
    const { actor, asked, shownIds } = start([item('b1'), item('b2')], refuse);
    actor.send({ type: 'library.show', mediaType: 'VIDEO', section: 'shop' });
    await flushMacrotasks();
    actor.send({ type: 'ui.change', change: { id: 'b1', kind: 'archive' } });
    actor.send({ type: 'ui.change', change: { id: 'b2', kind: 'archive' } });
    await flushMacrotasks();
    expect(selectLibraryFailure(actor.getSnapshot())).toEqual({
      change: { id: 'b1', kind: 'archive' },
      code: 'network',
    });
    expect(shownIds()).toEqual(['b1']);
    refuse.clear();
    actor.send({ type: 'ui.retryChange' });
    await flushMacrotasks();
    expect(asked.map((change) => change.id)).toEqual(['b1', 'b2', 'b1']);
    expect(selectLibraryFailure(actor.getSnapshot())).toBeNull();
    expect(shownIds()).toEqual([]);
  });

  it('a visitor has no mediathek: nothing she presses is asked', async () => {
    const { actor, asked } = start([item('c1')], new Set(), false);
    expect(actor.getSnapshot().matches('visitor')).toBe(true);
    expect(selectLibraryStatus(actor.getSnapshot())).toBe('visitor');
    actor.send({ type: 'ui.change', change: { id: 'c1', kind: 'pin' } });
    await flushMacrotasks();
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(asked).toEqual([]);
  });
});

function actorList(actor: { system: { get(id: string): unknown } }) {
  return (
    actor.system.get(LIBRARY_LIST) as { getSnapshot(): Parameters<typeof selectItems>[0] }
  ).getSnapshot();
}

describe('library rules', () => {
  it('asks each section for its filter (decision 0014)', () => {
    expect(sectionFilter('VIDEO', 'shop')).toEqual({
      mediaType: 'VIDEO',
      source: 'PURCHASED',
      origin: 'SHOP',
      contentGroups: ['SHOP'],
    });
    expect(sectionFilter('PHOTO', 'clips')).toEqual({
      mediaType: 'PHOTO',
      source: 'PURCHASED',
      origin: 'CHATCLIP',
    });
    expect(sectionFilter('VIDEO', 'archive').source).toBe('ARCHIVED');
    expect(sectionFilter('VIDEO', 'pinned').source).toBe('PINNED');
  });

  it('keeps an item where the service would list it', () => {
    const pinnedClip = item('d1', { origin: 'CHATCLIP', contentGroup: null, pinned: true });
    expect(belongsTo(pinnedClip, 'clips')).toBe(true);
    expect(belongsTo(pinnedClip, 'pinned')).toBe(true);
    expect(belongsTo(pinnedClip, 'shop')).toBe(false);
    expect(belongsTo({ ...pinnedClip, archived: true }, 'pinned')).toBe(false);
    expect(belongsTo({ ...pinnedClip, archived: true }, 'archive')).toBe(true);
    expect(belongsTo(item('d2', { contentGroup: 'MESSENGER' }), 'messenger')).toBe(true);
  });

  it('offers the removal of a bought shop album in the shop section only', () => {
    const album = item('f7301', { mediaType: 'PHOTO', itemId: 7301 });
    expect(removableAlbumId(album, 'shop')).toBe(7301);
    expect(removableAlbumId(album, 'pinned')).toBeNull();
    expect(removableAlbumId(item('f1'), 'shop')).toBeNull();
    expect(removableAlbumId({ ...album, contentGroup: 'MESSENGER' }, 'shop')).toBeNull();
    expect(
      removableAlbumId({ ...album, origin: 'CHATCLIP', contentGroup: null }, 'shop'),
    ).toBeNull();
  });

  it('opens a video, an album, or the feed of a feed purchase', () => {
    expect(itemPage(item('e5')).route).toBe('actorVideoDetails');
    expect(itemPage(item('e6', { mediaType: 'PHOTO' }))).toEqual({
      route: 'actorPhotoAlbum',
      params: { actorName: 'lanalove', albumId: '6' },
    });
    expect(itemPage(item('e7', { contentGroup: 'FEED' })).route).toBe('actorFeed');
  });
});

describe('library collections (seed 001 §7 collections, §9 15 a page)', () => {
  it('the collections section asks its own list, 15 a page, by offset; the items list is not asked', async () => {
    const pages: FetchPageInput<CollectionsQuery>[] = [];
    const collection = (n: number): LibraryCollection => ({
      id: `actor-${n}`,
      actorName: `Actor${n}`,
      videoCount: 1,
      photoCount: 0,
      previewUrl: '/p.svg',
      lastAcquiredAt: '2026-11-20T10:00:00.000Z',
    });
    const all = Array.from({ length: 20 }, (_, n) => collection(n + 1));
    let itemPages = 0;
    const actor = createActor(
      libraryMachine.provide({
        actors: {
          list: libraryListMachine.provide({
            actors: {
              fetchPage: fromPromise<LibraryPageOutput, FetchPageInput<LibraryQuery>>(() => {
                itemPages += 1;
                return Promise.resolve({ items: [], total: 0 });
              }),
            },
          }),
          collections: collectionsListMachine.provide({
            actors: {
              fetchPage: fromPromise<CollectionsPageOutput, FetchPageInput<CollectionsQuery>>(
                ({ input }) => {
                  pages.push(input);
                  return Promise.resolve({
                    items: all.slice(input.offset, input.offset + input.limit),
                    total: all.length,
                  });
                },
              ),
            },
          }),
        },
      }),
      { input: demoDomainInput('library') },
    ).start();
    actor.send({ type: 'library.show', mediaType: 'VIDEO', section: 'collections' });
    await flushMacrotasks();
    const list = actor.system.get(LIBRARY_COLLECTIONS) as ActorRefFrom<
      typeof collectionsListMachine
    >;
    expect(pages.map((page) => [page.limit, page.offset])).toEqual([[COLLECTION_PAGE_SIZE, 0]]);
    expect(COLLECTION_PAGE_SIZE).toBe(15);
    expect(selectItems(list.getSnapshot())).toHaveLength(15);
    list.send({ type: 'ui.loadMore' });
    await flushMacrotasks();
    expect(pages.map((page) => page.offset)).toEqual([0, 15]);
    expect(selectItems(list.getSnapshot())).toHaveLength(20);
    expect(itemPages).toBe(0);
  });

  it('a collection opens the videos of its actor', () => {
    expect(
      collectionPage({
        id: 'actor-lanalove',
        actorName: 'LanaLove',
        videoCount: 2,
        photoCount: 1,
        previewUrl: '/p.svg',
        lastAcquiredAt: '2026-11-20T10:00:00.000Z',
      }),
    ).toEqual({ route: 'actorVideos', params: { actorName: 'lanalove' } });
  });
});
