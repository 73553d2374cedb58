import * as z from 'zod/mini';
import type {
  ChatExitInput,
  FeedbackInput,
  RequestOnly,
  Survey,
} from '../../machines/incentives/incentives.types.ts';
import { restRequest } from '../http/rest.ts';

const surveySchema = z.object({
  id: z.string().check(z.minLength(1)),
  topic: z.enum(['platform', 'chat']),
});

/** `survey/feedbackdata` and `survey/chatexit`: the survey due now, or null. */
const surveyDueReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ survey: z.nullable(surveySchema) }),
});

/** `survey/feedback`: the answer was taken. */
const feedbackReplySchema = z.object({ success: z.boolean() });

/**
 * The survey calls of seed 001 (teasers/surveys): whether a survey is due for the guest
 * (`survey/feedbackdata`), whether one is due after a live chat ended (`survey/chatexit`, with
 * the chat's id and exit code), and the answer (`survey/feedback`). A reply of `success: false`
 * to the answer is a failure, so the box keeps the answer for a retry.
 *
 * @example
 * const api = createSurveyApi(fetch);
 * const survey = await api.loadDue({ request });
 */
export function createSurveyApi(fetchImpl: typeof fetch) {
  return {
    loadDue: async (input: RequestOnly, signal?: AbortSignal): Promise<Survey | null> => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        { method: 'POST', path: 'survey/feedbackdata', params: {} },
        surveyDueReplySchema,
        signal,
      );
      return reply.data.survey;
    },
    loadChatExit: async (input: ChatExitInput, signal?: AbortSignal): Promise<Survey | null> => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'POST',
          path: 'survey/chatexit',
          params: { chatId: input.chatId, exitCode: input.exitCode },
        },
        surveyDueReplySchema,
        signal,
      );
      return reply.data.survey;
    },
    sendFeedback: async (input: FeedbackInput, signal?: AbortSignal): Promise<boolean> => {
      const reply = await restRequest(
        fetchImpl,
        input.request,
        {
          method: 'POST',
          path: 'survey/feedback',
          params: { surveyId: input.surveyId, rating: input.rating },
        },
        feedbackReplySchema,
        signal,
      );
      if (!reply.success) throw new Error('survey/feedback: the answer was not taken');
      return true;
    },
  };
}
