import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThumbnailsCall } from '../../machines/content/previewScrub.machine.ts';
import {
  MAX_THUMBNAILS,
  secondOfSlot,
  slotAt,
  thumbnailAt,
  thumbnailCount,
} from '../../machines/content/scrub.ts';
import { createThumbnailsApi } from '../../services/content/thumbnailsApi.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, startTestSimulator, tempDir } from '../testing.ts';

let sim: RunningSimulator;
let token: string;
const data = tempDir();
const api = createThumbnailsApi(fetch);

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
  ({ accessToken: token } = await loginAs(sim, 'demo'));
}, 60_000);
afterAll(async () => {
  await sim.close();
  data.remove();
});

const call = (videoId: number, accessToken = token): ThumbnailsCall => ({
  request: {
    restBaseUrl: sim.config.restBaseUrl,
    queryServiceUrl: sim.config.queryServiceUrl,
    ver: sim.config.ver,
    language: 'en',
    accessToken,
  },
  videoId,
});

describe('preview thumbnails (getPreview)', () => {
  it('lists at most 100 thumbnails of a long video, by the rule the scrub bar follows', async () => {
    // 5101 lasts 12:34.
    const { videoId, thumbnails } = await api.load(call(5101));
    expect(videoId).toBe(5101);
    expect(thumbnails).toHaveLength(MAX_THUMBNAILS);
    expect(thumbnails[0]).toEqual({ at: 0, url: '/media/content/video/5101/thumbs/1.svg' });
    expect(thumbnails.at(-1)?.at).toBe(secondOfSlot(99, 100, 754));
    // Each place of the bar shows the thumbnail drawn for its slot.
    for (const place of [0, 0.25, 0.5, 0.999]) {
      const slot = slotAt(place, thumbnailCount(754));
      expect(thumbnailAt(thumbnails, secondOfSlot(slot, 100, 754))?.url).toBe(
        `/media/content/video/5101/thumbs/${slot + 1}.svg`,
      );
    }
  });

  it('gives a short video fewer: one every 5 seconds', async () => {
    // 5102 lasts 3:03: 36 thumbnails, 5 seconds apart.
    const { thumbnails } = await api.load(call(5102));
    expect(thumbnails).toHaveLength(36);
    expect(thumbnails.slice(0, 3).map((thumbnail) => thumbnail.at)).toEqual([0, 5, 10]);
  });

  it('answers a visitor too (the query service needs only a token)', async () => {
    const session = (await (
      await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
    ).json()) as { accessToken: string };
    const { thumbnails } = await api.load(call(5103, session.accessToken));
    expect(thumbnails).toHaveLength(MAX_THUMBNAILS);
  });

  it('draws each thumbnail with its time code, and no more than the video has', async () => {
    const { thumbnails } = await api.load(call(5102));
    const last = thumbnails.at(-1)!;
    const picture = await fetch(new URL(last.url, sim.appUrl));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(last.at).toBe(177);
    expect(await picture.text()).toContain('>2:57<');
    const beyond = await fetch(new URL('/media/content/video/5102/thumbs/37.svg', sim.appUrl));
    expect(beyond.status).toBe(404);
    const none = await fetch(new URL('/media/content/video/5102/thumbs/0.svg', sim.appUrl));
    expect(none.status).toBe(404);
  });

  it('has no preview of an unknown video: a not_found failure, not a crash', async () => {
    await expect(api.load(call(999_999))).rejects.toMatchObject({ code: 'not_found' });
  });
});
