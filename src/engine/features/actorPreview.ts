import type { SnapshotFrom } from 'xstate';
import { actorPreviewMachine } from '../../../machines/actorPreview/actorPreview.machine.ts';
import type {
  ActorPreview,
  PreviewCall,
} from '../../../machines/actorPreview/actorPreview.types.ts';
import { createActorPreviewApi } from '../../../services/actorPreview/actorPreviewApi.ts';
import { ServiceError } from '../../../services/http/serviceError.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** The profile preview's service (system id `actorPreview`). */
export interface ActorPreviewServices {
  loadPreview: IoRun<ActorPreview, PreviewCall>;
}

export interface ActorPreviewSnapshots {
  actorPreview: SnapshotFrom<typeof actorPreviewMachine>;
}

function actorPreviewActors(wiring: Wiring, services: ActorPreviewServices | null) {
  const actorPreview = actorPreviewMachine.provide({
    actors: { loadPreview: wiring.call('actorPreview.load', services?.loadPreview) },
  });
  return { actorPreview };
}

function liveActorPreviewServices(deps: LiveDeps): ActorPreviewServices {
  const api = createActorPreviewApi(deps.fetch);
  return { loadPreview: (call, signal) => api.load(call, signal) };
}

/** Without the simulator: every actor but id 404 is an online demo performer. */
function demoActorPreviewServices(): ActorPreviewServices {
  const picture = (id: number) => ({
    w320: `/demo/actor/${id}/w320.svg`,
    w640: `/demo/actor/${id}/w640.svg`,
    w1280: `/demo/actor/${id}/w1280.svg`,
  });
  return {
    loadPreview: async ({ actorId }) => {
      if (actorId === 404) throw new ServiceError('http_404');
      return {
        id: actorId,
        name: `Demo${actorId}`,
        age: 25,
        country: 'DE',
        isOnline: true,
        freeChat: false,
        languages: ['en'],
        threeWords: ['kind', 'funny', 'curious'],
        about: 'A demo performer.',
        profileLink: `/en/amateur/demo${actorId}/`,
        picture: picture(actorId),
        sedcards: [],
        chatPrice: { value: 1.99, currency: 'EUR' },
        rating: { count: 0, satisfactionRate: 0 },
      };
    },
  };
}

/** The preview starts on first use: the first tile the pointer rests on (src/engine/domains/table.ts). */
export const actorPreviewFeature: LazyFeature<ActorPreviewServices> = {
  actors: actorPreviewActors,
  live: liveActorPreviewServices,
  demo: demoActorPreviewServices,
};
