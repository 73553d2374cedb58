import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  setup,
  type ActorRef,
  type AnyMachineSnapshot,
  type AnyEventObject,
} from 'xstate';
import { EngineClock } from '../../src/engine/clock.ts';
import { pendingOwnerMachine } from '../pendingOwner/pendingOwner.machine.ts';
import { CONNECT_TIMEOUT_MS, realtimeMachine } from './realtime.machine.ts';
import { createRealtimeHarness, realtimeInput } from './realtime.testing.ts';

describe('realtime: a connect that hangs or a socket that fails (issue 23, item 4)', () => {
  it('gives a socket that never opens up after the connect timeout, logs it and tries again', () => {
    const h = createRealtimeHarness();
    h.login();
    h.wait(CONNECT_TIMEOUT_MS - 1);
    expect(h.snapshot().matches({ link: { connection: 'opening' } })).toBe(true);
    h.wait(1);
    expect(h.snapshot().matches({ link: 'reconnecting' })).toBe(true);
    expect(h.sockets[0]!.stopped).toBe(true);
    expect(h.logs).toEqual(['connect timed out']);
    h.wait(60_000);
    expect(h.sockets.length).toBeGreaterThan(1);
  });

  it('a socket that opens in time is not timed out', () => {
    const h = createRealtimeHarness();
    h.connect();
    h.wait(CONNECT_TIMEOUT_MS * 2);
    expect(h.snapshot().hasTag('live')).toBe(true);
    expect(h.logs).toEqual([]);
  });

  it('a socket service that throws: the machine reconnects instead of stopping', () => {
    const clock = new EngineClock();
    let attempts = 0;
    const realtime = realtimeMachine().provide({
      actors: {
        socket: fromCallback(() => {
          attempts++;
          throw new Error('bug in the socket service');
        }) as never,
      },
      actions: { log: () => {} },
    });
    const root = setup({ actors: { realtime, owner: pendingOwnerMachine() } }).createMachine({
      // Started with a logged-in guest's session, as the root starts it: it connects at once.
      invoke: [{ id: 'realtime', systemId: 'realtime', src: 'realtime', input: realtimeInput }],
    });
    const actor = createActor(root, { clock }).start();
    const ref = actor.system.get('realtime') as ActorRef<AnyMachineSnapshot, AnyEventObject>;
    expect(ref.getSnapshot().status).toBe('active');
    expect(ref.getSnapshot().matches({ link: 'reconnecting' })).toBe(true);
    clock.advanceTo(clock.now() + 60_000);
    expect(attempts).toBeGreaterThan(1);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
