import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { actorPreviewMachine } from '../../../machines/actorPreview/actorPreview.machine.ts';
import type {
  ActorPreview,
  PreviewCall,
} from '../../../machines/actorPreview/actorPreview.types.ts';
import { createActorPreviewApi } from '../../../services/actorPreview/actorPreviewApi.ts';
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
  const actorPreview = provide(actorPreviewMachine, {
    actors: { loadPreview: wiring.call('actorPreview.load', services?.loadPreview) },
  });
  return { actorPreview };
}

function liveActorPreviewServices(deps: LiveDeps): ActorPreviewServices {
  const api = createActorPreviewApi(deps.fetch);
  return { loadPreview: (call, signal) => api.load(call, signal) };
}

/** The preview starts on first use: the first tile the pointer rests on (src/engine/domains/table.ts). */
export const actorPreviewFeature: LazyFeature<ActorPreviewServices> = {
  actors: actorPreviewActors,
  live: liveActorPreviewServices,
};
