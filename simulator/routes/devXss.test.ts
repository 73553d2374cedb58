import { describe, expect, it } from 'vitest';
import { blogLandingSchema } from '../../services/blog/blogApi.ts';
import { XSS_VECTORS } from '../../fixtures/xss/vectors.ts';
import { loginAs, restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';
import { XSS_CHANNELS } from './devXss.ts';

const sim = useTestSimulator();

async function copyOf(login: string): Promise<string> {
  const response = await fetch(`${sim.appUrl}/dev/account/copy?from=${login}`, { method: 'POST' });
  return ((await response.json()) as { login: string }).login;
}

async function blogTitles(accessToken: string): Promise<string[]> {
  const reply = await fetch(restUrl(sim, 'blog/pm', { access_token: accessToken }));
  const landing = blogLandingSchema.parse(await reply.json());
  return landing.featured.flatMap((post) => [post.title, post.teaser]);
}

describe('hostile content for the XSS journey', () => {
  it('has at least 200 distinct vectors, each calling the trap with its own number', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(XSS_VECTORS.map((vector) => vector.text)).size).toBe(XSS_VECTORS.length);
    for (const { id, text } of XSS_VECTORS) {
      const calls = [...text.matchAll(/window\.__xss\((\d+)\)/g)].map((match) => Number(match[1]));
      // The encoded ones carry the call encoded; every plain call names its own vector.
      expect(
        calls.every((call) => call === id || call === 0),
        text,
      ).toBe(true);
    }
  });

  it('seeds vector-named conversations sharing the corpus, and answers only that guest with vectors', async () => {
    const hostile = await copyOf('demo');
    const other = await copyOf('demo');
    const seeded = await fetch(`${sim.appUrl}/dev/xss/seed?as=${hostile}`, { method: 'POST' });
    expect(seeded.status).toBe(200);
    const { channels } = (await seeded.json()) as {
      channels: { actorName: string; vectorIds: number[] }[];
    };
    expect(channels).toHaveLength(XSS_CHANNELS);
    expect(channels.map((each) => each.actorName)).toEqual(
      XSS_VECTORS.slice(0, XSS_CHANNELS).map((vector) => vector.text),
    );
    const shared = channels.flatMap((each) => each.vectorIds);
    expect(new Set(shared)).toEqual(new Set(XSS_VECTORS.map((vector) => vector.id)));

    const texts = new Set(XSS_VECTORS.map((vector) => vector.text));
    const hostileTitles = await blogTitles((await loginAs(sim, hostile)).accessToken);
    expect(hostileTitles.length).toBeGreaterThan(0);
    expect(hostileTitles.every((title) => texts.has(title))).toBe(true);
    const otherTitles = await blogTitles((await loginAs(sim, other)).accessToken);
    expect(otherTitles.some((title) => texts.has(title))).toBe(false);
  });

  it('refuses an unknown guest', async () => {
    const response = await fetch(`${sim.appUrl}/dev/xss/seed?as=nobody`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
