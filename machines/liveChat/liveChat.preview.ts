import { assertEvent, type DoneActorEvent } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';
import { EXIT_PREVIEW_OVER, EXIT_PREVIEW_USED } from './exitCodes.ts';
import type { LiveChatContext, LiveChatMachineEvent } from './liveChat.context.ts';
import { previewLimitMs, type FreePreviewCall } from './liveChat.types.ts';

// The live preview (seed 000 §6, §9; decision 0041): the query service says how long it may run
// as it starts (`initPreview`), the chat ends by itself when that time is up (`previewEnds`), and
// the offer after it may be declined (`previewDecline` in `ended`, then `decliningPreview`). The
// live chat machine spreads these into its setup and its states; the actions and guards they name
// (storePreviewSeconds, declinePreview, isPreview, hasSeconds, offersPreviewDecline) are in its
// setup, where XState infers their types.

type Context = { context: LiveChatContext };

/** The query service's two calls, placeholders the engine provides. */
export const previewActors = {
  /** The seconds the preview may run for the guest with her (0: used up). */
  freePreviewInit: placeholderCall<number, FreePreviewCall>('freePreviewInit'),
  /** The guest declines the offer after it. */
  freePreviewDecline: placeholderCall<number, FreePreviewCall>('freePreviewDecline'),
};

export const previewDelays = {
  previewLimit: ({ context }: Context) => previewLimitMs(context.isVip, context.previewSeconds),
};

/** A free-preview call for the actor its state was entered with (the entering event's). */
const previewCall =
  (type: 'liveChat.starting' | 'liveChat.previewDeclining') =>
  ({ context, event }: { context: LiveChatContext; event: LiveChatMachineEvent }) => {
    assertEvent(event, type);
    return { request: context.request, actorId: event.actorId };
  };

const seconds = ({ event }: { event: DoneActorEvent<number> }) => ({ seconds: event.output });
const toIdle = { target: 'idle', actions: 'reset' } as const;

/** The preview's states beside the chat's: asking its seconds, and declining its offer. */
export const previewStates = {
  /** No seconds left: it ends as used (503); unanswered, the seed's limit holds (decision 0041). */
  initPreview: {
    tags: 'busy',
    invoke: {
      id: 'freePreviewInit',
      src: 'freePreviewInit',
      input: previewCall('liveChat.starting'),
      onDone: [
        {
          guard: { type: 'hasSeconds', params: seconds },
          target: 'connecting',
          actions: { type: 'storePreviewSeconds', params: seconds },
        },
        {
          target: 'ended',
          actions: { type: 'storeExit', params: { exitCode: EXIT_PREVIEW_USED } },
        },
      ],
      onError: 'connecting',
    },
    on: { 'liveChat.leave': toIdle },
  },
  /** The preview's offer declined: the service is told; the panel closes either way. */
  decliningPreview: {
    invoke: {
      id: 'freePreviewDecline',
      src: 'freePreviewDecline',
      input: previewCall('liveChat.previewDeclining'),
      onDone: toIdle,
      onError: toIdle,
    },
  },
} as const;

/** The running preview's time is up: it ends (501, its offer follows). In `live`'s `after`. */
export const previewEnds = {
  previewLimit: {
    guard: 'isPreview',
    target: 'ended',
    actions: [
      { type: 'sendStop', params: { exitCode: EXIT_PREVIEW_OVER } },
      { type: 'storeExit', params: { exitCode: EXIT_PREVIEW_OVER } },
      'trackEnd',
    ],
  },
} as const;

/** In `ended`: the guest declines the offer after a preview (its decline is raised with her). */
export const previewDecline = {
  'ui.previewDeclined': { guard: 'offersPreviewDecline', actions: 'declinePreview' },
  'liveChat.previewDeclining': 'decliningPreview',
} as const;
