import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type AnyActorRef, type EventObject } from 'xstate';
import { gatingMachine } from '../gating/gating.machine.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { voiceCallMachine, type VoiceCallEvent } from './voiceCall.machine.ts';
import { selectInCall, selectVoiceCallView } from './voiceCall.selectors.ts';
import {
  failureOfCode,
  VOICECALL_STARTED,
  type VoicecallStartInput,
  type VoicecallStartReply,
} from './voiceCall.types.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';

const actor = { id: 7, name: 'Lana' };
const started = (idHash = 'h-1'): VoicecallStartReply => ({
  resultCode: VOICECALL_STARTED,
  voicecallIdHash: idHash,
  dialIn: { phoneNumber: '+49 900 1', pin: '1234' },
});
const refused = (resultCode: number): VoicecallStartReply => ({
  resultCode,
  voicecallIdHash: null,
  dialIn: null,
});

/**
 * The machine under a parent that records what it tells `guest` and `payTour`, beside the real
 * gate (a visitor's facts: none told yet), through which its payment goes.
 */
function start(answers: (VoicecallStartReply | Error)[]) {
  const told: Record<'guest' | 'payTour', EventObject[]> = { guest: [], payTour: [] };
  const inputs: VoicecallStartInput[] = [];
  const recorder = (into: EventObject[]) =>
    setup({}).createMachine({ on: { '*': { actions: ({ event }) => void into.push(event) } } });
  const machine = voiceCallMachine.provide({
    actors: {
      startCall: fromPromise<VoicecallStartReply, VoicecallStartInput>(({ input }) => {
        inputs.push(input);
        const answer = answers.shift();
        if (!answer || answer instanceof Error)
          return Promise.reject(answer ?? new Error('no answer'));
        return Promise.resolve(answer);
      }),
    },
  });
  const parent = createActor(
    setup({
      actors: {
        voiceCall: machine,
        guest: recorder(told.guest),
        payTour: recorder(told.payTour),
        gating: gatingMachine(),
      },
    }).createMachine({
      invoke: [
        { id: 'gating', systemId: 'gating', src: 'gating' },
        { id: 'guest', systemId: 'guest', src: 'guest' },
        { id: 'payTour', systemId: 'payTour', src: 'payTour' },
        {
          id: 'voiceCall',
          systemId: 'voiceCall',
          src: 'voiceCall',
          input: demoDomainInput('voiceCall'),
        },
      ],
    }),
  ).start();
  const call = parent.system.get('voiceCall') as ReturnType<typeof createActor<typeof machine>>;
  /** The pay tour's end of the flow it opened, to whoever it opened it for. */
  const gate = parent.system.get('gating') as AnyActorRef;
  const payTourResult = (success: boolean) =>
    gate.send({ type: 'payTour.result', flow: 'voicecall', success });
  return {
    payTourResult,
    told,
    inputs,
    send: (event: VoiceCallEvent) => call.send(event),
    view: () => selectVoiceCallView(call.getSnapshot()),
    snapshot: () => call.getSnapshot(),
  };
}

