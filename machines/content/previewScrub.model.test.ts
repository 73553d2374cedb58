import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
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
  { type: 'scrub.session', request: { ...scrubRequest, accessToken: 'next' } },
  { type: 'xstate.done.actor.loadThumbnails', output: videoThumbnails(1, 60) },
  { type: 'xstate.done.actor.loadThumbnails', output: videoThumbnails(2, 600) },
  { type: 'xstate.error.actor.loadThumbnails', error: { message: 'network', code: 'network' } },
];
const stand = { tellChosen: () => {} };
const graph = modelMachine(previewScrubMachine, stand);
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as PreviewScrubContext;
  return JSON.stringify([
    s.value,
    context.video?.id ?? null,
    context.slot,
    context.loaded.map((entry) => entry.videoId),
  ]);
};
// The video tiles' scrub: no session yet, told one by `scrub.session` (the video page's starts
// with one: previewScrub.machine.test.ts).
const input = { request: null };
const model = createTestModel(graph, { input, events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState);
const { run } = recordingRunner('previewScrub', previewScrubMachine, { actions: stand, input });

describe('previewScrub model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const context = snapshot.context;
      // Nothing loads, and no thumbnail shows, before the guest has scrubbed a video.
      if (context.video === null)
        expect(snapshot.value, route).toMatchObject({ thumbnails: 'none' });
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
    }
  });

  it('covers the machine at the gate', () => {
    const exceptions = {
      'previewScrub.session.starting —always[startsWithSession]→ previewScrub.session.known':
        'the model is the tiles’ scrub (no session yet); the video page’s starts with one: previewScrub.machine.test.ts',
    };
    expect(
      gateFailures(measureModelCoverage('previewScrub', graph, paths, { input, exceptions })),
    ).toEqual([]);
  });
});
