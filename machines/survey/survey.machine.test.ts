import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { flushMacrotasks as flush } from '../../src/testing/flush.ts';
import { testRequest as request } from '../incentives/incentives.testing.ts';
import type { FeedbackInput, Survey } from '../incentives/incentives.types.ts';
import { surveyMachine } from './survey.machine.ts';
import { selectSurveyBox } from './survey.selectors.ts';
import { SURVEY } from './survey.types.ts';

const due: Survey = { id: 's1', topic: 'platform' };

/**
 * The survey under a parent that plays the modal manager (system id `modals`): the boxes it opens
 * are recorded, and so are the answers it posts (the first `failures` of them fail).
 */
function start(
  loggedIn: boolean,
  calls: { due?: Survey | null; chatExit?: Survey | null; failures?: number } = {},
) {
  const modals: EventObject[] = [];
  const answers: FeedbackInput[] = [];
  let failures = calls.failures ?? 0;
  const machine = surveyMachine().provide({
    actors: {
      loadSurveyDue: fromPromise(() => Promise.resolve(calls.due ?? null)),
      loadChatExitSurvey: fromPromise(() => Promise.resolve(calls.chatExit ?? null)),
      sendFeedback: fromPromise(({ input }: { input: FeedbackInput }) => {
        answers.push(input);
        if (failures > 0) {
          failures -= 1;
          return Promise.reject(new Error('http_503'));
        }
        return Promise.resolve(true);
      }),
    },
  });
  const parent = createActor(
    setup({
      actors: {
        survey: machine,
        modals: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => void modals.push(event) } },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'modals', systemId: 'modals', src: 'modals' },
        { id: 'survey', systemId: SURVEY, src: 'survey', input: { request, loggedIn } },
      ],
    }),
  ).start();
  const actor = parent.system.get(SURVEY) as ActorRefFrom<ReturnType<typeof surveyMachine>>;
  return { actor, modals, answers, box: () => selectSurveyBox(actor.getSnapshot()) };
}

describe('survey', () => {
  it('asks a due survey in its box; a failed answer is kept and sent again; closing ends it', async () => {
    const { actor, modals, answers, box } = start(true, { due, failures: 1 });
    await flush();
    expect(modals).toEqual([
      {
        type: 'modals.open',
        id: 'survey',
        props: { topic: 'platform', surveyId: 's1' },
        replyTo: SURVEY,
      },
    ]);
    // An answer from a box of another survey answers nothing.
    actor.send({ type: 'ui.surveyAnswered', surveyId: 's0', rating: 'bad' });
    expect(box()).toMatchObject({ sending: false, rating: null });
    actor.send({ type: 'ui.surveyAnswered', surveyId: 's1', rating: 'good' });
    expect(box()).toMatchObject({ sending: true, rating: 'good' });
    await flush();
    expect(box()).toEqual({ sending: false, answered: false, rating: 'good', error: 'http_503' });
    actor.send({ type: 'ui.surveyAnswered', surveyId: 's1', rating: 'good' });
    await flush();
    expect(answers).toEqual([
      { request, surveyId: 's1', rating: 'good' },
      { request, surveyId: 's1', rating: 'good' },
    ]);
    expect(box()).toMatchObject({ answered: true, error: null });
    // Another box's end is not this one's.
    actor.send({ type: 'modals.result', id: 'onboarding', confirmed: false });
    expect(actor.getSnapshot().hasTag('surveyShown')).toBe(true);
    actor.send({ type: 'modals.result', id: 'survey', confirmed: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.survey).toBeNull();
  });

  it('asks about a live chat that ended, unless the ending asks for a top-up instead', async () => {
    const chat: Survey = { id: 'chat-c1', topic: 'chat' };
    const { actor, modals } = start(true, { chatExit: chat });
    await flush();
    actor.send({ type: 'incentives.chatEnded', chatId: 'c2', exitCode: 107 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'incentives.chatEnded', chatId: 'c1', exitCode: 101 });
    await flush();
    expect(modals).toEqual([
      {
        type: 'modals.open',
        id: 'survey',
        props: { topic: 'chat', surveyId: 'chat-c1' },
        replyTo: SURVEY,
      },
    ]);
  });

  it('asks a visitor nothing', async () => {
    const { actor, modals } = start(false, { due });
    await flush();
    actor.send({ type: 'incentives.chatEnded', chatId: 'c1', exitCode: 101 });
    expect(actor.getSnapshot().value).toBe('off');
    expect(modals).toEqual([]);
  });
});
