import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatShowQuery } from '../../machines/cams/cams.types.ts';
import { createCamsApi } from '../../services/cams/camsApi.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, startTestSimulator, tempDir } from '../testing.ts';

let sim: RunningSimulator;
const data = tempDir();
const api = createCamsApi(fetch);

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

/** A show as the tests' queries list it: each field is there when the query asked for it. */
interface Listed {
  id: number;
  isFree: boolean;
  canBuy: boolean;
  hasStarted: boolean;
  ticketsSold: number;
  start: string;
  end: string;
}

/** A show as the fields test asks for it. */
interface Served {
  total: number;
  items: {
    id: number;
    actorId: number;
    actorLink: string;
    actorOnline: boolean;
    status: string;
    isInternal: boolean;
    price: { value: number; currency: string; symbol: string };
    description: { language: string; value: string }[];
    postBuyInfo: { language: string; value: string }[];
  }[];
}

/** The reply fields the tests read; the mutations' answers go to `expect` as they are. */
interface Reply {
  data: {
    chatShows: { total: number; items: Listed[] };
    buyChatTicket: unknown;
    removeChatTicket: unknown;
    benefits: { chatShowTickets: { showId: number }[] };
  };
}

/** Posts GraphQL documents to the query service as the guest of `accessToken`. */
const poster = (accessToken: string) => async (query: string) => {
  const reply = await fetch(sim.config.queryServiceUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query }),
  });
  return (await reply.json()) as Reply;
};

