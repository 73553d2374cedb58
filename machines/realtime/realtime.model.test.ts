import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { MAX_RECONNECT_DELAY_MS, PING_INTERVAL_MS, realtimeMachine } from './realtime.machine.ts';
import { auth, createRealtimeHarness } from './realtime.testing.ts';

/**
 * Model-based test (first version; the model-testing issue grows the shared harness): paths
 * generated from the realtime statechart drive the real machine through its fake socket and a
 * simulated clock. Each event of the model maps to what causes it in the system under test.
 */
type Harness = ReturnType<typeof createRealtimeHarness>;
const after = (delay: string, state: string) => `xstate.after.${delay}.realtime.${state}`;

const stimuli: Record<string, (h: Harness, event: { type: string; code?: number }) => void> = {
  'session.ready': (h) => h.login(),
  'socket.opened': (h) => h.socket().emit({ type: 'socket.opened' }),
  'push.ackSession': (h) => h.socket().emit({ type: 'push.ackSession', guestId: 7, expiresIn: 60 }),
  'push.pong': (h) => h.socket().emit({ type: 'push.pong', ttl: 60 }),
  'socket.closed': (h, event) => h.dropSocket(event.code),
  'env.offline': (h) => h.send({ type: 'env.offline' }),
  'env.online': (h) => h.send({ type: 'env.online' }),
  'env.clockResumed': (h) => h.send({ type: 'env.clockResumed', lateByMs: 10_000 }),
  [after('pingInterval', 'link.connection.open.heartbeat.beat.waiting')]: (h) =>
    h.wait(PING_INTERVAL_MS),
  [after('reconnect', 'link.reconnecting')]: (h) => h.wait(MAX_RECONNECT_DELAY_MS),
};

// The traversal has no socket, owners or parent to talk to; the real machine in each path does.
const noSideEffects = Object.fromEntries(
  ['tellParent', 'transmit', 'closeSocket', 'routePush', 'forwardBalance', 'log'].map((name) => [
    name,
    () => {},
  ]),
);

const model = createTestModel(modelMachine(realtimeMachine, noSideEffects), {
  events: [
    { type: 'session.ready', auth },
    { type: 'socket.opened' },
    { type: 'push.ackSession', guestId: 7, expiresIn: 60 },
    { type: 'push.pong', ttl: 60 },
    { type: 'socket.closed', code: 1006, reason: '', jitter: 0.5 },
    { type: 'socket.closed', code: 4401, reason: '', jitter: 0.5 },
    { type: 'env.offline' },
    { type: 'env.online' },
    { type: 'env.clockResumed', lateByMs: 10_000 },
    { type: after('pingInterval', 'link.connection.open.heartbeat.beat.waiting') },
    { type: after('reconnect', 'link.reconnecting') },
  ] as never,
  // The link region is what the model checks (the indicator and failure counts follow time), and
  // whether a session was acknowledged before, which decides the resync.
  serializeState: (state) =>
    JSON.stringify((state.value as { link: unknown; network: unknown }).link) +
    JSON.stringify((state.value as { network: unknown }).network) +
    String((state.context as { sessions: number }).sessions > 0),
});

const linkValue = (value: unknown) => JSON.stringify((value as { link: unknown }).link);

describe('realtime model', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true, limit: 400 } as never);

  it('reaches every state of the connection', () => {
    const reached = new Set(paths.map((path) => linkValue(path.state.value)));
    for (const value of [
      '"dormant"',
      '{"connection":"opening"}',
      '{"connection":{"open":{"session":"handshaking","heartbeat":{"beat":"waiting","pong":"answered"}}}}',
      '{"connection":{"open":{"session":{"live":"current"},"heartbeat":{"beat":"waiting","pong":"outstanding"}}}}',
      '"reconnecting"',
      '"offline"',
      '"loggedOut"',
      '{"connection":{"open":{"session":{"live":"resyncing"},"heartbeat":{"beat":"waiting","pong":"answered"}}}}',
    ]) {
      expect(reached).toContain(value);
    }
  });

  for (const path of paths) {
    it(`reaches ${linkValue(path.state.value)} by ${path.steps.map((step) => step.event.type.replace(/^xstate\.after\.(\w+)\..*/, 'after $1')).join(' → ')}`, async () => {
      const h = createRealtimeHarness();
      console.log('STEPS', path.steps.map((s) => s.event.type).join(' | '));
      await path.test({
        events: Object.fromEntries(
          Object.entries(stimuli).map(([type, run]) => [
            type,
            (step: { event: { type: string; code?: number } }) => run(h, step.event),
          ]),
        ) as never,
        states: {
          '{"link":"dormant"}': () => expect(h.sockets).toHaveLength(0),
        } as never,
      });
      expect(linkValue(h.snapshot().value)).toBe(linkValue(path.state.value));
      const live = h.snapshot().hasTag('live');
      expect(live).toBe(linkValue(path.state.value).includes('live'));
      if (live) expect(h.framesOfType('requestSession').length).toBeGreaterThan(0);
    });
  }
});
