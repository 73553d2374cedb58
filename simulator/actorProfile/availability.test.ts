import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../server.ts';
import { loginAs, restUrl, startTestSimulator, tempDir } from '../testing.ts';

/**
 * Seed 001 §5: an actor who bans a country is never shown with her media to a guest from it.
 * `franc` is a guest from CH; `demo` from DE, a country the found actor does not ban.
 */
let sim: RunningSimulator;
const data = tempDir();
let her: { id: number; name: string; videoId: number; albumId: number; postId: number };
const guests: Record<'franc' | 'demo', { cookie: string; accessToken: string }> = {
  franc: { cookie: '', accessToken: '' },
  demo: { cookie: '', accessToken: '' },
};

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
  const found = await fetch(`${sim.appUrl}/dev/actor-profile/find?bannedIn=CH&withMedia=1`);
  expect(found.status).toBe(200);
  her = (await found.json()) as typeof her;
  guests.franc = await loginAs(sim, 'franc');
  guests.demo = await loginAs(sim, 'demo');
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

const media = (path: string, login: 'franc' | 'demo' | null) =>
  fetch(`${sim.appUrl}${path}`, login ? { headers: { cookie: guests[login].cookie } } : {});

async function graphql(service: 'query' | 'feed', login: 'franc' | 'demo', query: string) {
  const response = await fetch(`${sim.appUrl}/graphql/${service}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${guests[login].accessToken}`,
    },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

describe('banned countries (seed 001 §5)', () => {
  it('refuses her video, album and their media to a guest from a country she bans', async () => {
    for (const kind of ['video', 'album'] as const) {
      const id = kind === 'video' ? her.videoId : her.albumId;
      const path = `${kind}/${id}`;
      const ask = (login: 'franc' | 'demo') =>
        fetch(restUrl(sim, path, { access_token: guests[login].accessToken }));
      expect((await ask('demo')).status).toBe(200);
      const refused = await ask('franc');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'unavailable_in_country' });
    }
    for (const path of [
      `/media/content/video/${her.videoId}/preview.webm`,
      `/media/content/video/${her.videoId}/1.svg`,
      `/media/content/album/${her.albumId}/1.svg`,
      `/media/pic/video/${her.videoId}/w320.webp`,
      `/media/pic/album/${her.albumId}/w320.webp`,
      `/media/pic/post/${her.postId}-1/w320.webp`,
      `/media/pic/actor/${her.id}/w320.webp`,
    ]) {
      expect((await media(path, 'demo')).status, path).toBe(200);
      expect((await media(path, null)).status, path).toBe(200);
      expect((await media(path, 'franc')).status, path).toBe(403);
    }
    // A whole video's playlist is refused before its key is even looked at.
    expect((await media(`/media/content/video/${her.videoId}/full.m3u8`, 'franc')).status).toBe(
      403,
    );
  });

  it('leaves her videos and feed posts out of what a guest from a banned country is served', async () => {
    const videos = `{ videos(filter: { modelIds: [${her.id}] }, first: 5) { total items { id } }
      videos_v2(ids: [${her.videoId}]) { id } }`;
    const seen = (await graphql('query', 'demo', videos)) as {
      videos: { total: number };
      videos_v2: unknown[];
    };
    expect(seen.videos.total).toBeGreaterThan(0);
    expect(seen.videos_v2).toHaveLength(1);
    expect(await graphql('query', 'franc', videos)).toEqual({
      videos: { total: 0, items: [] },
      videos_v2: [],
    });

    const feed = `{ feed(modelId: "${her.id}", first: 5) { edges { node { id } } }
      post(postId: "${her.postId}") { id }
      postsByIds(postIds: ["${her.postId}"]) { id }
      feedTotalCounts(modelId: "${her.id}") { totalCount } }`;
    const posts = (await graphql('feed', 'demo', feed)) as {
      feed: { edges: unknown[] };
      post: unknown;
      feedTotalCounts: { totalCount: number };
    };
    expect(posts.feed.edges.length).toBeGreaterThan(0);
    expect(posts.post).toEqual({ id: String(her.postId) });
    expect(posts.feedTotalCounts.totalCount).toBeGreaterThan(0);
    expect(await graphql('feed', 'franc', feed)).toEqual({
      feed: { edges: [] },
      post: null,
      postsByIds: [],
      feedTotalCounts: { totalCount: 0 },
    });
  });
});
