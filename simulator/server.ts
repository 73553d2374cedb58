import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { RuntimeConfig } from '../src/config/schema.ts';
import {
  ConfigError,
  DEMO_SUPPORT_PASSWORD,
  buildRuntimeConfig,
  buildVersion,
  origin,
  payOrigin,
  readConfigOverrides,
} from './config.ts';
import type { RuntimeInfo, SimulatorContext } from './context.ts';
import { installErrorHandler } from './errors.ts';
import { registerAccountSimulator } from './account/index.ts';
import { registerAvsSimulator } from './avs/index.ts';
import { registerActorsSimulator } from './actors/index.ts';
import { openCatalogue, registerCataloguePictures } from './catalogue/index.ts';
import { registerContentSimulator } from './content/index.ts';
import { registerContestsSimulator } from './contests/index.ts';
import { registerActorProfileSimulator } from './actorProfile/index.ts';
import { registerActorPreviewSimulator } from './actorPreview/index.ts';
import { actorOfPicture, mediaRefused } from './actorProfile/availability.ts';
import { crowdIntervalOf } from './feed/crowd.ts';
import { registerFeedSimulator } from './feed/index.ts';
import { registerGraphql } from './graphql/index.ts';
import { campaignSwitchOf } from './incentives/campaigns.ts';
import { registerIncentivesSimulator } from './incentives/index.ts';
import { registerMessengerSimulator } from './messenger/index.ts';
import { registerPayClientAppRoutes } from './payClient/appRoutes.ts';
import { payClientService } from './payClient/index.ts';
import { registerOneClickCharges } from './payClient/oneClick.ts';
import { transpileFrameModules } from './payClient/routes.ts';
import { createRealtimeHub, registerRealtime, type RealtimeHub } from './realtime/index.ts';
import { registerRewardsSimulator } from './rewards/index.ts';
import { registerPromoSimulator } from './promo/index.ts';
import { registerVip30Simulator } from './rewards/vip30.ts';
import { registerAppRoutes } from './routes/app.ts';
import { registerConfigRoute } from './routes/config.ts';
import { registerCspReports } from './routes/cspReports.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { registerDevXss } from './routes/devXss.ts';
import { registerPayClientRoutes } from './routes/pay-client.ts';
import { registerRestRoutes } from './routes/rest.ts';
import { registerSupport } from './support/index.ts';
import { registerTileGridSimulator } from './tileGrid/index.ts';
import { registerFavouritesSimulator } from './favourites/index.ts';
import { registerTvSimulator } from './tv/index.ts';
import { registerVideoChatsSimulator } from './videoChats/index.ts';
import { registerVideosSimulator } from './videos/index.ts';
import { registerBlogSimulator } from './blog/index.ts';
import { registerSearchSimulator } from './search/index.ts';
import { registerWebPushSimulator } from './webPush/index.ts';
import { registerLegalSimulator } from './legal/index.ts';
import { registerSeoSimulator } from './seo/index.ts';
import { registerChatShowsSimulator } from './chatShows/index.ts';
import { registerMediathekSimulator } from './mediathek/index.ts';
import { registerLiveChatSimulator } from './liveChat/index.ts';
import { registerLiveEventsSimulator } from './liveEvents/index.ts';
import { registerVoiceCallSimulator } from './voiceCall/index.ts';
import {
  appContentSecurityPolicy,
  installSecurityHeaders,
  payContentSecurityPolicy,
} from './security.ts';
import { isDevPath, policyFor, type SimulatorMode } from './policy.ts';
import { isTestCopy } from './store/accounts.ts';
import { openStore } from './store/index.ts';

export const REPO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface SimulatorOptions {
  host: string;
  port: number;
  payPort: number;
  dataDir: string;
  /** The built app; default `<repo>/dist`. */
  distDir?: string;
  /** Source of `CONFIG_*` overrides; default `process.env`. */
  env?: Record<string, string | undefined>;
  /** No logging except errors (tests). */
  quiet?: boolean;
  /** Reuse generated catalogues from this folder (tests start many simulators). */
  catalogueTemplateDir?: string;
  /** `demo` (default) or `production` (docs/threat-model.md). */
  mode?: SimulatorMode;
  /**
   * The proxy in front whose `X-Forwarded-Proto` / `-For` is believed: a hop count (1: the one
   * proxy that connects) or its addresses (`10.0.0.1`, `10.0.0.0/8,::1`); default none. Never
   * "every hop": then any client could name its own address and pass every per-address limit.
   */
  trustProxy?: number | string;
  /** The support staff's password; default the demo one (config.ts). */
  supportPassword?: string;
}

export interface RunningSimulator {
  /** The app's origin with its real port, e.g. `http://127.0.0.1:8080` (the app is at `/en/`). */
  appUrl: string;
  /** The payment client's origin, e.g. `http://localhost:8081`. */
  payUrl: string;
  config: RuntimeConfig;
  dataDir: string;
  mode: SimulatorMode;
  /** The demo logins with their descriptions, for the banner. */
  demoAccounts: readonly { login: string; description: string }[];
  /** The realtime push hub (`ctx.hub`), for in-process benchmarks and tests. */
  hub: RealtimeHub;
  /** Production: the demo accounts' random passwords made at this start (the banner shows them once). */
  startPasswords: readonly { login: string; password: string }[];
  close(): Promise<void>;
}

