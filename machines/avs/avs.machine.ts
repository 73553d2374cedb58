import { assign, setup } from 'xstate';
import type { GuestState, RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  toReplyTarget,
  toSystem,
  type AwaitUpdateEvent,
  type DomainInput,
  type UpdateArrivedEvent,
} from '../shared/domainEvents.ts';
import type { SystemIdAccepting } from '../shared/systemEvents.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

interface AvsContext {
  /** Age verification forced by configuration (seed 000 §6): every gated action needs it. */
  forceAvs: boolean;
  /** The platform's reason for a rejection, shown to the guest (§8). */
  rejectMessage: string | null;
  /** The system id waiting for `avsSet` instead of a reload (`guest.awaitUpdate`, update `avs`). */
  waiting: SystemIdAccepting<UpdateArrivedEvent> | null;
  /** The status bootstrap loaded the guest with (a visitor's is unknown): where the check starts. */
  loaded: AvsStatus;
  /** The session's request (the root's input), for the status re-read while pending. */
  request: RequestInput;
  /** The runtime config's query service, beside which the guest service answers. */
  queryServiceUrl: string;
  /** Whether a verified age earns the guest a bonus now (the guest service's `bonusAvailable`). */
  bonusAvailable: boolean;
}

/** A call to the guest service's age check: as whom, and where it is. */
export interface AvsServiceCall {
  request: RequestInput;
  queryServiceUrl: string;
}

export type AvsEvent =
  | AwaitUpdateEvent
  | { type: 'push.avsRevoked' }
  | { type: 'push.avsSet' }
  | { type: 'push.avsPending' }
  | { type: 'push.avsRejected'; message: string }
  /** A copy of the realtime session's acknowledgement (realtime PUSH_OBSERVERS). */
  | { type: 'push.ackSession' }
  /** The age-check box opened (the modals tell): whether the check earns a bonus is loaded. */
  | { type: 'avs.boxShown' }
  /**
   * The guest starts a check (the box handed over to the avs flow, or the gate opened it): it is
   * requested of the guest service, with the page to come back to.
   */
  | { type: 'avs.checkStarted' };

export type AvsStatus = GuestState['avsStatus'];

/** The status as the guest state reads now (`loadAvsStatus`, the resync after `ackSession`). */
export interface AvsStatusReply {
  avsStatus: AvsStatus;
  avsRejectMessage: string | null;
}

const ARRIVED: UpdateArrivedEvent = { type: 'guest.updateArrived', update: 'avs', push: {} };

/**
 * The guest's age verification (seed 000 §4): unknown, pending, accepted or rejected, as loaded
 * (the root starts it with bootstrap's facts as input, issue 52 §3) and then as the platform
 * pushes it. A revocation reloads the page (what was shown may no longer
 * be allowed); an acceptance tells the gate, then runs the waiting callback, or reloads so gated
 * media appear. While
 * pending, every realtime session acknowledgement re-reads the status (a decision pushed while no
 * socket listened, e.g. during a reload, is lost; docs/realtime-extensions.md).
 */
