import type { SnapshotFrom } from 'xstate';
import type { CamRequest } from '../../../machines/cams/cams.types.ts';
import { presenceMachine } from '../../../machines/presence/presence.machine.ts';
import { createCamsApi } from '../../../services/cams/camsApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** Presence's one call: the count of actors online (the query service, seed 001 §7). */
export interface PresenceServices {
  loadOnlineCount: IoRun<number, CamRequest>;
}

export interface PresenceSnapshots {
  presence: SnapshotFrom<typeof presenceMachine>;
}

function presenceActors(wiring: Wiring, services: PresenceServices | null) {
  const presence = provide(presenceMachine, {
    actors: { loadOnlineCount: wiring.call('presence.onlineCount', services?.loadOnlineCount) },
  });
  return { presence };
}

function livePresenceServices(deps: LiveDeps): PresenceServices {
  const api = createCamsApi(deps.fetch);
  return { loadOnlineCount: (request, signal) => api.onlineCount(request, signal) };
}

/** Presence starts with its first push, or with a page that shows the count (src/engine/domains/table.ts). */
export const presenceFeature: LazyFeature<PresenceServices> = {
  actors: presenceActors,
  live: livePresenceServices,
};
