import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { readyWith } from '../avs/avs.testing.ts';
import {
  previewScrubMachine,
  VIDEOS_SCRUB,
  type ThumbnailsCall,
  type VideoThumbnails,
} from '../content/previewScrub.machine.ts';
import { videoThumbnails } from '../content/previewScrub.testing.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import { videosMachine } from './videos.machine.ts';

/** The videos domain with a thumbnails call that notes what it was asked. */
function startVideos() {
  const calls: ThumbnailsCall[] = [];
  const actor = createActor(
    videosMachine.provide({
      actors: {
        previewScrub: previewScrubMachine.provide({
          actors: {
            loadThumbnails: fromPromise<VideoThumbnails, ThumbnailsCall>(async ({ input }) => {
              calls.push(input);
              return videoThumbnails(input.videoId, 60);
            }),
          },
        }),
      },
    }),
  ).start();
  const scrub = () =>
    actor.getSnapshot().children[VIDEOS_SCRUB] as ActorRefFrom<typeof previewScrubMachine>;
  return { actor, calls, scrub };
}

describe('videos machine', () => {
  it('runs the tiles’ scrub from the start and tells it each session', async () => {
    const { actor, calls, scrub } = startVideos();
    const first = scrub();
    // Spawned with the lists, before the guest is known: no session yet.
    expect(first.getSnapshot().matches({ session: 'none' })).toBe(true);
    const ready = readyWith();
    actor.send(ready);
    expect(first.getSnapshot().matches({ session: 'known' })).toBe(true);
    // A new session (a login) goes to the same scrub, whose next load asks as it.
    const login = readyWith({ isLoggedIn: true });
    const next = { ...login, session: { ...login.session, accessToken: 'after-login' } };
    actor.send(next);
    expect(scrub()).toBe(first);
    first.send({ type: 'ui.scrubbed', slot: 0, videoId: 7, duration: 60 });
    await flushMacrotasks();
    expect(calls).toEqual([{ request: serviceRequestOf(next), videoId: 7 }]);
    expect(serviceRequestOf(next)).not.toEqual(serviceRequestOf(ready));
  });
});
