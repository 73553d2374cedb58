import { assign, setup, type EventObject } from 'xstate';
import type { Failure } from '../../../machines/shared/failure.ts';
import type { Wiring } from '../wiring.ts';

/**
 * A small system that uses every engine mechanism: guest inputs, a service call that can fail,
 * a stream of pushes, a repeating delay and a child machine. Engine tests drive it.
 */
const ticker = setup({
  types: { context: {} as { ticks: number } },
  actions: { countTick: assign({ ticks: ({ context }) => context.ticks + 1 }) },
  delays: { tickInterval: 700 },
}).createMachine({
  id: 'ticker',
  context: { ticks: 0 },
  initial: 'stopped',
  states: {
    stopped: { on: { 'ui.startTicking': 'ticking' } },
    ticking: {
      on: { 'ui.stopTicking': 'stopped' },
      after: { tickInterval: { target: 'ticking', reenter: true, actions: 'countTick' } },
    },
  },
});

type ProbeEvent =
  | { type: 'ui.add'; n: number }
  | { type: 'ui.load'; id: number }
  | { type: 'push.item'; n: number };

export function createProbeLogic(
  wiring: Wiring,
  services: {
    fetchThing: (input: { id: number }) => Promise<{ value: number }>;
    feed: (emit: (e: EventObject) => void) => () => void;
  } | null,
) {
  return setup({
    types: {
      context: {} as {
        total: number;
        items: number[];
        loaded: number | null;
        error: Failure | null;
      },
      events: {} as ProbeEvent,
      input: {} as { start: number },
    },
    actors: {
      fetchThing: wiring.call<{ value: number }, { id: number }>(
        'probe.fetchThing',
        services?.fetchThing,
      ),
      feed: wiring.stream('probe.feed', services ? ({ emit }) => services.feed(emit) : undefined),
      ticker,
    },
    actions: {
      add: assign({ total: ({ context }, params: { n: number }) => context.total + params.n }),
      keepItem: assign({
        items: ({ context }, params: { n: number }) => [...context.items, params.n],
      }),
      storeLoaded: assign({ loaded: (_, params: { value: number }) => params.value, error: null }),
      storeError: assign({ error: (_, params: { error: Failure }) => params.error }),
    },
    delays: { settle: 250 },
  }).createMachine({
    id: 'probe',
    context: ({ input }) => ({ total: input.start, items: [], loaded: null, error: null }),
    invoke: [
      { src: 'feed', id: 'feed' },
      { src: 'ticker', id: 'ticker', systemId: 'ticker' },
    ],
    on: {
      'ui.add': { actions: { type: 'add', params: ({ event }) => ({ n: event.n }) } },
      'push.item': { actions: { type: 'keepItem', params: ({ event }) => ({ n: event.n }) } },
    },
    initial: 'idle',
    states: {
      idle: { on: { 'ui.load': 'loading' } },
      loading: {
        invoke: {
          src: 'fetchThing',
          input: ({ event }) => ({ id: event.type === 'ui.load' ? event.id : 0 }),
          onDone: {
            target: 'settling',
            actions: { type: 'storeLoaded', params: ({ event }) => event.output },
          },
          onError: {
            target: 'idle',
            actions: {
              type: 'storeError',
              params: ({ event }) => ({ error: event.error as Failure }),
            },
          },
        },
        on: { 'ui.load': { target: 'loading', reenter: true } },
      },
      settling: { after: { settle: 'idle' } },
    },
  });
}
