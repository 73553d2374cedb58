import { assign, enqueueActions, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import type { ToyControl } from '../messenger/messenger.types.ts';
import { toSystem } from '../shared/domainEvents.ts';
import { failureOf, type Failure } from '../shared/failure.ts';
import { clockReading } from '../shared/clockRead.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import type { ToyItem, ToyRejection } from './toyControl.types.ts';

export interface ToyControlInput {
  chatId: string;
  actorId: number;
  request: RequestInput;
}

export interface ToyControlContext extends ToyControlInput {
  /** Her toy's controls (the content service's `toyControls`, as the messenger loads them). */
  controls: ToyControl[];
  /** What the guest sent, in order: sending, waiting in her toy's queue, running. */
  items: ToyItem[];
  sent: number;
  /** The last control the server did not take (nothing was charged): shown with a retry. */
  rejection: { toyControlId: number; reason: ToyRejection } | null;
  failure: Failure | null;
}

type ToyPush<T extends string, F> = { type: T; chatId: string; clientToyId: string } & F;

export type ToyControlEvent =
  | { type: 'ui.toySend'; toyControlId: number }
  | { type: 'ui.toyRetry' }
  | { type: 'ui.toyDismiss' }
  | { type: 'ui.toyReload' }
  | ToyPush<'push.liveChatToyQueued', { toyControlId: number; ahead: number }>
  | ToyPush<'push.liveChatToyStarted', { toyControlId: number; seconds: number }>
  | ToyPush<'push.liveChatToyDone', object>
  | ToyPush<'push.liveChatToyRejected', { reason: ToyRejection }>;

type QueuedEvent = Extract<ToyControlEvent, { type: 'push.liveChatToyQueued' }>;

const patch = (items: ToyItem[], clientToyId: string, change: Partial<ToyItem>) =>
  items.map((item) => (item.clientToyId === clientToyId ? { ...item, ...change } : item));

/**
 * The toy control of a live chat (issue #19 §2), a child of `liveChat` while the guest chats with
 * an actor who has a toy: her controls load (retry on failure); the guest sends one
 * (`sendLiveChatToy`), which the server charges and queues on her toy, runs for its duration
 * (counted down here each second) or rejects with its reason (retry). A bought control is
 * tracked as `toy_control`, sent on by the consent machine only with analytics consent.
 */
export const toyControlMachine = setup({
  types: {
    input: {} as ToyControlInput,
    context: {} as ToyControlContext,
    events: {} as ToyControlEvent,
    tags: {} as 'loading' | 'loadFailed' | 'ready',
  },
  actors: {
    loadToyControls: placeholderCall<ToyControl[], RequestInput>('loadToyControls'),
    /** The guest's clock as a control starts, for the countdown the view draws. */
    readClock: placeholderCall<number, void>('readClock'),
  },
  actions: {
    storeControls: assign((_, params: { controls: ToyControl[] }) => ({
      controls: params.controls,
      failure: null,
    })),
    noteFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    /** Sends the control and shows it as sending; a retry sends the rejected one again. */
    send: enqueueActions(({ context, enqueue }, params: { toyControlId: number }) => {
      const sent = context.sent + 1;
      const clientToyId = `${context.chatId}:toy${sent}`;
      enqueue(
        toSystem<'realtime', ToyControlContext, ToyControlEvent>('realtime', {
          type: 'realtime.send',
          frame: {
            type: 'sendLiveChatToy',
            chatId: context.chatId,
            clientToyId,
            toyControlId: params.toyControlId,
          },
        }),
      );
      enqueue.assign({
        sent,
        rejection: null,
        items: [
          ...context.items,
          {
            clientToyId,
            toyControlId: params.toyControlId,
            status: 'sending',
            ahead: null,
            seconds: null,
            endsAt: null,
          },
        ],
      });
    }),
    dismiss: assign({ rejection: null }),
    storeQueued: assign(({ context }, params: { event: QueuedEvent }) => ({
      items: patch(context.items, params.event.clientToyId, {
        status: 'queued',
        ahead: params.event.ahead,
        seconds: null,
        endsAt: null,
      }),
    })),
    storeStarted: assign(({ context }, params: { clientToyId: string; seconds: number }) => ({
      items: patch(context.items, params.clientToyId, {
        status: 'running',
        ahead: 0,
        seconds: params.seconds,
        endsAt: null,
      }),
    })),
    removeItem: assign(({ context }, params: { clientToyId: string }) => ({
      items: context.items.filter((item) => item.clientToyId !== params.clientToyId),
    })),
    storeRejected: assign(({ context }, params: { clientToyId: string; reason: ToyRejection }) => {
      const item = context.items.find((each) => each.clientToyId === params.clientToyId);
      return {
        items: context.items.filter((each) => each.clientToyId !== params.clientToyId),
        rejection: item ? { toyControlId: item.toyControlId, reason: params.reason } : null,
      };
    }),
    /** The running control's end, from the clock read as it started (the server's done ends it). */
    storeEnd: assign(({ context }, params: { now: number }) => ({
      items: context.items.map((item) =>
        item.status === 'running' && item.endsAt === null && item.seconds !== null
          ? { ...item, endsAt: params.now + item.seconds * 1000 }
          : item,
      ),
    })),
    trackBought: toSystem(
      'consent',
      ({ context }: { context: ToyControlContext }, params: { event: QueuedEvent }) => {
        const control = context.controls.find((each) => each.id === params.event.toyControlId);
        return {
          type: 'tracking.track' as const,
          eventContext: 'toy_control',
          eventAction: 'buy',
          eventData: {
            actorId: context.actorId,
            chatId: context.chatId,
            toyControlId: params.event.toyControlId,
            amount: control?.price.value ?? null,
            currency: control?.price.currency ?? null,
          },
        };
      },
    ),
  },
  guards: {
    offers: ({ context }, params: { toyControlId: number }) =>
      context.controls.some((control) => control.id === params.toyControlId),
    wasRejected: ({ context }) => context.rejection !== null,
    isOurs: ({ context }, params: { chatId: string; clientToyId: string }) =>
      params.chatId === context.chatId &&
      context.items.some((item) => item.clientToyId === params.clientToyId),
  },
}).createMachine({
  id: 'toyControl',
  context: ({ input }) => ({
    ...input,
    controls: [],
    items: [],
    sent: 0,
    rejection: null,
    failure: null,
  }),
  type: 'parallel',
  states: {
    catalog: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadToyControls',
            src: 'loadToyControls',
            input: ({ context }) => context.request,
            onDone: {
              target: 'ready',
              actions: {
                type: 'storeControls',
                params: ({ event }) => ({ controls: event.output }),
              },
            },
            onError: {
              target: 'failed',
              actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: { tags: 'loadFailed', on: { 'ui.toyReload': 'loading' } },
        ready: {
          tags: 'ready',
          on: {
            'ui.toySend': {
              guard: { type: 'offers', params: ({ event }) => event },
              actions: { type: 'send', params: ({ event }) => event },
            },
            'ui.toyRetry': {
              guard: 'wasRejected',
              actions: {
                type: 'send',
                params: ({ context }) => ({ toyControlId: context.rejection?.toyControlId ?? 0 }),
              },
            },
            'ui.toyDismiss': { actions: 'dismiss' },
          },
        },
      },
    },
    /** A control that starts reads the guest's clock once; the view counts down to its end. */
    clock: {
      initial: 'idle',
      states: {
        idle: {},
        reading: clockReading('storeEnd', 'idle', 'idle'),
      },
      on: {
        'push.liveChatToyStarted': {
          guard: { type: 'isOurs', params: ({ event }) => event },
          target: '.reading',
          actions: { type: 'storeStarted', params: ({ event }) => event },
        },
      },
    },
  },
  on: {
    'push.liveChatToyQueued': {
      guard: { type: 'isOurs', params: ({ event }) => event },
      actions: [
        { type: 'storeQueued', params: ({ event }) => ({ event }) },
        { type: 'trackBought', params: ({ event }) => ({ event }) },
      ],
    },
    'push.liveChatToyDone': {
      guard: { type: 'isOurs', params: ({ event }) => event },
      actions: { type: 'removeItem', params: ({ event }) => event },
    },
    'push.liveChatToyRejected': {
      guard: { type: 'isOurs', params: ({ event }) => event },
      actions: { type: 'storeRejected', params: ({ event }) => event },
    },
  },
});
