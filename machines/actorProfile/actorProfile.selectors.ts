import type { SnapshotFrom } from 'xstate';
import type { actorProfileMachine } from './actorProfile.machine.ts';
import {
  CHAT_RATING_THRESHOLD,
  type ActorProfile,
  type ActorProfileBundle,
  type ChatButtonConfig,
  type ChatType,
} from './actorProfile.types.ts';

type ProfileSnapshot = SnapshotFrom<typeof actorProfileMachine>;

export type ProfileView =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: string }
  | { status: 'banned'; actor: ActorProfile }
  | { status: 'shown'; bundle: ActorProfileBundle };

const LOADING: ProfileView = { status: 'loading' };
const NOT_FOUND: ProfileView = { status: 'notFound' };
const views = new WeakMap<object, ProfileView>();

/**
 * What a profile page shows for the actor it names: loading (also while another actor is still
 * held), not found, the failure, her as unavailable (banned country), or the profile.
 */
export function selectProfileView(snapshot: ProfileSnapshot, actorName: string): ProfileView {
  const { context } = snapshot;
  if (context.actorName !== actorName.toLowerCase()) return LOADING;
  if (snapshot.matches('notFound')) return NOT_FOUND;
  if (snapshot.matches('failed'))
    return cached(context, () => ({ status: 'failed', error: context.error ?? '' }));
  const bundle = context.bundle;
  if (!snapshot.matches('shown') || !bundle) return LOADING;
  if (snapshot.matches({ shown: 'banned' }))
    return cached(bundle, () => ({ status: 'banned', actor: bundle.actor }));
  return cached(bundle, () => ({ status: 'shown', bundle }));
}

/**
 * Whether the pages of the actor `actorName` may show her media (seed 001 §5), as the profile
 * machine decided it with `isUnavailableIn`: `checking` until her profile is known, `unavailable`
 * for a guest from a country she bans, `unknown` for a name no actor has, `failed` (with retry).
 * A page of hers renders nothing of her media before `available`.
 */
export type ActorAvailability = 'checking' | 'available' | 'unavailable' | 'unknown' | 'failed';

const AVAILABILITY: Record<ProfileView['status'], ActorAvailability> = {
  loading: 'checking',
  shown: 'available',
  banned: 'unavailable',
  notFound: 'unknown',
  failed: 'failed',
};

export const selectActorAvailability = (
  snapshot: ProfileSnapshot,
  actorName: string,
): ActorAvailability => AVAILABILITY[selectProfileView(snapshot, actorName).status];

function cached(key: object, make: () => ProfileView): ProfileView {
  let view = views.get(key);
  if (!view) {
    view = make();
    views.set(key, view);
  }
  return view;
}

const withPresence = new WeakMap<ActorProfileBundle, Map<boolean, ActorProfileBundle>>();

/**
 * Her profile with her presence as the presence domain knows it (`presenceOf`: what a push said
 * last, null when none named her): her online state and the chat buttons' follow at once (issue
 * 52 §2: the profile keeps her answer, the presence owner the pushes). The same bundle when the
 * pushes agree with it, and one bundle per state, so a view that selects it renders once a change.
 *
 * @example
 * withPresenceOf(bundle, null) === bundle; // no push named her
 * withPresenceOf(bundle, false).actor.isOnline; // false: she went offline
 */
export function withPresenceOf(
  bundle: ActorProfileBundle,
  pushed: boolean | null,
): ActorProfileBundle {
  const { actor } = bundle;
  if (pushed === null || (actor.isOnline === pushed && actor.chatButtons.isActorOnline === pushed))
    return bundle;
  let known = withPresence.get(bundle);
  if (!known) withPresence.set(bundle, (known = new Map<boolean, ActorProfileBundle>()));
  let shown = known.get(pushed);
  if (!shown) {
    shown = {
      ...bundle,
      actor: {
        ...actor,
        isOnline: pushed,
        chatButtons: { ...actor.chatButtons, isActorOnline: pushed },
      },
    };
    known.set(pushed, shown);
  }
  return shown;
}

/** The chat ratings to show: only with at least {@link CHAT_RATING_THRESHOLD} ratings (§5). */
export function visibleChatRating(actor: ActorProfile): { count: number; rate: number } | null {
  const { countRatings, satisfactionRate } = actor.chatRatings.lastNinetyDays;
  return countRatings >= CHAT_RATING_THRESHOLD
    ? { count: countRatings, rate: satisfactionRate }
    : null;
}

/** One chat button: its type, price per minute (null: free), and whether it is offered now. */
export interface ChatButton {
  type: ChatType;
  pricePerMinute: { value: number; currency: string } | null;
  available: boolean;
}

/**
 * The chat buttons of the chat button config (seed 001 §3), in the order the page shows them:
 * video chat (free when she offers free chat), her free live preview, single and C2C private
 * chat, voyeur, ticket show, mobile video call, voice call. Every chat needs her online; the
 * live preview her `isLivePreviewEnabled` (seed 001 §3 Actor), voyeur, ticket show, mobile
 * video call and voice call their flags.
 */
export function chatButtonsOf(
  config: ChatButtonConfig,
  actor: Pick<ActorProfile, 'isLivePreviewEnabled'>,
): ChatButton[] {
  const online = config.isActorOnline && !config.isBannedCountry;
  return [
    {
      type: 'video',
      pricePerMinute: config.freeChat ? null : config.prices.video,
      available: online,
    },
    { type: 'preview', pricePerMinute: null, available: online && actor.isLivePreviewEnabled },
    { type: 'single', pricePerMinute: config.prices.single, available: online },
    { type: 'singlec2c', pricePerMinute: config.singleC2CChatPrice, available: online },
    {
      type: 'voyeur',
      pricePerMinute: config.prices.voyeur,
      available: online && config.isVoyeurChatAvailable,
    },
    {
      type: 'ticketShow',
      pricePerMinute: config.prices.ticketShow,
      available: online && config.isCurrentlyTicketShow,
    },
    {
      type: 'videoCall',
      pricePerMinute: config.prices.video,
      available: online && config.isOnlineMobileVideocall,
    },
    {
      type: 'voiceCall',
      pricePerMinute: config.prices.video,
      available: online && config.isVoiceCallAvailable,
    },
  ];
}

export const selectChosenChat = (snapshot: ProfileSnapshot): ChatType | null =>
  snapshot.matches({ shown: { available: { chat: 'chosen' } } })
    ? snapshot.context.chosenChat
    : null;

export const selectNoteSaving = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ shown: { available: { note: 'saving' } } });
export const selectNoteSaved = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ shown: { available: { note: 'saved' } } });
export const selectRatingSaving = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ shown: { available: { rating: 'saving' } } });
export const selectLoggedIn = (snapshot: ProfileSnapshot): boolean => snapshot.context.loggedIn;

/** Her further parts (decision 0025) once loaded; null while loading, failed or not shown. */
export const selectExtras = (snapshot: ProfileSnapshot) => snapshot.context.extras;
/** Whether her further parts failed to load (the view offers `actorProfile.retryExtras`). */
export const selectExtrasFailed = (snapshot: ProfileSnapshot): boolean =>
  snapshot.matches({ shown: { available: { extras: 'failed' } } });
