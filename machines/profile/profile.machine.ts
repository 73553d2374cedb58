import { assign, sendTo, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import { pinCallMachine, type GuestServiceRequest } from '../pinCall/pinCall.machine.ts';
import type { PinVerification } from '../pinCall/pinCall.types.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { accountOffersMachine } from './accountOffers.machine.ts';
import { accountSettingsMachine } from './accountSettings.machine.ts';
import { newsletterMachine } from './newsletter.machine.ts';
import { webPushMachine } from '../webPush/webPush.machine.ts';
import type { Profile, ProfileFields } from './profile.types.ts';
import { normalizeProfile, validateProfile, type FieldErrors } from './profile.validation.ts';

export interface ProfileContext {
  request: RequestInput;
  /** The logged-in guest's id (null for a visitor, who never reaches `member`). */
  guestId: number | null;
  preferences: Record<string, unknown>;
  service: GuestServiceRequest;
  profile: Profile | null;
  /** The guest's input while editing; kept through a failed save so nothing is typed twice. */
  draft: ProfileFields | null;
  fieldErrors: FieldErrors;
}

export type ProfileEvent =
  | GateAnswerEvent
  /** The end of the login the gate opened (a login that went well reloads the page). */
  | GateResumedEvent
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
/** The session facts the profile keeps from its spawn input (issue 52 §3). */
const sessionOf = ({ config, request, guest, session }: DomainInput) => ({
  request,
  guestId: guest.isLoggedIn ? guest.id : null,
  preferences: guest.preferences,
  service: {
    queryServiceUrl: config.queryServiceUrl,
    language: request.language,
    ver: request.ver,
    accessToken: session.accessToken,
  },
});

/**
 * A visitor's way in: the gate opens login or signup (action `account`, her own pages), as for
 * every guarded domain (issue 52 §1). A login reloads the page, which then shows her profile;
 * a flow given up leaves the page as it was.
 */
const profileLogin = gateClient({
  ticket: 'profile.login',
  replyTo: 'profile',
  action: 'account',
});

/** The member's id: `member` is entered only for a logged-in guest with one (`isLoggedIn`). */
function memberId({ guestId }: ProfileContext): number {
  if (guestId === null) throw new Error('the profile runs its member states only for a member');
  return guestId;
}

/** The loaded profile: `ready` is entered only once `loadProfile` stored it. */
function loadedProfile({ profile }: ProfileContext): Profile {
  if (profile === null) throw new Error('the profile page runs its sections only once loaded');
  return profile;
}

/** The fields being saved: `saving` is entered only by a valid submit, which `keepDraft` kept. */
function savedDraft({ draft }: ProfileContext): ProfileFields {
  if (draft === null) throw new Error('the profile saves only a kept draft');
  return draft;
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as DomainInput,
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
    askLogin: profileLogin.ask(),
    /** Analytics: the consent machine sends it only with the guest's analytics consent. */
    trackOpened: toSystem('consent', {
      type: 'tracking.track',
      eventContext: 'myAccount',
      eventAction: 'profileView',
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
    isLoggedIn: ({ context }) => context.guestId !== null,
    fieldsValid: (_, params: { fields: ProfileFields }) =>
      Object.keys(validateProfile(params.fields)).length === 0,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    ...sessionOf(input),
    profile: null,
    draft: null,
    fieldErrors: {},
  }),
  initial: 'starting',
  states: {
    /** A logged-in guest is a member; a visitor is offered the login. */
    starting: { always: [{ guard: 'isLoggedIn', target: 'member' }, { target: 'visitor' }] },
    /** Not logged in: the page offers the login, which the gate opens (it reloads the page). */
    visitor: {
      on: { 'ui.profileLogin': { actions: 'askLogin' } },
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
            input: ({ context }) => context.request,
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
              input: ({ context }) => ({ service: context.service }),
            },
            {
              id: 'accountSettings',
              systemId: 'accountSettings',
              src: 'accountSettings',
              input: ({ context }) => ({
                request: context.request,
                preferences: context.preferences,
              }),
            },
            {
              id: 'newsletter',
              systemId: 'newsletter',
              src: 'newsletter',
              input: ({ context }) => ({
                request: context.request,
                guestId: memberId(context),
                email: loadedProfile(context).email,
                subscribed: loadedProfile(context).newsletters,
              }),
            },
            {
              id: 'webPush',
              systemId: 'webPush',
              src: 'webPush',
              input: ({ context }) => ({ request: context.request }),
            },
            {
              id: 'accountOffers',
              systemId: 'accountOffers',
              src: 'accountOffers',
              input: ({ context }) => ({
                request: context.request,
                guestId: memberId(context),
                cancellationOffer: loadedProfile(context).cancellationOffer,
                autoRechargeTeaser: loadedProfile(context).autoRechargeTeaser,
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
                input: ({ context }) => ({ request: context.request, fields: savedDraft(context) }),
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
