import type {
  ActorCategory,
  ActorSearchInit,
  ActorSearchPageInput,
  Interview,
  SidebarEntry,
  CamPageInput,
  CamPageOutput,
  CamTile,
  ChatShowPageInput,
  ChatShowPageOutput,
  ChatShowTile,
} from '../../../../machines/cams/cams.types.ts';
import type {
  BuyTicketInput,
  BuyTicketOutput,
  LoadInvitedShowInput,
  RemoveTicketInput,
} from '../../../../machines/cams/chatTickets.types.ts';

export const DEMO_CAMS = 60;
const picture = (id: number) => {
  const url = (w: number) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${(w * 4) / 3}"><text y="20">${id}</text></svg>`)}`;
  return { w320: url(320), w640: url(640), w1280: url(1280) };
};

/** A demo actor per id: every third one online, so lists show both states. */
export function demoCam(id: number): CamTile {
  return {
    id,
    name: `Demo${id}`,
    age: 18 + (id % 30),
    online: id % 3 === 0,
    freeChat: id % 5 === 0,
    hd: id % 2 === 0,
    audio: id % 4 === 0,
    toy: id % 7 === 0,
    avatar: picture(id),
    price: { value: 1.99, currency: 'EUR' },
  };
}

/** The demo's 60 actors, online first. */
const demoRoster = (): CamTile[] =>
  Array.from({ length: DEMO_CAMS }, (_, i) => demoCam(i + 1)).sort(
    (a, b) => Number(b.online) - Number(a.online) || a.id - b.id,
  );

/**
 * One engine's demo shows and the tickets its guest holds, read by the cams' shows list and
 * changed by the chat tickets' services, so a bought show is listed as held after a reload.
 */
export type DemoShowsStore = {
  readonly shows: readonly ChatShowTile[];
  readonly held: Set<number>;
};

/** The demo's shows over its roster; the guest holds the second. */
export function demoShowsStore(): DemoShowsStore {
  return { shows: demoShows(demoRoster()), held: new Set([2]) };
}

/** A show as the store lists it: held or not, buyable when not held and not yet running. */
const listedShow = (store: DemoShowsStore, show: ChatShowTile): ChatShowTile => {
  const isBought = store.held.has(show.id);
  return { ...show, isBought, canBuy: !isBought && !show.running };
};

/** Answers at once without a backend (tests, tools): a fixed roster of 60, online first. */
export function demoCamsServices(store: DemoShowsStore) {
  const roster = demoRoster();
  const onlineTotal = roster.filter((cam) => cam.online).length;
  return {
    /** Demo actors speak German, and each is in the age range of her age. */
    initActorSearch: (): Promise<ActorSearchInit> =>
      Promise.resolve({
        facets: { languages: [{ code: 'de', count: DEMO_CAMS }], ages: [] },
        saved: null,
      }),
    fetchActorSearchPage: ({
      query,
      offset,
      limit,
    }: ActorSearchPageInput): Promise<CamPageOutput> => {
      const text = query.search.text.toLowerCase();
      const items = roster.filter((cam) => cam.name.toLowerCase().includes(text));
      return Promise.resolve({ total: items.length, items: items.slice(offset, offset + limit) });
    },
    deleteActorSearch: () => Promise.resolve(),
    fetchSidebarPage: () =>
      Promise.resolve({
        items: [
          { id: 'list:cams', kind: 'list', list: 'cams', online: onlineTotal },
          {
            id: 'category:new',
            kind: 'category',
            slug: 'new',
            name: 'Newly registered',
            online: 2,
          },
        ] satisfies SidebarEntry[],
        hasMore: false,
      }),
    fetchInterviewsPage: () => Promise.resolve({ items: [] as Interview[], hasMore: false }),
    fetchCamsPage: ({ query, offset, limit }: CamPageInput): Promise<CamPageOutput> => {
      const genders = query.filters.genders;
      // Demo actors are all female: another gender filter leaves the list empty.
      const items = genders.length === 0 || genders.includes('F') ? roster : [];
      return Promise.resolve({ total: items.length, items: items.slice(offset, offset + limit) });
    },
    fetchShowsPage: ({ offset, limit }: ChatShowPageInput): Promise<ChatShowPageOutput> => {
      const items = store.shows
        .slice(offset, offset + limit)
        .map((show) => listedShow(store, show));
      return Promise.resolve({ total: store.shows.length, items });
    },
    /** A fixed demo noon, before the demo shows start (their start is timed, never reached). */
    camsClock: () => Promise.resolve(Date.UTC(2026, 0, 1, 12)),
    loadActorCategories: (): Promise<ActorCategory[]> =>
      Promise.resolve([
        { id: 3, slug: 'all', name: 'All actors' },
        { id: 88, slug: 'new', name: 'Newly registered' },
      ]),
  };
}

/** The demo's three ticket shows: one running, one the demo guest holds (2), one to buy. */
function demoShows(roster: readonly CamTile[]): ChatShowTile[] {
  return [1, 2, 3].map((id): ChatShowTile => ({
    id,
    actorId: id,
    actorName: roster[id - 1]?.name ?? `Demo${id}`,
    title: `Show ${id}`,
    start: new Date(Date.UTC(2026, 0, 1, 20 + id)).toISOString(),
    end: new Date(Date.UTC(2026, 0, 1, 21 + id)).toISOString(),
    price: { value: 9.99, currency: 'EUR' },
    isFree: false,
    running: id === 1,
    isBought: id === 2,
    canBuy: id === 3,
    imageUrl: roster[id - 1]?.avatar.w320 ?? '',
  }));
}

/**
 * Demo tickets (the chat tickets domain's services): the shows of the engine's store, whose held
 * set the cams' shows list reads too; the guest buys each once, free with the code DEMO (the codes
 * of decision 0012).
 */
export function demoChatTicketsServices(store: DemoShowsStore) {
  const { shows, held } = store;
  return {
    buyChatTicket: (input: BuyTicketInput): Promise<BuyTicketOutput> => {
      const show = shows.find((each) => each.id === input.showId);
      if (!show) return Promise.resolve({ success: false, errorCode: 'unknown_show', show: null });
      const listed = listedShow(store, show);
      if (listed.isBought)
        return Promise.resolve({ success: false, errorCode: 'already_bought', show: listed });
      if (input.promoCode !== null && input.promoCode !== 'DEMO')
        return Promise.resolve({ success: false, errorCode: 'invalid_promo_code', show: listed });
      held.add(show.id);
      return Promise.resolve({ success: true, show: listedShow(store, show) });
    },
    removeChatTicket: ({ showId }: RemoveTicketInput) => Promise.resolve(held.delete(showId)),
    loadInvitedShow: ({ showId }: LoadInvitedShowInput) => {
      const show = shows.find((each) => each.id === showId);
      return Promise.resolve(show ? listedShow(store, show) : null);
    },
  };
}
