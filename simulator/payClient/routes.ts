import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { policyOf, type SimulatorContext } from '../context.ts';
import { RateLimiter } from '../rateLimit.ts';
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
import { PayClientError, paymentInputSchema, type PayClientService } from './service.ts';

const FRAME_DIR = join(PAY_CLIENT_DIR, 'frame');
const REPO = resolve(PAY_CLIENT_DIR, '..', '..');

/** The frame script's modules, served transpiled as `<name>.js` (the pay CSP allows no inline). */
export const FRAME_MODULES = [
  'main',
  'protocol',
  'flows',
  'texts',
  'ui',
  'views',
  'validation',
  'checkout',
];

/** Files the browser asks for by URL, and where they are. */
function assetFile(url: string): { path: string; kind: 'ts' | 'css' } | null {
  if (url === `${PAY_BASE}/assets/frame.css`)
    return { path: join(FRAME_DIR, 'frame.css'), kind: 'css' };
  // main.ts imports the app's money formatting: `../../../machines/shared/money.ts` from here.
  if (url === '/machines/shared/money.js') {
    return { path: join(REPO, 'machines', 'shared', 'money.ts'), kind: 'ts' };
  }
  const match = /^\/VXPAY-V3\/assets\/([a-z]+)\.js$/.exec(url);
  if (match?.[1] && FRAME_MODULES.includes(match[1])) {
    return { path: join(FRAME_DIR, `${match[1]}.ts`), kind: 'ts' };
  }
  return null;
}

const transpiled = new Map<string, string>();

/** TypeScript to a browser ES module (types erased, `./x.ts` imports rewritten to `./x.js`). */
export async function transpileFrameModule(path: string): Promise<string> {
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

const tt = z.string().min(1).max(100);
const bodies = {
  session: z.object({ tt, token: z.string().nullable().optional(), resume: tt.optional() }),
  login: z.object({ tt, login: z.string().max(200), password: z.string().max(200) }),
  signup: z.object({
    tt,
    email: z.string().max(254),
    username: z.string().max(100),
    password: z.string().max(200),
    newsletter: z.boolean().default(false),
  }),
  logout: z.object({ tt }),
  moneycharge: z.object({
    tt,
    amount: z.number(),
    payment: paymentInputSchema,
    save: z.boolean().default(true),
  }),
  trialcharge: z.object({ tt, payment: paymentInputSchema, save: z.boolean().default(true) }),
  voicecharge: z.object({ tt, amount: z.number() }),
  carrier: z.object({ tt, phone: z.string().max(40), amount: z.number() }),
  limit: z.object({ tt, limit: z.number().nullable() }),
  oneclick: z.object({ tt, enabled: z.boolean(), amounts: z.array(z.number()).max(10) }),
  autorecharge: z.object({ tt, enabled: z.boolean(), amount: z.number() }),
  changepayment: z.object({ tt, payment: paymentInputSchema }),
  opcompensation: z.object({ tt, payment: paymentInputSchema }),
  abo: z.object({
    tt,
    flow: z.enum(Object.keys(ABO_PLANS) as [keyof typeof ABO_PLANS, ...(keyof typeof ABO_PLANS)[]]),
    payment: paymentInputSchema,
    save: z.boolean().default(true),
  }),
  avs: z.object({
    tt,
    fullName: z.string().max(200),
    birthDate: z.string().max(20),
    documentNumber: z.string().max(60),
  }),
  redeem: z.object({ tt, code: z.string().max(60), kind: z.enum(['promocode', 'scratchcard']) }),
  pwdlost: z.object({ tt, login: z.string().max(200) }),
  pwdreset: z.object({
    tt,
    userId: z.number().int(),
    key: z.string().max(100),
    password: z.string().max(200),
  }),
  settings: z.object({
    tt,
    currentPassword: z.string().max(200).optional(),
    newPassword: z.string().max(200).optional(),
    newsletter: z.boolean().optional(),
    verifyEmail: z.boolean().optional(),
  }),
  action: z.object({
    tt,
    name: z.string().max(40),
    params: z.record(z.string(), z.unknown()).default({}),
  }),
} as const;

type Op = keyof typeof bodies;
type Body<O extends Op> = z.infer<(typeof bodies)[O]>;

/** Each operation: the service call and the extra fields of its reply (besides `guest`). */
const handlers: {
  [O in Op]: (service: PayClientService, body: Body<O>) => Record<string, unknown>;
} = {
  session: (s, b) => ({ guest: s.initSession(b.tt, b.token ?? null, b.resume) }),
  login: (s, b) => ({ guest: s.login(b.tt, b) }),
  signup: (s, b) => ({ guest: s.signup(b.tt, b) }),
  logout: (s, b) => {
    s.logout(b.tt);
    return { guest: null };
  },
  moneycharge: (s, b) => ({ guest: s.moneyCharge(b.tt, b) }),
  trialcharge: (s, b) => ({ guest: s.trialCharge(b.tt, b) }),
  voicecharge: (s, b) => ({ guest: s.voiceCharge(b.tt, b) }),
  carrier: (s, b) => ({ guest: s.carrierCharge(b.tt, b) }),
  limit: (s, b) => ({ guest: s.setLimit(b.tt, b) }),
  oneclick: (s, b) => ({ guest: s.setOneClick(b.tt, b) }),
  autorecharge: (s, b) => ({ guest: s.setAutoRecharge(b.tt, b) }),
  changepayment: (s, b) => ({ guest: s.changePayment(b.tt, b) }),
  opcompensation: (s, b) => ({ guest: s.opCompensation(b.tt, b) }),
  abo: (s, b) => ({ guest: s.subscribe(b.tt, b) }),
  avs: (s, b) => ({ guest: s.requestAvs(b.tt, b) }),
  redeem: (s, b) => s.redeem(b.tt, b),
  pwdlost: (s, b) => ({ guest: s.guestOf(b.tt), ...s.passwordLost(b.tt, b) }),
  pwdreset: (s, b) => ({ guest: s.passwordReset(b.tt, b) }),
  settings: (s, b) => s.settings(b.tt, b),
  action: (s, b) => ({ guest: s.guestOf(b.tt), data: s.action(b.tt, b.name, b.params) }),
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
 * `POST /VXPAY-V3/api/<op>` (JSON, same origin, keyed by the transfer token).
 */
export function registerPayClient(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
): void {
  const service = payClientService(ctx, hub);
  // Transpiling starts when the server is ready (loading TypeScript takes a moment), so the first
  // frame a page opens is not slow to say `modalbox-content-loaded`.
  // Not under unit tests: every test that starts a simulator would load TypeScript for nothing.
  app.addHook('onReady', async () => {
    if (process.env['VITEST']) return;
    void Promise.all(
      FRAME_MODULES.map((name) => transpileFrameModule(join(FRAME_DIR, `${name}.ts`))),
    ).catch(() => undefined);
  });

  app.get(`${PAY_BASE}/`, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const session = service.openSession(typeof query['tt'] === 'string' ? query['tt'] : undefined);
    const html = payClientPage({ query, appOrigin: ctx.runtime().appOrigin, tt: session.tt });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
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
  app.get('/machines/shared/money.js', async (_request, reply) =>
    serveAsset('/machines/shared/money.js', reply),
  );

  const failures = policyOf(ctx).guestLoginFailures;
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
        body: unknown,
      ) => Record<string, unknown>;
      const result = handler(service, parsed.data);
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
