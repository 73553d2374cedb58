import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { RequestInput } from '../shared/session.types.ts';
import type { GateFactsChangedEvent } from '../gating/gating.machine.ts';
import { avsMachine, type AvsServiceCall, type AvsStatusReply } from './avs.machine.ts';
import {
  selectAvsAccepted,
  selectAvsBonus,
  selectAvsNotice,
  selectAvsStatus,
} from './avs.selectors.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { avsInput, visitorInput } from './avs.testing.ts';

/** One re-read of the status: the test settles it (`resolve`/`reject`) or leaves it running. */
interface Read {
  input: RequestInput;
  resolve: (reply: AvsStatusReply) => void;
  reject: (error: Error) => void;
  signal: AbortSignal;
}

/**
 * The avs machine, started with `input` as the root starts it, beside a `waiter` actor that
 * records what it is told.
 */
function start(input: DomainInput = avsInput(), bonus: boolean | Error = true) {
  const reloadPage = vi.fn();
  /** The guest service's calls, by name, with their input. */
  const service: { call: string; input: AvsServiceCall }[] = [];
  const loadAvsBonus = fromPromise<boolean, AvsServiceCall>(({ input }) => {
    service.push({ call: 'bonusAvailable', input });
    return bonus instanceof Error ? Promise.reject(bonus) : Promise.resolve(bonus);
  });
  const requestAvs = fromPromise<boolean, AvsServiceCall>(({ input }) => {
    service.push({ call: 'requestAvs', input });
    return Promise.resolve(true);
  });
  const reads: Read[] = [];
  const loadAvsStatus = fromPromise<AvsStatusReply, RequestInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => reads.push({ input, resolve, reject, signal })),
  );
  const told: EventObject[] = [];
  const gateTold: EventObject[] = [];
  /** Everything the gate and the waiting domain were told, in the order it reached them. */
  const sequence: EventObject[] = [];
  const recorder = (into: EventObject[]) =>
    setup({}).createMachine({
      on: { '*': { actions: ({ event }) => void (into.push(event), sequence.push(event)) } },
    });
  const waiter = recorder(told);
  const parent = createActor(
    setup({
      actors: {
        avs: avsMachine().provide({
          actions: { reloadPage },
          actors: { loadAvsStatus, loadAvsBonus, requestAvs },
        }),
        waiter,
        gate: recorder(gateTold),
      },
    }).createMachine({
      invoke: [
        // Stands for the gate: it records the facts it is told (from the start on).
        { id: 'gating', systemId: 'gating', src: 'gate' },
        { id: 'bonusCode', systemId: 'bonusCode', src: 'waiter' },
        { id: 'avs', systemId: 'avs', src: 'avs', input },
      ],
    }),
  );
  parent.start();
  const actor = parent.system.get('avs') as ActorRefFrom<ReturnType<typeof avsMachine>>;
  return {
    actor,
    reloadPage,
    told,
    gateTold,
    sequence,
    reads,
    service,
    snapshot: () => actor.getSnapshot(),
  };
}

