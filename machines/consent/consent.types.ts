import type { RequestInput } from '../shared/session.types.ts';

/**
 * The guest's cookie choice (seed 000 §5): three categories, necessary (always on, not part of the
 * choice), functional (only the search-history local item) and analytics (the tracker: "analytics
 * consent" of the spec is exactly this category).
 */
export interface ConsentChoice {
  functional: boolean;
  analytics: boolean;
}

/** The banner's categories in the order shown; necessary is always on and not part of the choice. */
export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics'] as const;

/** Where tracking goes once analytics consent is given (the tracker's session, its input). */
export interface TrackingContext {
  request: RequestInput;
  queryServiceUrl: string;
  /** The session token the tracking beacon carries as its web token. */
  webToken: string;
}

/** From any domain: `toSystem('consent', { type: 'tracking.track', … })`. */
export interface TrackEvent {
  type: 'tracking.track';
  eventContext: string;
  eventAction: string;
  eventData?: Record<string, unknown>;
}

/** From the actor profile page: `toSystem('consent', { type: 'tracking.profileVisit', actorName })`. */
export interface ProfileVisitEvent {
  type: 'tracking.profileVisit';
  actorName: string;
}

/**
 * The functional consent handed to the search (system id `search`), the one domain that keeps
 * something with it (its recent searches): when the search starts and asks (`consent.ask`), and
 * whenever the guest's choice changes. A search that does not run is not told (`toSystem` skips it).
 */
export interface FunctionalConsentEvent {
  type: 'consent.functionalChanged';
  functional: boolean;
}

/**
 * The analytics consent handed to the pay tour (system id `payTour`), which tells the payment
 * client whether it may track (`enableTracking`, decision 0032): as `consent.functionalChanged`,
 * when the tour starts and asks (`consent.ask`), and whenever the guest's choice changes.
 */
export interface AnalyticsConsentEvent {
  type: 'consent.analyticsChanged';
  analytics: boolean;
}

/** From the search or the pay tour as it starts: the consent answers with its choice. */
export interface ConsentAskEvent {
  type: 'consent.ask';
}
