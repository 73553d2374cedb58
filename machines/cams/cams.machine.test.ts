import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { selectItems } from '../list/list.selectors.ts';
import {
  actorSearchListMachine,
  CAMS_LISTS,
  CHAT_SHOWS_LIST,
  camsListMachine,
  camsMachine,
  chatShowsListMachine,
  interviewsListMachine,
  SHOW_START_GRACE_MS,
  sidebarListMachine,
} from './cams.machine.ts';
import { actorSearchMachine } from './actorSearch.machine.ts';
import { selectActorSearch } from './actorSearch.selectors.ts';
import { initOf } from './actorSearch.testing.ts';
import type {
  ActorCategory,
  ActorSearchPageInput,
  Interview,
  InterviewsQuery,
  SidebarEntry,
  SidebarQuery,
  CamPageInput,
  CamPageOutput,
  CamTile,
  ChatShowPageInput,
  ChatShowPageOutput,
  ChatShowTile,
} from './cams.types.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';

type ListSnapshot = Parameters<typeof selectItems>[0];

const tile = (id: number, online: boolean): CamTile => ({
  id,
  name: `A${id}`,
  age: 20,
  online,
  freeChat: false,
  hd: false,
  audio: false,
  toy: false,
  avatar: { w320: '', w640: '', w1280: '' },
  price: { value: 1, currency: 'EUR' },
});

const show = (id: number): ChatShowTile => ({
  id,
  actorId: id,
  actorName: `A${id}`,
  title: `Show ${id}`,
  start: '2026-11-24T20:00:00.000Z',
  end: '2026-11-24T21:00:00.000Z',
  price: { value: 9.99, currency: 'EUR' },
  isFree: false,
  running: false,
  isBought: false,
  canBuy: true,
  imageUrl: '',
});

function start(guest: { isLoggedIn?: boolean } = {}) {
  const asked: CamPageInput[] = [];
  const askedShows: ChatShowPageInput[] = [];
  const searched: ActorSearchPageInput[] = [];
  const sideAsks: string[] = [];
  const machine = camsMachine.provide({
    actors: {
      actorSearchList: actorSearchListMachine.provide({
        actors: {
          fetchPage: fromPromise<CamPageOutput, ActorSearchPageInput>(({ input }) => {
            searched.push(input);
            return Promise.resolve({ total: 1, items: [tile(9, true)] });
          }),
        },
      }),
      actorSearch: actorSearchMachine.provide({
        actors: {
          initSearch: fromPromise(() => {
            sideAsks.push('searchInit');
            return Promise.resolve(initOf(null));
          }),
        },
      }),
      sidebarList: sidebarListMachine.provide({
        actors: {
          fetchPage: fromPromise<FetchPageOutput<SidebarEntry>, FetchPageInput<SidebarQuery>>(
            () => {
              sideAsks.push('sidebar');
              const entry: SidebarEntry = {
                id: 'list:cams',
                kind: 'list',
                list: 'cams',
                online: 5,
              };
              return Promise.resolve({ items: [entry], hasMore: false });
            },
          ),
        },
      }),
      interviewsList: interviewsListMachine.provide({
        actors: {
          fetchPage: fromPromise<FetchPageOutput<Interview>, FetchPageInput<InterviewsQuery>>(
            ({ input }) => {
              sideAsks.push(`interviews:${input.limit}`);
              return Promise.resolve({ items: [], hasMore: false });
            },
          ),
        },
      }),
      camsList: camsListMachine.provide({
        actors: {
          fetchPage: fromPromise<CamPageOutput, CamPageInput>(({ input }) => {
            asked.push(input);
            return Promise.resolve({
              total: 3,
              items: [tile(1, true), tile(2, true), tile(3, false)],
            });
          }),
        },
      }),
      chatShowsList: chatShowsListMachine.provide({
        actors: {
          fetchPage: fromPromise<ChatShowPageOutput, ChatShowPageInput>(({ input }) => {
            askedShows.push(input);
            return Promise.resolve({ total: 2, items: [show(7), show(8)] });
          }),
        },
      }),
      loadCategories: fromPromise(() =>
        Promise.resolve([{ id: 3, slug: 'all', name: 'All actors' }]),
      ),
    },
  });
  const actor = createActor(machine, { input: demoDomainInput('cams', guest) }).start();
  const list = (id: string) => actor.system.get(id) as AnyActorRef;
  const items = (id: string): readonly CamTile[] =>
    selectItems(list(id).getSnapshot() as ListSnapshot) as readonly CamTile[];
  return { actor, asked, askedShows, searched, sideAsks, items, list };
}

