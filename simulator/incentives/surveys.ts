import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import type { ConversionStore } from './store.ts';
import { asksChatExitSurvey } from '../../machines/liveChat/exitCodes.ts';

const chatExitBody = z.object({ chatId: z.string().min(1), exitCode: z.number().int() });
const feedbackBody = z.object({
  surveyId: z.string().min(1),
  rating: z.enum(['good', 'ok', 'bad']),
});
const chatEndQuery = z.object({
  chatId: z.string().min(1).default('chat-1'),
  exitCode: z.coerce.number().int().default(101),
});

/**
 * The survey calls of seed 001 (`survey/feedbackdata`, `survey/chatexit`, `survey/feedback`),
 * logged-in guests only, with their state in the conversion store: a platform survey is due when
 * the dev control says so, a chat survey after a live chat ended with a surveyed exit code; an
 * answered survey is never due again. Dev controls make a survey due, push a chat's end, and make
 * the next answers fail.
 */
export function registerSurveySimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  store: ConversionStore,
  hub: RealtimeHub,
  now: () => number,
): void {
  let failingAnswers = 0;
  const accountOf = (request: FastifyRequest, reply: FastifyReply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) void reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    return account;
  };

  // A platform survey becomes due for the account (numbered by the answers it has given).
  app.post('/dev/survey/due', async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const key = `account:${account.id}`;
    const id = `platform-${store.answeredCount(key) + 1}`;
    store.makeSurveyDue(key, id, 'platform', now());
    return { success: true, surveyId: id };
  });

  // The realtime server tells the guest's open pages that a live chat ended.
  app.post('/dev/survey/chat-end', async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const query = chatEndQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'chatId and exitCode (a number)' });
    const sockets = hub.push(account.id, { type: 'chatEnd', ...query.data });
    return { success: true, sockets };
  });

  // The next `times` answers fail with a server error (the box shows it and keeps the answer).
  app.post('/dev/survey/fail', async (request, reply) => {
    const times = Number(stringParam(request.query, 'times') ?? '1');
    if (!Number.isInteger(times) || times < 0)
      return reply.code(400).send({ error: 'times must be a whole number' });
    failingAnswers = times;
    return { success: true };
  });

  app.register(
    (rest, _options, done) => {
      const guestKey = (request: FastifyRequest, reply: FastifyReply) => {
        const caller = resolveCaller(ctx.store, accessTokenOf(request));
        if (caller.kind !== 'guest') {
          void reply.code(401).send({ error: 'invalid_token' });
          return null;
        }
        return `account:${caller.account.id}`;
      };

      rest.post('/survey/feedbackdata', async (request, reply) => {
        const key = guestKey(request, reply);
        if (key === null) return reply;
        return { success: true, data: { survey: store.dueSurvey(key, 'platform') ?? null } };
      });

      rest.post('/survey/chatexit', async (request, reply) => {
        const key = guestKey(request, reply);
        if (key === null) return reply;
        const body = chatExitBody.safeParse(request.body);
        if (!body.success)
          return reply.code(400).send({ error: 'chatId and exitCode (a number) are required' });
        const id = `chat-${body.data.chatId}`;
        const due =
          asksChatExitSurvey(body.data.exitCode) && store.makeSurveyDue(key, id, 'chat', now());
        return { success: true, data: { survey: due ? { id, topic: 'chat' } : null } };
      });

      rest.post('/survey/feedback', async (request, reply) => {
        const key = guestKey(request, reply);
        if (key === null) return reply;
        const body = feedbackBody.safeParse(request.body);
        if (!body.success)
          return reply
            .code(400)
            .send({ error: 'surveyId and rating (good, ok, bad) are required' });
        if (failingAnswers > 0) {
          failingAnswers -= 1;
          return reply.code(503).send({ error: 'survey service unavailable' });
        }
        if (!store.isSurveyDue(key, body.data.surveyId))
          return reply.code(404).send({ error: `survey ${body.data.surveyId} is not due` });
        store.answerSurvey(key, body.data.surveyId, body.data.rating, now());
        return { success: true };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}
