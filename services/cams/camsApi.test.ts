import { describe, expect, it } from 'vitest';
import type { ChatShowQuery } from '../../machines/cams/cams.types.ts';
import { createCamsApi } from './camsApi.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const show = (id: number, status: string) => ({
  id,
  actorId: 42,
  actorName: 'LanaLove',
  title: `Show ${id}`,
  start: '2026-11-30T20:00:00.000Z',
  end: '2026-11-30T21:00:00.000Z',
  price: { value: 9.99, currency: 'EUR' },
  isFree: false,
  hasStarted: false,
  isBought: false,
  canBuy: true,
  imageUrl: 'https://media.example.test/show.jpg',
  status,
});

const query: ChatShowQuery = {
  request: {
    queryServiceUrl: 'https://qs.example.test/graphql',
    language: 'en',
    ver: 't',
    accessToken: 't',
  },
  actorId: 42,
};

describe('cams service: chat shows', () => {
  it("asks for one performer's shows by modelId and lists only those of status ok", async () => {
    const bodies: string[] = [];
    const fetchImpl: typeof fetch = (_url, init) => {
      bodies.push(bodyText(init));
      const data = { chatShows: { total: 2, items: [show(1, 'ok'), show(2, 'cancelled')] } };
      return Promise.resolve(
        new Response(JSON.stringify({ data }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    };
    const page = await createCamsApi(fetchImpl).fetchShowsPage(
      { query, limit: 30, offset: 0, cursor: null, requestId: 1 },
      new AbortController().signal,
    );
    expect(page.items.map((each) => each.id)).toEqual([1]);
    expect(page.items[0]).not.toHaveProperty('status');
    const sent = JSON.parse(bodies[0]!) as { query: string; variables: Record<string, unknown> };
    expect(sent.variables.modelId).toBe(42);
    expect(sent.query).toMatch(/\bstatus\b/);
  });

  it('rejects a show whose status the contract does not know', async () => {
    const fetchImpl: typeof fetch = () =>
      Promise.resolve(
        new Response(
          JSON.stringify({ data: { chatShows: { total: 1, items: [show(1, 'pending')] } } }),
          { headers: { 'content-type': 'application/json' } },
        ),
      );
    await expect(
      createCamsApi(fetchImpl).fetchShowsPage(
        { query, limit: 30, offset: 0, cursor: null, requestId: 1 },
        new AbortController().signal,
      ),
    ).rejects.toThrow();
  });
});
