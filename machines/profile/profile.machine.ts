import { actorIn } from '../shared/actorIn.ts';
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import type { TrackEvent } from '../consent/consent.types.ts';
import { pinCallMachine, type GuestServiceRequest } from '../pinCall/pinCall.machine.ts';
import type { PinVerification } from '../pinCall/pinCall.types.ts';
import {
  type AppReadyEvent,
  type PayTourOpenEvent,
  type PayTourResultEvent,
} from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { accountOffersMachine } from './accountOffers.machine.ts';
import { accountSettingsMachine } from './accountSettings.machine.ts';
import { newsletterMachine } from './newsletter.machine.ts';
import { webPushMachine } from '../webPush/webPush.machine.ts';
import type { Profile, ProfileFields } from './profile.types.ts';
import { normalizeProfile, validateProfile, type FieldErrors } from './profile.validation.ts';
import { known } from '../shared/known.ts';

export interface ProfileContext {
  request: RequestInput | null;
  guestId: number | null;
  preferences: Record<string, unknown>;
  service: GuestServiceRequest | null;
  profile: Profile | null;
  /** The guest's input while editing; kept through a failed save so nothing is typed twice. */
  draft: ProfileFields | null;
  fieldErrors: FieldErrors;
}

export type ProfileEvent =
  | AppReadyEvent
  | PayTourResultEvent
  | { type: 'ui.profileLogin' }
  | { type: 'ui.profileOpened' }
  | { type: 'ui.profileRetry' }
  | { type: 'ui.profileEdit' }
  | { type: 'ui.profileCancel' }
  | { type: 'ui.profileSubmit'; fields: ProfileFields }
  | { type: 'pinCall.verified'; verification: PinVerification };

