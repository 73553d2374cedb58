import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import type {
  ChatExitInput,
  FeedbackInput,
  RequestOnly,
  Survey,
} from '../../../machines/incentives/incentives.types.ts';
import { surveyMachine } from '../../../machines/survey/survey.machine.ts';
import { createSurveyApi } from '../../../services/rest/surveyApi.ts';
import type { IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';

/**
 * The surveys' wiring (machines/survey, a child of the incentives): its live services,
 * and its machine provided with them, which the incentives' wiring runs.
 */
export interface SurveyServices {
  surveyLoadDue: IoRun<Survey | null, RequestOnly>;
  surveyLoadChatExit: IoRun<Survey | null, ChatExitInput>;
  surveySendFeedback: IoRun<boolean, FeedbackInput>;
}

/** The survey's actor by system id, as the views read it. */
export interface SurveySnapshots {
  'incentives.survey': SnapshotFrom<ReturnType<typeof surveyMachine>>;
}

export function surveyActor(wiring: Wiring, services: SurveyServices | null) {
  return provide(surveyMachine(), {
    actors: {
      loadSurveyDue: wiring.call('survey.loadDue', services?.surveyLoadDue),
      loadChatExitSurvey: wiring.call('survey.loadChatExit', services?.surveyLoadChatExit),
      sendFeedback: wiring.call('survey.sendFeedback', services?.surveySendFeedback),
    },
  });
}

export function liveSurveyServices(deps: LiveDeps): SurveyServices {
  const survey = createSurveyApi(deps.fetch);
  return {
    surveyLoadDue: (input, signal) => survey.loadDue(input, signal),
    surveyLoadChatExit: (input, signal) => survey.loadChatExit(input, signal),
    surveySendFeedback: (input, signal) => survey.sendFeedback(input, signal),
  };
}
