import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { testRequest } from '../incentives/incentives.testing.ts';
import { surveyMachine } from './survey.machine.ts';
import { selectSurveyBox } from './survey.selectors.ts';

/** Model-based test: every transition of the surveys, run on the real machine. */
const survey = { id: 's1', topic: 'chat' };
defineModelSuite(surveyMachine(), {
  input: { request: testRequest, loggedIn: true },
  events: [
    { type: 'xstate.done.actor.loadSurveyDue', output: { ...survey, topic: 'platform' } },
    { type: 'xstate.done.actor.loadSurveyDue', output: null },
    { type: 'xstate.error.actor.loadSurveyDue', error: { message: 'x' } },
    { type: 'incentives.chatEnded', chatId: 'c1', exitCode: 101 },
    // The balance ran out: the top-up is the follow-up, no survey is asked for.
    { type: 'incentives.chatEnded', chatId: 'c2', exitCode: 107 },
    { type: 'xstate.done.actor.loadChatExitSurvey', output: survey },
    { type: 'xstate.done.actor.loadChatExitSurvey', output: null },
    { type: 'xstate.error.actor.loadChatExitSurvey', error: { message: 'x' } },
    { type: 'ui.surveyAnswered', surveyId: 's1', rating: 'good' },
    // From a box of an earlier survey: answers nothing.
    { type: 'ui.surveyAnswered', surveyId: 's0', rating: 'bad' },
    { type: 'xstate.done.actor.sendFeedback', output: true },
    { type: 'xstate.error.actor.sendFeedback', error: { message: 'x' } },
    { type: 'modals.result', id: 'survey', confirmed: false },
    { type: 'modals.result', id: 'onboarding', confirmed: false },
  ],
  invariants: (snapshot, { route, inFlight }) => {
    const { context } = snapshot;
    const box = selectSurveyBox(snapshot);
    // A box shows exactly while a survey is kept; what it shows follows the state.
    expect(snapshot.hasTag('surveyShown'), route).toBe(context.survey !== null);
    expect(box.sending, route).toBe(snapshot.matches('sending'));
    expect(inFlight().includes('sendFeedback'), route).toBe(snapshot.matches('sending'));
    expect(box.answered, route).toBe(snapshot.matches({ shown: 'answered' }));
    if (snapshot.matches({ shown: { answering: 'sendFailed' } }))
      expect([box.rating, box.error !== null], route).toEqual(['good', true]);
    if (snapshot.matches('checkingChatExit'))
      expect(inFlight().includes('loadChatExitSurvey'), route).toBe(true);
  },
  exceptions: {
    'survey.off': 'a visitor is not asked (the unit test starts one); the model asks a guest',
    'survey.deciding —always#2→ survey.off':
      'only for a visitor (the unit test starts one); the model asks a logged-in guest',
  },
});
