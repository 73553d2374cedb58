import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import {
  KEPT_VIDEOS,
  previewScrubMachine,
  type PreviewScrubEvent,
  type ScrubChosenEvent,
  type ThumbnailsCall,
  type VideoThumbnails,
} from './previewScrub.machine.ts';
import { selectScrubView } from './previewScrub.selectors.ts';
import { scrubRequest, videoThumbnails } from './previewScrub.testing.ts';

/** The machine as a child of a parent that notes what it is told, with a thumbnails call a test controls. */
function start(load?: (call: ThumbnailsCall) => Promise<VideoThumbnails>) {
  const calls: ThumbnailsCall[] = [];
  const chosen: ScrubChosenEvent[] = [];
  const scrub = previewScrubMachine.provide({
    actors: {
      loadThumbnails: fromPromise<VideoThumbnails, ThumbnailsCall>(async ({ input }) => {
        calls.push(input);
        return load ? load(input) : videoThumbnails(input.videoId, 60);
      }),
    },
  });
  const parent = createActor(
    setup({ types: { events: {} as ScrubChosenEvent }, actors: { scrub } }).createMachine({
      invoke: { id: 'scrub', src: 'scrub', input: { request: scrubRequest } },
      on: { 'scrub.chosen': { actions: ({ event }) => chosen.push(event) } },
    }),
  ).start();
  const child = () => parent.getSnapshot().children.scrub!;
  const send = (event: PreviewScrubEvent) => child().send(event);
  const view = (videoId = 5101, duration = 60) =>
    selectScrubView(child().getSnapshot(), videoId, duration);
  return { calls, chosen, send, view };
}

const VIDEO = { videoId: 5101, duration: 60 } as const;