describe('avs machine', () => {
  it('tells the gate whether the age is verified as it changes, with the forced check', () => {
    const a = start(avsInput({ avsStatus: 'pending' }, true));
    const facts = () =>
      a.gateTold
        .filter((e) => e.type === 'gate.factsChanged')
        .map((e) => (e as GateFactsChangedEvent).facts);
    a.actor.send({ type: 'push.avsSet' });
    a.actor.send({ type: 'push.avsRevoked' });
    expect(facts()).toEqual([
      { avsAccepted: false, forceAvs: true },
      { avsAccepted: true, forceAvs: true },
      { avsAccepted: false, forceAvs: true },
    ]);
  });

  it.each(['unknown', 'pending', 'accepted', 'rejected'] as const)(
    'starts %s as the loaded guest state says',
    (status) => {
      const a = start(avsInput({ avsStatus: status, avsRejectMessage: 'Document unreadable' }));
      expect(selectAvsStatus(a.snapshot())).toBe(status);
      expect(selectAvsAccepted(a.snapshot())).toBe(status === 'accepted');
      expect(selectAvsNotice(a.snapshot())).toEqual(
        status === 'pending'
          ? { kind: 'pending' }
          : status === 'rejected'
            ? { kind: 'rejected', message: 'Document unreadable' }
            : null,
      );
    },
  );

  it('treats a visitor as not verified whatever the state says, and keeps the config flag', () => {
    const a = start({ ...visitorInput, config: { ...visitorInput.config, forceAvs: true } });
    expect(selectAvsStatus(a.snapshot())).toBe('unknown');
    expect(a.snapshot().context.forceAvs).toBe(true);
  });

  it('goes pending, then accepted with a reload when nobody waits', () => {
    const a = start(avsInput({ avsStatus: 'unknown' }));
    a.actor.send({ type: 'push.avsPending' });
    expect(selectAvsNotice(a.snapshot())).toEqual({ kind: 'pending' });
    a.actor.send({ type: 'push.avsSet' });
    expect(selectAvsStatus(a.snapshot())).toBe('accepted');
    expect(a.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('runs the waiting callback instead of the reload, once', () => {
    const a = start(avsInput({ avsStatus: 'pending' }));
    a.actor.send({ type: 'guest.awaitUpdate', update: 'vipAbo', replyTo: 'bonusCode' });
    expect(a.snapshot().context.waiting).toBeNull();
    a.actor.send({ type: 'guest.awaitUpdate', update: 'avs', replyTo: 'bonusCode' });
    a.actor.send({ type: 'push.avsSet' });
    expect(a.reloadPage).not.toHaveBeenCalled();
    expect(a.told).toContainEqual({ type: 'guest.updateArrived', update: 'avs', push: {} });
    expect(a.snapshot().context.waiting).toBeNull();
    a.actor.send({ type: 'push.avsRevoked' });
    a.actor.send({ type: 'push.avsSet' });
    expect(a.reloadPage).toHaveBeenCalledTimes(2);
  });

  it('tells the gate of the acceptance before it answers the waiting domain (issue 52 §1)', () => {
    // The domain that goes on asks the gate at once: the gate must know the age is verified.
    const a = start(avsInput({ avsStatus: 'pending' }));
    a.actor.send({ type: 'guest.awaitUpdate', update: 'avs', replyTo: 'bonusCode' });
    a.sequence.length = 0;
    a.actor.send({ type: 'push.avsSet' });
    expect(a.sequence).toEqual([
      { type: 'gate.factsChanged', facts: { avsAccepted: true, forceAvs: false } },
      { type: 'guest.updateArrived', update: 'avs', push: {} },
    ]);
  });

  it('the age-check box loads whether the check earns a bonus; a started check is requested (guest service)', async () => {
    const input = avsInput({ avsStatus: 'unknown' });
    const a = start(input);
    const call = { request: input.request, queryServiceUrl: input.config.queryServiceUrl };
    expect(selectAvsBonus(a.snapshot())).toBe(false);
    a.actor.send({ type: 'avs.boxShown' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectAvsBonus(a.snapshot())).toBe(true);
    a.actor.send({ type: 'avs.checkStarted' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(a.service).toEqual([
      { call: 'bonusAvailable', input: call },
      { call: 'requestAvs', input: call },
    ]);
    // Neither changes the status; verified, no bonus is offered any more.
    expect(selectAvsStatus(a.snapshot())).toBe('unknown');
    a.actor.send({ type: 'push.avsSet' });
    expect(selectAvsBonus(a.snapshot())).toBe(false);
    // Verified or pending, nothing is asked: no check starts there.
    a.actor.send({ type: 'avs.boxShown' });
    a.actor.send({ type: 'avs.checkStarted' });
    expect(a.service).toHaveLength(2);
  });

  it('a rejected guest may start again; a failed bonus call offers none', async () => {
    const a = start(
      avsInput({ avsStatus: 'rejected', avsRejectMessage: 'blurred' }),
      new Error('x'),
    );
    a.actor.send({ type: 'avs.boxShown' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectAvsBonus(a.snapshot())).toBe(false);
    a.actor.send({ type: 'avs.checkStarted' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(a.service.map((s) => s.call)).toEqual(['bonusAvailable', 'requestAvs']);
    expect(selectAvsNotice(a.snapshot())).toEqual({ kind: 'rejected', message: 'blurred' });
  });

  it('shows a rejection with its message and forgets it on a new attempt', () => {
    const a = start(avsInput({ avsStatus: 'pending' }));
    a.actor.send({ type: 'push.avsRejected', message: 'The photo is blurred' });
    expect(selectAvsNotice(a.snapshot())).toEqual({
      kind: 'rejected',
      message: 'The photo is blurred',
    });
    a.actor.send({ type: 'push.avsPending' });
    expect(a.snapshot().context.rejectMessage).toBeNull();
    expect(selectAvsNotice(a.snapshot())).toEqual({ kind: 'pending' });
  });

  it('moves an accepted guest to rejected with its message: the server status is the truth', () => {
    const a = start(avsInput({ avsStatus: 'accepted' }));
    a.actor.send({ type: 'push.avsRejected', message: 'The document has expired' });
    expect(selectAvsStatus(a.snapshot())).toBe('rejected');
    expect(selectAvsAccepted(a.snapshot())).toBe(false);
    expect(selectAvsNotice(a.snapshot())).toEqual({
      kind: 'rejected',
      message: 'The document has expired',
    });
    expect(a.reloadPage).not.toHaveBeenCalled();
  });

  it('shows the latest message when a rejected guest is rejected again', () => {
    const a = start(avsInput({ avsStatus: 'rejected', avsRejectMessage: 'The photo is blurred' }));
    a.actor.send({ type: 'push.avsRejected', message: 'The document has expired' });
    expect(selectAvsNotice(a.snapshot())).toEqual({
      kind: 'rejected',
      message: 'The document has expired',
    });
  });

  it('reloads on a revocation and is unknown afterwards', () => {
    const a = start(avsInput({ avsStatus: 'accepted' }));
    a.actor.send({ type: 'push.avsRevoked' });
    expect(selectAvsStatus(a.snapshot())).toBe('unknown');
    expect(selectAvsAccepted(a.snapshot())).toBe(false);
    expect(a.reloadPage).toHaveBeenCalledTimes(1);
  });

  describe('re-reads the status after each session acknowledgement while pending', () => {
    const ack = { type: 'push.ackSession' } as const;
    /** Lets the re-read's promise settle and its done event arrive. */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('takes an acceptance as its push: reloads when nobody waits', async () => {
      const input = avsInput({ avsStatus: 'pending' });
      const a = start(input);
      a.actor.send(ack);
      expect(a.reads.map((r) => r.input)).toEqual([input.request]);
      a.reads[0]?.resolve({ avsStatus: 'accepted', avsRejectMessage: null });
      await settle();
      expect(selectAvsStatus(a.snapshot())).toBe('accepted');
      expect(a.reloadPage).toHaveBeenCalledTimes(1);
    });

    it('takes an acceptance as its push: answers the waiting domain instead of a reload', async () => {
      const a = start(avsInput({ avsStatus: 'pending' }));
      a.actor.send({ type: 'guest.awaitUpdate', update: 'avs', replyTo: 'bonusCode' });
      a.actor.send(ack);
      a.reads[0]?.resolve({ avsStatus: 'accepted', avsRejectMessage: null });
      await settle();
      expect(selectAvsAccepted(a.snapshot())).toBe(true);
      expect(a.reloadPage).not.toHaveBeenCalled();
      expect(a.told).toEqual([{ type: 'guest.updateArrived', update: 'avs', push: {} }]);
      expect(a.sequence.slice(-2)).toEqual([
        { type: 'gate.factsChanged', facts: { avsAccepted: true, forceAvs: false } },
        { type: 'guest.updateArrived', update: 'avs', push: {} },
      ]);
      expect(a.snapshot().context.waiting).toBeNull();
    });

    it('takes a rejection as its push, with the message', async () => {
      const a = start(avsInput({ avsStatus: 'pending' }));
      a.actor.send(ack);
      a.reads[0]?.resolve({ avsStatus: 'rejected', avsRejectMessage: 'The photo is blurred' });
      await settle();
      expect(selectAvsNotice(a.snapshot())).toEqual({
        kind: 'rejected',
        message: 'The photo is blurred',
      });
      expect(a.reloadPage).not.toHaveBeenCalled();
    });

    it('takes unknown as unknown, and stays pending on pending', async () => {
      const a = start(avsInput({ avsStatus: 'pending' }));
      a.actor.send(ack);
      a.reads[0]?.resolve({ avsStatus: 'pending', avsRejectMessage: null });
      await settle();
      expect(selectAvsNotice(a.snapshot())).toEqual({ kind: 'pending' });
      a.actor.send(ack);
      a.reads[1]?.resolve({ avsStatus: 'unknown', avsRejectMessage: null });
      await settle();
      expect(selectAvsStatus(a.snapshot())).toBe('unknown');
      expect(a.reloadPage).not.toHaveBeenCalled();
    });

    it('stays pending when the re-read fails, and tries again with the next session', async () => {
      const a = start(avsInput({ avsStatus: 'pending' }));
      a.actor.send(ack);
      a.reads[0]?.reject(new Error('503'));
      await settle();
      expect(selectAvsStatus(a.snapshot())).toBe('pending');
      a.actor.send(ack);
      expect(a.reads).toHaveLength(2);
      a.reads[1]?.resolve({ avsStatus: 'accepted', avsRejectMessage: null });
      await settle();
      expect(selectAvsStatus(a.snapshot())).toBe('accepted');
    });

    it('restarts a read under way on a new session, and a push settles it first', () => {
      const a = start(avsInput({ avsStatus: 'pending' }));
      a.actor.send(ack);
      a.actor.send(ack);
      expect(a.reads).toHaveLength(2);
      expect(a.reads[0]?.signal.aborted).toBe(true);
      a.actor.send({ type: 'push.avsRejected', message: 'The document has expired' });
      expect(a.reads[1]?.signal.aborted).toBe(true);
      expect(selectAvsNotice(a.snapshot())).toEqual({
        kind: 'rejected',
        message: 'The document has expired',
      });
    });

    it('reads nothing on a session acknowledgement unless pending', () => {
      for (const status of ['unknown', 'accepted', 'rejected'] as const) {
        const a = start(avsInput({ avsStatus: status }));
        a.actor.send(ack);
        expect(a.reads, status).toHaveLength(0);
      }
      const visitor = start(visitorInput);
      visitor.actor.send(ack);
      expect(visitor.reads).toHaveLength(0);
    });
  });
});
