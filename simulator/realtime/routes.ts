import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { Account } from '../store/accounts.ts';
import type { FavoritesRepository } from '../store/favorites.ts';
import { applyFault, faultSchema } from './faults.ts';
import type { RealtimeHub } from './hub.ts';
import {
  PACES,
  ScenarioError,
  describeScenario,
  type Pace,
  type Scenario,
  type ScenarioPlayer,
} from './scenarios.ts';

export interface DevRealtimeEnv {
  ctx: SimulatorContext;
  hub: RealtimeHub;
  player: ScenarioPlayer;
  /** The guests' favourites the socket answers from (the refusal control). */
  favorites: FavoritesRepository;
  /** Re-reads and validates the scenario files (so edits apply without a restart). */
  scenarios(): Map<string, Scenario>;
}

type Guest = { account: Account } | { reply: FastifyReply };

/** The guest named by `?as=<login>`: 400 without it, 404 for an unknown login. */
function guestOf(env: DevRealtimeEnv, request: FastifyRequest, reply: FastifyReply): Guest {
  const login = stringParam(request.query, 'as');
  if (login === undefined) {
    return {
      reply: reply
        .code(400)
        .send({ error: 'bad_request', message: 'Name the guest with ?as=<login>' }),
    };
  }
  const account = env.ctx.store.accounts.findByLogin(login);
  if (!account) {
    return {
      reply: reply
        .code(404)
        .send({ error: 'unknown_login', message: `No demo account '${login}'` }),
    };
  }
  return { account };
}

function scenariosOr500(
  env: DevRealtimeEnv,
  reply: FastifyReply,
): Map<string, Scenario> | FastifyReply {
  try {
    return env.scenarios();
  } catch (error) {
    if (error instanceof ScenarioError) {
      return reply.code(500).send({ error: 'invalid_scenario', message: error.message });
    }
    throw error;
  }
}

/**
 * Test and benchmark controls (simulator/README.md): realtime counters, fault controls and the
 * scenario player, under `/dev/realtime` and `/dev/scenarios`, and the refusal of a guest's
 * favourite notification changes (`/dev/favorites/refuseNotifications`). Replies are never cached.
 */
