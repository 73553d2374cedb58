import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { policyOf, type SimulatorContext } from '../context.ts';
import { RateLimiter, limitPerAddress, tooMany } from '../rateLimit.ts';
import { pruneEveryMinute } from '../retention.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { ABO_PLANS } from './frame/flows.ts';
import { PAY_CLIENT_DIR, payClientService } from './index.ts';
import {
  CHECKOUT_LINK_PATH,
  PAY_BASE,
  checkoutLink,
  checkoutLinkPage,
  payClientPage,
} from './page.ts';
import { paymentInputSchema } from './charges.ts';
import { PayClientError } from './core.ts';
import type { PayClientService } from './service.ts';

const FRAME_DIR = join(PAY_CLIENT_DIR, 'frame');
const REPO = resolve(PAY_CLIENT_DIR, '..', '..');

/** The frame script's modules, served transpiled as `<name>.js` (the pay CSP allows no inline). */
export const FRAME_MODULES = [
  'main',
  'session',
  'api',
  'chrome',
  'protocol',
  'flows',
  'texts',
  'en',
  'de',
  'nl',
  'ui',
  'views',
  'forms',
  'paymentFields',
  'accountViews',
  'chargeViews',
  'validation',
  'checkout',
];

/**
 * Modules of the repository that the frame's modules import (`../../../<path>.ts` from frame/, so
 * the browser asks for `/<path>.js`): the app's money formatting and the contract's lists.
 */
export const SHARED_MODULES: Readonly<Record<string, string>> = {
  '/machines/shared/money.js': 'machines/shared/money.ts',
  '/contract/payClient.js': 'contract/payClient.ts',
};

/** Files the browser asks for by URL, and where they are. */
function assetFile(url: string): { path: string; kind: 'ts' | 'css' } | null {
  if (url === `${PAY_BASE}/assets/frame.css`)
    return { path: join(FRAME_DIR, 'frame.css'), kind: 'css' };
  const shared = SHARED_MODULES[url];
  if (shared) return { path: join(REPO, shared), kind: 'ts' };
  const match = /^\/VXPAY-V3\/assets\/([a-zA-Z]+)\.js$/.exec(url);
  if (match?.[1] && FRAME_MODULES.includes(match[1])) {
    return { path: join(FRAME_DIR, `${match[1]}.ts`), kind: 'ts' };
  }
  return null;
}

const transpiled = new Map<string, string>();

/**
 * Transpiles the frame modules ahead, so the first frame a page opens is not slow to say
 * `modalbox-content-loaded`. The simulator awaits it before it binds its ports (server.ts):
 * loading TypeScript and the first transpile hold the event loop (about 2 CPU-s). Started in an
 * `onReady` hook and not awaited, as it was, they ran once the simulator answered and kept every
 * answer waiting, up to 10 s on a busy two-core box, while the first pages loaded
 * (e2e/replayerBuilds: a report dialog's code, a kept replayer's files); awaited in the hook, they
 * run into Fastify's 10 s limit for it on such a box. Not under unit tests: every test that starts
 * a simulator would load TypeScript for nothing. A module that does not transpile fails when it is
 * asked for, as before.
 */
export async function transpileFrameModules(): Promise<void> {
  if (process.env['VITEST']) return;
  await Promise.all(
    FRAME_MODULES.map((name) => transpileFrameModule(join(FRAME_DIR, `${name}.ts`))),
  ).catch(() => undefined);
}

/** TypeScript to a browser ES module (types erased, `./x.ts` imports rewritten to `./x.js`). */
async function transpileFrameModule(path: string): Promise<string> {
  const cached = transpiled.get(path);
  if (cached !== undefined) return cached;
  const ts = (await import('typescript')).default;
  const source = await readFile(path, 'utf8');
  const output = ts.transpileModule(source, {
    fileName: path,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: true,
      rewriteRelativeImportExtensions: true,
    },
  }).outputText;
  transpiled.set(path, output);
  return output;
}

