import type { SnapshotFrom } from 'xstate';
import type { RequestInput } from '../../../machines/bootstrap/bootstrap.types.ts';
import { consentMachine } from '../../../machines/consent/consent.machine.ts';
import type { ConsentChoice, TrackingContext } from '../../../machines/consent/consent.types.ts';
import {
  pinCallMachine,
  type GuestServiceRequest,
} from '../../../machines/pinCall/pinCall.machine.ts';
import type {
  PinStartInput,
  PinStarted,
  PinVerification,
  PinVerificationType,
} from '../../../machines/pinCall/pinCall.types.ts';
import { accountOffersMachine } from '../../../machines/profile/accountOffers.machine.ts';
import { accountSettingsMachine } from '../../../machines/profile/accountSettings.machine.ts';
import { newsletterMachine } from '../../../machines/profile/newsletter.machine.ts';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import type {
  CancellationOfferReply,
  NewsletterTypeId,
  NotificationSettings,
  Profile,
  ProfileFields,
  Relation,
} from '../../../machines/profile/profile.types.ts';
import { createAccountApi } from '../../../services/account/accountApi.ts';
import { createPinCallApi } from '../../../services/account/pinCallApi.ts';
import { ServiceError } from '../../../services/http/serviceError.ts';
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
 * The Account feature's wiring (cookie consent and tracking, the personal area's profile and its
 * sections, the pin call): its services (live and demo) and its machines provided with them.
 * `system.ts` composes every feature's; this file is the feature's only door into the engine.
 */
export interface AccountServices {
  accountLoadConsent: IoRun<ConsentChoice | null, void>;
  accountStoreConsent: IoRun<void, ConsentChoice>;
  /** Effects with no answer: skipped in replay (the consent machine decided; the log shows it). */
  accountTrack: (target: TrackingTarget, input: TrackInput) => void;
  accountTrackProfileVisit: (target: TrackingTarget, input: { actorName: string }) => void;
  accountLoadProfile: IoRun<Profile, RequestInput>;
  accountUpdateProfile: IoRun<Profile, { request: RequestInput; fields: ProfileFields }>;
  accountLoadNotificationSettings: IoRun<NotificationSettings, RequestInput>;
  accountSaveNotificationSettings: IoRun<
    NotificationSettings,
    { request: RequestInput; settings: NotificationSettings }
  >;
  accountSavePreferences: IoRun<void, { request: RequestInput; data: Record<string, unknown> }>;
  accountSetNewsletter: IoRun<
    boolean,
    {
      request: RequestInput;
      typeId: NewsletterTypeId;
      subscribe: boolean;
      userId: number;
      emailAddress: string;
    }
  >;
  accountHasRelation: IoRun<boolean, { request: RequestInput; relation: Relation }>;
  accountAddRelation: IoRun<boolean, { request: RequestInput; relation: Relation }>;
  accountAcceptCancellationOffer: IoRun<
    CancellationOfferReply,
    { request: RequestInput; guestId: number; platformText: string }
  >;
  accountSetAutoRechargeTeaser: IoRun<void, { request: RequestInput; mode: 'visible' | 'hidden' }>;
  accountStartPinVerification: IoRun<
    PinStarted,
    { service: GuestServiceRequest; phone: PinStartInput }
  >;
  accountVerifyPin: IoRun<
    PinVerification,
    { service: GuestServiceRequest; id: string; type: PinVerificationType; pin: string }
  >;
}

