import { assign, enqueueActions, setup } from 'xstate';
import type { DomainInput } from '../shared/domainEvents.ts';
import { failureOf, type Failure } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { serviceRequestOf, type ServiceRequest } from '../shared/serviceRequest.ts';
import type { ActorPreview, PreviewCall, PreviewPointer } from './actorPreview.types.ts';

/** How long the pointer rests on a tile before her preview opens (a pass over it opens none). */
export const INTENT_DELAY_MS = 350;
/** How long the preview stays after the pointer left, so it can move into the card. */
export const LEAVE_DELAY_MS = 200;
/** How long a loaded preview is shown again without asking the platform. */
export const PREVIEW_TTL_MS = 5 * 60_000;
/** At most this many previews are kept (the oldest goes first). */
export const MAX_CACHED = 60;

interface CachedPreview {
  actorId: number;
  preview: ActorPreview;
  /** Within its time to live: shown again without asking (a stale one is asked anew). */
  fresh: boolean;
}

export interface ActorPreviewContext {
  request: ServiceRequest;
  /** The actor whose tile the pointer or the focus is on (null: none). */
  actorId: number | null;
  /** Loaded previews, oldest first; each is fresh until its time to live runs out. */
  cache: CachedPreview[];
  failure: Failure | null;
}

export type ActorPreviewEvent =
  /** The pointer came to rest on her tile (or its card), or the keyboard focused it. */
  | { type: 'ui.previewWanted'; actorId: number; pointer: PreviewPointer }
  /** The pointer or the focus left her tile (or its card). */
  | { type: 'ui.previewLeft'; actorId: number }
  /** Escape, or the card's close button. */
  | { type: 'ui.previewClosed' }
  | { type: 'ui.previewRetry' }
  /** A loaded preview's time to live ran out (raised on the engine clock). */
  | { type: 'preview.expired'; actorId: number };

/** The pointer is not a finger (a tap opens her profile, no card). */
const previewable = (pointer: PreviewPointer) => pointer !== 'touch';

/**
 * The call of `loading`: the session's request and the actor `aimAt` set (a card opens only
 * after it, so she is there whenever it loads).
 */
function previewCallIn({ request, actorId }: ActorPreviewContext): PreviewCall {
  if (actorId === null) throw new Error('a preview is loaded only for an actor aimed at');
  return { request, actorId };
}

const entryOf = (context: ActorPreviewContext, actorId: number | null) =>
  context.cache.find((entry) => entry.actorId === actorId);

/**
 * The hover profile preview of a performer (issue 18: "on desktop, hovering a tile shows the
 * profile preview"). The pointer resting on a tile for {@link INTENT_DELAY_MS} (or the keyboard's
 * focus) opens her card: loaded by `loadPreview`, shown, or failed with a retry. It closes when
 * the pointer has been off the tile and its card for {@link LEAVE_DELAY_MS}, on Escape, or when
 * another tile takes over: one card at a time. A touch opens none (and
 * the phone's layout offers none). Loaded
 * previews are kept for {@link PREVIEW_TTL_MS}, so coming back to a tile shows her at once.
 */
