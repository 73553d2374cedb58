import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine.ts';
import type { ConsentChoice } from './consent.types.ts';

export type ConsentSnapshot = SnapshotFrom<ReturnType<typeof consentMachine>>;

/** What the cookie banner shows: nothing, the summary, or the categories with the current choice. */
export type CookieBannerView =
  null | { step: 'summary' } | { step: 'details'; choice: ConsentChoice };

export function selectCookieBanner(snapshot: ConsentSnapshot): CookieBannerView {
  if (!snapshot.hasTag('banner')) return null;
  if (snapshot.matches({ asking: 'details' }))
    return {
      step: 'details',
      choice: snapshot.context.choice ?? { functional: false, analytics: false },
    };
  return { step: 'summary' };
}

/** The guest's decided choice (null while undecided): other domains' views may ask it. */
export function selectConsentChoice(snapshot: ConsentSnapshot): ConsentChoice | null {
  return snapshot.matches('decided') ? snapshot.context.choice : null;
}

/** Whether the search history may be kept (the one functional item). */
export function selectFunctionalConsent(snapshot: ConsentSnapshot): boolean {
  return snapshot.context.choice?.functional === true;
}

/** True when the choice could not be stored: it holds for this page only. */
export function selectConsentNotStored(snapshot: ConsentSnapshot): boolean {
  return snapshot.matches({ decided: 'notStored' });
}