/** The feature's actors by system id, as the views read them (the last four live while the profile page's data is loaded). */
export interface AccountSnapshots {
  consent: SnapshotFrom<typeof consentMachine>;
  profile: SnapshotFrom<typeof profileMachine>;
  pinCall: SnapshotFrom<typeof pinCallMachine>;
  accountSettings: SnapshotFrom<typeof accountSettingsMachine>;
  newsletter: SnapshotFrom<typeof newsletterMachine>;
  accountOffers: SnapshotFrom<typeof accountOffersMachine>;
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
  const consent = consentMachine.provide({
    actors: {
      loadConsent: wiring.call('consent.load', services?.accountLoadConsent),
      storeConsent: wiring.call('consent.store', services?.accountStoreConsent),
    },
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
  const pinCall = pinCallMachine.provide({
    actors: {
      startVerification: wiring.call('pinCall.start', services?.accountStartPinVerification),
      verifyPin: wiring.call('pinCall.verify', services?.accountVerifyPin),
    },
  });
  const profile = profileMachine.provide({
    actors: {
      loadProfile: wiring.call('profile.load', services?.accountLoadProfile),
      updateProfile: wiring.call('profile.update', services?.accountUpdateProfile),
      pinCall,
      accountSettings: accountSettingsMachine.provide({
        actors: {
          loadNotificationSettings: wiring.call(
            'profile.notificationSettings.load',
            services?.accountLoadNotificationSettings,
          ),
          saveNotificationSettings: wiring.call(
            'profile.notificationSettings.save',
            services?.accountSaveNotificationSettings,
          ),
          savePreferences: wiring.call(
            'profile.preferences.save',
            services?.accountSavePreferences,
          ),
        },
      }),
      newsletter: newsletterMachine.provide({
        actors: {
          setNewsletter: wiring.call('profile.newsletter', services?.accountSetNewsletter),
          hasRelation: wiring.call('profile.relation.has', services?.accountHasRelation),
          addRelation: wiring.call('profile.relation.add', services?.accountAddRelation),
        },
      }),
      accountOffers: accountOffersMachine.provide({
        actors: {
          acceptCancellationOffer: wiring.call(
            'profile.cancellationOffer',
            services?.accountAcceptCancellationOffer,
          ),
          setAutoRechargeTeaserState: wiring.call(
            'profile.autoRechargeTeaser',
            services?.accountSetAutoRechargeTeaser,
          ),
        },
      }),
    },
  });
  return { consent, profile };
}

export function liveAccountServices(deps: LiveDeps): AccountServices {
  const api = createAccountApi(deps.fetch);
  const pin = createPinCallApi(deps.fetch);
  const storage = createConsentStorage({
    document: deps.win.document,
    localStorage: safeLocalStorage(deps.win),
  });
  const tracker = createTracker({
    fetch: deps.fetch,
    sendBeacon: (url, body) => deps.win.navigator.sendBeacon(url, body),
    now: () => deps.win.Date.now(),
  });
  const guestService = (service: GuestServiceRequest) => ({
    url: siblingServiceUrl(service.queryServiceUrl, 'guest'),
    language: service.language,
    ver: service.ver,
    accessToken: service.accessToken,
  });
  return {
    accountLoadConsent: () => storage.load(),
    accountStoreConsent: (choice) => storage.store(choice),
    accountTrack: (target, input) => void tracker.track(target, input),
    accountTrackProfileVisit: (target, input) => tracker.trackActorProfileVisit(target, input),
    accountLoadProfile: (request, signal) => api.loadProfile(request, signal),
    accountUpdateProfile: ({ request, fields }, signal) =>
      api.updateProfile(request, fields, signal),
    accountLoadNotificationSettings: (request, signal) =>
      api.loadNotificationSettings(request, signal),
    accountSaveNotificationSettings: ({ request, settings }, signal) =>
      api.saveNotificationSettings(request, settings, signal),
    accountSavePreferences: ({ request, data }, signal) =>
      api.savePreferences(request, data, signal),
    accountSetNewsletter: ({ request, typeId, subscribe, userId, emailAddress }, signal) =>
      subscribe
        ? api.subscribeNewsletter(request, { typeId, userId, emailAddress }, signal)
        : api.unsubscribeNewsletter(request, { typeId, userId }, signal),
    accountHasRelation: ({ request, relation }, signal) =>
      api.hasRelation(request, relation, signal),
    accountAddRelation: ({ request, relation }, signal) =>
      api.addRelation(request, relation, signal),
    accountAcceptCancellationOffer: ({ request, guestId, platformText }, signal) =>
      api.acceptCancellationOffer(request, { guestId, platformText }, signal),
    accountSetAutoRechargeTeaser: ({ request, mode }, signal) =>
      api.setAutoRechargeTeaserState(request, mode, signal),
    accountStartPinVerification: ({ service, phone }, signal) =>
      pin.start(guestService(service), phone, signal),
    accountVerifyPin: ({ service, ...input }, signal) =>
      pin.verify(guestService(service), input, signal),
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

/** The demo PIN of the simulator and the demo services (mobile 6 digits, fixed lines the first 5). */
export const DEMO_PIN = '123456';

/**
 * Answers at once with demo data: tests, tools and the benchmark run the real system on these.
 * Stateful like the simulator, so a demo session reads back what it saved.
 */
export function demoAccountServices(): AccountServices {
  let consent: ConsentChoice | null = null;
  let profile: Profile = {
    nickname: 'DemoDan',
    firstName: 'Dan',
    lastName: 'Demo',
    email: 'demo@example.com',
    zipCode: '10115',
    city: 'Berlin',
    emailVerified: true,
    newsletters: [1024],
    verifiedPhone: null,
    cancellationOffer: null,
    autoRechargeTeaser: 'visible',
  };
  let settings: NotificationSettings = { messages: true, actorOnline: true, newsletter: false };
  const relations = new Set<string>();
  let pinStarted: { id: string; phone: PinStartInput } | null = null;
  return {
    accountLoadConsent: async () => consent,
    accountStoreConsent: async (choice) => void (consent = choice),
    accountTrack: () => {},
    accountTrackProfileVisit: () => {},
    accountLoadProfile: async () => profile,
    accountUpdateProfile: async ({ fields }) =>
      (profile = {
        ...profile,
        ...fields,
        emailVerified: profile.emailVerified && fields.email === profile.email,
      }),
    accountLoadNotificationSettings: async () => settings,
    accountSaveNotificationSettings: async ({ settings: next }) => (settings = next),
    accountSavePreferences: async () => undefined,
    accountSetNewsletter: async ({ typeId, subscribe }) => {
      const others = profile.newsletters.filter((id) => id !== typeId);
      profile = { ...profile, newsletters: subscribe ? [...others, typeId] : others };
      return true;
    },
    accountHasRelation: async ({ relation }) =>
      relations.has(`${relation.predicate}:${relation.object}`),
    accountAddRelation: async ({ relation }) =>
      Boolean(relations.add(`${relation.predicate}:${relation.object}`)),
    accountAcceptCancellationOffer: async () => ({
      acceptedOffer: true,
      acceptedOfferInfo: 'Your next month is free.',
    }),
    accountSetAutoRechargeTeaser: async ({ mode }) =>
      void (profile = { ...profile, autoRechargeTeaser: mode }),
    accountStartPinVerification: async ({ phone }) => {
      pinStarted = { id: `pin-${phone.number}`, phone };
      return { id: pinStarted.id, pinLength: phone.type === 'mobile' ? 6 : 5 };
    },
    accountVerifyPin: async ({ id, type, pin }) => {
      if (!pinStarted || pinStarted.id !== id) throw new ServiceError('7');
      if (pin !== DEMO_PIN.slice(0, type === 'mobile' ? 6 : 5)) throw new ServiceError('8');
      const { phone } = pinStarted;
      profile = { ...profile, verifiedPhone: `+${phone.preCode}${phone.number}` };
      return {
        id,
        type,
        verified: true,
        countryCode: phone.countryCode,
        preCode: phone.preCode,
        number: phone.number,
        e123: `+${phone.preCode} ${phone.number}`,
        pinLength: pin.length,
      };
    },
  };
}