/** The frame's key: its page's secret for these calls (never a transfer token). */
const frameKey = z.string().min(1).max(100);
const bodies = {
  session: z.object({
    frameKey,
    token: z.string().nullable().optional(),
    resume: frameKey.optional(),
  }),
  login: z.object({ frameKey, login: z.string().max(200), password: z.string().max(200) }),
  signup: z.object({
    frameKey,
    email: z.string().max(254),
    username: z.string().max(100),
    password: z.string().max(200),
    newsletter: z.boolean().default(false),
  }),
  logout: z.object({ frameKey }),
  moneycharge: z.object({
    frameKey,
    amount: z.number(),
    payment: paymentInputSchema,
    save: z.boolean().default(true),
  }),
  trialcharge: z.object({ frameKey, payment: paymentInputSchema, save: z.boolean().default(true) }),
  voicecharge: z.object({ frameKey, amount: z.number() }),
  carrier: z.object({ frameKey, phone: z.string().max(40), amount: z.number() }),
  limit: z.object({ frameKey, limit: z.number().nullable() }),
  oneclick: z.object({ frameKey, enabled: z.boolean(), amounts: z.array(z.number()).max(10) }),
  autorecharge: z.object({ frameKey, enabled: z.boolean(), amount: z.number() }),
  changepayment: z.object({ frameKey, payment: paymentInputSchema }),
  opcompensation: z.object({ frameKey, payment: paymentInputSchema }),
  abo: z.object({
    frameKey,
    flow: z.enum(Object.keys(ABO_PLANS) as [keyof typeof ABO_PLANS, ...(keyof typeof ABO_PLANS)[]]),
    payment: paymentInputSchema,
    save: z.boolean().default(true),
  }),
  avs: z.object({
    frameKey,
    fullName: z.string().max(200),
    birthDate: z.string().max(20),
    documentNumber: z.string().max(60),
  }),
  redeem: z.object({
    frameKey,
    code: z.string().max(60),
    kind: z.enum(['promocode', 'scratchcard']),
  }),
  pwdlost: z.object({ frameKey, login: z.string().max(200) }),
  pwdreset: z.object({
    frameKey,
    userId: z.number().int(),
    key: z.string().max(100),
    password: z.string().max(200),
  }),
  settings: z.object({
    frameKey,
    currentPassword: z.string().max(200).optional(),
    newPassword: z.string().max(200).optional(),
    newsletter: z.boolean().optional(),
    verifyEmail: z.boolean().optional(),
  }),
  action: z.object({
    frameKey,
    name: z.string().max(40),
    params: z.record(z.string(), z.unknown()).default({}),
  }),
} as const;

type Op = keyof typeof bodies;
type Body<O extends Op> = z.infer<(typeof bodies)[O]>;

/**
 * Each operation: the service call for the pay session the body's key names, and the extra fields
 * of its reply (besides `guest`).
 */
