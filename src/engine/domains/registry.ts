import type { AnyActorLogic, AnyActorRef, AnyStateMachine, EventObject } from 'xstate';
import {
  isLazyDomain,
  LAZY_DOMAINS,
  type AppContext,
  type LazyDomain,
} from '../../../machines/app/app.machine.ts';
import { isKeptLoading } from '../../../machines/app/lazyDomains.ts';
import { ROOT_SYSTEM_ID } from '../anchor.ts';
import type { Anchor, EventLog, LogRecord } from '../log/records.ts';
import type { LazyFeature } from './feature.ts';
import { LAZY_DOMAIN_WIRING } from './table.ts';

/** Feature modules imported in this page (or process), by domain: shared by live and replay. */
const loaded = new Map<LazyDomain, LazyFeature<unknown>>();
const loading = new Map<LazyDomain, Promise<LazyFeature<unknown>>>();

/** Imports a lazy domain's feature module (once; again after a failed import). */
function loadDomain(domain: LazyDomain): Promise<LazyFeature<unknown>> {
  const known = loaded.get(domain);
  if (known) return Promise.resolve(known);
  let pending = loading.get(domain);
  if (!pending) {
    pending = LAZY_DOMAIN_WIRING[domain]().then(
      (feature) => {
        loaded.set(domain, feature);
        loading.delete(domain);
        return feature;
      },
      (error: unknown) => {
        loading.delete(domain);
        throw error;
      },
    );
    loading.set(domain, pending);
  }
  return pending;
}

/**
 * The domains a log starts, or that its anchor holds started: replay needs their code before it
 * builds the system (it applies records synchronously).
 */
export function domainsOfLog(
  log: Pick<EventLog, 'records'> & { header: { anchor: Anchor | null } },
) {
  const domains = new Set<LazyDomain>(startedInAnchor(log.header.anchor));
  for (const record of log.records) {
    if (record.kind !== 'input' || record.to !== ROOT_SYSTEM_ID) continue;
    const domain = (record.event as { domain?: unknown }).domain;
    if (
      record.event.type === 'app.domainStart' &&
      typeof domain === 'string' &&
      isLazyDomain(domain)
    )
      domains.add(domain);
  }
  return [...domains];
}

function startedInAnchor(anchor: Anchor | null): LazyDomain[] {
  const context = (anchor?.snapshot as { context?: Partial<AppContext> } | undefined)?.context;
  return (context?.started ?? []).filter(isLazyDomain);
}

/** The lazy domain a record starts whose code is not here (replay cannot spawn it), if any. */
export function missingDomainCode(record: LogRecord): LazyDomain | null {
  if (record.kind !== 'input' || record.to !== ROOT_SYSTEM_ID) return null;
  if (record.event.type !== 'app.domainStart') return null;
  const domain = (record.event as { domain?: unknown }).domain;
  return typeof domain === 'string' && isLazyDomain(domain) && !loaded.has(domain) ? domain : null;
}

/** The domains a log needs (see {@link domainsOfLog}) whose code this page has not imported. */
export function domainsMissingForLog(log: Parameters<typeof domainsOfLog>[0]): LazyDomain[] {
  return domainsOfLog(log).filter((domain) => !loaded.has(domain));
}

/** Imports what a log needs before it is replayed (see {@link domainsOfLog}). */
export async function loadDomainsOfLog(log: Parameters<typeof domainsOfLog>[0]): Promise<void> {
  await Promise.all(domainsOfLog(log).map(loadDomain));
}

/** Imports every lazy domain (tests and tools that replay arbitrary logs). */
export async function loadAllDomains(): Promise<void> {
  await Promise.all(LAZY_DOMAINS.map(loadDomain));
}

type Provide = (domain: LazyDomain, feature: LazyFeature<unknown>) => void;
const providers = new WeakMap<AnyStateMachine, Provide>();

/**
 * Makes a root logic able to spawn lazy domains: `provide(domain, feature)` puts the domain's
 * provided machine where the root's `spawnChild(domain)` and snapshot restore look it up (its
 * implementations by src). The root logic is built once per engine, before any domain's code is
 * here, so the table is filled in place; every domain loaded already is provided at once.
 */
