import type { SnapshotFrom } from 'xstate';
import type { surveyMachine } from './survey.machine.ts';

type SurveySnapshot = SnapshotFrom<ReturnType<typeof surveyMachine>>;

/** The survey in its box: what was answered, whether it is being sent, sent, or failed. */
export const selectSurveyBox = (snapshot: SurveySnapshot) => ({
  sending: snapshot.hasTag('sendingSurvey'),
  answered: snapshot.matches({ shown: 'answered' }),
  rating: snapshot.context.rating,
  error: snapshot.context.error,
});
