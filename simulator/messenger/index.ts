import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import type { RealtimeHub, Timers } from '../realtime/hub.ts';
import { MessengerActivity } from './activity.ts';
import { registerMessengerDevRoutes } from './dev.ts';
import { registerMessengerRest } from './rest.ts';
import { seedMessenger } from './seed.ts';

export { MessengerActivity } from './activity.ts';

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * The messenger simulation (simulator/README.md, "Messenger"): seeds the actor roster, history and
 * vip's 500 channels, answers the messenger REST calls, lets demo actors answer guest messages and
 * go online and offline over time, with notifications, and adds the `/dev/messenger` controls.
 * Its timers stop when the server closes.
 */
export function registerMessengerSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
  timers: Timers = realTimers,
): MessengerActivity {
  seedMessenger(ctx.store.db, ctx.store.accounts, timers.now());
  const activity = new MessengerActivity({
    db: ctx.store.db,
    accounts: ctx.store.accounts,
    hub,
    timers,
    onError: (error) => app.log.error({ err: error }, 'messenger activity failed'),
  });
  registerMessengerRest(app, ctx, activity);
  registerMessengerDevRoutes(app, ctx, activity);
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => activity.close());
  return activity;
}
