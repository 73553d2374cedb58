import { and, assign, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  toSystem,
  type AppReadyEvent,
  type PayTourOpenEvent,
  type PayTourResultEvent,
} from '../shared/domainEvents.ts';
import type {
  ContentBuyReply,
  ContentCall,
  ContentItem,
  ContentKind,
  ContentRef,
} from './content.types.ts';

/** How long one preview frame of a video stays before the next (the preview is a frame show). */
export const PREVIEW_FRAME_MS = 1500;

export interface ContentContext {
  request: RequestInput | null;
  /** The item the open page names (kept while the guest is not loaded yet). */
  ref: ContentRef | null;
  item: ContentItem | null;
  /** Why loading or buying failed: shown, and the guest may try again. */
  error: string | null;
  /** The preview frame shown while the preview plays. */
  frame: number;
}

export type ContentEvent =
  | AppReadyEvent
  | { type: 'content.open'; kind: ContentKind; actorName: string; id: number }
  | { type: 'content.close' }
  | { type: 'content.retry' }
  /**
   * The guest pressed buy. `open` is what the gating decision (machines/gating) says stands in the
   * way (login or signup, age check, top-up), or null when the purchase may run.
   */
  | { type: 'content.buy'; open: PayTourOpenEvent | null }
  | { type: 'content.previewPlay' }
  | { type: 'content.previewStop' }
  | PayTourResultEvent;

const INCENTIVE_EVENTS = { video: 'videoPreviewEnd', album: 'buyImageAlbum' } as const;

/**
 * The content area (seed 001 §3–§5: video details and photo album pages): the item the page names,
 * loaded once the guest is known; buying it through the gating decision; a video's preview played
 * frame by frame, which tells the incentives when it ends. Opening a page counts as a visit of the
 * actor's profile (both pages are profile sections, §2), tracked through consent.
 */
