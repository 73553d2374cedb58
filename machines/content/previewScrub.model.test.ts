import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { previewScrubMachine, type PreviewScrubContext } from './previewScrub.machine.ts';
import { selectScrubView } from './previewScrub.selectors.ts';
import { scrubRequest, videoThumbnails } from './previewScrub.testing.ts';

/** Model-based test of scrubbing over preview thumbnails: every transition, on the real machine. */
const short = { videoId: 1, duration: 60 };
const long = { videoId: 2, duration: 600 };
const events = [
  { type: 'ui.scrubbed', slot: 3, ...short },
  { type: 'ui.scrubbed', slot: 80, ...long },
  { type: 'ui.scrubStepped', by: 1, ...short },
  { type: 'ui.scrubEnded' },
  { type: 'ui.scrubChosen', slot: 5, ...short },
  { type: 'ui.scrubRetry' },
  { type: 'xstate.done.actor.loadThumbnails', output: videoThumbnails(1, 60) },
  { type: 'xstate.done.actor.loadThumbnails', output: videoThumbnails(2, 600) },
  { type: 'xstate.error.actor.loadThumbnails', error: { message: 'network', code: 'network' } },
];
const stand = { tellChosen: () => {} };
defineModelSuite(previewScrubMachine, {
  events,
  stand,
  input: { request: scrubRequest },
  runner: { actions: stand },
  serializeState: (s: AnyMachineSnapshot) => {
    const context = s.context as PreviewScrubContext;
    return JSON.stringify([
      s.value,
      context.video?.id ?? null,
      context.slot,
      context.loaded.map((entry) => entry.videoId),
    ]);
  },
  invariants: (snapshot, { route }) => {
    const context = snapshot.context;
    // Nothing loads, and no thumbnail shows, before the guest has scrubbed a video.
    if (context.video === null) expect(snapshot.value, route).toMatchObject({ thumbnails: 'none' });
    for (const video of [short, long]) {
      const view = selectScrubView(snapshot, video.videoId, video.duration);
      // The slot stays on the bar; a thumbnail shows only while scrubbing that video.
      expect(view.slot, route).toBeGreaterThanOrEqual(0);
      expect(view.slot, route).toBeLessThan(view.slots);
      if (view.thumbnail !== null) {
        expect(view.scrubbing, route).toBe(true);
        expect(view.status, route).toBe('loaded');
      }
      if (context.video?.id !== video.videoId) expect(view.scrubbing, route).toBe(false);
    }
    // At most the kept number of videos' thumbnails, each once.
    const ids = context.loaded.map((entry) => entry.videoId);
    expect(new Set(ids).size, route).toBe(ids.length);
  },
});
