import { describe, expect, it } from 'vitest';
import { createFreePreviewApi } from '../../services/liveChat/freePreviewApi.ts';
import { devCall } from '../realtime/test-client.ts';
import { FreePreviews } from './freePreview.ts';
import { liveChatTestSimulator, simulatorRequest } from './liveChat.testing.ts';

describe('free previews (the count behind freePreviewInit)', () => {
  it('counts from the first start, per guest and actor, and comes back after a day', () => {
    let clock = Date.UTC(2026, 10, 29, 12);
    const previews = new FreePreviews(() => clock);
    expect(previews.init(1, 7, false)).toBe(5);
    clock += 3_400;
    // Entered again (a reload): what is left, not a new preview.
    expect(previews.init(1, 7, false)).toBe(2);
    expect(previews.init(1, 8, false)).toBe(5);
    expect(previews.init(2, 7, true)).toBe(20);
    clock += 10_000;
    expect(previews.init(1, 7, false)).toBe(0);
    clock += 86_400_000;
    expect(previews.init(1, 7, false)).toBe(5);
  });

  it('gives the rest up when the guest declines the offer', () => {
    const previews = new FreePreviews(() => 0);
    expect(previews.init(1, 7, true)).toBe(20);
    expect(previews.decline(1, 7)).toBe(0);
    expect(previews.init(1, 7, true)).toBe(0);
  });
});

const live = liveChatTestSimulator();
const api = createFreePreviewApi(fetch);

describe('freePreviewInit and freePreviewDecline on the query service', () => {
  const requestOf = (accessToken: string | null) => simulatorRequest(live.sim, accessToken);

  it('answers a guest the seconds left of her preview, nothing once declined, and refuses a visitor', async () => {
    const guest = await live.guest();
    const actor = await devCall(live.sim, 'GET', '/dev/liveChat/actor?with=preview');
    const actorId = Number(actor.json.id);
    const request = requestOf(guest.accessToken);
    const first = await api.init({ request, actorId });
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(5);
    expect(await api.decline({ request, actorId })).toBe(0);
    expect(await api.init({ request, actorId })).toBe(0);
    await expect(api.init({ request: requestOf(null), actorId })).rejects.toThrow();
  });
});