describe('previewScrub', () => {
  it('loads nothing before the guest scrubs, then the thumbnails once', async () => {
    const { calls, send, view } = start();
    await flushMacrotasks();
    expect(calls).toEqual([]);
    expect(view()).toMatchObject({ scrubbing: false, status: 'none', thumbnail: null, slots: 12 });
    send({ type: 'ui.scrubbed', slot: 0, ...VIDEO });
    send({ type: 'ui.scrubbed', slot: 3, ...VIDEO });
    expect(view()).toMatchObject({ scrubbing: true, status: 'loading', timeCode: '0:15' });
    await flushMacrotasks();
    send({ type: 'ui.scrubbed', slot: 7, ...VIDEO });
    expect(calls).toEqual([{ request: scrubRequest, videoId: 5101 }]);
    expect(view()).toMatchObject({
      scrubbing: true,
      status: 'loaded',
      slot: 7,
      second: 35,
      timeCode: '0:35',
      thumbnail: '/media/content/video/5101/thumbs/8.svg',
    });
  });

  it('restores the poster when the pointer leaves, and keeps the thumbnails for the next time', async () => {
    const { calls, send, view } = start();
    send({ type: 'ui.scrubbed', slot: 2, ...VIDEO });
    await flushMacrotasks();
    send({ type: 'ui.scrubEnded' });
    expect(view()).toMatchObject({ scrubbing: false, thumbnail: null, status: 'loaded' });
    send({ type: 'ui.scrubbed', slot: 11, ...VIDEO });
    expect(view().thumbnail).toBe('/media/content/video/5101/thumbs/12.svg');
    expect(calls).toHaveLength(1);
  });

  it('goes on loading when the pointer leaves before the thumbnails are there', async () => {
    const { calls, send, view } = start();
    send({ type: 'ui.scrubbed', slot: 2, ...VIDEO });
    send({ type: 'ui.scrubEnded' });
    await flushMacrotasks();
    send({ type: 'ui.scrubbed', slot: 2, ...VIDEO });
    expect(view().thumbnail).toBe('/media/content/video/5101/thumbs/3.svg');
    expect(calls).toHaveLength(1);
  });

  it('steps by the arrow keys from the first slot, kept on the bar', () => {
    const { send, view } = start();
    send({ type: 'ui.scrubStepped', by: 1, ...VIDEO });
    expect(view()).toMatchObject({ scrubbing: true, slot: 1, timeCode: '0:05' });
    send({ type: 'ui.scrubStepped', by: 10, ...VIDEO });
    send({ type: 'ui.scrubStepped', by: 10, ...VIDEO });
    expect(view().slot).toBe(11);
    send({ type: 'ui.scrubStepped', by: -20, ...VIDEO });
    expect(view().slot).toBe(0);
    // Scrubbing that begins with a key begins at the start, wherever the pointer was last.
    send({ type: 'ui.scrubbed', slot: 9, ...VIDEO });
    send({ type: 'ui.scrubEnded' });
    send({ type: 'ui.scrubStepped', by: 1, ...VIDEO });
    expect(view().slot).toBe(1);
  });

  it('shows a failure until the guest retries, even after the pointer left', async () => {
    let fail = true;
    const { calls, send, view } = start(({ videoId }) =>
      fail
        ? Promise.reject(Object.assign(new Error('network'), { code: 'network' }))
        : Promise.resolve(videoThumbnails(videoId, 60)),
    );
    send({ type: 'ui.scrubbed', slot: 4, ...VIDEO });
    await flushMacrotasks();
    send({ type: 'ui.scrubEnded' });
    send({ type: 'ui.scrubbed', slot: 5, ...VIDEO });
    await flushMacrotasks();
    expect(view()).toMatchObject({ status: 'failed', thumbnail: null, timeCode: '0:25' });
    expect(calls).toHaveLength(1);
    fail = false;
    send({ type: 'ui.scrubRetry' });
    await flushMacrotasks();
    expect(view()).toMatchObject({
      status: 'loaded',
      thumbnail: expect.stringContaining('/6.svg') as unknown,
    });
  });

  it('follows the pointer from tile to tile: one load each, the latest kept', async () => {
    const { calls, send, view } = start(({ videoId }) =>
      Promise.resolve(videoThumbnails(videoId, 600)),
    );
    for (let videoId = 1; videoId <= KEPT_VIDEOS + 1; videoId += 1) {
      send({ type: 'ui.scrubbed', slot: 0, videoId, duration: 600 });
      await flushMacrotasks();
    }
    expect(calls).toHaveLength(KEPT_VIDEOS + 1);
    // The tile left behind shows no thumbnail; the one under the pointer does.
    expect(view(1, 600)).toMatchObject({ scrubbing: false, thumbnail: null });
    expect(view(KEPT_VIDEOS + 1, 600).thumbnail).toContain(`/video/${KEPT_VIDEOS + 1}/`);
    // The oldest was let go and loads again; a recent one does not.
    send({ type: 'ui.scrubbed', slot: 0, videoId: 1, duration: 600 });
    send({ type: 'ui.scrubbed', slot: 0, videoId: 5, duration: 600 });
    await flushMacrotasks();
    expect(calls.map((call) => call.videoId).slice(KEPT_VIDEOS + 1)).toEqual([1]);
  });

  it('a quick pass over a tile loads only the one the pointer stays on', async () => {
    const { calls, send, view } = start(({ videoId }) =>
      Promise.resolve(videoThumbnails(videoId, 60)),
    );
    send({ type: 'ui.scrubbed', slot: 0, videoId: 1, duration: 60 });
    send({ type: 'ui.scrubbed', slot: 0, videoId: 2, duration: 60 });
    await flushMacrotasks();
    // The first call started, but its answer was stopped: only video 2 is kept.
    expect(view(2).thumbnail).toContain('/video/2/');
    send({ type: 'ui.scrubbed', slot: 0, videoId: 1, duration: 60 });
    expect(view(1).status).toBe('loading');
    expect(calls.map((call) => call.videoId)).toEqual([1, 2, 1]);
  });

  it('tells its owner the moment the guest chose', () => {
    const { chosen, send } = start();
    send({ type: 'ui.scrubChosen', slot: 6, ...VIDEO });
    expect(chosen).toEqual([{ type: 'scrub.chosen', videoId: 5101, second: 30 }]);
  });
});
