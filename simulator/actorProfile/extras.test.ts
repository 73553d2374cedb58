import { describe, expect, it } from 'vitest';
import { createActorProfileApi } from '../../services/actorProfile/actorProfileApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createActorProfileApi(fetch);

describe('the actor profile’s further calls (decision 0025), through the client service', () => {
  it('answers her state, preview image, promoted and top videos, pinned photos, sale and TV', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const request = {
      restBaseUrl: sim.config.restBaseUrl,
      ver: sim.config.ver,
      language: 'en' as const,
      accessToken,
    };
    const lana = await api.loadBundle(request, 'lanalove', true);
    const extras = await api.loadExtras({
      request,
      queryServiceUrl: sim.config.queryServiceUrl,
      actorId: lana.actor.id,
      actorName: lana.actor.name,
    });
    expect(extras.state.online).toBe(lana.actor.isOnline);
    expect(extras.previewImage.url).toMatch(/^\/media\/pic\//);
    expect(extras.topVideos.length).toBeGreaterThan(0);
    for (const video of extras.topVideos) expect(video.actorName).toBe(lana.actor.name);
    expect(extras.promotedVideo?.actorName).toBe(lana.actor.name);
    expect(extras.pinnedPhotos.map((photo) => photo.albumId)).toContain(6201);
    if (extras.sale) expect(extras.sale.discountPercent).toBeGreaterThan(0);
    expect(Array.isArray(extras.tvEpisodes)).toBe(true);
  });

  it('knows no unknown actor', async () => {
    const reply = await fetch(
      `${sim.appUrl}/rest/v1/getActorStateById/999999999?language=en&ver=${sim.config.ver}&access_token=`,
    );
    expect([401, 404]).toContain(reply.status);
  });
});
