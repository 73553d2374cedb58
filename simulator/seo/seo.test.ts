import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../machines/shared/serviceRequest.ts';
import { createSeoApi } from '../../services/seo/seoApi.ts';
import type { RunningSimulator } from '../server.ts';
import { startTestSimulator, tempDir } from '../testing.ts';

let sim: RunningSimulator;
const data = tempDir();
const api = createSeoApi(fetch);

let visitorToken: string;

beforeAll(async () => {
  sim = await startTestSimulator({ dataDir: data.path });
  // A visitor's session: the query service answers any caller with a token.
  const session = (await (
    await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
  ).json()) as { accessToken: string };
  visitorToken = session.accessToken;
});
afterAll(async () => {
  await sim.close();
  data.remove();
});

const request = (): ServiceRequest => ({
  restBaseUrl: sim.config.restBaseUrl,
  queryServiceUrl: sim.config.queryServiceUrl,
  ver: sim.config.ver,
  language: 'en',
  accessToken: visitorToken,
});

/** An actor and a tag of one of her videos, read from the catalogue. */
function actorWithTag(): { id: number; name: string; tag: string } {
  const db = new Database(join(data.path, 'simulator.db'), { readonly: true });
  const row = db
    .prepare<[], { id: number; name: string; tag: string }>(
      `SELECT a.id, a.name, t.label AS tag FROM cat_media m JOIN cat_actors a ON a.id = m.actor_id
       JOIN cat_media_tags mt ON mt.media_id = m.id JOIN cat_tags t ON t.id = mt.tag_id
       WHERE m.kind = 'video' ORDER BY m.id LIMIT 1`,
    )
    .get();
  db.close();
  if (!row) throw new Error('the catalogue has tagged videos');
  return row;
}

describe('SEO texts by tags (seed 001 §7)', () => {
  it('gives a tag of the catalogue a heading and paragraphs, the same every time; an unknown tag none', async () => {
    const texts = await api.fetchTexts({
      request: request(),
      tags: ['blonde', 'no-such-tag'],
      actorId: null,
    });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ tag: 'blonde', title: 'Blonde videos' });
    expect(texts[0]!.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(texts[0]!.paragraphs[0]).toMatch(/^\d+ videos? tagged blonde, by \d+ performers?\.$/);
    expect(await api.fetchTexts({ request: request(), tags: ['blonde'], actorId: null })).toEqual(
      texts,
    );
  });

  it("counts one actor's videos of a tag, by the query service and by the REST call alike", async () => {
    const actor = actorWithTag();
    const [text] = await api.fetchTexts({
      request: request(),
      tags: [actor.tag],
      actorId: actor.id,
    });
    expect(text?.title).toBe(`${actor.name}'s ${actor.tag} videos`);
    expect(text?.paragraphs[0]).toMatch(
      new RegExp(`^${actor.name}, \\d+, from .+ has \\d+ videos? tagged ${actor.tag}\\.$`),
    );
    const rest = await api.fetchActorTagText(request(), actor.id, actor.tag);
    expect(rest).toEqual(text);
    // The profile's own text stays what it was.
    const profile = (await (
      await fetch(
        `${sim.config.restBaseUrl}/seo/getActorSeoContent/${actor.id}/profile?ver=t&language=en`,
      )
    ).json()) as { title: string };
    expect(profile.title).toMatch(new RegExp(`^${actor.name}, \\d+, live cam from `));
  });

  it('refuses an unknown actor, an unknown tag group and too many tags', async () => {
    await expect(
      api.fetchTexts({ request: request(), tags: ['blonde'], actorId: 999_999_999 }),
    ).rejects.toMatchObject({ code: 'bad_user_input' });
    const actor = actorWithTag();
    await expect(api.fetchActorTagText(request(), actor.id, 'no-such-tag')).rejects.toMatchObject({
      code: 'http_404',
    });
    const many = Array.from({ length: 21 }, (_, index) => `tag${index}`);
    await expect(
      api.fetchTexts({ request: request(), tags: many, actorId: null }),
    ).rejects.toMatchObject({
      code: 'bad_user_input',
    });
  });
});
