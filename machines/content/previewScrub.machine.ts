import { assign, sendParent, setup } from 'xstate';
import { failureCode } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { ServiceRequest } from '../shared/serviceRequest.ts';
import { secondOfSlot, slotAfter, thumbnailCount, type Thumbnail } from './scrub.ts';

/** The system id of the video page's scrubbing (a child of `content`). */
export const CONTENT_SCRUB = 'content.scrub';
/** The system id of the video tiles' hover scrubbing (a child of `videos`). */
export const VIDEOS_SCRUB = 'videos.scrub';

/** A video's thumbnails as the service sends them (seed 001 §7 `getPreview`). */
export interface VideoThumbnails {
  videoId: number;
  thumbnails: Thumbnail[];
}

export interface ThumbnailsCall {
  request: ServiceRequest;
  videoId: number;
}

/** The video being scrubbed, and the number of slots its bar has (`thumbnailCount`). */
export interface ScrubVideo {
  id: number;
  duration: number;
  slots: number;
}

/** Which video a scrub event is about: its id and length (the view has both from the item). */
export interface ScrubTarget {
  videoId: number;
  duration: number;
}

export type PreviewScrubEvent =
  /** The pointer (or a finger) is over slot `slot` of the video's bar; the first one starts. */
  | ({ type: 'ui.scrubbed'; slot: number } & ScrubTarget)
  /** An arrow key on the focused bar: `by` slots on (from the first slot when not scrubbing). */
  | ({ type: 'ui.scrubStepped'; by: number } & ScrubTarget)
  /** The pointer left, the finger lifted, the bar lost focus: the poster comes back. */
  | { type: 'ui.scrubEnded' }
  /** A click (or Enter) on slot `slot`: the owner may play the video from there. */
  | ({ type: 'ui.scrubChosen'; slot: number } & ScrubTarget)
  | { type: 'ui.scrubRetry' };

/** Told to the parent when the guest chose a moment (`content` plays a watchable video there). */
export interface ScrubChosenEvent {
  type: 'scrub.chosen';
  videoId: number;
  second: number;
}

/** What a scrub starts with: the session's request (its owner's, the video page or the tiles). */
export interface PreviewScrubInput {
  request: ServiceRequest;
}

export interface PreviewScrubContext {
  /** The session's request, for the thumbnails' loads. */
  request: ServiceRequest;
  video: ScrubVideo | null;
  slot: number;
  /** Loaded thumbnails by video, the latest last; at most {@link KEPT_VIDEOS} videos are kept. */
  loaded: VideoThumbnails[];
  error: string | null;
}

/** How many videos' thumbnails stay loaded (a grid's guest hovers over many tiles). */
export const KEPT_VIDEOS = 12;

const videoOf = (target: ScrubTarget): ScrubVideo => ({
  id: target.videoId,
  duration: target.duration,
  slots: thumbnailCount(target.duration),
});

type Aimed = Extract<PreviewScrubEvent, { type: 'ui.scrubbed' | 'ui.scrubStepped' }>;
const isKept = { type: 'isKept', params: ({ event }: { event: Aimed }) => event } as const;
const isCurrent = { type: 'isCurrent', params: ({ event }: { event: Aimed }) => event } as const;
/**
 * A video aimed at: the one this region is busy with stays as it is (each move of the pointer is
 * an event; a failure stays until the guest retries); another gets its kept thumbnails, or a load.
 */
/**
 * The thumbnails call of `loading`: the session's request and the video aimed at. Thumbnails load
 * only once a video was aimed at (the pointer region takes it with the same event), so it is there.
 */
function thumbnailsCallIn({ request, video }: PreviewScrubContext): ThumbnailsCall {
  if (video === null) throw new Error('thumbnails are loaded only for a video aimed at');
  return { request, videoId: video.id };
}

const AIMED = [
  { guard: isCurrent },
  { guard: isKept, target: 'loaded' },
  { target: 'loading', reenter: true },
] as const;

/**
 * Scrubbing over a video's preview thumbnails, for the video page (`content.scrub`) and the video
 * tiles: where the guest points (a slot of the bar, sent only when it changes, so a sweep is at
 * most 100 records), and the video's thumbnails, loaded the first time the guest scrubs it (never
 * before) and kept for the next time. Regions: `pointer` (idle: the poster; scrubbing: the
 * slot's thumbnail and time code) and `thumbnails` (loading, failed with a retry, loaded), so a
 * load goes on when the pointer leaves and a failure stays on show with its retry. Its owner
 * starts it with the session's request.
 */