export const contentMachine = setup({
  types: {
    context: {} as ContentContext,
    events: {} as ContentEvent,
    input: {} as { owner?: string } | undefined,
    tags: {} as 'busy',
  },
  actors: {
    loadItem: placeholderCall<ContentItem, ContentCall>('content.loadItem'),
    buyItem: placeholderCall<ContentBuyReply, ContentCall>('content.buyItem'),
  },
  delays: { PREVIEW_FRAME: PREVIEW_FRAME_MS },
  actions: {
    storeRequest: assign({ request: (_, params: { request: RequestInput }) => params.request }),
    storeRef: assign((_, params: { ref: ContentRef }) => ({
      ref: params.ref,
      item: null,
      error: null,
      frame: 0,
    })),
    forget: assign({ ref: null, item: null, error: null, frame: 0 }),
    storeItem: assign((_, params: { item: ContentItem }) => ({ item: params.item, error: null })),
    storeError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    rewindPreview: assign({ frame: 0 }),
    nextFrame: assign({ frame: ({ context }) => context.frame + 1 }),
    trackProfileVisit: toSystem('consent', ({ context }: { context: ContentContext }) => ({
      type: 'tracking.profileVisit' as const,
      actorName: context.item?.actorName ?? context.ref?.actorName ?? '',
    })),
    /** The restriction's flow (login, signup, age check, top-up), answered back to `content`. */
    openRestriction: toSystem('payTour', ({ event }: { event: ContentEvent }): PayTourOpenEvent =>
      event.type === 'content.buy' && event.open
        ? { ...event.open, replyTo: 'content' }
        : { type: 'payTour.open', flow: 'moneycharge', replyTo: 'content' },
    ),
    /** Incentives of the video-preview-end event (seed 000 §7, conversion): the preview ended. */
    tellPreviewEnded: toSystem('incentives', ({ context }: { context: ContentContext }) => ({
      type: 'incentives.eventOccurred' as const,
      event: INCENTIVE_EVENTS.video,
      albumId: context.item?.id ?? 0,
    })),
    /** Buying an album is the buy-image-album event; a video's purchase is no incentive event. */
    tellAlbumIncentives: toSystem('incentives', ({ context }: { context: ContentContext }) => ({
      type: 'incentives.eventOccurred' as const,
      event: INCENTIVE_EVENTS.album,
      albumId: context.item?.id ?? 0,
    })),
    reloadBalance: toSystem('guest', { type: 'guest.reloadBalance' as const }),
  },
  guards: {
    canLoad: ({ context }) => context.request !== null && context.ref !== null,
    isRestricted: ({ event }) => event.type === 'content.buy' && event.open !== null,
    isAlbum: ({ context }) => context.item?.kind === 'album',
    isBought: ({ context }) => context.item?.bought === true,
    hasPreviews: ({ context }) => (context.item?.previews.length ?? 0) > 0,
    hasNextFrame: ({ context }) => context.frame + 1 < (context.item?.previews.length ?? 0),
  },
}).createMachine({
  id: 'content',
  context: { request: null, ref: null, item: null, error: null, frame: 0 },
  initial: 'waiting',
  on: {
    'app.ready': {
      target: '.waiting',
      actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) },
    },
    'content.open': {
      target: '.waiting',
      actions: { type: 'storeRef', params: ({ event }) => ({ ref: refOf(event) }) },
    },
    'content.close': { target: '.waiting', actions: 'forget' },
  },
  states: {
    /** Before the guest is known, or with no content page open: an opened page waits here. */
    waiting: {
      always: { guard: 'canLoad', target: 'loading' },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadItem',
        src: 'loadItem',
        input: ({ context }) => ({ request: context.request!, ref: context.ref! }),
        onDone: {
          target: 'shown',
          actions: [
            { type: 'storeItem', params: ({ event }) => ({ item: event.output }) },
            'trackProfileVisit',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The item could not be loaded: the error, and a retry. */
    failed: { on: { 'content.retry': 'loading' } },
    shown: {
      type: 'parallel',
      states: {
        purchase: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'content.buy': [
                  // Nothing to buy twice.
                  { guard: 'isBought' },
                  {
                    guard: and(['isAlbum', 'isRestricted']),
                    target: 'restricted',
                    actions: ['tellAlbumIncentives', 'openRestriction'],
                  },
                  { guard: 'isRestricted', target: 'restricted', actions: 'openRestriction' },
                  { guard: 'isAlbum', target: 'buying', actions: 'tellAlbumIncentives' },
                  { target: 'buying' },
                ],
              },
            },
            /** The gate opened login, signup, the age check or a top-up: the guest is there. */
            restricted: {
              on: { 'payTour.result': 'idle', 'content.buy': 'idle' },
            },
            buying: {
              tags: 'busy',
              entry: 'clearError',
              invoke: {
                id: 'buyItem',
                src: 'buyItem',
                input: ({ context }) => ({ request: context.request!, ref: context.ref! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeItem', params: ({ event }) => ({ item: event.output.item }) },
                    'reloadBalance',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        preview: {
          initial: 'stopped',
          states: {
            stopped: {
              on: {
                'content.previewPlay': {
                  guard: 'hasPreviews',
                  target: 'playing',
                  actions: 'rewindPreview',
                },
              },
            },
            /** One frame after the other; the last one ends the preview. */
            playing: {
              after: {
                PREVIEW_FRAME: [
                  { guard: 'hasNextFrame', target: 'playing', reenter: true, actions: 'nextFrame' },
                  { target: 'ended', actions: 'tellPreviewEnded' },
                ],
              },
              on: { 'content.previewStop': 'stopped' },
            },
            ended: {
              on: {
                'content.previewPlay': { target: 'playing', actions: 'rewindPreview' },
              },
            },
          },
        },
      },
    },
  },
});

function refOf(event: { kind: ContentKind; actorName: string; id: number }): ContentRef {
  return { kind: event.kind, actorName: event.actorName, id: event.id };
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}
