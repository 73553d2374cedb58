import type { DoneActorEvent } from 'xstate';

/**
 * A state that reads the guest's clock once (the machine's `readClock` actor, recorded by the
 * engine) and hands the time read to the action `store` as `{ now }`, then goes to `read`; with no
 * clock to read it goes to `unread`. Machines that count a time down or up in the view (decision
 * 0002) read the clock this way as the time starts, never every second.
 *
 * @example
 * reading: clockReading('storeEnd', 'running', 'unclocked'),
 */
export function clockReading<
  const Store extends string,
  const Read extends string,
  const Unread extends string,
>(store: Store, read: Read, unread: Unread) {
  return {
    invoke: {
      id: 'readClock',
      src: 'readClock',
      onDone: {
        target: read,
        actions: {
          type: store,
          params: ({ event }: { event: DoneActorEvent<number> }) => ({ now: event.output }),
        },
      },
      onError: unread,
    },
  } as const;
}