describe('chat shows', () => {
  it('answers chatShows through the client service: upcoming and running, by start, paged', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const query: ChatShowQuery = {
      request: {
        queryServiceUrl: sim.config.queryServiceUrl,
        language: 'en',
        ver: sim.config.ver,
        accessToken,
      },
    };
    const signal = new AbortController().signal;
    const first = await api.fetchShowsPage(
      { query, limit: 5, offset: 0, cursor: null, requestId: 1 },
      signal,
    );
    expect(first.total).toBeGreaterThan(0);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(5);
    const now = Date.now();
    for (const show of first.items) {
      expect(Date.parse(show.end)).toBeGreaterThanOrEqual(now - 60_000);
      expect(show.running).toBe(Date.parse(show.start) <= Date.now());
      expect(show.price.currency).toBe('EUR');
      expect(show.actorName.length).toBeGreaterThan(0);
    }
    const starts = first.items.map((show) => Date.parse(show.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    if (first.total! > 5) {
      const second = await api.fetchShowsPage(
        { query, limit: 5, offset: 5, cursor: null, requestId: 2 },
        signal,
      );
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    }
  });

  it("lists one performer's shows by modelId, each with the fields of seed 001 §3", async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const asked = poster(accessToken);
    const post = async (query: string) =>
      (await asked(query)) as unknown as { data: { chatShows: Served } };
    const fields = `id actorId actorName actorLink actorOnline status isFeatured isAutoFeatured
      isInternal price { value currency symbol } description { language value }
      postBuyInfo { language value }`;
    const all = (await post(`{ chatShows(first: 100) { total items { ${fields} } } }`)).data;
    const actorId = all.chatShows.items[0]!.actorId;
    const hers = (
      await post(`{ chatShows(first: 100, modelId: ${actorId}) { total items { ${fields} } } }`)
    ).data.chatShows;
    expect(hers.items.map((show) => show.id)).toEqual(
      all.chatShows.items.filter((show) => show.actorId === actorId).map((show) => show.id),
    );
    expect(hers.total).toBe(hers.items.length);
    for (const show of hers.items) {
      expect(show.actorId).toBe(actorId);
      expect(show.status).toBe('ok');
      expect(show.isInternal).toBe(false);
      expect(show.actorLink).toMatch(/^\/en\/amateur\/[a-z0-9-]+\/$/);
      expect(show.price).toMatchObject({ currency: 'EUR', symbol: '€' });
      expect(show.description[0]).toMatchObject({ language: 'en' });
      expect(show.postBuyInfo[0]?.value.length).toBeGreaterThan(0);
      expect(typeof show.actorOnline).toBe('boolean');
    }
    const none = (await post('{ chatShows(modelId: -1) { total items { id } } }')).data;
    expect(none.chatShows).toEqual({ total: 0, items: [] });
  });

  it('leaves out shows that ended before endDateFrom and honours startDateTo', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const post = poster(accessToken);
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { data } = await post(
      `{ chatShows(endDateFrom: "${from}", startDateTo: "${to}", first: 100) { total items { start end } } }`,
    );
    for (const show of data.chatShows.items) {
      expect(Date.parse(show.end)).toBeGreaterThanOrEqual(Date.parse(from));
      expect(Date.parse(show.start)).toBeLessThanOrEqual(Date.parse(to));
    }
  });

  it('buys a ticket (the price leaves the balance), refuses a second one, and gives it back', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const post = poster(accessToken);
    const list = await post(
      '{ chatShows(first: 100) { items { id isFree canBuy isBought ticketsSold price { value } } } }',
    );
    const show = list.data.chatShows.items.find((each) => each.canBuy && !each.isFree)!;
    expect(show).toBeDefined();
    const buy = `mutation { buyChatTicket(id: ${show.id}) { success errorCode ticket { showId } show { isBought canBuy ticketsSold } } }`;
    const bought = await post(buy);
    expect(bought.data.buyChatTicket).toMatchObject({
      success: true,
      errorCode: null,
      ticket: { showId: show.id },
      show: { isBought: true, canBuy: false, ticketsSold: show.ticketsSold + 1 },
    });
    const again = await post(buy);
    expect(again.data.buyChatTicket).toMatchObject({ success: false, errorCode: 'already_bought' });
    const removed = await post(`mutation { removeChatTicket(id: ${show.id}) }`);
    expect(removed.data.removeChatTicket).toBe(true);
    const unknown = await post('mutation { buyChatTicket(id: 999999) { success errorCode } }');
    expect(unknown.data.buyChatTicket).toEqual({ success: false, errorCode: 'unknown_show' });
  });

  it('refuses a wrong promo code, a started show, and claims an invitation free', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const post = poster(accessToken);
    const tickets = async () =>
      (await post('{ benefits { chatShowTickets { showId } } }')).data.benefits.chatShowTickets;
    const list = (
      await post(
        `{ chatShows(first: 100, endDateFrom: "${new Date().toISOString()}") { items { id isFree canBuy hasStarted } } }`,
      )
    ).data.chatShows.items;
    const buyable = list.filter((each) => each.canBuy && !each.isFree);
    const [first, second, third] = buyable;
    const promo = await post(
      `mutation { buyChatTicket(id: ${first!.id}, promoCode: "NOT-A-CODE") { success errorCode } }`,
    );
    expect(promo.data.buyChatTicket).toEqual({ success: false, errorCode: 'invalid_promo_code' });
    const running = list.find((each) => each.hasStarted);
    if (running) {
      const late = await post(
        `mutation { buyChatTicket(id: ${running.id}) { success errorCode } }`,
      );
      expect(late.data.buyChatTicket).toEqual({ success: false, errorCode: 'started' });
    }
    const uninvited = await post(
      `mutation { buyChatTicket(id: ${second!.id}, creationType: "INVITATION") { success errorCode } }`,
    );
    expect(uninvited.data.buyChatTicket).toEqual({ success: false, errorCode: 'not_invited' });
    const invite = await fetch(`${sim.appUrl}/dev/chatShows/invite?as=vip&showId=${third!.id}`, {
      method: 'POST',
    });
    expect(invite.status).toBe(200);
    const claimed = await post(
      `mutation { buyChatTicket(id: ${third!.id}, creationType: "INVITATION") { success errorCode show { isBought } } }`,
    );
    expect(claimed.data.buyChatTicket).toEqual({
      success: true,
      errorCode: null,
      show: { isBought: true },
    });
    expect((await tickets()).map((t) => t.showId)).toContain(third!.id);
    await post(`mutation { removeChatTicket(id: ${third!.id}) }`);
    expect((await tickets()).map((t) => t.showId)).not.toContain(third!.id);
  });

  it('starts a show in some seconds (dev control startNow&inSeconds=): upcoming until then', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const request = {
      queryServiceUrl: sim.config.queryServiceUrl,
      language: 'en' as const,
      ver: sim.config.ver,
      accessToken,
    };
    const page = () =>
      api.fetchShowsPage(
        { query: { request }, limit: 100, offset: 0, cursor: null, requestId: 1 },
        new AbortController().signal,
      );
    const show = (await page()).items.find((each) => !each.running)!;
    const startNow = (query: string) =>
      fetch(`${sim.appUrl}/dev/chatShows/startNow?showId=${show.id}${query}`, { method: 'POST' });
    expect((await startNow('&inSeconds=-1')).status).toBe(400);
    const before = Date.now();
    expect((await startNow('&inSeconds=60')).status).toBe(200);
    const moved = (await page()).items.find((each) => each.id === show.id)!;
    expect(moved.running).toBe(false);
    expect(Date.parse(moved.start)).toBeGreaterThanOrEqual(before + 59_000);
    expect(Date.parse(moved.start)).toBeLessThanOrEqual(Date.now() + 61_000);
    expect((await startNow('')).status).toBe(200);
    expect((await page()).items.find((each) => each.id === show.id)?.running).toBe(true);
  });
});