const handlers: {
  [O in Op]: (
    service: PayClientService,
    session: string,
    body: Body<O>,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
} = {
  session: (s, id, b) => ({ guest: s.sessions.initSession(id, b.token ?? null, b.resume) }),
  login: async (s, id, b) => ({ guest: await s.sessions.login(id, b) }),
  signup: async (s, id, b) => ({ guest: await s.sessions.signup(id, b) }),
  logout: (s, id) => {
    s.sessions.logout(id);
    return { guest: null };
  },
  moneycharge: (s, id, b) => ({ guest: s.charges.moneyCharge(id, b) }),
  trialcharge: (s, id, b) => ({ guest: s.charges.trialCharge(id, b) }),
  voicecharge: (s, id, b) => ({ guest: s.charges.voiceCharge(id, b) }),
  carrier: (s, id, b) => ({ guest: s.charges.carrierCharge(id, b) }),
  limit: (s, id, b) => ({ guest: s.charges.setLimit(id, b) }),
  oneclick: (s, id, b) => ({ guest: s.charges.setOneClick(id, b) }),
  autorecharge: (s, id, b) => ({ guest: s.charges.setAutoRecharge(id, b) }),
  changepayment: (s, id, b) => ({ guest: s.charges.changePayment(id, b) }),
  opcompensation: (s, id, b) => ({ guest: s.charges.opCompensation(id, b) }),
  abo: (s, id, b) => ({ guest: s.subscriptions.subscribe(id, b) }),
  avs: (s, id, b) => ({ guest: s.settings.requestAvs(id, b) }),
  redeem: (s, id, b) => s.codes.redeem(id, b),
  pwdlost: (s, id, b) => ({ guest: s.sessions.guestOf(id), ...s.recovery.passwordLost(id, b) }),
  pwdreset: async (s, id, b) => ({ guest: await s.recovery.passwordReset(id, b) }),
  settings: (s, id, b) => s.settings.settings(id, b),
  action: (s, id, b) => ({ guest: s.sessions.guestOf(id), data: s.action(id, b.name, b.params) }),
};

function isOp(name: string): name is Op {
  return Object.hasOwn(bodies, name);
}

function fail(
  reply: FastifyReply,
  status: number,
  error: string,
  fields: Record<string, string> = {},
) {
  return reply.code(status).header('cache-control', 'no-store').send({ ok: false, error, fields });
}

/**
 * The payment client on its own origin: `/VXPAY-V3/` (the page), its script and style files, and
 * `POST /VXPAY-V3/api/<op>` (JSON, same origin, keyed by the frame's key: a transfer token opens
 * a page once and authorises nothing here).
 */
export function registerPayClient(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
): void {
  const service = payClientService(ctx, hub);
  const policy = policyOf(ctx);
  // Outside demo mode a reset mail goes where an operator reads it, never into a reply.
  if (!policy.devRoutes)
    service.recovery.onMail((mail) =>
      app.log.warn(
        `mail to ${mail.to}: password reset for ${mail.login}: ${ctx.runtime().payOrigin}${PAY_BASE}/?flow=pwdreset&pwdresetUserId=${mail.userId}&pwdresetKey=${mail.resetKey}`,
      ),
    );

  // Every load opens a pay session (three rows): counted per address in production.
  app.get(
    `${PAY_BASE}/`,
    { onRequest: limitPerAddress(policy.anonymousWrites) },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      // A transfer token in the URL loads its session once; the page gets a new token and a key.
      const page = service.sessions.openPage(
        typeof query['tt'] === 'string' ? query['tt'] : undefined,
      );
      const html = payClientPage({
        query,
        appOrigin: ctx.runtime().appOrigin,
        tt: page.tt,
        key: page.key,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
  // The checkout origin (the same origin here): a page asks for a hosted checkout link in a
  // hidden frame; the frame's script posts it back with the request's id.
  app.get(CHECKOUT_LINK_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const { appOrigin, payOrigin } = ctx.runtime();
    const link = checkoutLink(query, appOrigin, payOrigin);
    if (link === null) return reply.code(400).send({ error: 'invalid_request' });
    const html = checkoutLinkPage({ appOrigin, id: query['id'] ?? '', link });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
  app.get(PAY_BASE, async (request, reply) => {
    const search = request.url.slice(PAY_BASE.length);
    return reply.redirect(`${PAY_BASE}/${search}`, 302);
  });

  const serveAsset = async (url: string, reply: FastifyReply) => {
    const file = assetFile(url);
    if (!file) return reply.code(404).send({ error: 'not_found' });
    const body =
      file.kind === 'css'
        ? await readFile(file.path, 'utf8')
        : await transpileFrameModule(file.path);
    return reply
      .type(file.kind === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body);
  };
  app.get(`${PAY_BASE}/assets/:file`, async (request, reply) =>
    serveAsset(request.url.split('?')[0] ?? '', reply),
  );
  for (const url of Object.keys(SHARED_MODULES))
    app.get(url, async (_request, reply) => serveAsset(url, reply));

  const failures = policy.guestLoginFailures;
  // Anonymous writes (a reset mail, a new account) are counted per address in production.
  const anonymousWrites = policy.anonymousWrites && new RateLimiter(policy.anonymousWrites);
  const retention = policy.retention;
  if (retention)
    pruneEveryMinute(app, () => service.pruneBefore(Date.now() - retention.paySessionsMs));
  const byAccount = failures && new RateLimiter(failures.perAccount);
  const byAddress = failures && new RateLimiter(failures.perAddress);

  app.post(`${PAY_BASE}/api/:op`, async (request, reply) => {
    const { op } = request.params as { op: string };
    if (!isOp(op)) return fail(reply, 404, 'unknown_operation');
    const parsed = bodies[op].safeParse(request.body ?? {});
    if (!parsed.success) return fail(reply, 400, 'invalid_request');
    // Production: wrong guest passwords are limited per login name and per address.
    const accountKey =
      op === 'login' ? (parsed.data as Body<'login'>).login.trim().toLowerCase() : null;
    if (op === 'pwdlost' || op === 'signup') {
      const refusal = anonymousWrites?.hit(request.ip) ?? null;
      if (refusal) return tooMany(reply, refusal, 'too_many_attempts');
    }
    if (accountKey !== null) {
      const refusal = byAccount?.check(accountKey) ?? byAddress?.check(request.ip) ?? null;
      if (refusal) {
        void reply.header('retry-after', String(Math.ceil(refusal.retryAfterMs / 1000)));
        return fail(reply, 429, 'too_many_attempts');
      }
    }
    try {
      const handler = handlers[op] as (
        service: PayClientService,
        session: string,
        body: unknown,
      ) => Record<string, unknown> | Promise<Record<string, unknown>>;
      const session = service.sessions.sessionOfKey(parsed.data.frameKey);
      const result = await handler(service, session, parsed.data);
      return reply.header('cache-control', 'no-store').send({ ok: true, ...result });
    } catch (error) {
      if (error instanceof PayClientError) {
        if (accountKey !== null && error.code === 'wrong_credentials') {
          byAccount?.hit(accountKey);
          byAddress?.hit(request.ip);
        }
        return fail(reply, error.status, error.code, error.fields);
      }
      throw error;
    }
  });
}
