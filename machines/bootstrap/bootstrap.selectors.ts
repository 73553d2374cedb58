import type { SnapshotFrom } from 'xstate';
import type { bootstrapMachine } from './bootstrap.machine.ts';

type BootstrapSnapshot = SnapshotFrom<typeof bootstrapMachine>;

export type BootPhase = 'config' | 'session' | 'guest' | 'ready' | 'reloading';

export function selectBootPhase(snapshot: BootstrapSnapshot): BootPhase {
  if (snapshot.matches('loadingConfig') || snapshot.matches({ failed: 'config' })) return 'config';
  if (snapshot.matches('loadingSession') || snapshot.matches({ failed: 'session' }))
    return 'session';
  if (snapshot.matches('loadingGuest') || snapshot.matches({ failed: 'guest' })) return 'guest';
  if (snapshot.matches('reloading')) return 'reloading';
  return 'ready';
}

export const selectIsReady = (snapshot: BootstrapSnapshot): boolean => snapshot.hasTag('ready');
export const selectHasFailed = (snapshot: BootstrapSnapshot): boolean => snapshot.hasTag('failed');
export const selectFailure = (snapshot: BootstrapSnapshot) => snapshot.context.failure;
export const selectIsLoggedIn = (snapshot: BootstrapSnapshot): boolean =>
  snapshot.context.guest?.isLoggedIn ?? false;
export const selectLoginEnabled = (snapshot: BootstrapSnapshot): boolean =>
  snapshot.context.config?.loginEnabled ?? false;
export const selectDefaultLanguage = (snapshot: BootstrapSnapshot) =>
  snapshot.context.config?.defaultLanguage ?? 'en';
export const selectIsLoggingOut = (snapshot: BootstrapSnapshot): boolean =>
  snapshot.matches('loggingOut') || snapshot.matches('reloading');

/**
 * The split tests the client knows (seed 000 §9, seed 001 §9: "test ids 34 and 50"), by what
 * each one switches (decision 0033): 34 the conversion-chat trial offer, 50 the welcome-bonus
 * tile of the start page.
 */
const SPLIT_TESTS = { conversionChatTrial: '34', welcomeBonusTile: '50' } as const;
type SplitTest = keyof typeof SPLIT_TESTS;

/**
 * The guest's group in one split test, from the session's guest state (`testGroups`, test id to
 * group): 'variant' only where the platform put the guest in group 'B' of it; a visitor, a test
 * the guest is not in and any other group see the site as it is ('control').
 */
export function selectSplitTestGroup(
  snapshot: BootstrapSnapshot,
  test: SplitTest,
): 'control' | 'variant' {
  return snapshot.context.guest?.testGroups[SPLIT_TESTS[test]] === 'B' ? 'variant' : 'control';
}
