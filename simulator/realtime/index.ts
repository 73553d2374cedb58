import { join } from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { policyOf, type SimulatorContext } from '../context.ts';
import type { Store } from '../store/index.ts';
import { registerLoggerRoutes } from '../routes/logger.ts';
import { openRealtimeData } from './data.ts';
import { applyFault } from './faults.ts';
import { RealtimeHub } from './hub.ts';
import { registerDevRealtimeRoutes } from './routes.ts';
import { ScenarioPlayer, loadScenarios, type Deliver } from './scenarios.ts';
import { registerRealtimeSocket } from './socket.ts';

export { RealtimeHub } from './hub.ts';
export interface RealtimeOptions {
  /** Holds `channels.json`, `notifications.json` and `scenarios/*.jsonl`. */
  fixturesDir: string;
  /** How often sessions and balances of connected guests are checked; default 1000 ms. */
  sweepMs?: number;
  /** How long a new socket has to authenticate (`requestSession`); default 10 s. */
  authDeadlineMs?: number;
}

/**
 * The push hub of a simulator over its store. It lives on the context (`ctx.hub`), so any module
 * that changes what a guest sees pushes through it:
 *
 * @example
 * ctx.hub.push(account.id, { type: 'avsSet' }); // validated; returns how many sockets got it
 * ctx.hub.pushBalance(account.id, { isPayment: true }); // guestBalance from the store
 * ctx.hub.broadcast({ type: 'actorOnline', actorId: 3101 });
 */
export function createRealtimeHub(store: Store): RealtimeHub {
  return new RealtimeHub({ sessions: store.sessions, accounts: store.accounts });
}

/**
 * Registers the realtime socket (`/realtime`), its dev controls (`/dev/realtime/*`,
 * `/dev/scenarios*`) and the client logger (`/rest/v1/logger`, `/dev/logs`). Opens the realtime
 * tables (seeding channels and notifications) and validates the scenario files: a bad fixture
 * stops startup with a message naming the file (and line).
 */
export function registerRealtime(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: RealtimeOptions,
): void {
  const scenariosDir = join(options.fixturesDir, 'scenarios');
  loadScenarios(scenariosDir);
  const data = openRealtimeData(ctx.store.db, { fixturesDir: options.fixturesDir });
  const { hub } = ctx;

  const deliver: Deliver = async (accountId, step) => {
    if ('frame' in step) return hub.pushAndWait(accountId, step.frame);
    const result = applyFault(hub, accountId, step.fault);
    return result.ok ? result.sockets : 0;
  };
  const player = new ScenarioPlayer(deliver, {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  });

  // Registered once, on the root: every socket route of the app port shares it. Frames up to
  // 1 MiB reach the decoder, which refuses those over the contract's 64 KB with 1002.
  app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (scope) => {
    registerRealtimeSocket(scope, {
      hub,
      data,
      store: ctx.store,
      now: Date.now,
      log: app.log,
      authDeadlineMs: options.authDeadlineMs ?? 10_000,
      socketsPerAddress: policyOf(ctx).socketsPerAddress,
    });
  });
  registerDevRealtimeRoutes(app, {
    ctx,
    hub,
    player,
    favorites: data.favorites,
    scenarios: () => loadScenarios(scenariosDir),
  });
  registerLoggerRoutes(app, ctx, data.clientLogs);

  // The sweep runs on a timer (a balance changed without a push shows within a second), and once
  // right after sessions end (a logout closes the guest's sockets at once), never per request:
  // its cost is one lookup per authenticated socket.
  const sweep = setInterval(() => hub.sweep(), options.sweepMs ?? 1000);
  sweep.unref();
  let sweepSoon: NodeJS.Immediate | null = null;
  const stopWatching = ctx.store.sessions.watch({
    started: () => undefined,
    ended: () => {
      sweepSoon ??= setImmediate(() => {
        sweepSoon = null;
        hub.sweep();
      });
    },
  });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopWatching();
    if (sweepSoon) clearImmediate(sweepSoon);
    player.close();
    hub.close();
  });
}