export function registerDevRealtimeRoutes(app: FastifyInstance, env: DevRealtimeEnv): void {
  const { hub, player } = env;

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (dev) => {
    dev.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    dev.get('/dev/realtime/stats', async (request, reply) => {
      if (stringParam(request.query, 'as') === undefined) {
        const guests = env.ctx.store.accounts
          .list()
          .map((account) => ({
            login: account.login,
            guestId: account.id,
            sockets: hub.socketCount(account.id),
          }))
          .filter((guest) => guest.sockets > 0);
        return { ...hub.totals(), guests };
      }
      const guest = guestOf(env, request, reply);
      if ('reply' in guest) return guest.reply;
      const detail = stringParam(request.query, 'detail') !== '0';
      return hub.stats({ accountId: guest.account.id, login: guest.account.login }, detail);
    });

    dev.post('/dev/realtime/reset', async (request, reply) => {
      if (stringParam(request.query, 'as') === undefined) {
        hub.resetAll();
        return { reset: 'all' };
      }
      const guest = guestOf(env, request, reply);
      if ('reply' in guest) return guest.reply;
      hub.reset(guest.account.id);
      return { reset: guest.account.login };
    });

    // The socket refuses the guest's e-mail and SMS switch changes (`refuse=1`) until `refuse=0`.
    dev.post('/dev/favorites/refuseNotifications', async (request, reply) => {
      const refuse = stringParam(request.query, 'refuse');
      if (refuse !== '1' && refuse !== '0')
        return reply.code(400).send({ error: 'bad_request', message: 'refuse=1 or refuse=0' });
      const guest = guestOf(env, request, reply);
      if ('reply' in guest) return guest.reply;
      env.favorites.refuseNotifications(guest.account.id, refuse === '1');
      return { login: guest.account.login, refusing: refuse === '1' };
    });

    dev.post('/dev/realtime/faults', async (request, reply) => {
      const fault = faultSchema.safeParse(request.body);
      if (!fault.success) {
        return reply.code(400).send({
          error: 'bad_request',
          message: fault.error.issues
            .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
            .join('; '),
        });
      }
      let accountId: number | null = null;
      if (fault.data.action !== 'restart' || stringParam(request.query, 'as') !== undefined) {
        const guest = guestOf(env, request, reply);
        if ('reply' in guest) return guest.reply;
        accountId = guest.account.id;
      }
      const result = applyFault(hub, accountId, fault.data);
      if (!result.ok)
        return reply.code(result.status).send({ error: result.error, message: result.message });
      const { ok: _ok, ...body } = result;
      return body;
    });

    dev.get('/dev/scenarios', async (_request, reply) => {
      const scenarios = scenariosOr500(env, reply);
      if (!(scenarios instanceof Map)) return scenarios;
      return { scenarios: [...scenarios.values()].map(describeScenario) };
    });

    dev.post<{ Params: { name: string } }>('/dev/scenarios/:name/play', async (request, reply) => {
      const pace = stringParam(request.query, 'pace') ?? 'recorded';
      if (!PACES.includes(pace as Pace)) {
        return reply
          .code(400)
          .send({ error: 'bad_request', message: `pace is one of ${PACES.join(', ')}` });
      }
      const scenarios = scenariosOr500(env, reply);
      if (!(scenarios instanceof Map)) return scenarios;
      const scenario = scenarios.get(request.params.name);
      if (!scenario) {
        return reply.code(404).send({
          error: 'unknown_scenario',
          message: `No scenario '${request.params.name}'`,
          scenarios: [...scenarios.keys()],
        });
      }
      const guest = guestOf(env, request, reply);
      if ('reply' in guest) return guest.reply;
      if (hub.socketCount(guest.account.id) === 0) {
        return reply.code(409).send({
          error: 'no_socket',
          message: `${guest.account.login} has no open realtime socket`,
        });
      }
      const run = player.start(
        scenario,
        { accountId: guest.account.id, login: guest.account.login },
        pace as Pace,
      );
      return { runId: run.runId, lines: run.lines, scenario: run.scenario, pace: run.pace };
    });

    dev.post<{ Params: { runId: string } }>(
      '/dev/scenarios/runs/:runId/step',
      async (request, reply) => {
        const result = await player.step(request.params.runId);
        if (result === undefined) return reply.code(404).send({ error: 'unknown_run' });
        if (result === 'finished')
          return reply.code(410).send({ error: 'finished', message: 'The run has no line left' });
        if (result === 'notStepped')
          return reply
            .code(409)
            .send({ error: 'not_stepped', message: 'Only a stepped run is stepped' });
        if (result === 'busy')
          return reply
            .code(409)
            .send({ error: 'busy', message: 'The previous step is still being sent' });
        const progress = player.get(request.params.runId);
        return {
          sent: result,
          remaining: progress ? progress.lines - progress.sent : 0,
          status: progress?.status,
        };
      },
    );

    // `?wait=end` answers once the run finished or was stopped: scripts and tests wait on the
    // player's completion instead of polling.
    dev.get<{ Params: { runId: string } }>('/dev/scenarios/runs/:runId', async (request, reply) => {
      const { runId } = request.params;
      const progress =
        stringParam(request.query, 'wait') === 'end'
          ? await player.ended(runId)
          : player.get(runId);
      return progress ?? reply.code(404).send({ error: 'unknown_run' });
    });

    dev.delete<{ Params: { runId: string } }>(
      '/dev/scenarios/runs/:runId',
      async (request, reply) => {
        return player.stop(request.params.runId) ?? reply.code(404).send({ error: 'unknown_run' });
      },
    );
  });
}
