import type { LiveEventsServices } from '../../features/liveEvents.ts';

/** Without the simulator: every performer is a demo one named after her id. */
export function demoLiveEventsServices(): LiveEventsServices {
  return {
    loadLiveActors: ({ actorIds }) =>
      Promise.resolve(
        actorIds.map((id) => ({
          id,
          name: `Demo${id}`,
          profileLink: `/en/amateur/demo${id}/`,
          picture: `/demo/actor/${id}/w320.svg`,
        })),
      ),
  };
}