export const actorPreviewMachine = setup({
  types: {
    context: {} as ActorPreviewContext,
    events: {} as ActorPreviewEvent,
    input: {} as DomainInput,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    loadPreview: placeholderCall<ActorPreview, PreviewCall>('actorPreview.load'),
  },
  delays: {
    intentDelay: INTENT_DELAY_MS,
    leaveDelay: LEAVE_DELAY_MS,
    cacheTtl: PREVIEW_TTL_MS,
  },
  actions: {
    aimAt: assign((_, params: { actorId: number }) => ({ actorId: params.actorId, failure: null })),
    forgetAim: assign({ actorId: null, failure: null }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    /** Keep her preview (replacing an older one) and let it expire after its time to live. */
    cachePreview: enqueueActions(({ context, enqueue }, params: { preview: ActorPreview }) => {
      const actorId = params.preview.id;
      const others = context.cache.filter((entry) => entry.actorId !== actorId);
      enqueue.assign({
        cache: [...others, { actorId, preview: params.preview, fresh: true }].slice(-MAX_CACHED),
        failure: null,
      });
      const id = `preview:${actorId}`;
      enqueue.cancel(id);
      enqueue.raise({ type: 'preview.expired', actorId }, { id, delay: 'cacheTtl' });
    }),
    /** Her preview may be out of date: still shown while open, asked anew next time. */
    markStale: assign(({ context }, params: { actorId: number }) => ({
      cache: context.cache.map((entry) =>
        entry.actorId === params.actorId ? { ...entry, fresh: false } : entry,
      ),
    })),
  },
  guards: {
    mayPreview: (_, params: { pointer: PreviewPointer }) => previewable(params.pointer),
    isCurrent: ({ context }, params: { actorId: number }) => context.actorId === params.actorId,
    /** Another actor's tile, where she may be previewed. */
    takesOver: ({ context }, params: { actorId: number; pointer: PreviewPointer }) =>
      context.actorId !== params.actorId && previewable(params.pointer),
    isFresh: ({ context }) => entryOf(context, context.actorId)?.fresh === true,
  },
}).createMachine({
  id: 'actorPreview',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    actorId: null,
    cache: [],
    failure: null,
  }),
  initial: 'closed',
  on: {
    'preview.expired': {
      actions: { type: 'markStale', params: ({ event }) => ({ actorId: event.actorId }) },
    },
  },
  states: {
    closed: {
      on: {
        'ui.previewWanted': {
          guard: { type: 'mayPreview', params: ({ event }) => ({ pointer: event.pointer }) },
          target: 'intent',
          actions: { type: 'aimAt', params: ({ event }) => ({ actorId: event.actorId }) },
        },
      },
    },
    /** The pointer rests on her tile: the card opens if it stays. */
    intent: {
      after: { intentDelay: 'open' },
      on: {
        'ui.previewLeft': {
          guard: { type: 'isCurrent', params: ({ event }) => ({ actorId: event.actorId }) },
          target: 'closed',
          actions: 'forgetAim',
        },
        // Another tile before this one's card opened: the wait starts again for her.
        'ui.previewWanted': {
          guard: {
            type: 'takesOver',
            params: ({ event }) => ({ actorId: event.actorId, pointer: event.pointer }),
          },
          target: 'intent',
          reenter: true,
          actions: { type: 'aimAt', params: ({ event }) => ({ actorId: event.actorId }) },
        },
        'ui.previewClosed': { target: 'closed', actions: 'forgetAim' },
      },
    },
    /** Her card is open: its content and where the pointer is, side by side. */
    open: {
      type: 'parallel',
      tags: 'open',
      on: {
        'ui.previewClosed': { target: 'closed', actions: 'forgetAim' },
        // Another tile takes over: one card at a time.
        'ui.previewWanted': {
          guard: {
            type: 'takesOver',
            params: ({ event }) => ({ actorId: event.actorId, pointer: event.pointer }),
          },
          target: 'intent',
          actions: { type: 'aimAt', params: ({ event }) => ({ actorId: event.actorId }) },
        },
      },
      states: {
        content: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'isFresh', target: 'shown' }, { target: 'loading' }],
            },
            loading: {
              tags: 'busy',
              invoke: {
                id: 'loadPreview',
                src: 'loadPreview',
                input: ({ context }) => previewCallIn(context),
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'cachePreview',
                    params: ({ event }) => ({ preview: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'storeFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            shown: {},
            /** No answer, a refusal or a malformed reply: said in the card, with a retry. */
            failed: {
              on: { 'ui.previewRetry': { target: 'loading' } },
            },
          },
        },
        pointer: {
          initial: 'over',
          states: {
            over: {
              on: {
                'ui.previewLeft': {
                  guard: { type: 'isCurrent', params: ({ event }) => ({ actorId: event.actorId }) },
                  target: 'away',
                },
              },
            },
            /** Off her tile and card: closing, unless it comes back in time. */
            away: {
              after: { leaveDelay: { target: '#actorPreview.closed', actions: 'forgetAim' } },
              on: {
                // Back on her tile or into her card (another tile: the open state's transition).
                'ui.previewWanted': {
                  guard: { type: 'isCurrent', params: ({ event }) => ({ actorId: event.actorId }) },
                  target: 'over',
                },
              },
            },
          },
        },
      },
    },
  },
});
