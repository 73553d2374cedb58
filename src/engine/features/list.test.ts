import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { createListMachine } from '../../../machines/list/list.machine.ts';
import { createWiring } from '../wiring.ts';
import type { IoBroker } from '../io.ts';
import { provideList } from './list.ts';

describe('provideList', () => {
  it('runs fetchPage as a recorded call named after the domain', async () => {
    const started: string[] = [];
    const broker: IoBroker = {
      startCall: ({ source, input, run, deliver }) => {
        started.push(source);
        void run?.(input, new AbortController().signal).then((output) =>
          deliver({ ok: true, output }),
        );
        return { call: started.length, cancel: () => {} };
      },
      openStream: () => ({ stream: 0, close: () => {} }),
    };
    const logic = provideList(
      createListMachine<{ id: number }, { sort: string }>(),
      createWiring('live', broker, () => {}),
      'cams',
      {
        fetchPage: ({ offset }) => Promise.resolve({ items: [{ id: offset }], hasMore: false }),
      },
    );
    const actor: AnyActorRef = createActor(logic, {
      input: { query: { sort: 'newest' }, gridType: 'cams' },
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['cams.fetchPage']);
    expect((actor.getSnapshot() as AnyMachineSnapshot).hasTag('loaded')).toBe(true);
  });
});
