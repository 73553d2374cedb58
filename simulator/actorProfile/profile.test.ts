import { describe, expect, it } from 'vitest';
import { createActorProfileApi } from '../../services/actorProfile/actorProfileApi.ts';
import { FavoritesRepository } from '../store/favorites.ts';
import { loginAs, openTestStore } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createActorProfileApi(fetch);

/** Posts a GraphQL document to the query service as the guest of `accessToken`. */
async function post<T>(accessToken: string, query: string): Promise<T> {
  const reply = await fetch(sim.config.queryServiceUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query }),
  });
  return ((await reply.json()) as { data: T }).data;
}

/** The shows the query service lists, as the guest of `accessToken` sees them. */
const shows = async (accessToken: string) =>
  (
    await post<{
      chatShows: { items: { id: number; actorId: number; canBuy: boolean; isFree: boolean }[] };
    }>(accessToken, '{ chatShows(first: 50) { items { id actorId canBuy isFree } } }')
  ).chatShows.items;

/** The client's REST context as the guest of `accessToken`. */
const requestOf = (accessToken: string) => ({
  restBaseUrl: sim.config.restBaseUrl,
  ver: sim.config.ver,
  language: 'en' as const,
  accessToken,
});

describe('the Actor shape of seed 001 §3, through the client service', () => {
  it('says whether the guest holds a ticket of her show and pinned her; a visitor neither', async () => {
    const { accessToken, guestId } = await loginAs(sim, 'vip');
    const request = requestOf(accessToken);
    const show = (await shows(accessToken)).find((each) => each.canBuy && !each.isFree);
    expect(show).toBeDefined();
    const herId = String(show!.actorId);
    const before = await api.loadBundle(request, herId, true);
    expect(before.actor).toMatchObject({
      guestHasTicket: false,
      modelGuestRelation: { isFavorite: false },
    });

    const bought = await post<{ buyChatTicket: { success: boolean } }>(
      accessToken,
      `mutation { buyChatTicket(id: ${show!.id}) { success } }`,
    );
    expect(bought.buyChatTicket.success).toBe(true);
    const store = openTestStore(sim.dataDir);
    try {
      new FavoritesRepository(store.db, Date.now).pin(guestId!, 'actor', show!.actorId);
    } finally {
      store.close();
    }
    const after = await api.loadBundle(request, herId, true);
    expect(after.actor).toMatchObject({
      guestHasTicket: true,
      modelGuestRelation: { isFavorite: true },
    });
    // A visitor holds nothing of hers.
    const session = (await (
      await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
    ).json()) as { accessToken: string };
    const visitor = await api.loadBundle(requestOf(session.accessToken), herId, false);
    expect(visitor.actor).toMatchObject({
      guestHasTicket: false,
      modelGuestRelation: { isFavorite: false },
    });
  });

  it('opens her live preview while she offers it, and closes it during her ticket show', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    const request = requestOf(accessToken);
    // A performer with a show to come whose preview is open now.
    let found: { showId: number; actorId: string } | null = null;
    for (const show of (await shows(accessToken)).filter((each) => each.canBuy)) {
      const { actor } = await api.loadBundle(request, String(show.actorId), true);
      expect(actor.isLivePreviewEnabled).toBe(
        actor.chatFeatures.livePreview &&
          !actor.chatButtons.isCurrentlyTicketShow &&
          !actor.chatButtons.isBannedCountry,
      );
      expect(actor.isActorAvailableForConversionChat).toBe(
        actor.isOnline && actor.chatFeatures.livePreview && !actor.chatButtons.isBannedCountry,
      );
      if (actor.isLivePreviewEnabled) {
        found = { showId: show.id, actorId: String(show.actorId) };
        break;
      }
    }
    expect(found).not.toBeNull();
    const started = await fetch(`${sim.appUrl}/dev/chatShows/startNow?showId=${found!.showId}`, {
      method: 'POST',
    });
    expect(started.status).toBe(200);
    const during = await api.loadBundle(request, found!.actorId, true);
    expect(during.actor.chatButtons.isCurrentlyTicketShow).toBe(true);
    expect(during.actor.chatFeatures.livePreview).toBe(true);
    expect(during.actor.isLivePreviewEnabled).toBe(false);
  });
});
