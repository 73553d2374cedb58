import { describe, expect, it, vi } from 'vitest';
import type { RestContext } from '../http/rest.ts';
import { createMessengerApi } from './messengerApi.ts';
import { urlText } from '../testing/fetchCalls.ts';

const context: RestContext = {
  restBaseUrl: 'http://127.0.0.1:8080/rest/v1',
  ver: 't',
  language: 'en',
  accessToken: 'tok',
};
const answer = (body: unknown) =>
  vi.fn((_url: string | URL | Request) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );

describe('messenger REST calls', () => {
  it('reads the channel history from channel/{id}', async () => {
    const fetchImpl = answer({ channel: { id: 1 }, messages: [] });
    await expect(
      createMessengerApi(fetchImpl).loadConversation(context, 2101),
    ).rejects.toMatchObject({
      code: 'invalid_reply',
    });
    expect(urlText(fetchImpl.mock.calls[0]![0])).toContain('/rest/v1/channel/2101?');
  });

  it('maps the recommended actors and keeps the bought gifts of the catalog', async () => {
    const recommendations = answer({
      actors: [{ id: 4, name: 'Lena', isOnline: true, previewPictureUrl: null, age: 22 }],
    });
    expect(await createMessengerApi(recommendations).loadRecommendations(context, null)).toEqual([
      { actorId: 4, actorName: 'Lena', isOnline: true, previewPictureUrl: null },
    ]);
    const gifts = answer({ currency: 'EUR', categories: [], gifts: [], boughtGifts: { '7': 2 } });
    expect(await createMessengerApi(gifts).loadGifts(context)).toEqual({
      categories: [],
      gifts: [],
      boughtGifts: { '7': 2 },
    });
  });

  it('fails clearly on a reply that does not match', async () => {
    const bad = answer({ toyControls: [{ id: 'x' }] });
    await expect(createMessengerApi(bad).loadToyControls(context)).rejects.toMatchObject({
      code: 'invalid_reply',
    });
  });

  it('touches a read channel by POST with its id in the body, and reads the unread count it answers', async () => {
    const touch = answer({ unreadCount: 3 });
    expect(await createMessengerApi(touch).touchChannel(context, 2101)).toBe(3);
    const [url, init] = touch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(urlText(url)).toContain('/rest/v1/touchMessengerChannel?');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ channelId: 2101 });
    const unread = answer({ unreadCount: 0 });
    expect(await createMessengerApi(unread).loadUnreadCount(context)).toBe(0);
    expect(urlText(unread.mock.calls[0]![0])).toContain('/rest/v1/unreadCount?');
    await expect(
      createMessengerApi(answer({ unreadCount: -1 })).loadUnreadCount(context),
    ).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});
