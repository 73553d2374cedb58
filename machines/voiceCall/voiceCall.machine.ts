import { assign, setup } from 'xstate';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { serviceRequestOf, type ServiceRequest } from '../shared/serviceRequest.ts';
import {
  VOICECALL_STARTED,
  type DialIn,
  type VoiceCallActor,
  type VoicecallStartInput,
  type VoicecallStartReply,
} from './voiceCall.types.ts';

export interface VoiceCallContext {
  request: ServiceRequest;
  actor: VoiceCallActor | null;
  /** The running call's id hash (from the 2000 answer): its pushes carry it. */
  idHash: string | null;
  dialIn: DialIn | null;
  /** The result code of a refused start; null when the service did not answer. */
  code: number | null;
}

export type VoiceCallEvent =
  /** The guest pressed her voice-call button (the gate let it through). */
  | { type: 'ui.voiceCallStart'; actor: VoiceCallActor }
  | { type: 'ui.voiceCallRetry' }
  /** Pay for the call by phone: the pay tour's voice flow (moneycharge, paytype Voice). */
  | { type: 'ui.voiceCallPay' }
  | { type: 'ui.voiceCallClose' }
  | { type: 'push.voicecallStart'; voicecallIdHash: string; forceReload: boolean }
  | { type: 'push.voicecallStop'; voicecallIdHash: string }
  | GateAnswerEvent
  | GateResumedEvent;

/** No call: what the machine starts with and returns to. */
const NO_CALL: Omit<VoiceCallContext, 'request'> = {
  actor: null,
  idHash: null,
  dialIn: null,
  code: null,
};

/**
 * Paying the call asks the gate (issue 52 §1) with the platform's refusal: 4002, credit needed.
 * The call is open to visitors and paid by phone, not from a balance, so no fact of the guest's
 * stands in its way (gating.ts, `voiceCall`): the gate opens the voice flow for the refusal and
 * tells the call when it ended, as it tells every guarded domain after a top-up.
 */
const payGate = gateClient({ ticket: 'voiceCall.pay', replyTo: 'voiceCall', action: 'voiceCall' });

/**
 * The anonymous voice call (issue #19 §6, seed 000 §4, §5, §7): `startAnonymousVoicecallChat`
 * with the session's access token and her id starts the call only on result code 2000; any other
 * code is kept and shown with its meaning (decision 0015) and a retry, and a call that needs
 * credit offers the pay tour's voice flow first. Started, the guest is told the call's id hash
 * (`guest.anonymousVoicecallStarted`): the guest machine owns the active flag and the reload
 * when the call's `voicecallStop` comes. This machine follows the call's pushes (a copy, while
 * it runs) to show it calling, connected and ended.
 */
export const voiceCallMachine = setup({
  types: {
    context: {} as VoiceCallContext,
    input: {} as DomainInput,
    events: {} as VoiceCallEvent,
    tags: {} as 'busy' | 'inCall',
  },
  actors: {
    startCall: placeholderCall<VoicecallStartReply, VoicecallStartInput>('voiceCall.startCall'),
  },
  actions: {
    storeActor: assign((_, params: { actor: VoiceCallActor }) => ({
      ...NO_CALL,
      actor: params.actor,
    })),
    storeStarted: assign((_, params: { idHash: string; dialIn: DialIn | null }) => ({
      idHash: params.idHash,
      dialIn: params.dialIn,
      code: null,
    })),
    storeCode: assign((_, params: { code: number | null }) => ({ code: params.code })),
    forgetCall: assign(NO_CALL),
    tellGuest: toSystem('guest', (_, params: { idHash: string }) => ({
      type: 'guest.anonymousVoicecallStarted' as const,
      voicecallIdHash: params.idHash,
    })),
    askToPay: payGate.askWith(() => ({ refused: 'needPurchase' })),
  },
  guards: {
    isStarted: (_, params: { reply: VoicecallStartReply }) =>
      params.reply.resultCode === VOICECALL_STARTED && params.reply.voicecallIdHash !== null,
    isOurCall: ({ context }, params: { idHash: string }) => context.idHash === params.idHash,
    needsCredit: ({ context }) => context.code === 4002,
    payAllowed: payGate.allowed,
    payOpened: payGate.refusedWithFlow,
    payAnswered: payGate.answered,
    paid: payGate.resumed,
    payEnded: payGate.flowEnded,
  },
}).createMachine({
  id: 'voiceCall',
  context: ({ input }) => ({ request: serviceRequestOf(input), ...NO_CALL }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ui.voiceCallStart': {
          target: 'starting',
          actions: { type: 'storeActor', params: ({ event }) => ({ actor: event.actor }) },
        },
      },
    },
    /** `startAnonymousVoicecallChat` is on its way. */
    starting: {
      tags: 'busy',
      invoke: {
        id: 'startCall',
        src: 'startCall',
        input: ({ context }): VoicecallStartInput => ({
          request: context.request,
          actorId: context.actor?.id ?? null,
        }),
        onDone: [
          {
            guard: { type: 'isStarted', params: ({ event }) => ({ reply: event.output }) },
            target: 'calling',
            actions: [
              {
                type: 'storeStarted',
                params: ({ event }) => ({
                  idHash: event.output.voicecallIdHash ?? '',
                  dialIn: event.output.dialIn,
                }),
              },
              {
                type: 'tellGuest',
                params: ({ event }) => ({ idHash: event.output.voicecallIdHash ?? '' }),
              },
            ],
          },
          {
            target: 'failed',
            actions: {
              type: 'storeCode',
              params: ({ event }) => ({ code: event.output.resultCode }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeCode', params: { code: null } },
        },
      },
    },
    /** Started (2000): the guest dials in; her side connects with `voicecallStart`. */
    calling: {
      tags: 'inCall',
      on: {
        'push.voicecallStart': {
          guard: {
            type: 'isOurCall',
            params: ({ event }) => ({ idHash: event.voicecallIdHash }),
          },
          target: 'active',
        },
        'push.voicecallStop': {
          guard: {
            type: 'isOurCall',
            params: ({ event }) => ({ idHash: event.voicecallIdHash }),
          },
          target: 'ended',
        },
      },
    },
    /** The call is connected. */
    active: {
      tags: 'inCall',
      on: {
        'push.voicecallStop': {
          guard: {
            type: 'isOurCall',
            params: ({ event }) => ({ idHash: event.voicecallIdHash }),
          },
          target: 'ended',
        },
      },
    },
    /** The call ended; the guest machine reloads the page shortly (anonymous call). */
    ended: {
      on: { 'ui.voiceCallClose': { target: 'idle', actions: 'forgetCall' } },
    },
    /** Refused with a code other than 2000, or no answer: shown with a retry. */
    failed: {
      on: {
        'ui.voiceCallRetry': 'starting',
        'ui.voiceCallPay': { guard: 'needsCredit', target: 'paying' },
        'ui.voiceCallClose': { target: 'idle', actions: 'forgetCall' },
      },
    },
    /**
     * The gate is asked to pay the call and opens the pay tour's voice flow; paid, the call
     * starts again; given up (or nothing to open), the refusal shows again.
     */
    paying: {
      tags: 'busy',
      entry: 'askToPay',
      on: {
        'gate.answer': [
          { guard: 'payAllowed', target: 'starting' },
          { guard: 'payOpened' },
          { guard: 'payAnswered', target: 'failed' },
        ],
        'gate.resumed': [
          { guard: 'paid', target: 'starting' },
          { guard: 'payEnded', target: 'failed' },
        ],
      },
    },
  },
});
