import { describe, expect, it } from 'vitest';
import { createVip30Api } from '../../services/rewards/vip30Api.ts';
import { loginAs } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';
import { VIP30_MONTHS } from './vip30.ts';

const sim = useTestSimulator();
const api = createVip30Api(fetch);

const as = (accessToken: string | null, limit = VIP30_MONTHS) => ({
  query: {
    request: {
      restBaseUrl: sim.config.restBaseUrl,
      queryServiceUrl: sim.config.queryServiceUrl,
      ver: sim.config.ver,
      language: 'en' as const,
      accessToken,
    },
  },
  limit,
  offset: 0,
  cursor: null,
  requestId: 1,
});

describe('the query service’s vip30History (decision 0027), through the client service', () => {
  it('gives a VIP her last months, newest first, with the VIP30 videos and their value', async () => {
    const { accessToken } = await loginAs(sim, 'vip');
    const history = await api.fetchHistory(as(accessToken));
    expect(history.items).toHaveLength(VIP30_MONTHS);
    const months = history.items.map((month) => month.id);
    expect([...months].sort().reverse()).toEqual(months);
    expect(new Set(months).size).toBe(months.length);
    expect(history.items.some((month) => month.videos > 0)).toBe(true);
    for (const month of history.items) {
      expect(month.currency).toBe('EUR');
      // No videos, no value; videos are worth something.
      expect(month.value > 0).toBe(month.videos > 0);
    }
  });

  it('gives a guest who is no VIP none, and refuses a visitor', async () => {
    const { accessToken } = await loginAs(sim, 'demo');
    expect((await api.fetchHistory(as(accessToken))).items).toEqual([]);
    await expect(api.fetchHistory(as(null))).rejects.toThrow();
  });
});
