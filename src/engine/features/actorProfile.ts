import { provide } from '../provide.ts';
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
import type { ActorExtras, ExtrasCall } from '../../../machines/actorProfile/extras.ts';
import { createActorProfileApi } from '../../../services/actorProfile/actorProfileApi.ts';
import { createFreeChatApi } from '../../../services/actorProfile/freeChatApi.ts';
import { createCamsApi } from '../../../services/cams/camsApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

/**
 * The actor profile's wiring (issue #18): its live services and its machine provided
 * with them, under the system id `actorProfile`.
 */
export interface ActorProfileServices {
  loadActorProfile: IoRun<ActorProfileBundle, ProfileCall>;
  storeActorNote: IoRun<{ comment: string }, NoteCall>;
  rateSedcards: IoRun<Sedcards, RatingCall>;
  /** Her further parts (decision 0025): one call of seven REST calls and `videos_v2`. */
  loadActorExtras: IoRun<ActorExtras, ExtrasCall>;
  /** The query service's `recommendations` (seed 001 §7), as the block's list pages. */
  fetchRecommendations: IoRun<RecommendationPageOutput, RecommendationPageInput>;
  /** The query service's `freeChatDuration(actorId)`: the guest's free seconds with her. */
  loadFreeChatDuration: IoRun<number, FreeChatCall>;
  /** The guest's clock as her free chat starts or its figure changes (the end the view counts to). */
  clock: IoRun<number, void>;
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
  const actorProfile = provide(actorProfileMachine, {
    actors: {
      recommendationsList,
      loadProfile: wiring.call('actorProfile.load', services?.loadActorProfile),
      storeNote: wiring.call('actorProfile.storeNote', services?.storeActorNote),
      rateSedcards: wiring.call('actorProfile.rateSedcards', services?.rateSedcards),
      loadExtras: wiring.call('actorProfile.loadExtras', services?.loadActorExtras),
      freeChat: provide(freeChatMachine, {
        actors: {
          loadDuration: wiring.call(
            'actorProfile.freeChatDuration',
            services?.loadFreeChatDuration,
          ),
          readClock: wiring.call('actorProfile.clock', services?.clock),
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
    clock: () => readIo(() => Date.now()),
    fetchRecommendations: (input, signal) => cams.fetchRecommendations(input, signal),
    loadActorProfile: ({ request, actorName, loggedIn }, signal) =>
      api.loadBundle(request, actorName, loggedIn, signal),
    storeActorNote: ({ request, actorId, comment }, signal) =>
      api.storeNote(request, actorId, comment, signal),
    loadActorExtras: (call, signal) => api.loadExtras(call, signal),
    rateSedcards: ({ request, actorId, guestRating }, signal) =>
      api.rateSedcards(request, actorId, guestRating, signal),
  };
}

/** The actor profile starts on first use (src/engine/domains/table.ts). */
export const actorProfileFeature: LazyFeature<ActorProfileServices> = {
  actors: actorProfileActors,
  live: liveActorProfileServices,
};
