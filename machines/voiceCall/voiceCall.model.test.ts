import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import {
  voiceCallMachine,
  type VoiceCallContext,
  type VoiceCallEvent,
} from './voiceCall.machine.ts';
import { selectInCall, selectVoiceCallView } from './voiceCall.selectors.ts';
import { VOICECALL_STARTED } from './voiceCall.types.ts';

/** Model-based test of the anonymous voice call: every transition, on the real machine. */
const reply = (resultCode: number, voicecallIdHash: string | null) => ({
  type: 'xstate.done.actor.startCall',
  output: { resultCode, voicecallIdHash, dialIn: null },
});
const pay = { action: 'voiceCall', ticket: 'voiceCall.pay', balance: null } as const;
const voiceFlow = { type: 'payTour.open', flow: 'voicecall' } as const;
const events: (VoiceCallEvent | EventObject)[] = [
  { type: 'ui.voiceCallStart', actor: { id: 7, name: 'Lana' } },
  { type: 'ui.voiceCallRetry' },
  { type: 'ui.voiceCallPay' },
  { type: 'ui.voiceCallClose' },
  { type: 'push.voicecallStart', voicecallIdHash: 'h', forceReload: false },
  { type: 'push.voicecallStart', voicecallIdHash: 'other', forceReload: false },
  { type: 'push.voicecallStop', voicecallIdHash: 'h' },
  { type: 'push.voicecallStop', voicecallIdHash: 'other' },
  // The gate's answer to the payment's ask (the voice flow opened, or nothing to open), and the
  // end of the flow: paid, or given up.
  { type: 'gate.answer', ...pay, allowed: false, reason: 'needPurchase', open: voiceFlow },
  { type: 'gate.answer', ...pay, allowed: false, reason: 'needPurchase', open: null },
  { type: 'gate.answer', ...pay, allowed: true, reason: null, open: null },
  { type: 'gate.answer', ...pay, ticket: 'someone.else', allowed: true, reason: null, open: null },
  { type: 'gate.resumed', ...pay, success: true },
  { type: 'gate.resumed', ...pay, success: false },
  { type: 'gate.resumed', ...pay, ticket: 'someone.else', success: true },
  reply(VOICECALL_STARTED, 'h'),
  reply(4002, null),
  reply(4003, null),
  { type: 'xstate.error.actor.startCall', error: new Error('down') } as EventObject,
];

const stand = { tellGuest: () => {}, askToPay: () => {} };

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as VoiceCallContext;
  return JSON.stringify([s.value, c.actor !== null, c.idHash, c.code]);
};

defineModelSuite(voiceCallMachine, {
  input: demoDomainInput('voiceCall'),
  events,
  stand,
  serializeState,
  runner: { actions: stand },
  invariants: (snapshot, { route, path }) => {
    const steps = path.steps.map((step) => step.event);
    const view = selectVoiceCallView(snapshot);
    const context = snapshot.context;
    expect(view.status, route).toBe(snapshot.value);
    // A call runs only after a 2000 with its id hash; the guest was told that hash.
    if (selectInCall(snapshot)) {
      expect(context.idHash, route).toBe('h');
      expect(
        steps.some((e) => e.type === 'xstate.done.actor.startCall'),
        route,
      ).toBe(true);
    }
    // A refusal keeps its code to show; the voice pay flow only for a call that needs credit.
    if (view.status === 'failed') expect(view.canPay, route).toBe(context.code === 4002);
    if (snapshot.matches('paying')) expect(context.code, route).toBe(4002);
    // The call starts again after a payment only when the gate resumed it, for this ticket.
    const last = steps.at(-1);
    if (last?.type === 'gate.resumed' && snapshot.matches('starting'))
      expect(last, route).toMatchObject({ ticket: 'voiceCall.pay', success: true });
    if (snapshot.matches('idle')) expect(context.actor, route).toBeNull();
  },
});
