import { assertEvent, assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import type {
  ChatExitInput,
  FeedbackInput,
  RequestOnly,
  Survey,
  SurveyRating,
} from '../incentives/incentives.types.ts';
import { asksChatExitSurvey } from '../liveChat/exitCodes.ts';
import { toSystem, type ModalResultEvent } from '../shared/domainEvents.ts';
import { failureMessage } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { SURVEY, type SurveyInput } from './survey.types.ts';
import { onFirstUse } from '../shared/onFirstUse.ts';

export interface SurveyContext {
  request: RequestInput;
  loggedIn: boolean;
  /** The survey the server says is due, while its box is shown. */
  survey: Survey | null;
  /** The guest's answer (kept for a retry when posting it failed). */
  rating: SurveyRating | null;
  /** Why posting the answer failed, shown in the box; null after a success. */
  error: string | null;
  /** The last call for a due survey that failed (the inspector shows it). */
  lastError: { call: string; message: string } | null;
}

export type SurveyEvent =
  /** The box's answer to the survey it shows (its id is in the box's props). */
  | { type: 'ui.surveyAnswered'; surveyId: string; rating: SurveyRating }
  /** A live chat ended (the guest's `chatEnd` push, handed on by the incentives machine). */
  | { type: 'incentives.chatEnded'; chatId: string; exitCode: number }
  | ModalResultEvent;

type Due = { event: { output: Survey | null } };
const dueSurvey = ({ event }: Due) => ({ survey: event.output! });

/** The answer of a call that asks whether a survey is due: its box opens, or none is. */
const asked = <TTarget extends string>(target: TTarget, call: string) => ({
  onDone: [
    {
      guard: { type: 'isSurvey' as const, params: ({ event }: Due) => ({ survey: event.output }) },
      target: 'shown' as const,
      actions: [
        { type: 'storeSurvey' as const, params: dueSurvey },
        { type: 'openBox' as const, params: dueSurvey },
      ],
    },
    { target },
  ],
  onError: {
    target,
    actions: {
      type: 'noteError' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ call, error: event.error }),
    },
  },
});

/**
 * Surveys (seed 001) for a logged-in guest: asked for once the guest is known
 * (`survey/feedbackdata`) and after a live chat ended (`survey/chatexit`); the answer is posted
 * with `survey/feedback`, a failure shown in the box with the answer kept for a retry, a success
 * thanked for in the box until the guest closes it.
 */
export const surveyMachine = onFirstUse(() =>
  setup({
    types: {
      input: {} as SurveyInput,
      context: {} as SurveyContext,
      events: {} as SurveyEvent,
      tags: {} as 'surveyShown' | 'sendingSurvey',
    },
    actors: {
      loadSurveyDue: placeholderCall<Survey | null, RequestOnly>('loadSurveyDue'),
      loadChatExitSurvey: placeholderCall<Survey | null, ChatExitInput>('loadChatExitSurvey'),
      sendFeedback: placeholderCall<boolean, FeedbackInput>('sendFeedback'),
    },
    actions: {
      storeSurvey: assign((_, params: { survey: Survey }) => ({
        survey: params.survey,
        rating: null,
        error: null,
      })),
      openBox: toSystem('modals', (_, params: { survey: Survey }) => ({
        type: 'modals.open',
        id: 'survey',
        props: { topic: params.survey.topic, surveyId: params.survey.id },
        replyTo: SURVEY,
      })),
      forgetSurvey: assign({ survey: null, rating: null, error: null }),
      storeRating: assign((_, params: { rating: SurveyRating }) => ({
        rating: params.rating,
        error: null,
      })),
      noteAnswerError: assign((_, params: { error: unknown }) => ({
        error: failureMessage(params.error),
      })),
      noteError: assign((_, params: { call: string; error: unknown }) => ({
        lastError: { call: params.call, message: failureMessage(params.error) },
      })),
    },
    guards: {
      isLoggedIn: ({ context }) => context.loggedIn,
      isSurvey: (_, params: { survey: Survey | null }) => params.survey !== null,
      asksChatExitSurvey: (_, params: { exitCode: number }) => asksChatExitSurvey(params.exitCode),
      endsSurveyBox: (_, params: { id: string }) => params.id === 'survey',
      /** An answer to the survey shown (a box left from an earlier one answers nothing). */
      answersShown: ({ context }, params: { surveyId: string }) =>
        context.survey?.id === params.surveyId,
    },
  }).createMachine({
    id: 'survey',
    context: ({ input }) => ({
      request: input.request,
      loggedIn: input.loggedIn,
      survey: null,
      rating: null,
      error: null,
      lastError: null,
    }),
    initial: 'deciding',
    states: {
      deciding: {
        always: [{ guard: 'isLoggedIn', target: 'loadingDue' }, { target: 'off' }],
      },
      loadingDue: {
        invoke: {
          id: 'loadSurveyDue',
          src: 'loadSurveyDue',
          input: ({ context }) => ({ request: context.request }),
          ...asked('idle', 'survey/feedbackdata'),
        },
      },
      idle: {
        on: {
          'incentives.chatEnded': {
            guard: {
              type: 'asksChatExitSurvey',
              params: ({ event }) => ({ exitCode: event.exitCode }),
            },
            target: 'checkingChatExit',
          },
        },
      },
      checkingChatExit: {
        invoke: {
          id: 'loadChatExitSurvey',
          src: 'loadChatExitSurvey',
          // Entered only by a chat's end: the chat is the event's.
          input: ({ context, event }) => {
            assertEvent(event, 'incentives.chatEnded');
            return { request: context.request, chatId: event.chatId, exitCode: event.exitCode };
          },
          ...asked('idle', 'survey/chatexit'),
        },
      },
      /** The box is open; closing it ends this survey. */
      shown: {
        tags: 'surveyShown',
        initial: 'answering',
        on: {
          'modals.result': {
            guard: { type: 'endsSurveyBox', params: ({ event }) => ({ id: event.id }) },
            target: 'idle',
            actions: 'forgetSurvey',
          },
        },
        states: {
          /** Asked, or asked again after a failed post (the answer stays chosen in the box). */
          answering: {
            initial: 'asking',
            on: {
              'ui.surveyAnswered': {
                guard: {
                  type: 'answersShown',
                  params: ({ event }) => ({ surveyId: event.surveyId }),
                },
                target: '#survey.sending',
                actions: { type: 'storeRating', params: ({ event }) => ({ rating: event.rating }) },
              },
            },
            states: { asking: {}, sendFailed: {} },
          },
          /** Thanked in the box until the guest closes it. */
          answered: {},
        },
      },
      /** The answer is on its way; the box stays as it is until the post ends. */
      sending: {
        tags: ['surveyShown', 'sendingSurvey'],
        invoke: {
          id: 'sendFeedback',
          src: 'sendFeedback',
          // Entered only by an answer to the survey shown: both are the event's.
          input: ({ context, event }) => {
            assertEvent(event, 'ui.surveyAnswered');
            return { request: context.request, surveyId: event.surveyId, rating: event.rating };
          },
          onDone: 'shown.answered',
          onError: {
            target: 'shown.answering.sendFailed',
            actions: { type: 'noteAnswerError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      /** Visitors are not asked. */
      off: {},
    },
  }),
);
