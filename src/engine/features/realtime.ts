import type { SnapshotFrom } from 'xstate';
import type { GuestBalanceReply } from '../../../machines/guest/guest.types.ts';
import type { RequestInput } from '../../../machines/shared/session.types.ts';
import { realtimeMachine } from '../../../machines/realtime/realtime.machine.ts';
import { directRouteOfPush } from '../../../machines/realtime/realtime.routing.ts';
import type { SocketActorInput, SocketCommand } from '../../../machines/realtime/realtime.types.ts';
import type { PendingSendsStore } from '../../../services/browser/pendingSends.ts';
import type { SocketFact, SocketInput } from '../../../services/realtime/socket.ts';
import { createGuestApi } from '../../../services/rest/guestApi.ts';
import type { LogKind } from '../../../services/rest/logger.ts';
import type { LazyFeature } from '../domains/feature.ts';
import { streamOnDemand } from '../domains/streamOnDemand.ts';
import type { IoRun, StreamSubscribe } from '../io.ts';
import { withRestoredSends } from '../pendingSends.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { paintProbe } from '../../perf/paintProbe.ts';

/** The realtime connection's services (a logged-in guest's: a visitor's page builds none). */
export interface RealtimeServices {
  realtimeSocket: StreamSubscribe<SocketFact, SocketInput>;
  /** The balance read again after a reconnect (`getGuestBalance`). */
  loadBalance: IoRun<GuestBalanceReply, RequestInput>;
  /** Fire-and-forget logger post. */
  log: (request: RequestInput, kind: LogKind, message: string) => void;
  /**
   * The guest's unacknowledged sends in the tab's storage, for the next page (issue 51, item 7);
   * none where a test or a tool does not give it.
   */
  pendingSends?: PendingSendsStore;
}

export interface RealtimeSnapshots {
  realtime: SnapshotFrom<ReturnType<typeof realtimeMachine>>;
}

/** The connection (system id `realtime`), provided with its services. */
function realtimeActors(wiring: Wiring, services: RealtimeServices | null) {
  const realtime = provide(realtimeMachine(), {
    actors: {
      // Pushes reach their owner in one hop; the realtime machine sees its own frames.
      socket: wiring.stream<SocketFact, SocketActorInput, SocketCommand>(
        'realtime.socket',
        services?.pendingSends
          ? withRestoredSends(services.realtimeSocket, services.pendingSends)
          : services?.realtimeSocket,
        { route: directRouteOfPush },
      ),
      loadBalance: wiring.call('guest.balance', services?.loadBalance),
    },
    actions: {
      log: ({ context }, params) =>
        services?.log(context.auth.request, params.kind, params.message),
      persistSends: (_, params) => services?.pendingSends?.save(params.guestId, params.sends),
    },
  });
  return { realtime };
}

function liveRealtimeServices(deps: LiveDeps): RealtimeServices {
  const { win, logger, pendingSends } = deps;
  const guestApi = createGuestApi(deps.fetch);
  // A reload the app makes itself waits for the guest's sends to be acknowledged (bounded).
  deps.reloadWaits.add((timeoutMs) => pendingSends.whenDrained(timeoutMs));
  return {
    // Its code (the socket, the frames' schemas) loads when the connection opens. A failed load
    // is a close, after which the machine reconnects.
    realtimeSocket: streamOnDemand(
      () =>
        import('../../../services/realtime/socket.ts').then(({ createRealtimeSocket }) =>
          createRealtimeSocket({
            createSocket: (url) => new win.WebSocket(url),
            log: (request, kind, message, data) => logger.log(request, kind, message, data),
            random: () => Math.random(),
            // Null unless the bench asked for the probe before load: then each frame's arrival counts.
            onFrameArrived: () => paintProbe()?.arrived(),
          }),
        ),
      (error) => ({
        type: 'socket.closed',
        code: 1006,
        reason: error instanceof Error ? error.message : 'the socket could not be loaded',
        jitter: Math.random(),
      }),
    ),
    loadBalance: (input, signal) => guestApi.loadBalance(input, signal),
    log: (request, kind, message) => logger.log(request, kind, message),
    pendingSends,
  };
}

/**
 * The realtime connection starts once the root asks for it, for a logged-in guest (issue 50 §5):
 * a visitor's page loads none of this, nor the machine.
 */
export const realtimeFeature: LazyFeature<RealtimeServices> = {
  actors: realtimeActors,
  live: liveRealtimeServices,
};
