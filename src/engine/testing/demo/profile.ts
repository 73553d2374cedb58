import type { PinStartInput } from '../../../../machines/pinCall/pinCall.types.ts';
import type { WebPushState } from '../../../../machines/webPush/webPush.types.ts';
import type { NotificationSettings, Profile } from '../../../../machines/profile/profile.types.ts';
import { ServiceError } from '../../../../services/http/serviceError.ts';
import type { ProfileServices } from '../../features/profile.ts';

/** The demo PIN of the simulator and the demo services (mobile 6 digits, fixed lines the first 5). */
const DEMO_PIN = '123456';

/**
 * Answers at once with demo data: tests, tools and the benchmark run the real system on these.
 * Stateful like the simulator, so a demo session reads back what it saved.
 */
export function demoProfileServices(): ProfileServices {
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
  let pushState: WebPushState = { supported: true, permission: 'default', subscribed: false };
  return {
    accountLoadProfile: () => Promise.resolve(profile),
    accountUpdateProfile: ({ fields }) =>
      Promise.resolve(
        (profile = {
          ...profile,
          ...fields,
          emailVerified: profile.emailVerified && fields.email === profile.email,
        }),
      ),
    accountLoadNotificationSettings: () => Promise.resolve(settings),
    accountSaveNotificationSettings: ({ settings: next }) => Promise.resolve((settings = next)),
    accountSavePreferences: () => Promise.resolve(undefined),
    accountSetNewsletter: ({ typeId, subscribe }) => {
      const others = profile.newsletters.filter((id) => id !== typeId);
      profile = { ...profile, newsletters: subscribe ? [...others, typeId] : others };
      return Promise.resolve(true);
    },
    accountHasRelation: ({ relation }) =>
      Promise.resolve(relations.has(`${relation.predicate}:${relation.object}`)),
    accountAddRelation: ({ relation }) =>
      Promise.resolve(Boolean(relations.add(`${relation.predicate}:${relation.object}`))),
    accountAcceptCancellationOffer: () =>
      Promise.resolve({
        acceptedOffer: true,
        acceptedOfferInfo: 'Your next month is free.',
      }),
    accountSetAutoRechargeTeaser: ({ mode }) => {
      profile = { ...profile, autoRechargeTeaser: mode };
      return Promise.resolve();
    },
    accountStartPinVerification: ({ phone }) => {
      pinStarted = { id: `pin-${phone.number}`, phone };
      return Promise.resolve({ id: pinStarted.id, pinLength: phone.type === 'mobile' ? 6 : 5 });
    },
    accountVerifyPin: ({ id, type, pin }) => {
      if (!pinStarted || pinStarted.id !== id) return Promise.reject(new ServiceError('7'));
      if (pin !== DEMO_PIN.slice(0, type === 'mobile' ? 6 : 5))
        return Promise.reject(new ServiceError('8'));
      const { phone } = pinStarted;
      profile = { ...profile, verifiedPhone: `+${phone.preCode}${phone.number}` };
      return Promise.resolve({
        id,
        type,
        verified: true,
        countryCode: phone.countryCode,
        preCode: phone.preCode,
        number: phone.number,
        e123: `+${phone.preCode} ${phone.number}`,
        pinLength: pin.length,
      });
    },
    webPushReadState: () => Promise.resolve(pushState),
    webPushSubscribe: () =>
      Promise.resolve(
        void (pushState = { supported: true, permission: 'granted', subscribed: true }),
      ),
    webPushUnsubscribe: () => {
      pushState = { ...pushState, subscribed: false };
      return Promise.resolve();
    },
  };
}
