import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import { isUnavailableIn } from './actorAvailability.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { toSystem, type DomainInput } from '../shared/domainEvents.ts';
import type {
  ActorProfile,
  ActorProfileBundle,
  ChatType,
  NoteCall,
  ProfileCall,
  RatingCall,
  Sedcards,
} from './actorProfile.types.ts';
import { failureCode } from '../shared/failure.ts';
import { GROWS_ON_PRESS } from '../list/list.types.ts';
import type { ActorExtras, ExtrasCall } from './extras.ts';
import { FREE_CHAT, freeChatMachine, type FreeChatCall } from './freeChat.machine.ts';
import {
  RECOMMENDATIONS,
  RECOMMENDATIONS_LIST,
  recommendationsListMachine,
  type RecommendationQuery,
} from './recommendations.ts';

/** The failure code of a profile load for an unknown actor name. */
const NOT_FOUND = 'http_404';

export interface ActorProfileContext {
  request: RequestInput;
  /** The query service (runtime config), where the recommendations come from. */
  queryServiceUrl: string;
  loggedIn: boolean;
  /** The guest's country code (guest state geoLocation), compared with bannedCountryCodes (§5). */
  countryCode: string | null;
  /** The lower-cased name the open page names. */
  actorName: string | null;
  bundle: ActorProfileBundle | null;
  error: string | null;
  /** The chat type last chosen on a button that the gate let through. */
  chosenChat: ChatType | null;
  /** The sedcard rating the guest gave, while the gate is asked (and after its flow, again). */
  pendingRating: 1 | 5 | null;
  noteError: string | null;
  /** Her further parts (extras.ts), once loaded for the shown profile. */
  extras: ActorExtras | null;
}

/**
 * Rating her sedcards needs what a favourite needs (a login): the gate opens it when refused and
 * tells when its flow ended (`gate.resumed`).
 */
const rateGate = gateClient({
  ticket: 'actorProfile.sedcards',
  replyTo: 'actorProfile',
  action: 'favorite',
});

export type ActorProfileEvent =
  | { type: 'actorProfile.open'; actorName: string }
  | { type: 'actorProfile.close' }
  | { type: 'actorProfile.retry' }
  /** A chat button: the live show entry of that chat type opens, whose live chat asks the gate. */
  | { type: 'actorProfile.chatChosen'; chatType: ChatType }
  /** The guest likes or dislikes her sedcards: the gate is asked first (a login). */
  | { type: 'actorProfile.rateSedcards'; guestRating: 1 | 5 }
  | { type: 'actorProfile.saveNote'; comment: string }
  /** Her further parts failed to load: the guest asks again. */
  | { type: 'actorProfile.retryExtras' }
  /** A block of recommended actors is on screen (overview, or her live page while offline). */
  | { type: 'ui.recommendationsShown' }
  | GateAnswerEvent
  | GateResumedEvent;

/**
 * The actor profile (seed 001 §2–§5): the profile the route names, loaded with its sedcards, SEO
 * texts, the guest's note and pinned photos once the guest is known; an unknown name is `notFound`.
 * A guest whose country the actor bans sees her as `banned`: no media, no chat (§5). The
 * sedcard rating asks the gate (a login): a refusal's flow is opened by the gate, and the rating
 * is asked again when it ends well. A chosen chat is `chosen` and the page goes
 * on to the live show entry, whose live chat asks the gate itself. A shown profile counts a visit.
 * Recommended actors (`recommendations`, seed 001 §7) are the list actor `RECOMMENDATIONS_LIST`:
 * asked for once a block shows them, without her. Presence is not the profile's (issue 52 §2):
 * her online state and the actors who left the block are the presence domain's, which the views
 * select (`withPresenceOf`, `shownRecommendations`); no push comes here.
 * Her free-chat duration is the child `FREE_CHAT`, started only for a logged-in guest.
 */
/**
 * What the free-chat duration is asked with: only a logged-in guest, of a shown actor who offers
 * free chat (seed 001 §7), with the query service known; else none is asked for.
 */
function freeChatCallOf(context: ActorProfileContext): FreeChatCall | null {
  const { loggedIn, request, queryServiceUrl, bundle } = context;
  if (!loggedIn || !bundle?.actor.chatButtons.freeChat) return null;
  return { request: { ...request, queryServiceUrl }, actorId: bundle.actor.id };
}

/** The call of `counted`, which `hasFreeChat` enters only when there is one. */
function freeChatCallIn(context: ActorProfileContext): FreeChatCall {
  const call = freeChatCallOf(context);
  if (call === null) throw new Error('the free-chat duration is asked for only with its facts');
  return call;
}

/** The name of the open page, which `loading` is entered with (`actorProfile.open`, a retry). */
function openName({ actorName }: ActorProfileContext): string {
  if (actorName === null) throw new Error('a profile is loaded only for a named actor');
  return actorName;
}

/** The actor the `shown` states show: they are entered only once her profile is stored. */
function shownActor({ bundle }: ActorProfileContext): ActorProfile {
  if (bundle === null) throw new Error('the shown profile runs only with her profile');
  return bundle.actor;
}

