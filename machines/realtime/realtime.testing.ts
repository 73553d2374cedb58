import {
  createActor,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  type AnyActorRef,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { EngineClock } from '../../src/engine/clock.ts';
import { pendingOwnerMachine } from '../pendingOwner/pendingOwner.machine.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { realtimeMachine } from './realtime.machine.ts';
import type { RealtimeAuth, SocketActorInput, SocketCommand } from './realtime.types.ts';

/** Who the tests' socket speaks for: guest 7, in German. */
export const auth: RealtimeAuth = {
  realtimeUrl: 'ws://127.0.0.1:1/realtime',
  accessToken: 'tok-7',
  guestId: 7,
  language: 'de',
  request: {
    restBaseUrl: 'http://127.0.0.1:1/rest/v1',
    ver: 'test',
    language: 'de',
    accessToken: 'tok-7',
  },
};

/** What the root starts the realtime domain with in the tests: guest 7's session (`auth`). */
export const realtimeInput: DomainInput = (() => {
  const demo = demoDomainInput('realtime', { id: auth.guestId, isLoggedIn: true });
  return {
    ...demo,
    config: { ...demo.config, realtimeUrl: auth.realtimeUrl },
    session: { ...demo.session, accessToken: auth.accessToken, guestId: auth.guestId },
    request: auth.request,
  };
})();

interface FakeSocket {
  url: string;
  /** Whether it was started to restore what the tab kept (the actor's first socket). */
  restore: boolean;
  commands: SocketCommand[];
  emit: <E extends EventObject>(event: E) => void;
  stopped: boolean;
}

/**
 * The realtime machine inside a small system (owners as placeholders, a parent that records what
 * it is told), with a fake socket per connection attempt and a simulated clock. As in the app, the
 * parent starts it with the session as input when a logged-in guest is ready (`login`);
 * until then there is none, and what is sent to it goes nowhere (as the engine drops it).
 */
export function createRealtimeHarness() {
  const clock = new EngineClock();
  const sockets: FakeSocket[] = [];
  const logs: string[] = [];
  const told: EventObject[] = [];
  const balance = { resolve: null as ((value: unknown) => void) | null, calls: 0 };
  const realtime = realtimeMachine().provide({
    actors: {
      socket: fromCallback<SocketCommand, SocketActorInput>(({ input, sendBack, receive }) => {
        const socket: FakeSocket = {
          url: input.url,
          restore: input.restore,
          commands: [],
          emit: (event) => sendBack(event),
          stopped: false,
        };
        sockets.push(socket);
        receive((command) => socket.commands.push(command));
        return () => {
          socket.stopped = true;
        };
      }),
      loadBalance: fromPromise(() => {
        balance.calls++;
        return new Promise((resolve) => (balance.resolve = resolve));
      }) as never,
    },
    actions: { log: (_, params: { message: string }) => logs.push(params.message) },
  });
  const root = setup({ actors: { realtime, owner: pendingOwnerMachine() } }).createMachine({
    invoke: [
      { id: 'guest', systemId: 'guest', src: 'owner', input: { owner: 'guest' } },
      { id: 'messenger', systemId: 'messenger', src: 'owner', input: { owner: 'messenger' } },
    ],
    on: {
      'test.login': {
        actions: spawnChild('realtime', {
          id: 'realtime',
          systemId: 'realtime',
          input: realtimeInput,
        }),
      },
      '*': { actions: ({ event }) => told.push(event) },
    },
  });
  const actor = createActor(root, { clock }).start();
  const running = () => actor.system.get('realtime') as AnyActorRef | undefined;
  const realtimeRef = () => running()!;
  function send<E extends EventObject>(event: E): void {
    running()?.send(event);
  }
  const h = {
    clock,
    sockets,
    logs,
    told,
    balance,
    get realtime() {
      return realtimeRef();
    },
    snapshot: () => realtimeRef().getSnapshot() as SnapshotFrom<ReturnType<typeof realtimeMachine>>,
    send,
    owner: (id: string) =>
      (
        (actor.system.get(id) as AnyActorRef).getSnapshot() as {
          context: { counts: Record<string, number>; recent: EventObject[] };
        }
      ).context,
    socket: () => sockets[sockets.length - 1]!,
    /** Every frame handed to any socket, in order. */
    frames: () =>
      sockets.flatMap((s) =>
        s.commands.filter((c) => c.type === 'socket.send').map((c) => c.frame),
      ),
    framesOfType: (type: string) => h.frames().filter((f) => f.type === type),
    wait: (ms: number) => clock.advanceTo(clock.now() + ms),
    /** Whether the parent started the connection (a logged-in guest's session is ready). */
    running: () => running() !== undefined,
    login: () => actor.send({ type: 'test.login' }),
    /** Login, open, ack: the session is live. */
    connect: () => {
      if (!h.running()) h.login();
      h.socket().emit({ type: 'socket.opened' });
      h.socket().emit({ type: 'push.ackSession', guestId: 7, expiresIn: 3600 });
    },
    dropSocket: (code = 1006, jitter = 0.5) =>
      h.socket().emit({ type: 'socket.closed', code, reason: '', jitter }),
  };
  return h;
}