describe('cams machine', () => {
  it('loads the chat shows only once they are shown, with the request', async () => {
    const { actor, askedShows, items } = start();
    await flushMacrotasks();
    expect(askedShows).toHaveLength(0);
    actor.send({ type: 'ui.showsShown' });
    await flushMacrotasks();
    expect(askedShows[0]?.query).toMatchObject({ request: { accessToken: 't' } });
    expect(items(CHAT_SHOWS_LIST).map((each) => each.id)).toEqual([7, 8]);
  });

  it("asks for one performer's shows on her live show page, and all again on the shows page", async () => {
    const { actor, askedShows } = start();
    actor.send({ type: 'ui.showsShown', actorId: 42 });
    await flushMacrotasks();
    expect(askedShows.at(-1)?.query).toMatchObject({ actorId: 42 });
    actor.send({ type: 'ui.showsShown' });
    await flushMacrotasks();
    expect(askedShows.at(-1)?.query).not.toHaveProperty('actorId');
    expect(askedShows).toHaveLength(2);
  });

  it('queries a shown list at once with the session it was started with', async () => {
    const { actor, asked, items } = start();
    expect(asked).toHaveLength(0);
    actor.send({
      type: 'ui.listShown',
      list: { kind: 'cams' },
      filters: { genders: ['F'], types: [] },
    });
    await flushMacrotasks();
    expect(asked[0]?.query).toMatchObject({
      list: { kind: 'cams' },
      filters: { genders: ['F'], types: [] },
      request: { accessToken: 't', language: 'en' },
    });
    expect(items(CAMS_LISTS.page).map((cam) => cam.id)).toEqual([1, 2, 3]);
  });

  it('lists an address’s actor search in its own list, with the filters beside it', async () => {
    const { actor, asked, searched, sideAsks, items, list } = start({ isLoggedIn: true });
    const search = { text: 'lana', languages: ['de'], ages: [] };
    actor.send({
      type: 'ui.listShown',
      list: { kind: 'cams' },
      filters: { genders: ['F'], types: [], search },
    });
    await flushMacrotasks();
    expect(asked).toHaveLength(0);
    expect(searched[0]?.query).toMatchObject({
      search,
      genders: ['F'],
      types: [],
      request: { restBaseUrl: expect.any(String) as string, language: 'en' },
    });
    expect(items(CAMS_LISTS.search).map((cam) => cam.id)).toEqual([9]);
    // The form's choices were asked, and the service keeps a logged-in guest's search.
    expect(sideAsks).toEqual(['searchInit']);
    const searchView = selectActorSearch(list('cams.search').getSnapshot() as never);
    expect(searchView).toMatchObject({ status: 'ready', saved: search });
    // Without a search the page's own list is asked again.
    actor.send({
      type: 'ui.listShown',
      list: { kind: 'cams' },
      filters: { genders: [], types: [] },
    });
    await flushMacrotasks();
    expect(asked).toHaveLength(1);
  });

  it('asks for the sidebar and three interviews only once shown', async () => {
    const { actor, sideAsks } = start();
    actor.send({
      type: 'ui.listShown',
      list: { kind: 'newGirls' },
      filters: { genders: [], types: [] },
    });
    await flushMacrotasks();
    // Not the cams page: the search form's choices are not asked either.
    expect(sideAsks).toEqual([]);
    actor.send({ type: 'ui.sidebarShown' });
    await flushMacrotasks();
    expect(sideAsks).toEqual(['sidebar', 'interviews:3']);
    actor.send({ type: 'ui.sidebarShown' });
    await flushMacrotasks();
    expect(sideAsks).toEqual(['sidebar', 'interviews:3']);
  });

  it('loads the start page strips only when they are shown', async () => {
    const { actor, asked, items } = start();
    await flushMacrotasks();
    expect(asked).toHaveLength(0);
    actor.send({ type: 'ui.homeShown' });
    await flushMacrotasks();
    expect(asked.map((input) => input.query.list)).toEqual([
      { kind: 'top', type: 'TOP_100' },
      { kind: 'newGirls' },
    ]);
    expect(items(CAMS_LISTS.top)).toHaveLength(3);
  });

  describe('a listed ticket show that starts while shown', () => {
    const NOW = Date.parse('2026-11-24T19:59:00.000Z');
    /** Show 7 starts in a minute (20:00); show 8 at 21:00. */
    const upcoming = [show(7), { ...show(8), start: '2026-11-24T21:00:00.000Z' }];

    /** The domain on a simulated clock; each shows load answers the next of `pages`. */
    function startTimed(pages: ChatShowTile[][], clock = NOW) {
      const simulated = new SimulatedClock();
      simulated.set(clock);
      const loads: ChatShowPageInput[] = [];
      const reads: number[] = [];
      const machine = camsMachine.provide({
        actors: {
          chatShowsList: chatShowsListMachine.provide({
            actors: {
              fetchPage: fromPromise<ChatShowPageOutput, ChatShowPageInput>(({ input }) => {
                const items = pages[Math.min(loads.length, pages.length - 1)] ?? [];
                loads.push(input);
                return Promise.resolve({ total: items.length, items });
              }),
            },
          }),
          loadCategories: fromPromise((): Promise<ActorCategory[]> => Promise.resolve([])),
          readClock: fromPromise(() => {
            reads.push(simulated.now());
            return Promise.resolve(simulated.now());
          }),
        },
      });
      const actor = createActor(machine, {
        clock: simulated,
        input: demoDomainInput('cams'),
      }).start();
      const listed = () =>
        (
          selectItems(
            (actor.system.get(CHAT_SHOWS_LIST) as AnyActorRef).getSnapshot() as ListSnapshot,
          ) as ChatShowTile[]
        ).map((each) => [each.id, each.running]);
      /** Moves the clock on and lets the reload's answer arrive. */
      const advance = async (ms: number) => {
        simulated.increment(ms);
        await flushMacrotasks();
      };
      return { actor, loads, reads, listed, advance };
    }

    it('reloads the shows list once its start has passed, and shows it running', async () => {
      const started = [{ ...upcoming[0]!, running: true }, upcoming[1]!];
      const t = startTimed([upcoming, started]);
      t.actor.send({ type: 'ui.showsShown' });
      await flushMacrotasks();
      expect(t.listed()).toEqual([
        [7, false],
        [8, false],
      ]);
      expect(t.actor.getSnapshot().context.nextShowStart).toBe('2026-11-24T20:00:00.000Z');
      await t.advance(60_000 + SHOW_START_GRACE_MS - 1);
      expect(t.loads).toHaveLength(1);
      await t.advance(1);
      expect(t.loads).toHaveLength(2);
      expect(t.listed()).toEqual([
        [7, true],
        [8, false],
      ]);
      // The next show's start is timed from a new reading of the clock.
      expect(t.actor.getSnapshot().context.nextShowStart).toBe('2026-11-24T21:00:00.000Z');
      expect(t.reads).toEqual([NOW, NOW + 60_000 + SHOW_START_GRACE_MS]);
      expect(t.actor.getSnapshot().matches({ showStart: 'timing' })).toBe(true);
    });

    it('reloads at once (after the grace) a show whose start passed while the list was cached', async () => {
      const t = startTimed([upcoming], NOW + 3_600_000);
      t.actor.send({ type: 'ui.showsShown' });
      await flushMacrotasks();
      await t.advance(SHOW_START_GRACE_MS);
      expect(t.loads).toHaveLength(2);
      // Still not started by the service: the same start is not timed again (no reload loop).
      await t.advance(60 * 60_000);
      expect(t.loads).toHaveLength(2);
    });

    it('times nothing when every listed show runs', async () => {
      const running = upcoming.map((each) => ({ ...each, running: true }));
      const t = startTimed([running]);
      t.actor.send({ type: 'ui.showsShown' });
      await flushMacrotasks();
      expect(t.reads).toHaveLength(0);
      expect(t.actor.getSnapshot().matches({ showStart: 'none' })).toBe(true);
    });
  });
});
