import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  pinErrorCode,
  type PinErrorCode,
  type PinStartInput,
  type PinStarted,
  type PinVerification,
  type PinVerificationType,
} from './pinCall.types.ts';
import { failureCodeOrNone } from '../shared/failure.ts';

/** Where the guest service is and as whom (the session as bearer). */
export interface GuestServiceRequest {
  /** The query service URL from the runtime config; the engine derives the guest service from it. */
  queryServiceUrl: string;
  language: string;
  ver: string;
  accessToken: string | null;
}

export interface PinCallInput {
  service: GuestServiceRequest;
}

export interface PinCallContext {
  service: GuestServiceRequest;
  phone: PinStartInput | null;
  started: PinStarted | null;
  verification: PinVerification | null;
  /** The last failure, one of the ten codes (seed 000 §8). */
  errorCode: PinErrorCode | null;
}

/** `ui.pinStart` as views send it: the phone and the verification type (`kind`). */
export type PinStartEvent = {
  type: 'ui.pinStart';
  countryCode: string;
  preCode: string;
  number: string;
  kind: PinVerificationType;
};
/**
 * Internal: the typed code of the verification started, with its id and the phone's kind (the
 * code step's facts, which `ui.pinSubmit` does not name), raised as the code is submitted.
 */
type PinVerifyEvent = { type: 'pin.verify'; id: string; kind: PinVerificationType; pin: string };
export type PinCallEvent =
  | PinStartEvent
  | { type: 'ui.pinSubmit'; pin: string }
  | { type: 'ui.pinRestart' }
  | PinVerifyEvent;

const COUNTRY = /^[A-Z]{2}$/;
const PRE_CODE = /^\d{1,4}$/;
const NUMBER = /^\d{4,14}$/;

/** The number as the service wants it: digits only (spaces, dashes and slashes are the guest's). */
function digitsOf(value: string): string {
  return value.replace(/[\s\-/().]/g, '');
}

/** The national number without its trunk prefix: `0170 123` with +49 is `170123`. */
export function nationalNumber(value: string): string {
  return digitsOf(value).replace(/^0+/, '');
}

/** The phone as the service wants it, from the form's fields. */
function phoneOf(event: PinStartEvent): PinStartInput {
  return {
    countryCode: event.countryCode.trim().toUpperCase(),
    preCode: digitsOf(event.preCode).replace(/^0+/, ''),
    number: nationalNumber(event.number),
    type: event.kind,
  };
}

/** Codes after which the verification is gone and the guest must start again with a number. */
const NEEDS_NEW_VERIFICATION: readonly PinErrorCode[] = [4, 7, 9];

/**
 * The phone verification by pin call (seed 000 §3, §5, §7, §8): the guest gives a number and its
 * kind, the service calls or texts a code (6 digits for mobile, 5 for fixed lines; the reply says
 * which) and the guest types it. Failures carry one of the ten codes; a timeout, an unknown id or
 * the attempt limit send the guest back to the number, the others let them try again in place.
 */
