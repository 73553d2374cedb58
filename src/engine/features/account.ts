import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { consentMachine } from '../../../machines/consent/consent.machine.ts';
import { trackingMachine } from '../../../machines/consent/tracking.machine.ts';
import type { ConsentChoice, TrackingContext } from '../../../machines/consent/consent.types.ts';
import { createConsentStorage } from '../../../services/tracking/consentStorage.ts';
import {
  createTracker,
  type TrackInput,
  type TrackingTarget,
} from '../../../services/tracking/tracker.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The Account feature's wiring at boot (the cookie consent, and the tracker it lets requests
 * through to): its live services and its machines provided with them. The personal area (profile, its sections, the pin call) starts on
 * first use: `profile.ts`. `system.ts` composes every feature's; this file is the feature's only
 * door into the engine.
 */
export interface AccountServices {
  accountLoadConsent: IoRun<ConsentChoice | null, void>;
  accountStoreConsent: IoRun<void, ConsentChoice>;
  /** Effects with no answer: skipped in replay (the consent machine decided; the log shows it). */
  accountTrack: (target: TrackingTarget, input: TrackInput) => void;
  accountTrackProfileVisit: (target: TrackingTarget, input: { actorName: string }) => void;
}

/** The feature's actors by system id, as the views read them. */
export interface AccountSnapshots {
  consent: SnapshotFrom<ReturnType<typeof consentMachine>>;
}

/**
 * The guest service and the tracking service are GraphQL endpoints beside the query service
 * (`…/graphql/query` → `…/graphql/guest`, `…/graphql/tracking`) until the runtime config names
 * them itself.
 */
export function siblingServiceUrl(queryServiceUrl: string, name: 'guest' | 'tracking'): string {
  return new URL(name, queryServiceUrl).toString();
}

function trackingTarget(tracking: TrackingContext): TrackingTarget {
  return {
    request: tracking.request,
    trackingUrl: siblingServiceUrl(tracking.queryServiceUrl, 'tracking'),
    webToken: tracking.webToken,
  };
}

export function accountActors(wiring: Wiring, services: AccountServices | null) {
  const consent = provide(consentMachine(), {
    actors: {
      loadConsent: wiring.call('consent.load', services?.accountLoadConsent),
      storeConsent: wiring.call('consent.store', services?.accountStoreConsent),
    },
  });
  // The tracker, which the root starts with the session, sends what the consent lets through.
  const tracking = provide(trackingMachine(), {
    actions: {
      track: (_, { tracking, event }) =>
        services?.accountTrack(trackingTarget(tracking), {
          eventContext: event.eventContext,
          eventAction: event.eventAction,
          ...(event.eventData ? { eventData: event.eventData } : {}),
        }),
      trackProfileVisit: (_, { tracking, actorName }) =>
        services?.accountTrackProfileVisit(trackingTarget(tracking), { actorName }),
    },
  });
  return { consent, tracking };
}

export function liveAccountServices(deps: LiveDeps): AccountServices {
  const storage = createConsentStorage({
    document: deps.win.document,
    localStorage: safeLocalStorage(deps.win),
  });
  const tracker = createTracker({
    fetch: deps.fetch,
    sendBeacon: (url, body) => deps.win.navigator.sendBeacon(url, body),
    now: () => deps.win.Date.now(),
  });
  return {
    accountLoadConsent: () => storage.load(),
    accountStoreConsent: (choice) => storage.store(choice),
    accountTrack: (target, input) => void tracker.track(target, input),
    accountTrackProfileVisit: (target, input) => tracker.trackActorProfileVisit(target, input),
  };
}

/** Storage can be switched off (privacy modes throw on access): the search history is then moot. */
function safeLocalStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
