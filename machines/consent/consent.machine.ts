import { assign, setup } from 'xstate';
import { toSystem } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type {
  ConsentAskEvent,
  ConsentChoice,
  ProfileVisitEvent,
  TrackEvent,
} from './consent.types.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export interface ConsentContext {
  /** The guest's decision; null until decided (nothing optional is allowed before). */
  choice: ConsentChoice | null;
  /** Tracking requests not sent for want of analytics consent. */
  withheld: number;
}

export type ConsentEvent =
  | { type: 'ui.consentAcceptAll' }
  | { type: 'ui.consentRejectOptional' }
  | { type: 'ui.consentSave'; functional: boolean; analytics: boolean }
  | { type: 'ui.consentCustomize' }
  | { type: 'ui.consentBack' }
  | { type: 'ui.consentReopen' }
  | TrackEvent
  | ProfileVisitEvent
  | ConsentAskEvent;

/** A tracking request from a domain. */
type Tracked = TrackEvent | ProfileVisitEvent;

const ALL: ConsentChoice = { functional: true, analytics: true };
const NECESSARY_ONLY: ConsentChoice = { functional: false, analytics: false };

/**
 * The cookie banner and the gate in front of the tracker (seed 000 §5). The stored choice is read
 * at start; without one the banner shows until the guest decides. Tracking requests from every
 * domain come here and reach the tracker (system id `tracking`, which the root starts with the
 * session: the consent runs before there is one) only with analytics consent: nothing is sent
 * without it. The choice can be changed again from the personal area (`ui.consentReopen`).
 */
export const consentMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as ConsentContext,
      events: {} as ConsentEvent,
      tags: {} as 'banner',
    },
    actors: {
      loadConsent: placeholderCall<ConsentChoice | null, void>('loadConsent'),
      storeConsent: placeholderCall<void, ConsentChoice>('storeConsent'),
    },
    actions: {
      choose: assign((_, params: ConsentChoice) => ({ choice: { ...params } })),
      /** The search keeps its recent searches only with the functional consent: it is told. */
      tellSearch: toSystem('search', ({ context }: { context: ConsentContext }) => ({
        type: 'consent.functionalChanged',
        functional: context.choice?.functional === true,
      })),
      /** The pay tour tells the payment client whether it may track: it is told. */
      tellPayTour: toSystem('payTour', ({ context }: { context: ConsentContext }) => ({
        type: 'consent.analyticsChanged',
        analytics: context.choice?.analytics === true,
      })),
      withhold: assign({ withheld: ({ context }) => context.withheld + 1 }),
      /** A request the consent lets through goes to the tracker. */
      track: toSystem<'tracking', ConsentContext, ConsentEvent, { event: Tracked }>(
        'tracking',
        (_, params) => params.event,
      ),
    },
    guards: {
      allowsAnalytics: ({ context }) => context.choice?.analytics === true,
      hasStoredChoice: (_, params: { stored: ConsentChoice | null }) => params.stored !== null,
    },
  }).createMachine({
    id: 'consent',
    context: { choice: null, withheld: 0 },
    initial: 'loading',
    on: {
      // A tracking request reaches the tracker only with analytics consent; else it is counted as
      // withheld.
      'tracking.track': [
        {
          guard: 'allowsAnalytics',
          actions: { type: 'track', params: ({ event }) => ({ event }) },
        },
        { actions: 'withhold' },
      ],
      'tracking.profileVisit': [
        {
          guard: 'allowsAnalytics',
          actions: { type: 'track', params: ({ event }) => ({ event }) },
        },
        { actions: 'withhold' },
      ],
      'consent.ask': { actions: ['tellSearch', 'tellPayTour'] },
    },
    states: {
      loading: {
        invoke: {
          id: 'loadConsent',
          src: 'loadConsent',
          onDone: [
            {
              guard: { type: 'hasStoredChoice', params: ({ event }) => ({ stored: event.output }) },
              target: 'decided',
              actions: [
                { type: 'choose', params: ({ event }) => event.output! },
                'tellSearch',
                'tellPayTour',
              ],
            },
            { target: 'asking' },
          ],
          // Unreadable storage: ask again rather than assume consent.
          onError: 'asking',
        },
      },
      /** The banner: a summary with the two quick answers, or the three categories in detail. */
      asking: {
        tags: 'banner',
        initial: 'summary',
        states: {
          summary: { on: { 'ui.consentCustomize': 'details' } },
          details: { on: { 'ui.consentBack': 'summary' } },
        },
        on: {
          'ui.consentAcceptAll': {
            target: 'saving',
            actions: { type: 'choose', params: ALL },
          },
          'ui.consentRejectOptional': {
            target: 'saving',
            actions: { type: 'choose', params: NECESSARY_ONLY },
          },
          'ui.consentSave': {
            target: 'saving',
            actions: {
              type: 'choose',
              params: ({ event }) => ({ functional: event.functional, analytics: event.analytics }),
            },
          },
        },
      },
      /** The choice holds from the moment it is made; storing it only makes it last. */
      saving: {
        entry: ['tellSearch', 'tellPayTour'],
        invoke: {
          id: 'storeConsent',
          src: 'storeConsent',
          // Every way in sets the choice; none yet would allow nothing optional.
          input: ({ context }) => context.choice ?? NECESSARY_ONLY,
          onDone: 'decided.stored',
          onError: 'decided.notStored',
        },
      },
      decided: {
        initial: 'stored',
        states: {
          stored: {},
          /** Cookies blocked: the choice holds for this page only; the banner returns next time. */
          notStored: {},
        },
        on: { 'ui.consentReopen': 'asking.details' },
      },
    },
  }),
);