export const pinCallMachine = setup({
  types: {
    input: {} as PinCallInput,
    context: {} as PinCallContext,
    events: {} as PinCallEvent,
    tags: {} as 'busy' | 'verified',
  },
  actors: {
    startVerification: placeholderCall<
      PinStarted,
      { service: GuestServiceRequest; phone: PinStartInput }
    >('startVerification'),
    verifyPin: placeholderCall<
      PinVerification,
      { service: GuestServiceRequest; id: string; type: PinVerificationType; pin: string }
    >('verifyPin'),
  },
  actions: {
    keepPhone: assign((_, params: PinStartEvent) => ({ phone: phoneOf(params), errorCode: null })),
    /**
     * The submitted code goes to the verification the code step shows: its id and the phone's
     * kind are the step's (both kept on the way in), so the verify call gets them with the pin.
     */
    askVerification: enqueueActions(({ context, enqueue }, params: { pin: string }) => {
      const { started, phone } = context;
      if (started && phone)
        enqueue.raise({ type: 'pin.verify', id: started.id, kind: phone.type, pin: params.pin });
    }),
    keepStarted: assign((_, params: PinStarted) => ({ started: params, errorCode: null })),
    keepVerification: assign((_, params: PinVerification) => ({
      verification: params,
      errorCode: null,
    })),
    fail: assign((_, params: { code: unknown }) => ({ errorCode: pinErrorCode(params.code) })),
    failWith: assign((_, params: { code: PinErrorCode }) => ({ errorCode: params.code })),
    announceVerified: sendParent((_, params: PinVerification) => ({
      type: 'pinCall.verified' as const,
      verification: params,
    })),
  },
  guards: {
    phoneValid: (_, params: PinStartEvent) =>
      COUNTRY.test(params.countryCode.trim().toUpperCase()) &&
      PRE_CODE.test(digitsOf(params.preCode).replace(/^0+/, '')) &&
      NUMBER.test(nationalNumber(params.number)),
    pinComplete: ({ context }, params: { pin: string }) =>
      new RegExp(`^\\d{${context.started?.pinLength ?? 0}}$`).test(params.pin.trim()),
    isVerified: (_, params: { verification: PinVerification }) => params.verification.verified,
    needsNewVerification: (_, params: { code: unknown }) =>
      NEEDS_NEW_VERIFICATION.includes(pinErrorCode(params.code)),
  },
}).createMachine({
  id: 'pinCall',
  context: ({ input }) => ({
    service: input.service,
    phone: null,
    started: null,
    verification: null,
    errorCode: null,
  }),
  initial: 'phone',
  states: {
    /** Asking for the number. */
    phone: {
      initial: 'editing',
      states: {
        editing: {},
        /** The number cannot be right (checked here before any call): code 1. */
        invalid: {},
        /** The service refused the number or the verification ended: the code says why. */
        failed: {},
      },
      on: {
        'ui.pinStart': [
          {
            guard: { type: 'phoneValid', params: ({ event }) => event },
            target: 'starting',
            actions: { type: 'keepPhone', params: ({ event }) => event },
          },
          { target: '.invalid', actions: { type: 'failWith', params: { code: 1 } } },
        ],
      },
    },
    starting: {
      tags: 'busy',
      invoke: {
        id: 'startVerification',
        src: 'startVerification',
        // Entered only by a valid number: the phone is the event's.
        input: ({ context, event }) => {
          assertEvent(event, 'ui.pinStart');
          return { service: context.service, phone: phoneOf(event) };
        },
        onDone: {
          target: 'entering',
          actions: { type: 'keepStarted', params: ({ event }) => event.output },
        },
        onError: {
          target: 'phone.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ code: failureCodeOrNone(event.error) }),
          },
        },
      },
    },
    /** Waiting for the code the guest received. */
    entering: {
      initial: 'waiting',
      states: {
        waiting: {},
        /** Not as many digits as the reply asked for. */
        invalid: {},
        /** The service said no (a wrong code, 8, most often): try again. */
        failed: {},
      },
      on: {
        'ui.pinSubmit': [
          {
            guard: { type: 'pinComplete', params: ({ event }) => ({ pin: event.pin }) },
            actions: {
              type: 'askVerification',
              params: ({ event }) => ({ pin: event.pin.trim() }),
            },
          },
          { target: '.invalid' },
        ],
        'ui.pinRestart': 'phone.editing',
        'pin.verify': 'verifying',
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'verifyPin',
        src: 'verifyPin',
        // Entered only by a complete code: the verification and the pin are the event's.
        input: ({ context, event }) => {
          assertEvent(event, 'pin.verify');
          return { service: context.service, id: event.id, type: event.kind, pin: event.pin };
        },
        onDone: [
          {
            guard: {
              type: 'isVerified',
              params: ({ event }) => ({ verification: event.output }),
            },
            target: 'verified',
            actions: [
              { type: 'keepVerification', params: ({ event }) => event.output },
              { type: 'announceVerified', params: ({ event }) => event.output },
            ],
          },
          // Answered but not verified: the code was wrong.
          { target: 'entering.failed', actions: { type: 'failWith', params: { code: 8 } } },
        ],
        onError: [
          {
            guard: {
              type: 'needsNewVerification',
              params: ({ event }) => ({ code: failureCodeOrNone(event.error) }),
            },
            target: 'phone.failed',
            actions: {
              type: 'fail',
              params: ({ event }) => ({ code: failureCodeOrNone(event.error) }),
            },
          },
          {
            target: 'entering.failed',
            actions: {
              type: 'fail',
              params: ({ event }) => ({ code: failureCodeOrNone(event.error) }),
            },
          },
        ],
      },
    },
    verified: {
      tags: 'verified',
      on: { 'ui.pinRestart': 'phone.editing' },
    },
  },
});

/** The code of a failure as the engine delivers it (`{ message, code? }`). */
