import { assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { WebPushFailure, WebPushInput, WebPushState } from './webPush.types.ts';
import { failureCodeOrNone } from '../shared/failure.ts';

export interface WebPushContext {
  request: RequestInput;
  /** The last attempt that failed, shown until the next one. */
  failure: WebPushFailure | null;
}

export type WebPushEvent =
  { type: 'ui.webPushOn' } | { type: 'ui.webPushOff' } | { type: 'ui.webPushRetry' };

const FAILURES: readonly string[] = ['no_push_service', 'permission_denied'];

/** A failure as the engine delivers it (`{ code?, message }`) in the words the view knows. */
function webPushFailureOf(error: unknown): WebPushFailure {
  const code = failureCodeOrNone(error) ?? '';
  return FAILURES.includes(code) ? (code as WebPushFailure) : 'server';
}

/**
 * Browser alerts (web push, seed 001 §7) for the personal area's notification settings: on this
 * device the guest turns them on (permission, service worker, a push subscription, then
 * `subscribe` on the platform) or off (`unsubscribe`). What the browser cannot do is a state, not
 * an error: `unsupported` (no service worker or Push API) and `blocked` (permission denied, to be
 * changed in the browser's site settings). A failed attempt stays in its state with its reason
 * (no push service reachable, permission refused, the platform) and can be tried again.
 */
export const webPushMachine = setup({
  types: {
    input: {} as WebPushInput,
    context: {} as WebPushContext,
    events: {} as WebPushEvent,
    tags: {} as 'busy',
  },
  actors: {
    readState: placeholderCall<WebPushState, { request: RequestInput }>('readState'),
    subscribe: placeholderCall<void, { request: RequestInput }>('subscribe'),
    unsubscribe: placeholderCall<void, { request: RequestInput }>('unsubscribe'),
  },
  actions: {
    keepFailure: assign((_, params: { failure: WebPushFailure }) => ({
      failure: params.failure,
    })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isUnsupported: (_, params: { state: WebPushState }) => !params.state.supported,
    isBlocked: (_, params: { state: WebPushState }) => params.state.permission === 'denied',
    isOn: (_, params: { state: WebPushState }) =>
      params.state.subscribed && params.state.permission === 'granted',
    wasRefused: (_, params: { error: unknown }) =>
      webPushFailureOf(params.error) === 'permission_denied',
  },
}).createMachine({
  id: 'webPush',
  context: ({ input }) => ({ request: input.request, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: 'busy',
      invoke: {
        id: 'readState',
        src: 'readState',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: { type: 'isUnsupported', params: ({ event }) => ({ state: event.output }) },
            target: 'unsupported',
          },
          {
            guard: { type: 'isBlocked', params: ({ event }) => ({ state: event.output }) },
            target: 'blocked',
          },
          {
            guard: { type: 'isOn', params: ({ event }) => ({ state: event.output }) },
            target: 'on',
          },
          { target: 'off' },
        ],
        onError: {
          target: 'unknown',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ failure: webPushFailureOf(event.error) }),
          },
        },
      },
    },
    /** The state could not be read: said, with a retry. */
    unknown: { on: { 'ui.webPushRetry': { target: 'checking', actions: 'clearFailure' } } },
    unsupported: {},
    /** The guest denied the permission: only the browser's settings can allow it again. */
    blocked: { on: { 'ui.webPushRetry': { target: 'checking', actions: 'clearFailure' } } },
    off: {
      initial: 'idle',
      states: { idle: {}, failed: {} },
      on: { 'ui.webPushOn': { target: 'subscribing', actions: 'clearFailure' } },
    },
    subscribing: {
      tags: 'busy',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ request: context.request }),
        onDone: 'on',
        onError: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'blocked',
            actions: { type: 'keepFailure', params: { failure: 'permission_denied' } },
          },
          {
            target: 'off.failed',
            actions: {
              type: 'keepFailure',
              params: ({ event }) => ({ failure: webPushFailureOf(event.error) }),
            },
          },
        ],
      },
    },
    on: {
      initial: 'idle',
      states: { idle: {}, failed: {} },
      on: { 'ui.webPushOff': { target: 'unsubscribing', actions: 'clearFailure' } },
    },
    unsubscribing: {
      tags: 'busy',
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ request: context.request }),
        onDone: 'off',
        onError: {
          target: 'on.failed',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ failure: webPushFailureOf(event.error) }),
          },
        },
      },
    },
  },
});