export function enableLazyDomains<TLogic extends AnyStateMachine>(
  logic: TLogic,
  build: (feature: LazyFeature<unknown>) => Partial<Record<LazyDomain, AnyActorLogic>>,
): TLogic {
  const actors = logic.implementations.actors as Record<string, AnyActorLogic>;
  const provide: Provide = (domain, feature) => {
    const domainLogic = build(feature)[domain];
    if (!domainLogic) throw new Error(`feature for '${domain}' has no actor of that id`);
    actors[domain] = domainLogic;
  };
  for (const [domain, feature] of loaded) provide(domain, feature);
  providers.set(logic, provide);
  return logic;
}

/** A domain's code is asked for twice, a moment apart, before its page shows the failure. */
const LOAD_ATTEMPTS = 2;
const LOAD_RETRY_AFTER_MS = 1_000;
/** The longest pause between two asks for a domain's code that no page shows (`keepLoading`). */
export const KEEP_LOADING_MAX_PAUSE_MS = 30_000;

/**
 * The pause before the next ask for a domain's code after `attempt` failed ones: a moment, then
 * (for a domain kept loading) twice as long each time, at most `KEEP_LOADING_MAX_PAUSE_MS`.
 */
const pauseBeforeAsk = (attempt: number, retryAfterMs: number): number =>
  Math.min(retryAfterMs * 2 ** Math.max(0, attempt - LOAD_ATTEMPTS + 1), KEEP_LOADING_MAX_PAUSE_MS);

interface DomainStarterEngine {
  /** The root actor, with the logic `createAppLogic` built. */
  readonly actor: Pick<AnyActorRef, 'getSnapshot' | 'subscribe'> & { logic: unknown };
  send<TEvent extends EventObject>(to: string, event: TEvent): void;
}

/**
 * Live only: watches the root for domains asked for (`pending`), imports each one's code,
 * provides it to the root logic and records `app.domainStart`, on which the root spawns it.
 * Replay never loads: it applies the recorded start. Code that cannot be loaded is asked for
 * once more, then recorded as `app.domainLoadFailed` (its page shows the error view; the guest's
 * retry asks again); one that no page shows (`keepLoading`) is asked for until it comes, with
 * growing pauses. Returns the stop function.
 */
export function startDomainsOnDemand(
  engine: DomainStarterEngine,
  options: { retryAfterMs?: number; warn?: (message: string, error: unknown) => void } = {},
): () => void {
  const retryAfterMs = options.retryAfterMs ?? LOAD_RETRY_AFTER_MS;
  const warn = options.warn ?? ((message, error) => console.error(message, error));
  const inFlight = new Set<LazyDomain>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const load = (domain: LazyDomain, attempt: number) => {
    loadDomain(domain).then(
      (feature) => {
        if (stopped) return;
        providers.get(engine.actor.logic as AnyStateMachine)?.(domain, feature);
        // Stays in flight: the root no longer asks once the start record is applied.
        engine.send(ROOT_SYSTEM_ID, { type: 'app.domainStart', domain });
      },
      (error: unknown) => {
        if (stopped) return;
        if (attempt < LOAD_ATTEMPTS || isKeptLoading(domain)) {
          // Once more a moment later: a dropped connection or a busy server often recovers. A
          // domain no page shows (the connection) has no retry button: it is asked for until
          // its code comes.
          if (attempt === LOAD_ATTEMPTS)
            warn(`the code of domain '${domain}' could not be loaded; asking again`, error);
          const timer = setTimeout(
            () => {
              timers.delete(timer);
              load(domain, attempt + 1);
            },
            pauseBeforeAsk(attempt, retryAfterMs),
          );
          timers.add(timer);
          return;
        }
        // Offline or a replaced release: the page says so and offers a retry, which asks again.
        warn(`the code of domain '${domain}' could not be loaded`, error);
        inFlight.delete(domain);
        engine.send(ROOT_SYSTEM_ID, { type: 'app.domainLoadFailed', domain });
      },
    );
  };
  const check = () => {
    const context = (engine.actor.getSnapshot() as { context?: Partial<AppContext> }).context;
    for (const key of Object.keys(context?.pending ?? {})) {
      if (!isLazyDomain(key) || inFlight.has(key) || context?.failed?.includes(key)) continue;
      inFlight.add(key);
      load(key, 1);
    }
  };
  let stopped = false;
  const subscription = engine.actor.subscribe(check);
  check();
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    subscription.unsubscribe();
  };
}
