import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type { RequestInput } from '../../../machines/shared/session.types.ts';
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
import { webPushMachine } from '../../../machines/webPush/webPush.machine.ts';
import type { WebPushState } from '../../../machines/webPush/webPush.types.ts';
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
import { createBrowserPush, pagePushBrowser } from '../../../services/webPush/browserPush.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import { siblingServiceUrl } from './account.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The personal area's wiring (profile and its sections, the pin call), a domain that starts on
 * first use (decision 0008): only the profile route reads it, so its machines, the account API
 * and the GraphQL client of the pin call are a chunk of their own. The profile runs under the
 * system id `profile`; the section machines and the pin call live while its data is loaded.
 */
export interface ProfileServices {
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
  webPushReadState: IoRun<WebPushState, { request: RequestInput }>;
  webPushSubscribe: IoRun<void, { request: RequestInput }>;
  webPushUnsubscribe: IoRun<void, { request: RequestInput }>;
}

/** The feature's actors by system id (the last four live while the profile's data is loaded). */
export interface ProfileSnapshots {
  profile: SnapshotFrom<typeof profileMachine>;
  pinCall: SnapshotFrom<typeof pinCallMachine>;
  accountSettings: SnapshotFrom<typeof accountSettingsMachine>;
  newsletter: SnapshotFrom<typeof newsletterMachine>;
  accountOffers: SnapshotFrom<typeof accountOffersMachine>;
  webPush: SnapshotFrom<typeof webPushMachine>;
}

function profileActors(wiring: Wiring, services: ProfileServices | null) {
  const pinCall = provide(pinCallMachine, {
    actors: {
      startVerification: wiring.call('pinCall.start', services?.accountStartPinVerification),
      verifyPin: wiring.call('pinCall.verify', services?.accountVerifyPin),
    },
  });
  const profile = provide(profileMachine, {
    actors: {
      loadProfile: wiring.call('profile.load', services?.accountLoadProfile),
      updateProfile: wiring.call('profile.update', services?.accountUpdateProfile),
      pinCall,
      accountSettings: provide(accountSettingsMachine, {
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
      newsletter: provide(newsletterMachine, {
        actors: {
          setNewsletter: wiring.call('profile.newsletter', services?.accountSetNewsletter),
          hasRelation: wiring.call('profile.relation.has', services?.accountHasRelation),
          addRelation: wiring.call('profile.relation.add', services?.accountAddRelation),
        },
      }),
      webPush: provide(webPushMachine, {
        actors: {
          readState: wiring.call('webPush.readState', services?.webPushReadState),
          subscribe: wiring.call('webPush.subscribe', services?.webPushSubscribe),
          unsubscribe: wiring.call('webPush.unsubscribe', services?.webPushUnsubscribe),
        },
      }),
      accountOffers: provide(accountOffersMachine, {
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
  return { profile };
}

function liveProfileServices(deps: LiveDeps): ProfileServices {
  const api = createAccountApi(deps.fetch);
  const pin = createPinCallApi(deps.fetch);
  const push = createBrowserPush(deps.fetch, pagePushBrowser());
  const guestService = (service: GuestServiceRequest) => ({
    url: siblingServiceUrl(service.queryServiceUrl, 'guest'),
    language: service.language,
    ver: service.ver,
    accessToken: service.accessToken,
  });
  return {
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
    webPushReadState: ({ request }, signal) => push.readState(request, signal),
    webPushSubscribe: ({ request }, signal) => push.subscribe(request, signal),
    webPushUnsubscribe: ({ request }, signal) => push.unsubscribe(request, signal),
  };
}

export const profileFeature: LazyFeature<ProfileServices> = {
  actors: profileActors,
  live: liveProfileServices,
};
