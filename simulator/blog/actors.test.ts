import { describe, expect, it } from 'vitest';
import type { BlogRequest } from '../../machines/blog/blog.types.ts';
import { createActorProfileApi } from '../../services/actorProfile/actorProfileApi.ts';
import { createBlogApi } from '../../services/blog/blogApi.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';

const sim = useTestSimulator();
const api = createBlogApi(fetch);

const request = (): BlogRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken: null,
});
const page = (postIds: number[]) => ({
  query: { request: request(), postIds },
  limit: 50,
  offset: 0,
  cursor: null,
  requestId: 1,
});

describe('blog actors/{payload} (decision 0027), through the client service', () => {
  it('names the performers of the landing’s posts, each with the posts naming her', async () => {
    const landing = await api.fetchLanding({ request: request() });
    const reply = await api.fetchActors(page(landing.exclude));
    expect(reply.items.length).toBeGreaterThan(0);
    const asked = new Set(landing.exclude);
    const named = reply.items.flatMap((actor) => actor.postIds);
    // Every post named once at most, and only posts that were asked about.
    expect(new Set(named).size).toBe(named.length);
    for (const id of named) expect(asked.has(id)).toBe(true);
    for (const actor of reply.items) {
      expect(actor.slug).toBe(actor.name.toLowerCase());
      expect(actor.avatar.url).toMatch(/^\/media\/pic\/actor\//);
    }
    // Her profile is where the link leads: the same name answers there.
    const first = reply.items[0]!;
    const { accessToken } = await loginAs(sim, 'demo');
    const profile = await createActorProfileApi(fetch).loadBundle(
      { ...request(), accessToken },
      first.slug,
      true,
    );
    expect(profile.actor.id).toBe(first.id);
  });

  it('names nobody for no posts, and refuses a payload that is not a list of ids', async () => {
    expect((await api.fetchActors(page([]))).items).toEqual([]);
    const bad = await fetch(
      `${sim.config.restBaseUrl}/blog/actors/${encodeURIComponent('{"ids":7}')}?ver=${sim.config.ver}`,
    );
    expect(bad.status).toBe(400);
  });
});
