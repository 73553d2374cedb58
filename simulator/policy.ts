import type { RateRule } from './rateLimit.ts';

/**
 * How the simulator runs (`SIMULATOR_MODE`): `demo` (the default: `npm start`, the e2e suite and
 * unit tests) opens developer controls and one-step logins; `production` closes them
 * (docs/threat-model.md).
 */
export type SimulatorMode = 'demo' | 'production';

export const SIMULATOR_MODES: readonly SimulatorMode[] = ['demo', 'production'];

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a mode opens and how hard it limits: one place, read by the routes that enforce it. */
export interface SecurityPolicy {
  mode: SimulatorMode;
  /** `/dev/*` (and `/rest/v1/dev/*`, `/dev/graphql/*`) controls exist. */
  devRoutes: boolean;
  /** One-step logins: `/dev/login?as=` for guests, `/support/login?as=` for support staff. */
  oneStepLogins: boolean;
  /** GraphQL answers `__schema` / `__type`. */
  introspection: boolean;
  /** Wrong passwords of the payment client's guest login: per login name and per address. */
  guestLoginFailures: { perAccount: RateRule; perAddress: RateRule } | null;
  /** Wrong support staff passwords (every mode): past either, the login answers 429. */
  staffLoginFailures: { perAccount: RateRule; perAddress: RateRule };
  /** Support staff sessions end after this long without a request, and at the latest after `absoluteMs`. */
  staffSession: { idleMs: number; absoluteMs: number };
  /** The report inbox: size of one report, reports per address, per reporting page session, in all. */
  reports: {
    maxBytes: number;
    perAddress: RateRule | null;
    perLogSession: number | null;
    total: number | null;
  };
  /** Visitor (anonymous) sessions are deleted after this long without a request; null: kept. */
  anonymousIdleMs: number | null;
  /**
   * The published demo secrets: the payment client's demo passwords and promo codes, and
   * `pwdlost` answering with its reset key. Off: random passwords printed once at start, no
   * promo codes, reset keys only in the server log.
   */
  demoSecrets: boolean;
  /** `GET /auth/session` calls that mint a visitor session, per address; null: no limit. */
  sessionMints: RateRule | null;
  /** Anonymous writes per address: client log posts, tracking, pwdlost, signups; null: none. */
  anonymousWrites: RateRule | null;
  /** Open WebSockets (realtime and graphql-ws) per client address; null: no limit. */
  socketsPerAddress: number | null;
  /** How long rows that strangers can create are kept; null: kept (demo). */
  retention: Retention | null;
}

/** Ages after which the periodic prune (server.ts) deletes rows. */
interface Retention {
  reportsMs: number;
  clientLogsMs: number;
  trackingMs: number;
  /** Pay sessions with their tokens, frame keys and reset keys. */
  paySessionsMs: number;
  /** Web push subscriptions not renewed or checked by their browser. */
  webPushMs: number;
}

const STAFF_LIMITS = {
  staffLoginFailures: {
    perAccount: { limit: 5, windowMs: 15 * MINUTE },
    perAddress: { limit: 20, windowMs: 15 * MINUTE },
  },
  staffSession: { idleMs: 30 * MINUTE, absoluteMs: 8 * HOUR },
};

/** The policy of a mode. */
export function policyFor(mode: SimulatorMode): SecurityPolicy {
  if (mode === 'production') {
    return {
      mode,
      devRoutes: false,
      oneStepLogins: false,
      introspection: false,
      guestLoginFailures: {
        perAccount: { limit: 10, windowMs: 15 * MINUTE },
        perAddress: { limit: 30, windowMs: 15 * MINUTE },
      },
      ...STAFF_LIMITS,
      reports: {
        maxBytes: 4 * 1024 * 1024,
        perAddress: { limit: 10, windowMs: HOUR },
        perLogSession: 3,
        total: 10_000,
      },
      anonymousIdleMs: 2 * HOUR,
      demoSecrets: false,
      sessionMints: { limit: 60, windowMs: 10 * MINUTE },
      anonymousWrites: { limit: 120, windowMs: MINUTE },
      socketsPerAddress: 30,
      retention: {
        reportsMs: 30 * DAY,
        clientLogsMs: 7 * DAY,
        trackingMs: 7 * DAY,
        paySessionsMs: DAY,
        webPushMs: 90 * DAY,
      },
    };
  }
  return {
    mode,
    devRoutes: true,
    oneStepLogins: true,
    introspection: true,
    guestLoginFailures: null,
    ...STAFF_LIMITS,
    reports: { maxBytes: 16 * 1024 * 1024, perAddress: null, perLogSession: null, total: null },
    anonymousIdleMs: null,
    demoSecrets: true,
    sessionMints: null,
    anonymousWrites: null,
    socketsPerAddress: null,
    retention: null,
  };
}

/** Whether a route path is a developer control: one of its segments is `dev`. */
export function isDevPath(path: string): boolean {
  return (path.split('?')[0] ?? '').split('/').includes('dev');
}