/**
 * Starts the simulator: the app, REST API and demo login on `port`, the payment client on `payPort`
 * (a different origin), with its state in `dataDir/simulator.db`. Port 0 picks free ports.
 *
 * @example
 * const sim = await startSimulator({ host: '127.0.0.1', port: 0, payPort: 0, dataDir: tmp });
 * await fetch(`${sim.appUrl}/config.json`);
 * await sim.close();
 */
export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const policy = policyFor(options.mode ?? 'demo');
  if (policy.mode === 'production' && options.supportPassword === undefined)
    throw new ConfigError('SIMULATOR_MODE=production needs SUPPORT_PASSWORD');
  const distDir = resolve(options.distDir ?? join(REPO_DIR, 'dist'));
  if (policy.mode === 'production') requireProductionBuild(distDir);
  const dataDir = resolve(options.dataDir);
  // Bad overrides fail here, before any port is bound or any file is written.
  const overrides = readConfigOverrides(options.env ?? process.env);
  const store = openStore({ dataDir, fixturesPath: join(REPO_DIR, 'fixtures', 'accounts.json') });

  let runtime: (RuntimeInfo & { appCsp: string; payCsp: string }) | undefined;
  const ready = () => {
    if (!runtime) throw new Error('The simulator is not listening yet');
    return runtime;
  };
  let catalogue;
  try {
    // Generated at first start (about 1.5 s); DATA_DIR keeps it (simulator/README.md, "Catalogue").
    const demo = store.accounts.findByLogin('demo');
    catalogue = openCatalogue(store.db, {
      fixturesDir: join(REPO_DIR, 'fixtures'),
      ticketHolders: demo ? [demo.id] : [],
      ...(options.catalogueTemplateDir ? { templateDir: options.catalogueTemplateDir } : {}),
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const hub = createRealtimeHub(store);
  const ctx: SimulatorContext = { store, hub, catalogue, distDir, runtime: ready, policy };
  // Requests are not logged; warnings (a missing dist) and errors are.
  const serverOptions = () => ({
    logger: { level: options.quiet ? 'error' : 'warn' },
    logController: new LogController({ disableRequestLogging: true }),
    // Only then does `request.protocol` (Secure cookies) and `request.ip` read X-Forwarded-*.
    trustProxy: trustedProxy(options.trustProxy),
    // A slow client holds a socket for a bounded time: a request (headers and body, a 4 MB
    // report included) must arrive within a minute, and an idle connection ends after two.
    // Upgraded WebSockets are not timed out (ws clears the socket timeout on upgrade).
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
  });

  const app = Fastify(serverOptions());
  if (!policy.devRoutes) closeDevRoutes(app);
  app.register(fastifyCookie);
  // Until both ports are bound (a moment at startup) HTML gets the strictest policy.
  installSecurityHeaders(app, () => runtime?.appCsp ?? "default-src 'none'");
  installErrorHandler(app);
  registerConfigRoute(app, ctx);
  registerRestRoutes(app, ctx);
  if (policy.devRoutes) registerDevRoutes(app, ctx);
  if (policy.devRoutes) registerDevXss(app, ctx);
  registerCspReports(app, ctx);
  registerRealtime(app, ctx, {
    fixturesDir: join(REPO_DIR, 'fixtures'),
    ...authDeadlineOf(options.env ?? process.env),
  });
  registerGraphql(app, ctx, { demo: policy.devRoutes });
  registerAccountSimulator(app, ctx, hub);
  registerAvsSimulator(app);
  registerPayClientAppRoutes(app, ctx, hub);
  registerOneClickCharges(app, ctx, hub);
  const messenger = registerMessengerSimulator(app, ctx, hub);
  registerIncentivesSimulator(
    app,
    ctx,
    hub,
    Date.now,
    campaignSwitchOf(options.env ?? process.env),
  );
  registerRewardsSimulator(app, ctx, hub, {
    spellActor: (name) => messenger.actors.findByName(name)?.name ?? null,
  });
  registerVip30Simulator(app, ctx);
  registerPromoSimulator(app, ctx);
  registerCataloguePictures(app, catalogue, (request, kind, rowId) =>
    mediaRefused(ctx.store, request, actorOfPicture(ctx.store.db, kind, rowId)),
  );
  registerContentSimulator(app, ctx);
  registerActorsSimulator(app, ctx);
  registerContestsSimulator(app, ctx);
  registerActorProfileSimulator(app, ctx);
  registerActorPreviewSimulator(app, ctx);
  registerFeedSimulator(app, ctx, { crowdIntervalMs: crowdIntervalOf(options.env ?? process.env) });
  registerVideosSimulator(app, ctx);
  registerLiveChatSimulator(app, ctx);
  registerVoiceCallSimulator(app, ctx);
  registerTvSimulator(app, ctx);
  registerBlogSimulator(app, ctx);
  registerSearchSimulator(app, ctx);
  registerWebPushSimulator(app, ctx);
  registerLegalSimulator(app, ctx);
  registerSeoSimulator(app, ctx);
  registerChatShowsSimulator(app, ctx);
  registerMediathekSimulator(app, ctx);
  registerTileGridSimulator(app, ctx);
  registerFavouritesSimulator(app, ctx);
  registerLiveEventsSimulator(app, ctx);
  registerVideoChatsSimulator(app, ctx);
  registerSupport(app, ctx, { staffPassword: options.supportPassword ?? DEMO_SUPPORT_PASSWORD });
  registerAppRoutes(app, ctx);

  const pay = Fastify(serverOptions());
  if (!policy.devRoutes) closeDevRoutes(pay);
  installSecurityHeaders(pay, () => runtime?.payCsp ?? "default-src 'none'");
  installErrorHandler(pay);
  registerPayClientRoutes(pay, ctx, hub);

  const stopPruning = pruneIdleVisitors(ctx);
  const close = async () => {
    stopPruning();
    await Promise.allSettled([app.close(), pay.close()]);
    store.close();
  };
  try {
    // Before the ports are bound: nothing of the start is left to hold the event loop after.
    await transpileFrameModules();
    await app.listen({ host: options.host, port: options.port });
    await pay.listen({ host: options.host, port: options.payPort });
    const bound = { host: options.host, port: boundPort(app), payPort: boundPort(pay) };
    const config = buildRuntimeConfig(bound, buildVersion(REPO_DIR, distDir), overrides);
    const appOrigin = origin('http', bound.host, bound.port);
    runtime = {
      config,
      appOrigin,
      payOrigin: payOrigin(bound.host, bound.payPort),
      appCsp: appContentSecurityPolicy(config, appOrigin),
      payCsp: payContentSecurityPolicy(appOrigin),
    };
  } catch (error) {
    await close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    appUrl: runtime.appOrigin,
    payUrl: runtime.payOrigin,
    config: runtime.config,
    dataDir,
    mode: policy.mode,
    demoAccounts: store.accounts
      .list()
      .filter((account) => !isTestCopy(account))
      .map(({ login, description }) => ({ login, description })),
    hub,
    startPasswords: payClientService(ctx, hub).startPasswords,
    close: () => (closing ??= close()),
  };
}

/** Fastify's `trustProxy`: a hop count becomes "the nearest n hops", addresses stay as they are. */
function trustedProxy(trust: number | string | undefined) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust ?? false;
}

function boundPort(server: FastifyInstance): number {
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('Server is not on TCP');
  return address.port;
}

/**
 * Production: every route whose path has a `dev` segment (the features register theirs under
 * `/dev/…`, `/rest/v1/dev/…`) answers 404 before its body is read, as if it did not exist.
 */
function closeDevRoutes(server: FastifyInstance): void {
  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ error: 'not_found' });
  server.addHook('onRoute', (route) => {
    if (!isDevPath(route.url)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [notFound, ...own];
  });
}

