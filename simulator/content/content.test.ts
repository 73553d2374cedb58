import { describe, expect, it } from 'vitest';
import type { ContentRef } from '../../machines/content/content.types.ts';
import type { RestContext } from '../../services/http/rest.ts';
import { createContentApi } from '../../services/content/contentApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createContentApi(fetch);

async function rest(login: string): Promise<RestContext> {
  const { accessToken } = await loginAs(sim, login);
  return { restBaseUrl: sim.config.restBaseUrl, ver: sim.config.ver, language: 'en', accessToken };
}

const album: ContentRef = { kind: 'album', actorName: 'lanalove', id: 6201 };
const video: ContentRef = { kind: 'video', actorName: 'lanalove', id: 5101 };

describe('content simulator', () => {
  it('answers an item on its own actor page only, with its previews and no album pictures before purchase', async () => {
    const context = await rest('vip');
    const item = await api.loadItem(context, album);
    expect(item).toMatchObject({
      kind: 'album',
      title: 'Red lingerie',
      avsRequired: true,
      bought: false,
    });
    expect(item.previews).toHaveLength(3);
    // Unique picture ids (album id × 1000 + number, what a picture's pin names); URLs keep the number.
    expect(item.previews[2]).toMatchObject({
      id: 6201003,
      url: '/media/content/album/6201/3.svg',
    });
    expect(item.pictures).toEqual([]);
    await expect(api.loadItem(context, { ...album, actorName: 'emmaember' })).rejects.toMatchObject(
      {
        code: 'http_404',
      },
    );
  });

  it('a purchase needs the age check and the money, then lists every picture and stays bought', async () => {
    await expect(api.buyItem(await rest('newbie'), video)).rejects.toMatchObject({
      code: 'http_403',
    });
    const context = await rest('vip');
    const { item } = await api.buyItem(context, album);
    expect(item.bought).toBe(true);
    expect(item.pictures).toHaveLength(12);
    expect(item.pictures.map((picture) => picture.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => 6201001 + index),
    );
    expect((await api.loadItem(context, album)).bought).toBe(true);
  });

  it('a short balance is a 402 and leaves the balance; the dev reset forgets purchases and sets it', async () => {
    const context = await rest('demo');
    const reset = (balance: string) =>
      fetch(new URL(`/dev/content/reset?as=demo&balance=${balance}`, sim.config.restBaseUrl), {
        method: 'POST',
      });
    expect((await reset('1.00')).status).toBe(200);
    await expect(api.buyItem(context, video)).rejects.toMatchObject({ code: 'http_402' });
    expect((await reset('20')).status).toBe(200);
    expect((await api.buyItem(context, video)).item.bought).toBe(true);
    const again = await reset('1.00');
    expect(await again.json()).toEqual({ success: true, removed: 1 });
    expect((await api.loadItem(context, video)).bought).toBe(false);
    expect((await reset('lots')).status).toBe(400);
  });

  it('gives a video its preview clip and poster, an album none, and serves the clip', async () => {
    const context = await rest('vip');
    expect((await api.loadItem(context, video)).preview).toEqual({
      src: '/media/content/video/5101/preview.webm',
      poster: '/media/content/video/5101/1.svg',
    });
    expect((await api.loadItem(context, album)).preview).toBeNull();
    const clip = await fetch(
      new URL('/media/content/video/5101/preview.webm', sim.config.restBaseUrl),
    );
    expect(clip.headers.get('content-type')).toContain('video/webm');
    // A WebM file starts with the EBML magic number.
    expect([...new Uint8Array(await clip.arrayBuffer()).slice(0, 4)]).toEqual([
      0x1a, 0x45, 0xdf, 0xa3,
    ]);
    const none = await fetch(
      new URL('/media/content/video/9999/preview.webm', sim.config.restBaseUrl),
    );
    expect(none.status).toBe(404);
  });

  it('serves the drawn pictures and nothing beyond an item', async () => {
    const ok = await fetch(new URL('/media/content/album/6201/12.svg', sim.config.restBaseUrl));
    expect(ok.headers.get('content-type')).toContain('image/svg+xml');
    expect(await ok.text()).toContain('Red lingerie');
    const missing = await fetch(
      new URL('/media/content/album/6201/13.svg', sim.config.restBaseUrl),
    );
    expect(missing.status).toBe(404);
  });
});
