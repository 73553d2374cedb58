import { describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import { createBreadcrumbApi } from '../../services/content/breadcrumbApi.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const breadcrumbs = createBreadcrumbApi(fetch);

async function visitor(language: 'en' | 'de' = 'en'): Promise<ServiceRequest> {
  const session = (await (
    await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
  ).json()) as { accessToken: string };
  return {
    restBaseUrl: sim.config.restBaseUrl,
    queryServiceUrl: sim.config.queryServiceUrl,
    ver: sim.config.ver,
    language,
    accessToken: session.accessToken,
  };
}

describe('breadcrumb/{type}', () => {
  it('leads from the start page through her profile (and her videos) to the item', async () => {
    const request = await visitor();
    const video = await breadcrumbs.load({
      request,
      type: 'video',
      payload: { id: 5101, actorName: 'lanalove' },
    });
    expect(video.map((crumb) => crumb.link)).toEqual([
      { route: 'home', actorName: null },
      { route: 'actorProfile', actorName: 'LanaLove' },
      { route: 'actorVideos', actorName: 'LanaLove' },
      null,
    ]);
    expect(video[0]?.label).toBe('Home');
    const album = await breadcrumbs.load({
      request: await visitor('de'),
      type: 'album',
      payload: { id: 6201, actorName: 'LanaLove' },
    });
    expect(album.map((crumb) => crumb.link?.route ?? null)).toEqual(['home', 'actorProfile', null]);
    expect(album[0]?.label).toBe('Startseite');
  });

  it('refuses another actor’s item, an unknown type or payload', async () => {
    const request = await visitor();
    await expect(
      breadcrumbs.load({ request, type: 'video', payload: { id: 5101, actorName: 'someoneelse' } }),
    ).rejects.toMatchObject({ code: 'http_404' });
    const response = await fetch(
      `${sim.config.restBaseUrl}/breadcrumb/actor?language=en&ver=t&access_token=${request.accessToken ?? ''}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"id":1}' },
    );
    expect(response.status).toBe(400);
  });
});
