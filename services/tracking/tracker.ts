import * as z from 'zod/mini';
import { restRequest, type RestContext } from '../http/rest.ts';

/** What the consent machine hands the tracker: where, and as whom (the session's web token). */
export interface TrackingTarget {
  request: RestContext;
  /** The tracking service's GraphQL endpoint (the beacon's target). */
  trackingUrl: string;
  /** The web token the beacon carries (a beacon cannot set an Authorization header). */
  webToken: string;
}

/** `track {eventContext, eventAction, eventData}` (seed 000 §7, logger and tracker). */
export interface TrackInput {
  eventContext: string;
  eventAction: string;
  eventData?: Record<string, unknown>;
}

/** The tracking event of seed 000 §3: five integer and five float measures besides the data. */
export interface TrackingEvent {
  timestamp: number;
  source: 'web';
  type: string;
  context: string;
  data: string;
  int1: number | null;
  int2: number | null;
  int3: number | null;
  int4: number | null;
  int5: number | null;
  float1: number | null;
  float2: number | null;
  float3: number | null;
  float4: number | null;
  float5: number | null;
}

export const TRACK_MUTATION = `mutation Track($webToken: String!, $event: TrackingEventInput!) {
  tracking { track(webToken: $webToken, event: $event) }
}`;

const MEASURES = [1, 2, 3, 4, 5] as const;

/**
 * The tracking event for `track`: numbers in `eventData` fill the measures in key order, integers
 * first into `int1…int5`, the rest into `float1…float5`; the whole data travels as JSON too.
 */
export function trackingEvent(input: TrackInput, timestamp: number): TrackingEvent {
  const data = input.eventData ?? {};
  const numbers = Object.keys(data)
    .sort()
    .map((key) => data[key])
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const ints = numbers.filter((value) => Number.isInteger(value));
  const floats = numbers.filter((value) => !Number.isInteger(value));
  const event: Record<string, unknown> = {
    timestamp,
    source: 'web',
    type: input.eventAction,
    context: input.eventContext,
    data: JSON.stringify(data),
  };
  for (const n of MEASURES) {
    event[`int${n}`] = ints[n - 1] ?? null;
    event[`float${n}`] = floats[n - 1] ?? null;
  }
  return event as unknown as TrackingEvent;
}

export interface TrackerDeps {
  fetch: typeof fetch;
  /** `navigator.sendBeacon`, bound; false when the browser refused to queue it. */
  sendBeacon: (url: string, body: Blob) => boolean;
  now: () => number;
}

/**
 * The platform's tracker. Fire and forget like the logger: tracking never fails what it reports
 * on. It knows nothing of consent: the consent machine calls it only with analytics consent.
 *
 * @example
 * tracker.track(target, { eventContext: 'messenger', eventAction: 'open' });
 * tracker.trackActorProfileVisit(target, { actorName: 'Lana' });
 */
export function createTracker(deps: TrackerDeps) {
  return {
    /** The tracking mutation, sent by beacon so it survives the page being left. */
    track(target: TrackingTarget, input: TrackInput): boolean {
      const body = JSON.stringify({
        query: TRACK_MUTATION,
        variables: { webToken: target.webToken, event: trackingEvent(input, deps.now()) },
      });
      // text/plain keeps the beacon a simple request (no preflight on another origin).
      try {
        return deps.sendBeacon(target.trackingUrl, new Blob([body], { type: 'text/plain' }));
      } catch {
        return false;
      }
    },
    trackActorProfileVisit(target: TrackingTarget, input: { actorName: string }): void {
      void restRequest(
        deps.fetch,
        target.request,
        { method: 'POST', path: 'tracker/trackActorProfileVisit', params: input },
        z.object({ success: z.boolean() }),
      ).catch(() => {});
    },
  };
}
