import { assign, setup } from 'xstate';

/** Seed 000 §9: the tab-hidden title animation moves one step every 100 ms. */
export const TITLE_STEP_MS = 100;

/**
 * Steps of one run of the animation (30 s): it catches the eye of a guest who looks at the tab
 * bar, then rests on the plain count, so a tab left hidden for hours does not step for hours
 * (each step is a timer of the recorded clock). A new unread message starts it again.
 */
export const TITLE_RUN_STEPS = 300;

interface TabTitleContext {
  /** Unread messages, as the messenger counts them. */
  unread: number;
  /** The animation's step since it started (0 while it does not run). */
  step: number;
}

export type TabTitleEvent =
  /** The page's visibility (`visibilitychange`, an env source). */
  | { type: 'tab.visibilityChanged'; hidden: boolean }
  /** The guest's unread messages changed (the messenger's unread total). */
  | { type: 'tab.unreadChanged'; count: number };

/**
 * The tab title for unread messages (seed 000 §9): while the page is hidden and messages are
 * unread, the title moves one step every {@link TITLE_STEP_MS} (the view scrolls its text by the
 * step), for {@link TITLE_RUN_STEPS} steps, then rests; visible again, the page's own title
 * comes back (the view restores it when the selector says nothing runs).
 */
export const tabTitleMachine = setup({
  types: {
    context: {} as TabTitleContext,
    events: {} as TabTitleEvent,
    tags: {} as 'titleShown',
  },
  actions: {
    storeUnread: assign((_, params: { count: number }) => ({ unread: params.count })),
    advance: assign(({ context }) => ({ step: context.step + 1 })),
    restart: assign({ step: 0 }),
  },
  guards: {
    hasUnread: ({ context }) => context.unread > 0,
    isHidden: (_, params: { hidden: boolean }) => params.hidden,
    isVisible: (_, params: { hidden: boolean }) => !params.hidden,
    moreUnread: ({ context }, params: { count: number }) => params.count > context.unread,
    noneUnread: (_, params: { count: number }) => params.count === 0,
    runOver: ({ context }) => context.step + 1 >= TITLE_RUN_STEPS,
  },
}).createMachine({
  id: 'tabTitle',
  context: { unread: 0, step: 0 },
  initial: 'visible',
  on: {
    'tab.unreadChanged': {
      actions: { type: 'storeUnread', params: ({ event }) => ({ count: event.count }) },
    },
  },
  states: {
    visible: {
      entry: 'restart',
      on: {
        'tab.visibilityChanged': {
          guard: { type: 'isHidden', params: ({ event }) => ({ hidden: event.hidden }) },
          target: 'hidden',
        },
      },
    },
    hidden: {
      initial: 'deciding',
      on: {
        'tab.visibilityChanged': {
          guard: { type: 'isVisible', params: ({ event }) => ({ hidden: event.hidden }) },
          target: 'visible',
        },
      },
      states: {
        deciding: {
          always: [
            { guard: 'hasUnread', target: 'animating', actions: 'restart' },
            { target: 'quiet' },
          ],
        },
        /** Nothing unread: the page's own title. */
        quiet: {
          on: {
            'tab.unreadChanged': {
              guard: { type: 'moreUnread', params: ({ event }) => ({ count: event.count }) },
              target: 'animating',
              actions: [
                { type: 'storeUnread', params: ({ event }) => ({ count: event.count }) },
                'restart',
              ],
            },
          },
        },
        animating: {
          tags: 'titleShown',
          after: {
            [TITLE_STEP_MS]: [
              { guard: 'runOver', target: 'resting', actions: 'advance' },
              // Entered again, so the next step's timer is set.
              { target: 'animating', reenter: true, actions: 'advance' },
            ],
          },
          on: {
            'tab.unreadChanged': [
              {
                guard: { type: 'noneUnread', params: ({ event }) => ({ count: event.count }) },
                target: 'quiet',
                actions: { type: 'storeUnread', params: ({ event }) => ({ count: event.count }) },
              },
              { actions: { type: 'storeUnread', params: ({ event }) => ({ count: event.count }) } },
            ],
          },
        },
        /** The run is over: the title rests on the count until another message comes. */
        resting: {
          tags: 'titleShown',
          on: {
            'tab.unreadChanged': [
              {
                guard: { type: 'noneUnread', params: ({ event }) => ({ count: event.count }) },
                target: 'quiet',
                actions: { type: 'storeUnread', params: ({ event }) => ({ count: event.count }) },
              },
              {
                guard: { type: 'moreUnread', params: ({ event }) => ({ count: event.count }) },
                target: 'animating',
                actions: [
                  { type: 'storeUnread', params: ({ event }) => ({ count: event.count }) },
                  'restart',
                ],
              },
              { actions: { type: 'storeUnread', params: ({ event }) => ({ count: event.count }) } },
            ],
          },
        },
      },
    },
  },
});
