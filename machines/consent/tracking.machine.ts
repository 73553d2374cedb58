import { setup } from 'xstate';
import type { DomainInput } from '../shared/domainEvents.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';
import type { ProfileVisitEvent, TrackEvent, TrackingContext } from './consent.types.ts';

/**
 * The tracker (seed 000 §5): what the consent lets through (`consent` forwards a tracking request
 * only with analytics consent) goes out with the session the root started it with (issue 52 §3).
 * The consent runs from the first frame (its banner is up over the boot screen), before there is
 * a session; the tracker is spawned with the session domains, so neither waits for it in a state.
 */
export const trackingMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as TrackingContext,
      events: {} as TrackEvent | ProfileVisitEvent,
      input: {} as DomainInput,
    },
    actions: {
      /** Provided by the engine: the tracking mutation by beacon. */
      track: (_, _params: { tracking: TrackingContext; event: TrackEvent }) => {},
      /** Provided by the engine: `trackActorProfileVisit`. */
      trackProfileVisit: (_, _params: { tracking: TrackingContext; actorName: string }) => {},
    },
  }).createMachine({
    id: 'tracking',
    context: ({ input }) => ({
      request: input.request,
      queryServiceUrl: input.config.queryServiceUrl,
      webToken: input.session.accessToken,
    }),
    on: {
      'tracking.track': {
        actions: { type: 'track', params: ({ context, event }) => ({ tracking: context, event }) },
      },
      'tracking.profileVisit': {
        actions: {
          type: 'trackProfileVisit',
          params: ({ context, event }) => ({ tracking: context, actorName: event.actorName }),
        },
      },
    },
  }),
);
