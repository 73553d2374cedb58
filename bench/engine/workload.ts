/**
 * The engine bench's workload (bench/engine.bench.ts), shared by the bench and the processes its
 * contestants run in (bench/engine/contestant.ts): a logged-in guest whose messenger lists 500
 * channels; pushes of the guest's and the messenger's kinds and the guest's inputs and browser
 * changes, 20 ms apart in engine time.
 */
import type { BenchEvent } from '../referenceReducer.ts';
import { channel, channelList } from '../channels.ts';

export const CHANNELS = 500;
/** Engine time between two events of the workload: 50 events/s, a busy session. */
export const STEP_MS = 20;
const menus = ['navigation', 'search', 'myArea', 'notifications'] as const;
const paths = ['/en/', '/en/cams/', '/de/', '/es/feed/', '/nl/messenger/'];

export const initialChannels = channelList(CHANNELS);

/** Event i of the workload: a push on the socket, or an input or browser change to the shell. */
export function workload(i: number): { kind: 'push' | 'input' | 'env'; event: BenchEvent } {
  const c = (i * 7) % CHANNELS;
  switch (i % 10) {
    case 0:
      return {
        kind: 'push',
        event: {
          type: 'push.guestBalance',
          balance: i % 1000,
          balanceFormatted: `${i % 1000},00 €`,
          isPayingCustomer: true,
          isPayment: false,
        },
      };
    case 1:
      return { kind: 'push', event: { type: 'push.actorOnline', actorId: 5_000 + c } };
    case 2:
      return { kind: 'env', event: { type: 'env.scrolled', y: (i * 37) % 4000 } };
    case 3:
      return {
        kind: 'push',
        event: {
          type: 'push.incomingMessage',
          channelId: 10_000 + c,
          message: {
            id: 1_000_000 + i,
            senderType: 'actor',
            messageType: 'text',
            data: { text: `message ${i}` },
            includedGifts: [],
            created: new Date(Date.UTC(2026, 10, 22) + i * STEP_MS).toISOString(),
            price: { value: 0, currency: 'EUR' },
          },
        },
      };
    case 4:
      return { kind: 'push', event: { type: 'push.actorOffline', actorId: 5_000 + c } };
    case 5:
      return { kind: 'input', event: { type: 'ui.menuToggled', menu: menus[i % menus.length] } };
    case 6:
      return {
        kind: 'push',
        event: { type: 'push.channelUpdate', channel: channel(c, { unreadCount: i % 5 }) },
      };
    case 7:
      return { kind: 'push', event: { type: 'push.loyaltyPointsChanged', points: i % 997 } };
    case 8:
      return i % 20 === 8
        ? { kind: 'env', event: { type: 'env.viewportResized', width: i % 40 === 8 ? 375 : 1440 } }
        : {
            kind: 'input',
            event: { type: 'ui.routeChanged', path: paths[i % paths.length], search: '' },
          };
    default:
      return {
        kind: 'push',
        event: {
          type: i % 20 === 9 ? 'push.freeShowStart' : 'push.freeShowStop',
          channelId: 10_000 + c,
        },
      };
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A slice of the workload: SLICE events, as the interleaved rounds feed them. */
export const SLICE = 500;

/** Sends events [from, from + SLICE) of the workload through `deliver`, a tick after each 1 000. */
export async function feed(
  from: number,
  deliver: (kind: 'push' | 'input' | 'env', event: BenchEvent) => void,
  advance: () => void,
) {
  for (let i = from; i < from + SLICE; i++) {
    const { kind, event } = workload(i);
    deliver(kind, event);
    advance();
    // The demo socket answers pings in a microtask: let it, as a browser would between events.
    if (i % 1000 === 999) await tick();
  }
}

export const channelsPush = {
  type: 'push.channels',
  channels: initialChannels,
  offset: 0,
  total: CHANNELS,
  filterType: null,
} as const;

/**
 * The workload's events the messenger owns: incoming messages and channel updates. Online,
 * offline and free-show pushes go to presence (issue 52 §2: its one owner since sessions 53 and
 * 55); the messenger no longer takes them, and counting them (a no-op at the messenger) would pull
 * the per-push figure down.
 */
export const MESSENGER_PUSHES = new Set([3, 6]);
