import { assign, sendParent, setup } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import type {
  AppConfig,
  Failure,
  GuestState,
  Language,
  RequestInput,
  Session,
} from './bootstrap.types.ts';
import { failureOf } from '../shared/failure.ts';

export interface BootstrapContext {
  /** The language of the URL the guest opened, if it named one. */
  requestedLanguage: Language | null;
  config: AppConfig | null;
  session: Session | null;
  guest: GuestState | null;
  failure: Failure | null;
}

export type BootstrapEvent = { type: 'ui.retryRequested' } | { type: 'ui.logoutRequested' };

/** The request context for REST calls, from what bootstrap has loaded so far. */
function requestInput(context: BootstrapContext): RequestInput {
  if (!context.config) throw new Error('requestInput before the config was loaded');
  return {
    restBaseUrl: context.config.restBaseUrl,
    ver: context.config.ver,
    language: context.requestedLanguage ?? context.config.defaultLanguage,
    accessToken: context.session?.accessToken ?? null,
  };
}

/**
 * Start → config → session → guest state → ready, with a failed state per step that the guest
 * can retry, and logout (which reloads the page whether or not the server answered).
 */
export const bootstrapMachine = setup({
  types: {
    context: {} as BootstrapContext,
    events: {} as BootstrapEvent,
    input: {} as { language: Language | null },
    tags: {} as 'loading' | 'failed' | 'ready',
  },
  actors: {
    loadConfig: placeholderCall<AppConfig, void>('loadConfig'),
    loadSession: placeholderCall<Session, RequestInput>('loadSession'),
    loadGuest: placeholderCall<GuestState, RequestInput>('loadGuest'),
    logout: placeholderCall<void, RequestInput>('logout'),
  },
  actions: {
    storeConfig: assign({ config: (_, params: { config: AppConfig }) => params.config }),
    storeSession: assign({ session: (_, params: { session: Session }) => params.session }),
    storeGuest: assign({
      guest: (_, params: { guest: GuestState }) => params.guest,
      failure: null,
    }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    clearFailure: assign({ failure: null }),
    reloadPage: () => {},
    /** Tells the app who the guest is, so the domains that need a session can start. */
    announceReady: sendParent(({ context }) => ({
      type: 'bootstrap.guestReady' as const,
      config: context.config,
      session: context.session,
      guest: context.guest,
      request: requestInput(context),
    })),
  },
}).createMachine({
  id: 'bootstrap',
  context: ({ input }) => ({
    requestedLanguage: input.language,
    config: null,
    session: null,
    guest: null,
    failure: null,
  }),
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      tags: 'loading',
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: {
          target: 'loadingSession',
          actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) },
        },
        onError: {
          target: 'failed.config',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingSession: {
      tags: 'loading',
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => requestInput(context),
        onDone: {
          target: 'loadingGuest',
          actions: { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: {
          target: 'failed.session',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingGuest: {
      tags: 'loading',
      invoke: {
        id: 'loadGuest',
        src: 'loadGuest',
        input: ({ context }) => requestInput(context),
        onDone: {
          target: 'ready',
          actions: { type: 'storeGuest', params: ({ event }) => ({ guest: event.output }) },
        },
        onError: {
          target: 'failed.guest',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      tags: 'ready',
      entry: 'announceReady',
      on: { 'ui.logoutRequested': 'loggingOut' },
    },
    loggingOut: {
      tags: 'ready',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => requestInput(context),
        // The spec reloads on success and on failure alike: the server decides who the guest is.
        onDone: 'reloading',
        onError: 'reloading',
      },
    },
    reloading: { tags: 'loading', entry: 'reloadPage' },
    failed: {
      tags: 'failed',
      initial: 'config',
      states: {
        config: {
          on: {
            'ui.retryRequested': { target: '#bootstrap.loadingConfig', actions: 'clearFailure' },
          },
        },
        session: {
          on: {
            'ui.retryRequested': { target: '#bootstrap.loadingSession', actions: 'clearFailure' },
          },
        },
        guest: {
          on: {
            'ui.retryRequested': { target: '#bootstrap.loadingGuest', actions: 'clearFailure' },
          },
        },
      },
    },
  },
});