const avsSetup = setup({
  types: {
    input: {} as DomainInput,
    context: {} as AvsContext,
    events: {} as AvsEvent,
    tags: {} as 'verified' | 'known',
  },
  actors: {
    /** The guest's age-check status as the platform has it now (REST guest state). */
    loadAvsStatus: placeholderCall<AvsStatusReply, RequestInput>('loadAvsStatus'),
    /** Whether a verified age earns a bonus now (guest service `avs { bonusAvailable }`). */
    loadAvsBonus: placeholderCall<boolean, AvsServiceCall>('loadAvsBonus'),
    /** A check requested (guest service `avs { requestAvs(forwardUrl) }`, the page's address). */
    requestAvs: placeholderCall<boolean, AvsServiceCall>('requestAvs'),
  },
  actions: {
    storeRejection: assign({
      rejectMessage: (_, params: { message: string | null }) => params.message,
    }),
    forgetRejection: assign({ rejectMessage: null }),
    storeBonus: assign({ bonusAvailable: (_, params: { available: boolean }) => params.available }),
    registerWaiting: assign({
      waiting: (_, params: { replyTo: SystemIdAccepting<UpdateArrivedEvent> }) => params.replyTo,
    }),
    /** The waiting domain continues instead of a reload (`guest.updateArrived`, update `avs`). */
    answerWaiting: toReplyTarget(
      ({ context }: { context: AvsContext }) => context.waiting,
      ARRIVED,
    ),
    clearWaiting: assign({ waiting: null }),
    /** The gate learns whether the age is verified (and whether the config forces the check). */
    tellGate: toSystem(
      'gating',
      ({ context }: { context: AvsContext }, params: { accepted: boolean }) => ({
        type: 'gate.factsChanged' as const,
        facts: { avsAccepted: params.accepted, forceAvs: context.forceAvs },
      }),
    ),
    reloadPage: () => {},
  },
  guards: {
    /** The guest was loaded with this status. */
    loadedAs: ({ context }, params: { status: AvsStatus }) => context.loaded === params.status,
    isAvsUpdate: (_, params: { update: string }) => params.update === 'avs',
    hasWaiting: ({ context }) => context.waiting !== null,
    /** The re-read found this status. */
    readAs: (_, params: { reply: AvsStatusReply; status: AvsStatus }) =>
      params.reply.avsStatus === params.status,
    /** The re-read found the check accepted while a domain waits for it (as `hasWaiting`). */
    readAcceptedWhileWaiting: ({ context }, params: { reply: AvsStatusReply }) =>
      params.reply.avsStatus === 'accepted' && context.waiting !== null,
  },
});

const serviceOf = ({ context }: { context: AvsContext }): AvsServiceCall => ({
  request: context.request,
  queryServiceUrl: context.queryServiceUrl,
});

/**
 * Where a check may start (unknown, rejected): the age-check box shown loads whether the check
 * earns a bonus (`bonusAvailable`), and a check started is requested of the guest service
 * (`requestAvs`). Neither changes the status (the platform's pushes do); a failed call is let be.
 */
const offering = avsSetup.createStateConfig({
  initial: 'offered',
  on: {
    'avs.boxShown': '.loadingBonus',
    'avs.checkStarted': '.requesting',
  },
  states: {
    offered: {},
    loadingBonus: {
      invoke: {
        id: 'loadAvsBonus',
        src: 'loadAvsBonus',
        input: serviceOf,
        onDone: {
          target: 'offered',
          actions: { type: 'storeBonus', params: ({ event }) => ({ available: event.output }) },
        },
        onError: 'offered',
      },
    },
    requesting: {
      invoke: {
        id: 'requestAvs',
        src: 'requestAvs',
        input: serviceOf,
        onDone: 'offered',
        onError: 'offered',
      },
    },
  },
});

