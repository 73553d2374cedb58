import { describe, expect, it } from 'vitest';
import { loginAs, restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();

interface Item {
  bought: boolean;
  playback?: { src: string } | null;
}

const VIDEO = 5101;
const videoAs = async (accessToken: string) =>
  (await (
    await fetch(restUrl(sim, `video/${VIDEO}`, { access_token: accessToken }))
  ).json()) as Item;
const buyAs = async (accessToken: string) =>
  (
    (await (
      await fetch(restUrl(sim, `video/${VIDEO}/buy`, { access_token: accessToken }), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
    ).json()) as { item: Item }
  ).item;
const media = (src: string) => fetch(`${sim.appUrl}${src}`);

describe('the whole video of a purchase', () => {
  it('is offered only after buying, under an address signed for the buyer', async () => {
    expect(
      (await fetch(`${sim.appUrl}/dev/content/reset?as=vip&balance=500`, { method: 'POST' })).ok,
    ).toBe(true);
    const { accessToken } = await loginAs(sim, 'vip');
    expect((await videoAs(accessToken)).playback).toBeNull();

    const bought = await buyAs(accessToken);
    expect(bought.bought).toBe(true);
    const src = bought.playback?.src ?? '';
    expect(src).toMatch(/^\/media\/content\/video\/5101\/full\.m3u8\?key=/);
    expect((await videoAs(accessToken)).playback?.src).toBe(src);

    const playlist = await media(src);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/);
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-ENDLIST');
    // As long as the video: 5101 lasts 754 s, 377 segments of 2 s.
    expect(text.match(/^#EXTINF:2\.000,$/gm)).toHaveLength(377);
    expect(text).toContain('#EXT-X-DISCONTINUITY');
    const segment = /^\/media\/tv\/seg\/\d\.ts\?video=5101$/m.exec(text)?.[0] ?? '';
    expect((await media(segment)).status).toBe(200);
  });

  it('refuses a forged or borrowed key, a visitor, and a buyer whose purchase is gone', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const src = (await buyAs(accessToken)).playback?.src ?? '';
    expect((await media(src)).status).toBe(200);

    const forged = src.replace(
      /key=(\d+)\.([0-9a-f])/,
      (_all, id: string, hex: string) => `key=${id}.${hex === '0' ? '1' : '0'}`,
    );
    expect((await media(forged)).status).toBe(403);
    // The key of one video opens no other.
    expect((await media(src.replace('/5101/', '/5102/'))).status).toBe(403);
    expect((await media(src.replace(/\?key=.*/, ''))).status).toBe(403);

    const visitor = await videoAs('');
    expect(visitor.playback ?? null).toBeNull();

    await fetch(`${sim.appUrl}/dev/content/reset?as=vip`, { method: 'POST' });
    expect((await media(src)).status).toBe(403);
  });
});
