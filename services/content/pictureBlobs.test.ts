import { describe, expect, it } from 'vitest';
import { createPictureBlobs } from './pictureBlobs.ts';

const ORIGIN = 'https://app.test';

function blobs(status = 200) {
  const asked: string[] = [];
  const revoked: string[] = [];
  let made = 0;
  const api = createPictureBlobs(
    ((input: URL) => {
      asked.push(String(input));
      return Promise.resolve(new Response('<svg/>', { status }));
    }) as typeof fetch,
    {
      createObjectURL: () => `blob:${ORIGIN}/${++made}`,
      revokeObjectURL: (url) => revoked.push(url),
    },
    ORIGIN,
  );
  return { api, asked, revoked };
}

describe('pictures fetched ahead as blobs', () => {
  it('fetches a page picture whole and answers its object URL, let go on release', async () => {
    const { api, asked, revoked } = blobs();
    const url = '/media/content/album/6201/2.svg';
    expect(await api.preload({ url })).toEqual({ url, objectUrl: `blob:${ORIGIN}/1` });
    expect(asked).toEqual([`${ORIGIN}${url}`]);
    await api.release({ objectUrls: [`blob:${ORIGIN}/1`] });
    expect(revoked).toEqual([`blob:${ORIGIN}/1`]);
  });

  it('refuses another origin before any request, and fails on a refused answer', async () => {
    const { api, asked } = blobs(404);
    await expect(api.preload({ url: 'https://elsewhere.test/x.svg' })).rejects.toMatchObject({
      code: 'not_local',
    });
    expect(asked).toEqual([]);
    await expect(api.preload({ url: '/media/content/album/1/1.svg' })).rejects.toMatchObject({
      code: 'http_404',
      message: '/media/content/album/1/1.svg: HTTP 404',
    });
  });

  it('names the picture it fetched when the network fails, and leaves an abort an abort', async () => {
    const failing = (error: Error) =>
      createPictureBlobs(
        () => Promise.reject(error),
        { createObjectURL: () => '', revokeObjectURL: () => {} },
        ORIGIN,
      );
    const url = '/media/content/album/1/2.svg';
    await expect(failing(new TypeError('Failed to fetch')).preload({ url })).rejects.toMatchObject({
      code: 'network',
      message: `${url}: Failed to fetch`,
    });
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    await expect(failing(abort).preload({ url }, controller.signal)).rejects.toBe(abort);
  });
});