/**
 * The personal area's profile (seed 000 §7, guest calls), for route `myProfile`: visitors get a
 * login prompt; a logged-in guest's profile is loaded when the page opens, edited with clear
 * errors per field and saved (the input survives a failed save). While the page's data is there,
 * its sections run as children with system ids of their own: `pinCall` (phone verification),
 * `accountSettings` (notifications, preferences), `newsletter` (subscriptions, teaser, signup
 * e-mail), `webPush` (browser alerts on this device) and `accountOffers` (cancellation offer,
 * auto-recharge teaser).
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadProfile: placeholderCall<Profile, RequestInput>('loadProfile'),
    updateProfile: placeholderCall<Profile, { request: RequestInput; fields: ProfileFields }>(
      'updateProfile',
    ),
    pinCall: pinCallMachine,
    accountSettings: accountSettingsMachine,
    newsletter: newsletterMachine,
    accountOffers: accountOffersMachine,
    webPush: webPushMachine,
  },
  actions: {
    // `toSystem` from domainEvents does not type-check inside a typed setup (exactOptionalPropertyTypes); same effect.
    openLogin: enqueueActions(({ system, enqueue }) => {
      const payTour = actorIn(system, 'payTour');
      const open: PayTourOpenEvent = { type: 'payTour.open', flow: 'login', replyTo: 'profile' };
      if (payTour) enqueue.sendTo(payTour, open);
    }),
    /** Analytics: the consent machine sends it only with the guest's analytics consent. */
    trackOpened: enqueueActions(({ system, enqueue }) => {
      const consent = actorIn(system, 'consent');
      const track: TrackEvent = {
        type: 'tracking.track',
        eventContext: 'myAccount',
        eventAction: 'profileView',
      };
      if (consent) enqueue.sendTo(consent, track);
    }),
    keepGuest: assign((_, params: { event: AppReadyEvent }) => {
      const { config, request, guest, session } = params.event;
      return {
        request,
        guestId: guest.id,
        preferences: guest.preferences,
        service: {
          queryServiceUrl: config.queryServiceUrl,
          language: request.language,
          ver: request.ver,
          accessToken: session.accessToken,
        },
      };
    }),
    keepProfile: assign((_, params: Profile) => ({
      profile: params,
      draft: null,
      fieldErrors: {},
    })),
    startEditing: assign({ fieldErrors: {} }),
    dropDraft: assign({ draft: null, fieldErrors: {} }),
    keepDraft: assign((_, params: { fields: ProfileFields }) => ({
      draft: normalizeProfile(params.fields),
      fieldErrors: {},
    })),
    refuseDraft: assign((_, params: { fields: ProfileFields }) => ({
      draft: params.fields,
      fieldErrors: validateProfile(params.fields),
    })),
    keepVerifiedPhone: assign({
      profile: ({ context }, params: PinVerification) =>
        context.profile ? { ...context.profile, verifiedPhone: params.e123 } : null,
    }),
    tellNewsletter: sendTo('newsletter', (_, params: { email: string }) => ({
      type: 'profile.emailChanged' as const,
      email: params.email,
    })),
  },
  guards: {
    isLoggedIn: (_, params: { event: AppReadyEvent }) =>
      params.event.guest.isLoggedIn && params.event.guest.id !== null,
    fieldsValid: (_, params: { fields: ProfileFields }) =>
      Object.keys(validateProfile(params.fields)).length === 0,
  },
}).createMachine({
  id: 'profile',
  context: {
    request: null,
    guestId: null,
    preferences: {},
    service: null,
    profile: null,
    draft: null,
    fieldErrors: {},
  },
  initial: 'waiting',
  states: {
    /** Until bootstrap has loaded the guest. */
    waiting: {
      on: {
        'app.ready': [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => ({ event }) },
            target: 'member',
            actions: { type: 'keepGuest', params: ({ event }) => ({ event }) },
          },
          { target: 'visitor', actions: { type: 'keepGuest', params: ({ event }) => ({ event }) } },
        ],
      },
    },
    /** Not logged in: the page offers the login (a successful login reloads the page). */
    visitor: {
      on: {
        'ui.profileLogin': {
          actions: 'openLogin',
        },
      },
    },
    member: {
      initial: 'idle',
      states: {
        idle: { on: { 'ui.profileOpened': 'loading' } },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            input: ({ context }) => known(context.request, 'profile: request'),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'keepProfile', params: ({ event }) => event.output },
                'trackOpened',
              ],
            },
            onError: 'failed',
          },
        },
        failed: { on: { 'ui.profileRetry': 'loading' } },
        ready: {
          invoke: [
            {
              id: 'pinCall',
              systemId: 'pinCall',
              src: 'pinCall',
              input: ({ context }) => ({ service: known(context.service, 'profile: service') }),
            },
            {
              id: 'accountSettings',
              systemId: 'accountSettings',
              src: 'accountSettings',
              input: ({ context }) => ({
                request: known(context.request, 'profile: request'),
                preferences: context.preferences,
              }),
            },
            {
              id: 'newsletter',
              systemId: 'newsletter',
              src: 'newsletter',
              input: ({ context }) => ({
                request: known(context.request, 'profile: request'),
                guestId: known(context.guestId, 'profile: guestId'),
                email: known(context.profile, 'profile: profile').email,
                subscribed: known(context.profile, 'profile: profile').newsletters,
              }),
            },
            {
              id: 'webPush',
              systemId: 'webPush',
              src: 'webPush',
              input: ({ context }) => ({ request: known(context.request, 'profile: request') }),
            },
            {
              id: 'accountOffers',
              systemId: 'accountOffers',
              src: 'accountOffers',
              input: ({ context }) => ({
                request: known(context.request, 'profile: request'),
                guestId: known(context.guestId, 'profile: guestId'),
                cancellationOffer: known(context.profile, 'profile: profile').cancellationOffer,
                autoRechargeTeaser: known(context.profile, 'profile: profile').autoRechargeTeaser,
              }),
            },
          ],
          on: {
            'pinCall.verified': {
              actions: { type: 'keepVerifiedPhone', params: ({ event }) => event.verification },
            },
          },
          initial: 'viewing',
          states: {
            viewing: {
              initial: 'shown',
              states: { shown: {}, saved: {} },
              on: { 'ui.profileEdit': { target: 'editing', actions: 'startEditing' } },
            },
            editing: {
              initial: 'clean',
              states: {
                clean: {},
                /** Field errors are shown; the guest's input stays in `draft`. */
                invalid: {},
                /** The server refused or did not answer; `draft` is kept for another try. */
                failed: {},
              },
              on: {
                'ui.profileSubmit': [
                  {
                    guard: {
                      type: 'fieldsValid',
                      params: ({ event }) => ({ fields: event.fields }),
                    },
                    target: 'saving',
                    actions: {
                      type: 'keepDraft',
                      params: ({ event }) => ({ fields: event.fields }),
                    },
                  },
                  {
                    target: '.invalid',
                    actions: {
                      type: 'refuseDraft',
                      params: ({ event }) => ({ fields: event.fields }),
                    },
                  },
                ],
                'ui.profileCancel': { target: 'viewing', actions: 'dropDraft' },
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'updateProfile',
                src: 'updateProfile',
                input: ({ context }) => ({
                  request: known(context.request, 'profile: request'),
                  fields: known(context.draft, 'profile: draft'),
                }),
                onDone: {
                  target: 'viewing.saved',
                  actions: [
                    { type: 'keepProfile', params: ({ event }) => event.output },
                    {
                      type: 'tellNewsletter',
                      params: ({ event }) => ({ email: event.output.email }),
                    },
                  ],
                },
                onError: 'editing.failed',
              },
            },
          },
        },
      },
    },
  },
});
