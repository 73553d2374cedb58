import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 1000;

/**
 * Runs `prune` once a minute while `app` is up (production deletes rows strangers can create
 * once they are older than policy.ts `retention` says). Stops when the app closes.
 *
 * @example
 * if (retention) pruneEveryMinute(app, () => logs.pruneOlderThan(retention.clientLogsMs));
 */
export function pruneEveryMinute(app: FastifyInstance, prune: () => void): void {
  const timer = setInterval(prune, EVERY_MS);
  timer.unref();
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => clearInterval(timer));
}
