import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { selectItems, selectListStatus } from '../list/list.selectors.ts';
import type { FetchPageInput, FetchPageOutput } from '../list/list.types.ts';
import { childInput, visitorInput } from '../rewards/fixtures.testing.ts';
import { benefitsMachine } from './benefits.machine.ts';
import {
  VIP30_HISTORY_LIST,
  VIP30_MONTHS,
  vip30HistoryListMachine,
  vip30Total,
  type Vip30Month,
  type Vip30Query,
} from './vip30History.ts';

const november: Vip30Month = { id: '2026-11', videos: 2, value: 9.98, currency: 'EUR' };
const october: Vip30Month = { id: '2026-10', videos: 1, value: 4.99, currency: 'EUR' };

function start(input: typeof childInput, answers: (() => Promise<FetchPageOutput<Vip30Month>>)[]) {
  const asked: FetchPageInput<Vip30Query>[] = [];
  const vip30History = vip30HistoryListMachine.provide({
    actors: {
      fetchPage: fromPromise<FetchPageOutput<Vip30Month>, FetchPageInput<Vip30Query>>(
        ({ input: page }) => {
          asked.push(page);
          return (answers.shift() ?? (() => Promise.reject(new Error('unexpected'))))();
        },
      ),
    },
  });
  const machine = benefitsMachine.provide({
    actors: { vip30History, loadBenefits: fromPromise(() => new Promise(() => {})) },
  });
  const actor = createActor(machine, { input }).start();
  const list = () =>
    actor.getSnapshot().children[VIP30_HISTORY_LIST] as ActorRefFrom<
      typeof vip30HistoryListMachine
    >;
  return { actor, asked, list };
}

describe('the VIP30 value history (decision 0027)', () => {
  it('adds the months up in their currency', () => {
    expect(vip30Total([november, october])).toEqual({ value: 14.97, videos: 3, currency: 'EUR' });
    expect(vip30Total([])).toBeNull();
  });

  it('is asked at once for a guest with her request; a failure is kept and a retry asks again', async () => {
    const { asked, list } = start(childInput, [
      () => Promise.reject(new Error('http_503')),
      () => Promise.resolve({ items: [november, october], total: 2 }),
    ]);
    await flushMacrotasks(3);
    expect(asked.map((page) => [page.query.request, page.limit])).toEqual([
      [childInput.request, VIP30_MONTHS],
    ]);
    expect(selectListStatus(list().getSnapshot())).toBe('failed');
    list().send({ type: 'ui.retry' });
    await flushMacrotasks(3);
    expect(asked).toHaveLength(2);
    expect(selectItems(list().getSnapshot())).toEqual([november, october]);
  });

  it('asks nothing for a visitor', async () => {
    const { asked, list } = start(visitorInput, []);
    await flushMacrotasks(3);
    expect(asked).toEqual([]);
    expect(selectItems(list().getSnapshot())).toEqual([]);
  });
});
