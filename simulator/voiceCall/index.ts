import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  VOICECALL_STARTED,
  type VoicecallStartReply,
} from '../../machines/voiceCall/voiceCall.types.ts';
import { accessTokenOf, resolveCaller, stringParam } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import { CHAT_MINIMUM_MINOR } from '../liveChat/billing.ts';
import { toMinor } from '../money.ts';
import type { Account } from '../store/accounts.ts';

/** Our result codes (decision 0015; machines/voiceCall/voiceCall.types.ts names them). */
const CODE = {
  sessionInvalid: 4001,
  needsCredit: 4002,
  actorUnavailable: 4003,
  notOffered: 4004,
  alreadyRunning: 4009,
} as const;

/** The premium number the simulated guest dials; the PIN connects her to the call. */
const DIAL_IN_NUMBER = '+49 900 5 100 200';

interface RunningCall {
  accountId: number;
  actorId: number;
  idHash: string;
  connect: NodeJS.Timeout | null;
}

const startBody = z.object({ actorId: z.coerce.number().int().positive() });
const nextCodeQuery = z.object({ code: z.coerce.number().int().min(0).max(99_999) });

/**
 * The content service's `startAnonymousVoicecallChat` (seed 000 §7) under `/rest/v1`: with the
 * session's access token and her id it answers a result code; 2000 starts the call (a dial-in
 * number, a PIN and the call's id hash), and a moment later (`SIM_VOICECALL_CONNECT_MS`, the
 * guest dialled in) `voicecallStart` with that hash goes to the guest's sockets. Dev controls end
 * the call (`voicecallStop`) and make the next start answer any code (simulator/README.md).
 */
export function registerVoiceCallSimulator(app: FastifyInstance, ctx: SimulatorContext): void {
  const connectMs = Number(process.env.SIM_VOICECALL_CONNECT_MS ?? 500);
  const calls = new Map<number, RunningCall>();
  const nextCodes = new Map<number, number>();
  const { hub, store } = ctx;

  const setCallState = (accountId: number, voicecall: { active: boolean; idHash: string | null }) =>
    store.accounts.patchState(accountId, { voicecall });

  const refusal = (resultCode: number): VoicecallStartReply => ({
    resultCode,
    voicecallIdHash: null,
    dialIn: null,
  });

  const codeFor = (account: Account, actorId: number): number => {
    const forced = nextCodes.get(account.id);
    if (forced !== undefined) {
      nextCodes.delete(account.id);
      return forced;
    }
    const actor = ctx.catalogue.actors.byId(actorId);
    if (!actor || !actor.isOnline) return CODE.actorUnavailable;
    if (!actor.isOnlineMobileVideocall) return CODE.notOffered;
    if (calls.has(account.id)) return CODE.alreadyRunning;
    if (toMinor(account.balance, account.currency) < CHAT_MINIMUM_MINOR) return CODE.needsCredit;
    return VOICECALL_STARTED;
  };

  const stop = (call: RunningCall) => {
    if (call.connect) clearTimeout(call.connect);
    calls.delete(call.accountId);
    setCallState(call.accountId, { active: false, idHash: null });
    hub.push(call.accountId, { type: 'voicecallStop', voicecallIdHash: call.idHash });
  };

  app.post('/rest/v1/startAnonymousVoicecallChat', async (request, reply) => {
    const body = startBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: 'bad_request', message: 'actorId' });
    const caller = resolveCaller(store, accessTokenOf(request));
    if (caller.kind !== 'guest' || caller.account.isLocked) return refusal(CODE.sessionInvalid);
    const account = caller.account;
    const code = codeFor(account, body.data.actorId);
    if (code !== VOICECALL_STARTED) return refusal(code);
    const call: RunningCall = {
      accountId: account.id,
      actorId: body.data.actorId,
      idHash: randomBytes(8).toString('hex'),
      connect: null,
    };
    calls.set(account.id, call);
    setCallState(account.id, { active: false, idHash: call.idHash });
    // She answers once the guest dialled in: after the reply, so the client knows the hash.
    call.connect = setTimeout(() => {
      call.connect = null;
      if (calls.get(account.id) !== call) return;
      setCallState(account.id, { active: true, idHash: call.idHash });
      hub.push(account.id, {
        type: 'voicecallStart',
        voicecallIdHash: call.idHash,
        forceReload: false,
      });
    }, connectMs);
    return {
      resultCode: VOICECALL_STARTED,
      voicecallIdHash: call.idHash,
      dialIn: { phoneNumber: DIAL_IN_NUMBER, pin: String(1000 + (account.id % 9000)) },
    } satisfies VoicecallStartReply;
  });

  const accountOf = (request: FastifyRequest, reply: FastifyReply): Account | null => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : store.accounts.findByLogin(login);
    if (!account) {
      void reply.code(404).send({ error: 'unknown_login', message: 'Name the guest with ?as=' });
      return null;
    }
    return account;
  };

  // An online actor who takes voice calls, held online; `nth` picks a later one.
  app.get('/dev/voicecall/actor', async (request, reply) => {
    const nth = Number((request.query as { nth?: unknown }).nth ?? 0) || 0;
    const actor = ctx.catalogue.actors
      .list({ mobileVideocall: true }, 'ranking', { offset: 0, limit: 50 })
      .items.filter((each) => each.bannedCountryCodes.length === 0)
      .at(nth);
    if (!actor) return reply.code(404).send({ error: 'no such actor' });
    ctx.catalogue.actors.holdOnline(actor.id, true);
    return { id: actor.id, name: actor.name };
  });
  // The guest's running call, if any.
  app.get('/dev/voicecall', async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const call = calls.get(account.id);
    return call ? { actorId: call.actorId, idHash: call.idHash } : { call: null };
  });
  // The next start of this guest answers this code (any number; 2000 starts as usual).
  app.post('/dev/voicecall/nextCode', async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const query = nextCodeQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'code (a number)' });
    if (query.data.code === VOICECALL_STARTED) nextCodes.delete(account.id);
    else nextCodes.set(account.id, query.data.code);
    return { nextCode: query.data.code };
  });
  // She hangs up: the guest's call ends with `voicecallStop`.
  app.post('/dev/voicecall/stop', async (request, reply) => {
    const account = accountOf(request, reply);
    if (!account) return reply;
    const call = calls.get(account.id);
    if (!call) return reply.code(404).send({ error: 'no running call' });
    stop(call);
    return { stopped: call.idHash };
  });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => {
    for (const call of calls.values()) if (call.connect) clearTimeout(call.connect);
    calls.clear();
  });
}
