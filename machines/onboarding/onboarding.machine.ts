import { assertEvent, assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import type {
  StartPageChoice,
  RequestOnly,
  StartPageInput,
} from '../incentives/incentives.types.ts';
import { toSystem, type ModalResultEvent } from '../shared/domainEvents.ts';
import { failureMessage } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { ONBOARDING, type OnboardingInput } from './onboarding.types.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export interface OnboardingContext {
  request: RequestInput;
  loggedIn: boolean;
  /** A new web signup, not held back by the forced age check (that box comes first). */
  welcomes: boolean;
  /** The start page the guest picked in the chooser (kept for a retry). */
  choice: StartPageChoice | null;
  /** Why saving the choice failed, shown in the chooser; null after a success. */
  choiceError: string | null;
  /** The last relation call that failed (the inspector shows it). */
  lastError: { call: string; message: string } | null;
}

export type OnboardingEvent =
  /** The chooser's answer: what the start page shows first. */
  { type: 'ui.startPageChosen'; choice: StartPageChoice } | ModalResultEvent;

/** The boxes the onboarding opens (the chooser is the first box's second step). */
const ONBOARDING_BOXES: readonly string[] = ['onboarding', 'onboarding-choose'];

/**
 * The onboarding box (seed 000 §2), once for a guest who signed up on the web: the server keeps
 * that they have seen it (relation "has seen modalbox"), recorded before it opens; its chooser
 * saves what the start page shows first (`savePreferences`), a failure shown in the chooser with
 * the choice kept. A chooser opened another way (a banner, a link) saves for any logged-in guest.
 */
export const onboardingMachine = onFirstUse(() =>
  setup({
    types: {
      input: {} as OnboardingInput,
      context: {} as OnboardingContext,
      events: {} as OnboardingEvent,
      tags: {} as 'welcoming' | 'savingStartChoice',
    },
    actors: {
      hasSeenOnboarding: placeholderCall<boolean, RequestOnly>('hasSeenOnboarding'),
      markOnboardingSeen: placeholderCall<boolean, RequestOnly>('markOnboardingSeen'),
      saveStartPage: placeholderCall<boolean, StartPageInput>('saveStartPage'),
    },
    actions: {
      openBox: toSystem('modals', { type: 'modals.open', id: 'onboarding', replyTo: ONBOARDING }),
      closeChooser: toSystem('modals', {
        type: 'modals.dismiss',
        id: 'onboarding-choose',
        confirmed: true,
      }),
      storeChoice: assign((_, params: { choice: StartPageChoice }) => ({
        choice: params.choice,
        choiceError: null,
      })),
      noteChoiceError: assign((_, params: { error: unknown }) => ({
        choiceError: failureMessage(params.error),
      })),
      noteError: assign((_, params: { call: string; error: unknown }) => ({
        lastError: { call: params.call, message: failureMessage(params.error) },
      })),
    },
    guards: {
      welcomes: ({ context }) => context.welcomes,
      isLoggedIn: ({ context }) => context.loggedIn,
      isTrue: (_, params: { value: boolean }) => params.value,
      endsOnboardingBox: (_, params: { id: string }) => ONBOARDING_BOXES.includes(params.id),
    },
  }).createMachine({
    id: 'onboarding',
    context: ({ input }) => ({
      request: input.request,
      loggedIn: input.loggedIn,
      welcomes: input.loggedIn && input.signedUp && !input.ageCheckFirst,
      choice: null,
      choiceError: null,
      lastError: null,
    }),
    initial: 'deciding',
    states: {
      deciding: { always: [{ guard: 'welcomes', target: 'checking' }, { target: 'closed.off' }] },
      checking: {
        invoke: {
          id: 'hasSeenOnboarding',
          src: 'hasSeenOnboarding',
          input: ({ context }) => ({ request: context.request }),
          onDone: [
            {
              guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
              target: 'closed.off',
            },
            { target: 'marking' },
          ],
          onError: {
            target: 'closed.off',
            actions: {
              type: 'noteError',
              params: ({ event }) => ({ call: 'relation/hasRelation', error: event.error }),
            },
          },
        },
      },
      /** Seen is recorded first: if that fails, the box waits for another page. */
      marking: {
        invoke: {
          id: 'markOnboardingSeen',
          src: 'markOnboardingSeen',
          input: ({ context }) => ({ request: context.request }),
          onDone: { target: 'choosing', actions: 'openBox' },
          onError: {
            target: 'closed.off',
            actions: {
              type: 'noteError',
              params: ({ event }) => ({ call: 'relation/addRelation', error: event.error }),
            },
          },
        },
      },
      /** The box is open; closing it ends the onboarding for this page. */
      choosing: {
        tags: 'welcoming',
        initial: 'shown',
        on: {
          'ui.startPageChosen': {
            target: 'saving',
            actions: { type: 'storeChoice', params: ({ event }) => ({ choice: event.choice }) },
          },
          'modals.result': {
            guard: { type: 'endsOnboardingBox', params: ({ event }) => ({ id: event.id }) },
            target: 'closed.dismissed',
          },
        },
        states: {
          shown: {},
          /** The choice stays selected in the box; the guest may save it again. */
          saveFailed: {},
        },
      },
      saving: {
        tags: ['welcoming', 'savingStartChoice'],
        invoke: {
          id: 'saveStartPage',
          src: 'saveStartPage',
          // Entered only by the chooser's answer: the choice is the event's.
          input: ({ context, event }) => {
            assertEvent(event, 'ui.startPageChosen');
            return { request: context.request, choice: event.choice };
          },
          onDone: { target: 'closed.chosen', actions: 'closeChooser' },
          onError: {
            target: 'choosing.saveFailed',
            actions: { type: 'noteChoiceError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      /** No box open: a chooser opened another way (a banner, a link) saves for a logged-in guest. */
      closed: {
        initial: 'off',
        on: {
          'ui.startPageChosen': {
            guard: 'isLoggedIn',
            target: 'saving',
            actions: { type: 'storeChoice', params: ({ event }) => ({ choice: event.choice }) },
          },
        },
        states: {
          /** Saved on the server; the box closed. */
          chosen: {},
          /** Closed without a saved choice (it is not offered again). */
          dismissed: {},
          /** Not for this guest, or already seen. */
          off: {},
        },
      },
    },
  }),
);