export const previewScrubMachine = setup({
  types: {
    context: {} as PreviewScrubContext,
    events: {} as PreviewScrubEvent,
    input: {} as PreviewScrubInput,
    tags: {} as 'scrubbing' | 'busy',
  },
  actors: {
    loadThumbnails: placeholderCall<VideoThumbnails, ThumbnailsCall>('content.loadThumbnails'),
  },
  actions: {
    aim: assign((_, params: ScrubTarget & { slot: number }) => {
      const video = videoOf(params);
      return { video, slot: slotAfter(params.slot, 0, video.slots) };
    }),
    /** `by` slots on from where the guest is, or from the first when scrubbing begins with it. */
    step: assign(({ context }, params: ScrubTarget & { by: number; begins: boolean }) => {
      const video = videoOf(params);
      const from = !params.begins && context.video?.id === video.id ? context.slot : 0;
      return { video, slot: slotAfter(from, params.by, video.slots) };
    }),
    keep: assign(({ context }, params: { loaded: VideoThumbnails }) => ({
      loaded: [
        ...context.loaded.filter((entry) => entry.videoId !== params.loaded.videoId),
        params.loaded,
      ].slice(-KEPT_VIDEOS),
      error: null,
    })),
    storeError: assign({ error: (_, params: { error: unknown }) => failureCode(params.error) }),
    tellChosen: sendParent((_, params: ScrubTarget & { slot: number }): ScrubChosenEvent => {
      const video = videoOf(params);
      return {
        type: 'scrub.chosen',
        videoId: video.id,
        second: secondOfSlot(params.slot, video.slots, video.duration),
      };
    }),
  },
  guards: {
    /** The event's video has its thumbnails loaded already. */
    isKept: ({ context }, params: { videoId: number }) =>
      context.loaded.some((entry) => entry.videoId === params.videoId),
    /** The event is about the video the thumbnails region is busy with. */
    isCurrent: ({ context }, params: { videoId: number }) => context.video?.id === params.videoId,
  },
}).createMachine({
  id: 'previewScrub',
  context: ({ input }) => ({
    request: input.request,
    video: null,
    slot: 0,
    loaded: [],
    error: null,
  }),
  type: 'parallel',
  on: {
    'ui.scrubChosen': { actions: { type: 'tellChosen', params: ({ event }) => event } },
  },
  states: {
    pointer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ui.scrubbed': {
              target: 'scrubbing',
              actions: { type: 'aim', params: ({ event }) => event },
            },
            'ui.scrubStepped': {
              target: 'scrubbing',
              actions: { type: 'step', params: ({ event }) => ({ ...event, begins: true }) },
            },
          },
        },
        scrubbing: {
          tags: 'scrubbing',
          on: {
            'ui.scrubbed': { actions: { type: 'aim', params: ({ event }) => event } },
            'ui.scrubStepped': {
              actions: { type: 'step', params: ({ event }) => ({ ...event, begins: false }) },
            },
            'ui.scrubEnded': 'idle',
          },
        },
      },
    },
    /**
     * The thumbnails of the video the pointer is on. A guard reads the context before the pointer
     * region takes the event's video, so `isCurrent` means "the video this region is busy with".
     */
    thumbnails: {
      initial: 'none',
      states: {
        /** Nothing asked yet: no thumbnail is loaded before the guest scrubs. */
        none: { on: { 'ui.scrubbed': 'loading', 'ui.scrubStepped': 'loading' } },
        loading: {
          tags: 'busy',
          on: { 'ui.scrubbed': AIMED, 'ui.scrubStepped': AIMED },
          invoke: {
            id: 'loadThumbnails',
            src: 'loadThumbnails',
            input: ({ context }) => thumbnailsCallIn(context),
            onDone: {
              target: 'loaded',
              actions: { type: 'keep', params: ({ event }) => ({ loaded: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Shown with its retry while the page is there (the pointer may have left the bar). */
        failed: {
          on: {
            'ui.scrubRetry': 'loading',
            'ui.scrubbed': AIMED,
            'ui.scrubStepped': AIMED,
          },
        },
        loaded: { on: { 'ui.scrubbed': AIMED, 'ui.scrubStepped': AIMED } },
      },
    },
  },
});