describe('voiceCall machine', () => {
  it('starts on 2000 with the session token, tells the guest the id hash, and follows the pushes', async () => {
    const c = start([started('h-1')]);
    c.send({ type: 'ui.voiceCallStart', actor });
    expect(c.view()).toEqual({ status: 'starting', actor });
    await flushMacrotasks();
    expect(c.inputs[0]).toMatchObject({ actorId: 7, request: { accessToken: 't' } });
    expect(c.view()).toMatchObject({ status: 'calling', dialIn: { pin: '1234' } });
    expect(c.told.guest).toEqual([
      { type: 'guest.anonymousVoicecallStarted', voicecallIdHash: 'h-1' },
    ]);
    // Another call's pushes are not this one's.
    c.send({ type: 'push.voicecallStart', voicecallIdHash: 'other', forceReload: false });
    expect(c.view().status).toBe('calling');
    c.send({ type: 'push.voicecallStart', voicecallIdHash: 'h-1', forceReload: false });
    expect(c.view().status).toBe('active');
    expect(selectInCall(c.snapshot())).toBe(true);
    c.send({ type: 'push.voicecallStop', voicecallIdHash: 'other' });
    expect(c.view().status).toBe('active');
    c.send({ type: 'push.voicecallStop', voicecallIdHash: 'h-1' });
    expect(c.view()).toEqual({ status: 'ended', actor });
    expect(selectInCall(c.snapshot())).toBe(false);
    c.send({ type: 'ui.voiceCallClose' });
    expect(c.view()).toEqual({ status: 'idle' });
  });

  it('shows any other code with its meaning, and a retry starts again', async () => {
    const c = start([refused(4003), refused(1234), started()]);
    c.send({ type: 'ui.voiceCallStart', actor });
    await flushMacrotasks();
    expect(c.view()).toEqual({
      status: 'failed',
      actor,
      code: 4003,
      failure: 'actorUnavailable',
      canPay: false,
    });
    expect(c.told.guest).toEqual([]);
    c.send({ type: 'ui.voiceCallPay' });
    expect(c.view().status).toBe('failed');
    c.send({ type: 'ui.voiceCallRetry' });
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ status: 'failed', code: 1234, failure: 'unknownCode' });
    c.send({ type: 'ui.voiceCallRetry' });
    await flushMacrotasks();
    expect(c.view().status).toBe('calling');
  });

  it('a 2000 without an id hash is not a call', async () => {
    const c = start([{ ...started(), voicecallIdHash: null }]);
    c.send({ type: 'ui.voiceCallStart', actor });
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ status: 'failed', code: VOICECALL_STARTED });
  });

  it('no answer is a failure with a retry, nothing lost', async () => {
    const c = start([new Error('down'), started()]);
    c.send({ type: 'ui.voiceCallStart', actor });
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ status: 'failed', code: null, failure: 'noAnswer' });
    c.send({ type: 'ui.voiceCallRetry' });
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ status: 'calling', actor });
  });

  it("a visitor's call that needs credit: the gate opens the voice flow, and the call starts again once paid", async () => {
    const c = start([refused(4002), refused(4002), started()]);
    c.send({ type: 'ui.voiceCallStart', actor });
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ failure: 'needsCredit', canPay: true });
    c.send({ type: 'ui.voiceCallPay' });
    expect(c.view().status).toBe('paying');
    // Asked of the gate, which opens the voice flow (not a login: the call is a visitor's too).
    expect(c.told.payTour).toEqual([
      { type: 'payTour.open', flow: 'voicecall', replyTo: 'gating' },
    ]);
    // Given up: the refusal shows again, and nothing starts.
    c.payTourResult(false);
    expect(c.view()).toMatchObject({ status: 'failed', code: 4002 });
    c.send({ type: 'ui.voiceCallPay' });
    c.payTourResult(true);
    // Paid: the gate resumes the call, which is asked again (refused once more, then started).
    await flushMacrotasks();
    expect(c.view()).toMatchObject({ status: 'failed', code: 4002 });
    c.send({ type: 'ui.voiceCallPay' });
    c.payTourResult(true);
    await flushMacrotasks();
    expect(c.view().status).toBe('calling');
    expect(c.inputs).toHaveLength(3);
  });

  it('names every code of the table and no more', () => {
    expect(failureOfCode(4001)).toBe('sessionInvalid');
    expect(failureOfCode(4002)).toBe('needsCredit');
    expect(failureOfCode(4004)).toBe('notOffered');
    expect(failureOfCode(4009)).toBe('alreadyRunning');
    expect(failureOfCode(5000)).toBe('serviceDown');
    expect(failureOfCode(2001)).toBe('unknownCode');
    expect(failureOfCode(null)).toBe('noAnswer');
  });
});
