import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CamRequest } from '../../machines/cams/cams.types.ts';
import { createSidebarApi } from '../../services/cams/sidebarApi.ts';
import type { RunningSimulator } from '../server.ts';
import { loginAs, startTestSimulator, tempDir } from '../testing.ts';

/** The client's sidebar and interviews calls against the simulator's resolvers (decision 0031). */
describe('the query service’s sidebar and interviews', () => {
  const dir = tempDir();
  let sim: RunningSimulator;
  let request: CamRequest;
  const api = createSidebarApi(fetch);
  const signal = new AbortController().signal;
  const pageOf = <Q>(query: Q, limit: number, offset = 0) => ({
    query,
    limit,
    offset,
    cursor: null,
    requestId: 1,
  });

  beforeAll(async () => {
    sim = await startTestSimulator({ dataDir: dir.path });
    const { accessToken } = await loginAs(sim, 'demo');
    request = {
      queryServiceUrl: sim.config.queryServiceUrl,
      language: 'en',
      ver: 't',
      accessToken,
    };
    await fetch(`${sim.appUrl}/dev/messenger/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ onlineIntervalMs: 0 }),
    });
  }, 60_000);
  afterAll(async () => {
    await sim.close();
    dir.remove();
  });

  it('lists the lists, the top cams and the categories with performers online, most first', async () => {
    const { items } = await api.sidebar(pageOf({ request }, 100), signal);
    const kinds = items.map((entry) => entry.kind);
    expect(kinds.slice(0, 7)).toEqual(['list', 'list', 'list', 'top', 'top', 'top', 'top']);
    const categories = items.flatMap((entry) => (entry.kind === 'category' ? [entry] : []));
    expect(categories.length).toBeGreaterThan(0);
    for (const entry of categories) expect(entry.online).toBeGreaterThan(0);
    const counts = categories.map((entry) => entry.online);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The cams entry counts everyone online the guest may see: the models list's online total.
    const cams = items.find((entry) => entry.kind === 'list' && entry.list === 'cams');
    const amount = (await (
      await fetch(`${sim.config.queryServiceUrl}?language=en&ver=t`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${request.accessToken}`,
        },
        body: JSON.stringify({ query: '{ models(limit: 1) { onlineTotal } }' }),
      })
    ).json()) as { data: { models: { onlineTotal: number } } };
    expect(cams?.online).toBe(amount.data.models.onlineTotal);
  });

  it('pages the interviews, newest first, each about a performer', async () => {
    const first = await api.interviews(pageOf({ request }, 3), signal);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(3);
    for (const interview of first.items) {
      expect(interview.actor.slug).toBe(interview.actor.name.toLowerCase());
      expect(interview.title).not.toBe('');
    }
    const dates = first.items.map((interview) => interview.published);
    expect(dates).toEqual([...dates].sort().reverse());
    if ((first.total ?? 0) > 3) {
      const second = await api.interviews(pageOf({ request }, 3, 3), signal);
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    }
  });
});
