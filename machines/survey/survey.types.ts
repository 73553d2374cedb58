import type { RequestInput } from '../shared/session.types.ts';

/** The survey's system id: a child of the incentives machine, once the guest is known. */
export const SURVEY = 'incentives.survey';

/** What the incentives machine starts the survey with (from its session input). */
export interface SurveyInput {
  request: RequestInput;
  loggedIn: boolean;
}
