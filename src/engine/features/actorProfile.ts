import type { SnapshotFrom } from 'xstate';
import { actorProfileMachine } from '../../../machines/actorProfile/actorProfile.machine.ts';
import type {
  ActorProfileBundle,
  NoteCall,
  ProfileCall,
  RatingCall,
  Sedcards,
} from '../../../machines/actorProfile/actorProfile.types.ts';
import {
  freeChatMachine,
  type FreeChatCall,
} from '../../../machines/actorProfile/freeChat.machine.ts';
import {
  recommendationsListMachine,
  type RecommendationPageInput,
  type RecommendationPageOutput,
} from '../../../machines/actorProfile/recommendations.ts';
import { createActorProfileApi } from '../../../services/actorProfile/actorProfileApi.ts';
import { createFreeChatApi } from '../../../services/actorProfile/freeChatApi.ts';
import { createCamsApi } from '../../../services/cams/camsApi.ts';
import { demoCam } from '../../../services/cams/demoCams.ts';
import { ServiceError } from '../../../services/http/serviceError.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

/**
 * The actor profile's wiring (issue #18): its services, live and demo, and its machine provided
 * with them, under the system id `actorProfile`.
 */
export interface ActorProfileServices {
  loadActorProfile: IoRun<ActorProfileBundle, ProfileCall>;
  storeActorNote: IoRun<{ comment: string }, NoteCall>;
  rateSedcards: IoRun<Sedcards, RatingCall>;
  /** The query service's `recommendations` (seed 001 §7), as the block's list pages. */
  fetchRecommendations: IoRun<RecommendationPageOutput, RecommendationPageInput>;
  /** The query service's `freeChatDuration(actorId)`: the guest's free seconds with her. */
  loadFreeChatDuration: IoRun<number, FreeChatCall>;
}

export interface ActorProfileSnapshots {
  actorProfile: SnapshotFrom<typeof actorProfileMachine>;
  'actorProfile.freeChat': SnapshotFrom<typeof freeChatMachine>;
}

function actorProfileActors(wiring: Wiring, services: ActorProfileServices | null) {
  const recommendationsList = provideList(
    recommendationsListMachine,
    wiring,
    'actorProfile.recommendations',
    services && { fetchPage: services.fetchRecommendations },
  );
  const actorProfile = actorProfileMachine.provide({
    actors: {
      recommendationsList,
      loadProfile: wiring.call('actorProfile.load', services?.loadActorProfile),
      storeNote: wiring.call('actorProfile.storeNote', services?.storeActorNote),
      rateSedcards: wiring.call('actorProfile.rateSedcards', services?.rateSedcards),
      freeChat: freeChatMachine.provide({
        actors: {
          loadDuration: wiring.call(
            'actorProfile.freeChatDuration',
            services?.loadFreeChatDuration,
          ),
        },
      }),
    },
  });
  return { actorProfile };
}

function liveActorProfileServices(deps: LiveDeps): ActorProfileServices {
  const api = createActorProfileApi(deps.fetch);
  const cams = createCamsApi(deps.fetch);
  const freeChat = createFreeChatApi(deps.fetch);
  return {
    loadFreeChatDuration: (call, signal) => freeChat.loadDuration(call, signal),
    fetchRecommendations: (input, signal) => cams.fetchRecommendations(input, signal),
    loadActorProfile: ({ request, actorName, loggedIn }, signal) =>
      api.loadBundle(request, actorName, loggedIn, signal),
    storeActorNote: ({ request, actorId, comment }, signal) =>
      api.storeNote(request, actorId, comment, signal),
    rateSedcards: ({ request, actorId, guestRating }, signal) =>
      api.rateSedcards(request, actorId, guestRating, signal),
  };
}

/** Without the simulator: one online demo actor named by any name but `unknown`. */
export function demoActorProfileServices(): ActorProfileServices {
  const eur = (value: number) => ({ value, currency: 'EUR' as const });
  const sedcards: Sedcards = { pictures: [], guestRating: null, likes: 0, dislikes: 0 };
  const notes = new Map<number, string>();
  return {
    // Three minutes of free chat with every actor who offers it.
    loadFreeChatDuration: async () => 180,
    loadActorProfile: async ({ actorName }) => {
      if (actorName === 'unknown') throw new ServiceError('http_404');
      return {
        actor: {
          id: 1,
          name: actorName,
          isOnline: true,
          star: false,
          isTopAmateur: false,
          registeredSince: '2026-01-01T00:00:00.000Z',
          bannedCountryCodes: [],
          profile: { age: 25, languages: ['en'], threeWords: [], country: 'DE', description: '' },
          chatFeatures: { livePreview: false, hd: true, audio: true, dildocontrol: false },
          chatButtons: {
            actorId: 1,
            actorLink: `/en/amateur/${actorName}/`,
            isActorOnline: true,
            freeChat: false,
            voucherChatMinutes: 0,
            prices: {
              freeMessages: 0,
              message: eur(0.99),
              single: eur(2.99),
              singlec2c: eur(3.49),
              video: eur(1.99),
              voucherChatMinutes: 0,
              voyeur: eur(0.99),
              ticketShow: eur(4.99),
            },
            multiChatPrice: eur(1.99),
            singleC2CChatPrice: eur(3.49),
            isVoyeurChatAvailable: true,
            isCurrentlyTicketShow: false,
            isInPrivateChat: false,
            isVoiceCallAvailable: false,
            isOnlineMobileVideocall: false,
            isBannedCountry: false,
          },
          heatMap: { levels: [], hoursToBeOnline: [], memo: '' },
          chatRatings: { lastNinetyDays: { countRatings: 0, satisfactionRate: 0 } },
          avatar: null,
        },
        sedcards,
        seo: { title: actorName, text: '' },
        note: notes.get(1) ?? null,
      };
    },
    storeActorNote: async ({ actorId, comment }) => {
      notes.set(actorId, comment);
      return { comment };
    },
    rateSedcards: async ({ guestRating }) => ({ ...sedcards, guestRating }),
    // The demo actors online (every third), without the shown one.
    fetchRecommendations: async ({ query, limit }) => ({
      items: Array.from({ length: limit + 1 }, (_, i) => demoCam(3 * (i + 1)))
        .filter((cam) => cam.id !== query.excludeActorId)
        .slice(0, limit),
      hasMore: false,
    }),
  };
}

/** The actor profile starts on first use (src/engine/domains/table.ts). */
export const actorProfileFeature: LazyFeature<ActorProfileServices> = {
  actors: actorProfileActors,
  live: liveActorProfileServices,
  demo: demoActorProfileServices,
};
