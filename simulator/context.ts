import type { RuntimeConfig } from '../src/config/schema.ts';
import type { Catalogue } from './catalogue/index.ts';
import { policyFor, type SecurityPolicy } from './policy.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { Store } from './store/index.ts';

/** What exists only once both servers are bound (port 0 resolves to a real port then). */
export interface RuntimeInfo {
  config: RuntimeConfig;
  appOrigin: string;
  payOrigin: string;
}

/**
 * Shared by every route module: the store (its one SQLite connection), the realtime push hub,
 * where the app is built, and the bound runtime.
 */
export interface SimulatorContext {
  store: Store;
  /** Pushes to guests' sockets: `ctx.hub.push(accountId, frame)`, `ctx.hub.broadcast(frame)`. */
  hub: RealtimeHub;
  /** The generated catalogue (actors, videos, albums, feed, TV, blog, contests, chat shows). */
  catalogue: Catalogue;
  distDir: string;
  runtime(): RuntimeInfo;
  /** What the mode opens and limits (docs/threat-model.md); absent: demo mode. */
  policy?: SecurityPolicy;
}

/** The context's policy; demo mode when none was given (tests that build a context by hand). */
export function policyOf(ctx: SimulatorContext): SecurityPolicy {
  return ctx.policy ?? policyFor('demo');
}
