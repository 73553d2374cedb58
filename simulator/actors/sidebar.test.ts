import { describe, expect, it } from 'vitest';
import { createSidebarApi } from '../../services/cams/sidebarApi.ts';
import { actorsSimulator } from './actors.testing.ts';

/** The client's sidebar and interviews calls against the simulator's resolvers (decision 0031). */
describe('the query service’s sidebar and interviews', () => {
  const simulator = actorsSimulator();
  const api = createSidebarApi(fetch);
  const signal = new AbortController().signal;
  const pageOf = <Q>(query: Q, limit: number, offset = 0) => ({
    query,
    limit,
    offset,
    cursor: null,
    requestId: 1,
  });

  it('lists the lists, the top cams and the categories with performers online, most first', async () => {
    const { items } = await api.sidebar(pageOf({ request: simulator.guest }, 100), signal);
    const kinds = items.map((entry) => entry.kind);
    expect(kinds.slice(0, 7)).toEqual(['list', 'list', 'list', 'top', 'top', 'top', 'top']);
    const categories = items.flatMap((entry) => (entry.kind === 'category' ? [entry] : []));
    expect(categories.length).toBeGreaterThan(0);
    for (const entry of categories) expect(entry.online).toBeGreaterThan(0);
    const counts = categories.map((entry) => entry.online);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The cams entry counts everyone online the guest may see: the models list's online total.
    const cams = items.find((entry) => entry.kind === 'list' && entry.list === 'cams');
    const amount = await simulator.query<{ data: { models: { onlineTotal: number } } }>(
      '{ models(limit: 1) { onlineTotal } }',
    );
    expect(cams?.online).toBe(amount.data.models.onlineTotal);
  });

  it('pages the interviews, newest first, each about a performer', async () => {
    const first = await api.interviews(pageOf({ request: simulator.guest }, 3), signal);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(3);
    for (const interview of first.items) {
      expect(interview.actor.slug).toBe(interview.actor.name.toLowerCase());
      expect(interview.title).not.toBe('');
    }
    const dates = first.items.map((interview) => interview.published);
    expect(dates).toEqual([...dates].sort().reverse());
    if ((first.total ?? 0) > 3) {
      const second = await api.interviews(pageOf({ request: simulator.guest }, 3, 3), signal);
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    }
  });
});
