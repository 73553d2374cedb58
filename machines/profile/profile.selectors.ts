import type { SnapshotFrom } from 'xstate';
import type { accountOffersMachine } from './accountOffers.machine.ts';
import type { accountSettingsMachine } from './accountSettings.machine.ts';
import type { newsletterMachine } from './newsletter.machine.ts';
import type { profileMachine } from './profile.machine.ts';
import type { NotificationSettings, Profile, ProfileFields } from './profile.types.ts';
import type { FieldErrors } from './profile.validation.ts';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** Which screen the personal area shows. */
export type ProfilePageView = 'waiting' | 'visitor' | 'idle' | 'loading' | 'failed' | 'ready';

export function selectProfilePage(snapshot: ProfileSnapshot): ProfilePageView {
  if (snapshot.matches('visitor')) return 'visitor';
  for (const view of ['idle', 'loading', 'failed', 'ready'] as const)
    if (snapshot.matches({ member: view })) return view;
  return 'waiting';
}

export const selectProfile = (snapshot: ProfileSnapshot): Profile | null =>
  snapshot.context.profile;

export type ProfileFormView =
  | { mode: 'viewing'; saved: boolean }
  | {
      mode: 'editing' | 'saving';
      /** What the form starts from: the guest's last input, or the stored profile. */
      values: ProfileFields;
      errors: FieldErrors;
      failed: boolean;
    };

const forms = new WeakMap<object, ProfileFormView>();

export function selectProfileForm(snapshot: ProfileSnapshot): ProfileFormView {
  const { context } = snapshot;
  if (snapshot.matches({ member: { ready: 'viewing' } }))
    return snapshot.matches({ member: { ready: { viewing: 'saved' } } }) ? SAVED : SHOWN;
  const key = context.draft ?? context.profile ?? forms;
  const mode = snapshot.matches({ member: { ready: 'saving' } }) ? 'saving' : 'editing';
  const failed = snapshot.matches({ member: { ready: { editing: 'failed' } } });
  const cached = forms.get(key);
  if (
    cached &&
    cached.mode === mode &&
    cached.failed === failed &&
    cached.errors === context.fieldErrors
  )
    return cached;
  const profile = context.profile;
  const values: ProfileFields = context.draft ?? {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: profile?.email ?? '',
    zipCode: profile?.zipCode ?? '',
    city: profile?.city ?? '',
  };
  const view = { mode, values, errors: context.fieldErrors, failed } as const;
  forms.set(key, view);
  return view;
}
const SAVED: ProfileFormView = { mode: 'viewing', saved: true };
const SHOWN: ProfileFormView = { mode: 'viewing', saved: false };

type SettingsSnapshot = SnapshotFrom<typeof accountSettingsMachine>;

export type NotificationsView =
  | { status: 'loading' | 'unavailable' }
  | {
      status: 'shown' | 'saving';
      settings: NotificationSettings;
      outcome: 'saved' | 'failed' | null;
    };

export function selectNotifications(snapshot: SettingsSnapshot): NotificationsView {
  if (snapshot.matches({ notifications: 'loading' })) return LOADING;
  if (snapshot.matches({ notifications: 'unavailable' })) return UNAVAILABLE;
  const saving = snapshot.matches({ notifications: 'saving' });
  return {
    status: saving ? 'saving' : 'shown',
    // While saving (and after a failure) the guest's choice shows, not the stored one.
    settings: snapshot.context.pendingSettings ?? snapshot.context.settings,
    outcome: snapshot.matches({ notifications: { shown: 'saved' } })
      ? 'saved'
      : snapshot.matches({ notifications: { shown: 'failed' } })
        ? 'failed'
        : null,
  };
}
const LOADING: NotificationsView = { status: 'loading' };
const UNAVAILABLE: NotificationsView = { status: 'unavailable' };

export function selectPreferences(snapshot: SettingsSnapshot): {
  preferences: Record<string, unknown>;
  busy: boolean;
  outcome: 'saved' | 'failed' | null;
} {
  return {
    preferences: snapshot.context.pendingPreferences ?? snapshot.context.preferences,
    busy: snapshot.matches({ preferences: 'saving' }),
    outcome: snapshot.matches({ preferences: { idle: 'saved' } })
      ? 'saved'
      : snapshot.matches({ preferences: { idle: 'failed' } })
        ? 'failed'
        : null,
  };
}

type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;

export function selectNewsletter(snapshot: NewsletterSnapshot) {
  return {
    subscribed: snapshot.context.subscribed,
    busy: snapshot.matches({ subscriptions: 'updating' }),
    outcome: snapshot.matches({ subscriptions: { idle: 'saved' } })
      ? ('saved' as const)
      : snapshot.matches({ subscriptions: { idle: 'failed' } })
        ? ('failed' as const)
        : null,
  };
}

export type NewsletterTeaserView = 'hidden' | 'shown' | 'failed' | 'dismissing';
export function selectNewsletterTeaser(snapshot: NewsletterSnapshot): NewsletterTeaserView {
  if (snapshot.matches({ teaser: { shown: 'failed' } })) return 'failed';
  if (snapshot.matches({ teaser: 'shown' })) return 'shown';
  if (snapshot.matches({ teaser: 'dismissing' })) return 'dismissing';
  return 'hidden';
}

export type SignupEmailView = 'idle' | 'requested' | 'sent' | 'failed';
export function selectSignupEmail(snapshot: NewsletterSnapshot): SignupEmailView {
  for (const view of ['requested', 'sent', 'failed'] as const)
    if (snapshot.matches({ signupEmail: view })) return view;
  return 'idle';
}

type OffersSnapshot = SnapshotFrom<typeof accountOffersMachine>;

export type CancellationOfferView =
  | null
  | { status: 'open' | 'failed' | 'accepting'; text: string }
  | { status: 'accepted'; info: string };

export function selectCancellationOffer(snapshot: OffersSnapshot): CancellationOfferView {
  const { offer, acceptedInfo } = snapshot.context;
  if (snapshot.matches({ cancellation: 'accepted' }))
    return { status: 'accepted', info: acceptedInfo ?? '' };
  if (!offer) return null;
  if (snapshot.matches({ cancellation: 'accepting' }))
    return { status: 'accepting', text: offer.text };
  if (snapshot.matches({ cancellation: { offered: 'failed' } }))
    return { status: 'failed', text: offer.text };
  if (snapshot.matches({ cancellation: 'offered' })) return { status: 'open', text: offer.text };
  return null;
}

export function selectAutoRechargeTeaser(snapshot: OffersSnapshot): {
  visible: boolean;
  busy: boolean;
  failed: boolean;
} {
  const visible =
    snapshot.matches({ autoRechargeTeaser: 'visible' }) ||
    snapshot.matches({ autoRechargeTeaser: 'hiding' });
  return {
    visible,
    busy: snapshot.hasTag('busy') && !snapshot.matches({ cancellation: 'accepting' }),
    failed:
      snapshot.matches({ autoRechargeTeaser: { visible: 'failed' } }) ||
      snapshot.matches({ autoRechargeTeaser: { hidden: 'failed' } }),
  };
}
