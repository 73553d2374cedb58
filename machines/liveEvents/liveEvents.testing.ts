import type { LiveActor } from './liveEvents.types.ts';

/** A performer as the lookup answers her. */
export const liveActorOf = (id: number): LiveActor => ({
  id,
  name: `Performer${id}`,
  profileLink: `/en/amateur/performer${id}/`,
  picture: `/demo/actor/${id}/w320.svg`,
});