/** The session facts the profile keeps from its spawn input (issue 52 §3). */
const sessionOf = ({ request, config, guest }: DomainInput) => ({
  request,
  queryServiceUrl: config.queryServiceUrl,
  loggedIn: guest.isLoggedIn,
  countryCode: guest.geoLocation?.countryCode ?? null,
});

export const actorProfileMachine = setup({
  types: {
    context: {} as ActorProfileContext,
    input: {} as DomainInput,
    events: {} as ActorProfileEvent,
    tags: {} as 'busy',
  },
  actors: {
    recommendationsList: recommendationsListMachine,
    freeChat: freeChatMachine,
    loadProfile: placeholderCall<ActorProfileBundle, ProfileCall>('actorProfile.load'),
    storeNote: placeholderCall<{ comment: string }, NoteCall>('actorProfile.storeNote'),
    rateSedcards: placeholderCall<Sedcards, RatingCall>('actorProfile.rateSedcards'),
    loadExtras: placeholderCall<ActorExtras, ExtrasCall>('actorProfile.loadExtras'),
  },
  actions: {
    spawnRecommendations: enqueueActions(({ enqueue }) =>
      enqueue.spawnChild('recommendationsList', {
        id: RECOMMENDATIONS_LIST,
        systemId: RECOMMENDATIONS_LIST,
        input: {
          limit: RECOMMENDATIONS.size,
          paging: 'offset',
          gridType: 'recommendations',
          ...GROWS_ON_PRESS,
        },
      }),
    ),
    /** The shown actor's recommendations (each actor's are a query of their own, cached). */
    queryRecommendations: sendTo(RECOMMENDATIONS_LIST, ({ context }) => {
      const { request, queryServiceUrl } = context;
      const query: RecommendationQuery = {
        request: {
          queryServiceUrl,
          language: request.language,
          ver: request.ver,
          accessToken: request.accessToken,
        },
        ageRating: RECOMMENDATIONS.ageRating,
        excludeActorId: shownActor(context).id,
      };
      return { type: 'list.query' as const, query };
    }),
    storeName: assign((_, params: { actorName: string }) => ({
      actorName: params.actorName.toLowerCase(),
      bundle: null,
      error: null,
      chosenChat: null,
      pendingRating: null,
      noteError: null,
      extras: null,
    })),
    forget: assign({
      actorName: null,
      bundle: null,
      error: null,
      chosenChat: null,
      extras: null,
    }),
    storeExtras: assign((_, params: { extras: ActorExtras }) => ({ extras: params.extras })),
    storeBundle: assign((_, params: { bundle: ActorProfileBundle }) => ({
      bundle: params.bundle,
      error: null,
    })),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    storeNote: assign(({ context }, params: { comment: string }) => ({
      bundle: context.bundle && { ...context.bundle, note: params.comment || null },
      noteError: null,
    })),
    storeNoteError: assign({
      noteError: (_, params: { error: unknown }) => failureCode(params.error),
    }),
    storeSedcards: assign(({ context }, params: { sedcards: Sedcards }) => ({
      bundle: context.bundle && { ...context.bundle, sedcards: params.sedcards },
    })),
    storeChosenChat: assign((_, params: { chatType: ChatType }) => ({
      chosenChat: params.chatType,
    })),
    storePendingRating: assign((_, params: { guestRating: 1 | 5 }) => ({
      pendingRating: params.guestRating,
    })),
    askToRate: rateGate.ask(),
    trackProfileVisit: toSystem('consent', ({ context }: { context: ActorProfileContext }) => ({
      type: 'tracking.profileVisit' as const,
      actorName: context.bundle?.actor.name ?? context.actorName ?? '',
    })),
  },
  guards: {
    isSameActor: ({ context, event }) =>
      event.type === 'actorProfile.open' &&
      context.bundle !== null &&
      context.actorName === event.actorName.toLowerCase(),
    isNotFound: ({ event }) => 'error' in event && failureCode(event.error) === NOT_FOUND,
    isBanned: ({ context }) =>
      context.bundle !== null && isUnavailableIn(context.bundle.actor, context.countryCode),
    /** The gate's answer to the sedcard rating's ask lets it through. */
    rateAllowed: rateGate.allowed,
    isRateAnswer: rateGate.answered,
    /** The flow the gate opened for the rating ended well: ask again. */
    rateResumed: (args) => rateGate.resumed(args) && args.context.pendingRating !== null,
    isLoggedIn: ({ context }) => context.loggedIn,
    /** The free-chat duration is asked for only by a logged-in guest, of an actor offering it. */
    hasFreeChat: ({ context }) => freeChatCallOf(context) !== null,
  },
}).createMachine({
  id: 'actorProfile',
  context: ({ input }) => ({
    ...sessionOf(input),
    actorName: null,
    bundle: null,
    error: null,
    chosenChat: null,
    pendingRating: null,
    noteError: null,
    extras: null,
  }),
  entry: 'spawnRecommendations',
  initial: 'closed',
  on: {
    'actorProfile.open': [
      { guard: 'isSameActor' },
      {
        target: '.loading',
        actions: { type: 'storeName', params: ({ event }) => ({ actorName: event.actorName }) },
      },
    ],
    'actorProfile.close': { target: '.closed', actions: 'forget' },
  },
  states: {
    /** No profile open. */
    closed: {},
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({
          request: context.request,
          actorName: openName(context),
          loggedIn: context.loggedIn,
        }),
        onDone: {
          target: 'shown',
          actions: [
            { type: 'storeBundle', params: ({ event }) => ({ bundle: event.output }) },
            'trackProfileVisit',
          ],
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** No actor has that name: the page says so (status bar type `notfoundredirect`). */
    notFound: {},
    failed: { on: { 'actorProfile.retry': 'loading' } },
    shown: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isBanned', target: 'banned' }, { target: 'available' }],
        },
        /**
         * The guest's country is banned: she is unavailable, no media and no chat (§5); the
         * actors online now are offered instead, where the page shows them.
         */
        banned: { on: { 'ui.recommendationsShown': { actions: 'queryRecommendations' } } },
        available: {
          type: 'parallel',
          states: {
            chat: {
              initial: 'idle',
              states: {
                idle: {},
                /**
                 * The live show page is the chat's entry point: its live chat asks the gate (login
                 * or signup, age check, top-up) and resumes after each flow, also over a login's
                 * reload, which lands on that page again.
                 */
                chosen: {},
              },
              on: {
                'actorProfile.chatChosen': {
                  target: '.chosen',
                  actions: {
                    type: 'storeChosenChat',
                    params: ({ event }) => ({ chatType: event.chatType }),
                  },
                },
              },
            },
            rating: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'actorProfile.rateSedcards': {
                      target: 'asking',
                      actions: {
                        type: 'storePendingRating',
                        params: ({ event }) => ({ guestRating: event.guestRating }),
                      },
                    },
                    // The login, age check or top-up the gate opened ended well: asked again.
                    'gate.resumed': { guard: 'rateResumed', target: 'asking' },
                  },
                },
                /**
                 * The gate decides (its answer comes within the same step): the rating is saved,
                 * or the gate opened what stands in the way and the page stays as it was.
                 */
                asking: {
                  entry: 'askToRate',
                  on: {
                    'gate.answer': [
                      { guard: 'rateAllowed', target: 'saving' },
                      { guard: 'isRateAnswer', target: 'idle' },
                    ],
                  },
                },
                saving: {
                  tags: 'busy',
                  invoke: {
                    src: 'rateSedcards',
                    input: ({ context }) => ({
                      request: context.request,
                      actorId: shownActor(context).id,
                      guestRating: context.pendingRating ?? 5,
                    }),
                    onDone: {
                      target: 'idle',
                      actions: {
                        type: 'storeSedcards',
                        params: ({ event }) => ({ sedcards: event.output }),
                      },
                    },
                    onError: 'idle',
                  },
                },
              },
            },
            /**
             * Her further parts (promoted and top videos, pinned photos, sale, live state, preview
             * image, TV episodes: decision 0025), one call once she is shown; a failure keeps the
             * profile and offers a retry of these alone.
             */
            extras: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    src: 'loadExtras',
                    input: ({ context }) => ({
                      request: context.request,
                      queryServiceUrl: context.queryServiceUrl,
                      actorId: shownActor(context).id,
                      actorName: shownActor(context).name,
                    }),
                    onDone: {
                      target: 'loaded',
                      actions: {
                        type: 'storeExtras',
                        params: ({ event }) => ({ extras: event.output }),
                      },
                    },
                    onError: 'failed',
                  },
                },
                loaded: {},
                failed: { on: { 'actorProfile.retryExtras': 'loading' } },
              },
            },
            /** Recommended actors: asked for only where a block shows them. */
            recommendations: {
              initial: 'idle',
              states: {
                idle: { on: { 'ui.recommendationsShown': 'listed' } },
                /** The list actor shows this actor's recommendations (its own failure and retry). */
                listed: { entry: 'queryRecommendations' },
              },
            },
            /** Her free-chat duration for a logged-in guest (freeChat.machine.ts); none for a visitor. */
            freeChat: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [{ guard: 'hasFreeChat', target: 'counted' }, { target: 'none' }],
                },
                none: {},
                counted: {
                  invoke: {
                    src: 'freeChat',
                    id: 'freeChat',
                    systemId: FREE_CHAT,
                    input: ({ context }) => freeChatCallIn(context),
                  },
                },
              },
            },
            note: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'actorProfile.saveNote': { guard: 'isLoggedIn', target: 'saving' },
                  },
                },
                saving: {
                  tags: 'busy',
                  invoke: {
                    src: 'storeNote',
                    input: ({ context, event }) => ({
                      request: context.request,
                      actorId: shownActor(context).id,
                      comment: event.type === 'actorProfile.saveNote' ? event.comment.trim() : '',
                    }),
                    onDone: {
                      target: 'saved',
                      actions: {
                        type: 'storeNote',
                        params: ({ event }) => ({ comment: event.output.comment }),
                      },
                    },
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'storeNoteError',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                saved: {
                  on: {
                    'actorProfile.saveNote': { guard: 'isLoggedIn', target: 'saving' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
