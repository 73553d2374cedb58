import type { SnapshotFrom } from 'xstate';
import { splitTestGroupOf, type PromoOffer } from '../incentives/promo.ts';
import type { bootstrapMachine } from './bootstrap.machine.ts';

type BootstrapSnapshot = SnapshotFrom<ReturnType<typeof bootstrapMachine>>;

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
 * The guest's group in one split test of seed 001 §9 (34 the conversion-chat trial, 50 the
 * welcome-bonus tile; decisions 0033, 0041), from the session's guest state: 'variant' only
 * where the platform put the guest in group 'B'; no guest yet, a test the guest is not in and any
 * other group see the site as it is ('control'). The table lives with the offers
 * (`machines/incentives/promo.ts`), which the incentives start from the same guest state.
 */
export function selectSplitTestGroup(
  snapshot: BootstrapSnapshot,
  test: PromoOffer,
): 'control' | 'variant' {
  const { guest } = snapshot.context;
  return guest ? splitTestGroupOf(guest.testGroups, test) : 'control';
}
