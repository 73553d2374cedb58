import { assign, sendParent, setup } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import type { Language } from '../shared/languages.ts';
import type { AppConfig, GuestState, RequestInput, Session } from '../shared/session.types.ts';
import { failureOf, type Failure } from '../shared/failure.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export interface BootstrapContext {
  /** The language of the URL the guest opened, if it named one. */
  requestedLanguage: Language | null;
  config: AppConfig | null;
  session: Session | null;
  guest: GuestState | null;
  failure: Failure | null;
  /**
   * The session's expiry stamp (seed 000 §9: now plus seconds): the guest's clock when the
   * session's facts were kept, plus its `expiresIn`; null until the clock was read (or when it
   * could not be).
   */
  sessionEndsAt: number | null;
  /** The guest's clock at its last reading, from which the watch's next delay runs. */
  clockReadAt: number | null;
}

export type BootstrapEvent = { type: 'ui.retryRequested' } | { type: 'ui.logoutRequested' };

/**
 * The longest single wait of the session's watch: the simulator's sessions last 30 days, and a
 * timer over 2^31-1 ms (24.8 days) overflows a browser's `setTimeout` (it would fire at once).
 * A longer session is watched in waits of a day, the clock read again after each.
 */
export const SESSION_WATCH_MAX_MS = 24 * 60 * 60 * 1000;

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
export const bootstrapMachine = onFirstUse(() =>
  setup({
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
      /** The wall clock in ms since the epoch (recorded, so replay gets the same). */
      readClock: placeholderCall<number, void>('readClock'),
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
      /** The expiry stamp: the clock's now plus the session's seconds. */
      stampSession: assign(({ context }, params: { now: number }) => ({
        clockReadAt: params.now,
        sessionEndsAt: context.session ? params.now + context.session.expiresIn * 1000 : null,
      })),
      storeClock: assign((_, params: { now: number }) => ({ clockReadAt: params.now })),
      /** The stamp passed: the app treats the session as ended (a reload, after a waiting payment). */
      announceSessionEnded: sendParent({ type: 'bootstrap.sessionEnded' as const }),
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
    guards: {
      sessionPassed: ({ context }, params: { now: number }) =>
        context.sessionEndsAt !== null && params.now >= context.sessionEndsAt,
    },
    delays: {
      /** Until the stamp, from the last reading, at most a day (see SESSION_WATCH_MAX_MS). */
      untilSessionEnds: ({ context }) =>
        Math.min(
          SESSION_WATCH_MAX_MS,
          Math.max(0, (context.sessionEndsAt ?? 0) - (context.clockReadAt ?? 0)),
        ),
    },
  }).createMachine({
    id: 'bootstrap',
    context: ({ input }) => ({
      requestedLanguage: input.language,
      config: null,
      session: null,
      guest: null,
      failure: null,
      sessionEndsAt: null,
      clockReadAt: null,
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
        // The session's expiry stamp, kept and watched: when it passes, the session has ended.
        initial: 'readingClock',
        states: {
          readingClock: {
            invoke: {
              id: 'readClock',
              src: 'readClock',
              onDone: {
                target: 'watching',
                actions: { type: 'stampSession', params: ({ event }) => ({ now: event.output }) },
              },
              // No clock, no stamp: the realtime service's expiry still ends the session.
              onError: 'unwatched',
            },
          },
          watching: { after: { untilSessionEnds: 'checking' } },
          // A wait ended: the stamp passed, or (a long session, a wait of a day) not yet.
          checking: {
            invoke: {
              id: 'readClock',
              src: 'readClock',
              onDone: [
                {
                  guard: { type: 'sessionPassed', params: ({ event }) => ({ now: event.output }) },
                  target: 'ended',
                },
                {
                  target: 'watching',
                  actions: { type: 'storeClock', params: ({ event }) => ({ now: event.output }) },
                },
              ],
              onError: 'unwatched',
            },
          },
          ended: { entry: 'announceSessionEnded' },
          unwatched: {},
        },
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
  }),
);
