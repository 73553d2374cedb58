import { assertEvent, assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { NotificationSettings } from './profile.types.ts';

export interface AccountSettingsInput {
  request: RequestInput;
  /** The preferences loaded with the guest state. */
  preferences: Record<string, unknown>;
}

export interface AccountSettingsContext {
  request: RequestInput;
  settings: NotificationSettings;
  /** What the guest asked to save; kept when saving fails so nothing is lost. */
  pendingSettings: NotificationSettings | null;
  preferences: Record<string, unknown>;
  pendingPreferences: Record<string, unknown> | null;
}

export type AccountSettingsEvent =
  | { type: 'ui.notificationsRetry' }
  | { type: 'ui.notificationsSave'; settings: NotificationSettings }
  | { type: 'ui.preferencesSave'; data: Record<string, unknown> };

/**
 * The personal area's settings (seed 000 §7): notification settings, loaded and saved, and the
 * guest's preferences (`savePreferences`). Two independent regions: saving one never waits on
 * the other.
 */
export const accountSettingsMachine = setup({
  types: {
    input: {} as AccountSettingsInput,
    context: {} as AccountSettingsContext,
    events: {} as AccountSettingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadNotificationSettings: placeholderCall<NotificationSettings, RequestInput>(
      'loadNotificationSettings',
    ),
    saveNotificationSettings: placeholderCall<
      NotificationSettings,
      { request: RequestInput; settings: NotificationSettings }
    >('saveNotificationSettings'),
    savePreferences: placeholderCall<
      void,
      { request: RequestInput; data: Record<string, unknown> }
    >('savePreferences'),
  },
  actions: {
    keepSettings: assign((_, params: NotificationSettings) => ({
      settings: params,
      pendingSettings: null,
    })),
    askSettings: assign((_, params: NotificationSettings) => ({ pendingSettings: params })),
    askPreferences: assign((_, params: Record<string, unknown>) => ({
      pendingPreferences: params,
    })),
    keepPreferences: assign(({ context }) => ({
      preferences: { ...context.preferences, ...context.pendingPreferences },
      pendingPreferences: null,
    })),
  },
}).createMachine({
  id: 'accountSettings',
  context: ({ input }) => ({
    request: input.request,
    settings: {},
    pendingSettings: null,
    preferences: input.preferences,
    pendingPreferences: null,
  }),
  type: 'parallel',
  states: {
    notifications: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadNotificationSettings',
            src: 'loadNotificationSettings',
            input: ({ context }) => context.request,
            onDone: {
              target: 'shown',
              actions: { type: 'keepSettings', params: ({ event }) => event.output },
            },
            onError: 'unavailable',
          },
        },
        unavailable: { on: { 'ui.notificationsRetry': 'loading' } },
        shown: {
          initial: 'clean',
          states: { clean: {}, saved: {}, failed: {} },
          on: {
            'ui.notificationsSave': {
              target: 'saving',
              actions: { type: 'askSettings', params: ({ event }) => event.settings },
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveNotificationSettings',
            src: 'saveNotificationSettings',
            // Entered only by a save: the settings are the event's.
            input: ({ context, event }) => {
              assertEvent(event, 'ui.notificationsSave');
              return { request: context.request, settings: event.settings };
            },
            onDone: {
              target: 'shown.saved',
              actions: { type: 'keepSettings', params: ({ event }) => event.output },
            },
            onError: 'shown.failed',
          },
        },
      },
    },
    preferences: {
      initial: 'idle',
      states: {
        idle: {
          initial: 'clean',
          states: { clean: {}, saved: {}, failed: {} },
          on: {
            'ui.preferencesSave': {
              target: 'saving',
              actions: { type: 'askPreferences', params: ({ event }) => event.data },
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'savePreferences',
            src: 'savePreferences',
            // Entered only by a save: the preferences are the event's.
            input: ({ context, event }) => {
              assertEvent(event, 'ui.preferencesSave');
              return { request: context.request, data: event.data };
            },
            onDone: { target: 'idle.saved', actions: 'keepPreferences' },
            onError: 'idle.failed',
          },
        },
      },
    },
  },
});
