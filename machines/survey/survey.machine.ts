import { assign, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
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

export interface SurveyContext {
  request: RequestInput;
  loggedIn: boolean;
  /** The survey the server says is due, while its box is shown. */
  survey: Survey | null;
  /** The guest's answer (kept for a retry when posting it failed). */
  rating: SurveyRating | null;
  /** Why posting the answer failed, shown in the box; null after a success. */
  error: string | null;
  /** The live chat that just ended (`chatEnd`), asked about with `survey/chatexit`. */
  chatEnd: { chatId: string; exitCode: number } | null;
  /** The last call for a due survey that failed (the inspector shows it). */
  lastError: { call: string; message: string } | null;
}

export type SurveyEvent =
  | { type: 'ui.surveyAnswered'; rating: SurveyRating }
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
export const surveyMachine = setup({
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
      props: { topic: params.survey.topic },
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
    storeChatEnd: assign((_, params: { chatId: string; exitCode: number }) => ({
      chatEnd: params,
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
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({
    request: input.request,
    loggedIn: input.loggedIn,
    survey: null,
    rating: null,
    error: null,
    chatEnd: null,
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
          actions: {
            type: 'storeChatEnd',
            params: ({ event }) => ({ chatId: event.chatId, exitCode: event.exitCode }),
          },
        },
      },
    },
    checkingChatExit: {
      invoke: {
        id: 'loadChatExitSurvey',
        src: 'loadChatExitSurvey',
        input: ({ context }) => ({ request: context.request, ...context.chatEnd! }),
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
        input: ({ context }) => ({
          request: context.request,
          surveyId: context.survey!.id,
          rating: context.rating!,
        }),
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
});