export const avsMachine = onFirstUse(() =>
  avsSetup.createMachine({
    id: 'avs',
    context: ({ input }) => ({
      forceAvs: input.config.forceAvs,
      rejectMessage: input.guest.isLoggedIn ? input.guest.avsRejectMessage : null,
      waiting: null,
      // A visitor's check is always unknown: she verifies her age with a login.
      loaded: input.guest.isLoggedIn ? input.guest.avsStatus : 'unknown',
      request: input.request,
      queryServiceUrl: input.config.queryServiceUrl,
      bonusAvailable: false,
    }),
    initial: 'starting',
    on: {
      'guest.awaitUpdate': {
        guard: { type: 'isAvsUpdate', params: ({ event }) => ({ update: event.update }) },
        actions: { type: 'registerWaiting', params: ({ event }) => ({ replyTo: event.replyTo }) },
      },
    },
    states: {
      /** The check starts where the loaded guest stands (the gate is told on entry). */
      starting: {
        always: [
          {
            guard: { type: 'loadedAs', params: { status: 'pending' } },
            target: 'unverified.pending',
          },
          { guard: { type: 'loadedAs', params: { status: 'accepted' } }, target: 'accepted' },
          {
            guard: { type: 'loadedAs', params: { status: 'rejected' } },
            target: 'unverified.rejected',
          },
          { target: 'unverified.unknown' },
        ],
      },
      /**
       * Not verified yet. Whichever of these the guest is in, the platform's pushes are the truth
       * (seed 000 §4): an acceptance runs the waiting callback or reloads, so gated media appear; a
       * rejection shows its message, the latest one if the guest was rejected already.
       */
      unverified: {
        tags: 'known',
        entry: { type: 'tellGate', params: { accepted: false } },
        on: {
          // Waited for: the accepted state tells the gate, then answers the waiting domain.
          'push.avsSet': [
            { guard: 'hasWaiting', target: 'accepted' },
            { target: 'accepted', actions: 'reloadPage' },
          ],
          'push.avsRejected': {
            target: '.rejected',
            actions: {
              type: 'storeRejection',
              params: ({ event }) => ({ message: event.message }),
            },
          },
        },
        initial: 'unknown',
        states: {
          /** Gated media show the age-check button instead. */
          unknown: { ...offering, on: { ...offering.on, 'push.avsPending': 'pending' } },
          /**
           * The check is under way at the platform. After each session acknowledgement the status
           * is read again and taken as its push would be; a failed read waits for the next one.
           */
          pending: {
            on: {
              'push.avsRevoked': { target: 'unknown', actions: 'reloadPage' },
              // A new session restarts a read under way: pushes may have been lost since it began.
              'push.ackSession': { target: '.resyncing', reenter: true },
            },
            initial: 'listening',
            states: {
              listening: {},
              resyncing: {
                invoke: {
                  id: 'loadAvsStatus',
                  src: 'loadAvsStatus',
                  input: ({ context }) => context.request,
                  onDone: [
                    {
                      guard: {
                        type: 'readAcceptedWhileWaiting',
                        params: ({ event }) => ({ reply: event.output }),
                      },
                      target: '#avs.accepted',
                    },
                    {
                      guard: {
                        type: 'readAs',
                        params: ({ event }) => ({ reply: event.output, status: 'accepted' }),
                      },
                      target: '#avs.accepted',
                      actions: 'reloadPage',
                    },
                    {
                      guard: {
                        type: 'readAs',
                        params: ({ event }) => ({ reply: event.output, status: 'rejected' }),
                      },
                      target: '#avs.unverified.rejected',
                      actions: {
                        type: 'storeRejection',
                        params: ({ event }) => ({ message: event.output.avsRejectMessage }),
                      },
                    },
                    {
                      guard: {
                        type: 'readAs',
                        params: ({ event }) => ({ reply: event.output, status: 'unknown' }),
                      },
                      target: '#avs.unverified.unknown',
                    },
                    { target: 'listening' },
                  ],
                  onError: 'listening',
                },
              },
            },
          },
          /** Refused, with the platform's message; a new attempt may follow. */
          rejected: {
            ...offering,
            exit: 'forgetRejection',
            on: {
              ...offering.on,
              'push.avsPending': 'pending',
              'push.avsRevoked': { target: 'unknown', actions: 'reloadPage' },
            },
          },
        },
      },
      /**
       * Verified. The gate learns it before a waiting domain is answered (an entry runs after the
       * transition's actions): the domain that goes on asks the gate, which must know by then.
       */
      accepted: {
        tags: ['known', 'verified'],
        entry: [{ type: 'tellGate', params: { accepted: true } }, 'answerWaiting', 'clearWaiting'],
        on: {
          'push.avsRevoked': { target: 'unverified.unknown', actions: 'reloadPage' },
          // A check withdrawn after it was accepted: the platform's rejection counts, as it says.
          'push.avsRejected': {
            target: 'unverified.rejected',
            actions: {
              type: 'storeRejection',
              params: ({ event }) => ({ message: event.message }),
            },
          },
        },
      },
    },
  }),
);