const PRUNE_EVERY_MS = 60 * 1000;

/** `SIM_REALTIME_AUTH_MS`: tests shorten the 10 s a realtime socket has to authenticate. */
function authDeadlineOf(env: Record<string, string | undefined>): { authDeadlineMs?: number } {
  const raw = Number(env['SIM_REALTIME_AUTH_MS']);
  return Number.isInteger(raw) && raw > 0 ? { authDeadlineMs: raw } : {};
}

/**
 * Deletes visitor sessions idle longer than the policy allows and sessions past their end, once a
 * minute; returns the stop.
 */
function pruneIdleVisitors(ctx: SimulatorContext): () => void {
  const idleMs = ctx.policy?.anonymousIdleMs ?? null;
  if (idleMs === null) return () => undefined;
  const prune = () => {
    ctx.store.sessions.pruneIdleAnonymous(idleMs);
    ctx.store.sessions.pruneExpired();
  };
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The file the build writes into `dist/` with its Vite mode (`production`, `demo`, `e2e`). */
export const BUILD_MODE_FILE = '.build-mode';

/**
 * Production serves only a production build: a demo or e2e build carries the inspector and
 * `window.__camclient` (docs/threat-model.md). The build says its mode in {@link BUILD_MODE_FILE}.
 */
function requireProductionBuild(distDir: string): void {
  let mode = '';
  try {
    mode = readFileSync(join(distDir, BUILD_MODE_FILE), 'utf8').trim();
  } catch {
    // No marker: an older build, or none at all.
  }
  if (mode !== 'production')
    throw new ConfigError(
      `SIMULATOR_MODE=production needs a production build in ${distDir} (its ${BUILD_MODE_FILE} says ${JSON.stringify(mode || 'nothing')}): run \`npm run build\``,
    );
}
