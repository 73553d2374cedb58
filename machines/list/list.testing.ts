import { createActor, fromPromise } from 'xstate';
import { EngineClock } from '../../src/engine/clock.ts';
import { createListMachine } from './list.machine.ts';
import type { FetchPageInput, FetchPageOutput, ListInput } from './list.types.ts';

export interface Tile {
  id: number;
  name: string;
  online: boolean;
}
export type TileQuery = { sort: string; online?: boolean };

export const tiles = (from: number, count: number): Tile[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    name: `actor${from + i}`,
    online: false,
  }));

/** A page answered from `tiles(0, total)` by offset (or cursor = the next offset as a string). */
export function pageOf(input: FetchPageInput<TileQuery>, total: number): FetchPageOutput<Tile> {
  const start = input.cursor === null ? input.offset : Number(input.cursor);
  const items = tiles(start, Math.max(0, Math.min(input.limit, total - start)));
  const end = start + items.length;
  return { items, total, nextCursor: end < total ? String(end) : null };
}

/**
 * A list actor on a manual engine clock whose `fetchPage` calls wait until the test answers
 * them (`calls[i].resolve(page)`), so the order of answers is the test's to choose.
 */
export function startList(input: ListInput<TileQuery>) {
  const clock = new EngineClock();
  const calls: {
    input: FetchPageInput<TileQuery>;
    resolve: (page: FetchPageOutput<Tile>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const machine = createListMachine<Tile, TileQuery>().provide({
    actors: {
      fetchPage: fromPromise<FetchPageOutput<Tile>, FetchPageInput<TileQuery>>(
        ({ input: call }) =>
          new Promise((resolve, reject) => calls.push({ input: call, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, calls };
}
