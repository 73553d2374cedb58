import type { SnapshotFrom } from 'xstate';
import { liveEventsMachine } from '../../../machines/liveEvents/liveEvents.machine.ts';
import type { LiveActor, LoadLiveActors } from '../../../machines/liveEvents/liveEvents.types.ts';
import { createActorPreviewApi } from '../../../services/actorPreview/actorPreviewApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import type { IoRun } from '../io.ts';
import { provide } from '../provide.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/** The live events' service (system id `liveEvents`): who the pushed performers are. */
export interface LiveEventsServices {
  loadLiveActors: IoRun<LiveActor[], LoadLiveActors>;
}

export interface LiveEventsSnapshots {
  liveEvents: SnapshotFrom<typeof liveEventsMachine>;
}

function liveEventsActors(wiring: Wiring, services: LiveEventsServices | null) {
  const liveEvents = provide(liveEventsMachine, {
    actors: { loadActors: wiring.call('liveEvents.loadActors', services?.loadLiveActors) },
  });
  return { liveEvents };
}

function liveLiveEventsServices(deps: LiveDeps): LiveEventsServices {
  const previews = createActorPreviewApi(deps.fetch);
  return {
    // Her hover card's facts (`get_profile_preview`), one call each; those that fail stay unnamed.
    loadLiveActors: async ({ request, actorIds }, signal) => {
      const settled = await Promise.allSettled(
        actorIds.map((actorId) => previews.load({ request, actorId }, signal)),
      );
      const found = settled.flatMap((result) =>
        result.status === 'fulfilled'
          ? [
              {
                id: result.value.id,
                name: result.value.name,
                profileLink: result.value.profileLink,
                picture: result.value.picture.w320,
              },
            ]
          : [],
      );
      const failed = settled.find((result) => result.status === 'rejected');
      if (found.length === 0 && failed) throw failed.reason;
      return found;
    },
  };
}

/** Started by the first live event pushed (src/engine/domains/table.ts). */
export const liveEventsFeature: LazyFeature<LiveEventsServices> = {
  actors: liveEventsActors,
  live: liveLiveEventsServices,
};
