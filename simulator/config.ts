import { existsSync, readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { SIMULATOR_MODES, type SimulatorMode } from './policy.ts';
import {
  RUNTIME_CONFIG_KEYS,
  configEnvName,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '../src/config/schema.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A startup problem the operator can fix (bad env value); main.ts prints its message, no stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where the simulator's servers really listen (after binding, so port 0 is resolved). */
export interface BoundAddress {
  host: string;
  port: number;
  payPort: number;
}

/** `http://host:port`, with IPv6 literals bracketed. */
export function origin(protocol: 'http' | 'ws', host: string, port: number): string {
  const name = host.includes(':') ? `[${host}]` : host;
  return `${protocol}://${name}:${port}`;
}

/**
 * The payment client must live on a different origin from the app, so that the page's origin checks
 * are real: loopback gets the other spelling of loopback, any other host a different port.
 */
export function payOrigin(host: string, payPort: number): string {
  if (host === '127.0.0.1') return origin('http', 'localhost', payPort);
  if (host === 'localhost') return origin('http', '127.0.0.1', payPort);
  return origin('http', host, payPort);
}

/** A short build tag: the package version plus the build time of `dist/index.html` when present. */
export function buildVersion(repoDir: string, distDir: string): string {
  const pkg = JSON.parse(readFileSync(join(repoDir, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  const version = typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return `${version}-dev`;
  return `${version}-${Math.floor(statSync(index).mtimeMs / 1000).toString(36)}`;
}

/**
 * Reads every `CONFIG_<KEY>` override from the environment and validates each one on its own, so
 * that a bad value is reported by its variable name before any port is bound.
 */
export function readConfigOverrides(env: Env): Partial<RuntimeConfig> {
  const overrides: Record<string, unknown> = {};
  for (const key of RUNTIME_CONFIG_KEYS) {
    const name = configEnvName(key);
    const raw = env[name];
    if (raw === undefined) continue;
    const field = runtimeConfigSchema.shape[key];
    const value = field.type === 'boolean' ? parseBoolean(name, raw) : raw;
    const parsed = field.safeParse(value);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((issue) => issue.message).join('; ');
      throw new ConfigError(`Invalid ${name}=${JSON.stringify(raw)}: ${reason}`);
    }
    overrides[key] = parsed.data;
  }
  return overrides;
}

function parseBoolean(name: string, raw: string): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`Invalid ${name}=${JSON.stringify(raw)}: expected 'true' or 'false'`);
}

/** The runtime config served as `/config.json`: defaults from the bound ports, then overrides. */
export function buildRuntimeConfig(
  bound: BoundAddress,
  ver: string,
  overrides: Partial<RuntimeConfig>,
): RuntimeConfig {
  const http = origin('http', bound.host, bound.port);
  const ws = origin('ws', bound.host, bound.port);
  const pay = payOrigin(bound.host, bound.payPort);
  const config = {
    restBaseUrl: `${http}/rest/v1`,
    queryServiceUrl: `${http}/graphql/query`,
    feedServiceUrl: `${http}/graphql/feed`,
    feedSubscriptionsUrl: `${ws}/graphql/feed/subscriptions`,
    realtimeUrl: `${ws}/realtime`,
    payBaseUrl: `${pay}/`,
    checkoutOrigin: pay,
    supportReportUrl: `${http}/support/reports`,
    ver,
    defaultLanguage: 'en',
    loginEnabled: true,
    forceAvs: false,
    payEnvironment: 'lp',
    ...overrides,
  } satisfies RuntimeConfig;
  const parsed = runtimeConfigSchema.safeParse(config);
  if (!parsed.success) {
    throw new ConfigError(`Invalid runtime config: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The support staff password of demo mode when `SUPPORT_PASSWORD` is not set (README, "Demo logins"). */
export const DEMO_SUPPORT_PASSWORD = 'support-demo-1234';
/** The shortest `SUPPORT_PASSWORD` production mode takes. */
const MIN_SUPPORT_PASSWORD = 12;

/** The server settings main.ts reads from the environment. */
export interface ServerEnv {
  host: string;
  port: number;
  payPort: number;
  dataDir: string;
  distDir?: string;
  /** `SIMULATOR_MODE`: demo (default) or production (docs/threat-model.md). */
  mode: SimulatorMode;
  /**
   * `TRUST_PROXY`: the proxy in front whose `X-Forwarded-Proto` / `-For` is believed: a hop
   * count (`1`) or its addresses (`10.0.0.1`, `10.0.0.0/8,::1`); unset: none.
   */
  trustProxy?: number | string;
  /** `SUPPORT_PASSWORD`: the support staff's password (demo mode has a documented default). */
  supportPassword: string;
}

/**
 * HOST (127.0.0.1), PORT (8080), PAY_PORT (8081), DATA_DIR (./.data), DIST_DIR (optional),
 * SIMULATOR_MODE (demo), TRUST_PROXY (none; a hop count or addresses), SUPPORT_PASSWORD (required
 * in production).
 */
export function readServerEnv(env: Env): ServerEnv {
  const mode = readMode(env);
  const settings: ServerEnv = {
    host: env.HOST || '127.0.0.1',
    port: readPort(env, 'PORT', 8080),
    payPort: readPort(env, 'PAY_PORT', 8081),
    dataDir: env.DATA_DIR || './.data',
    mode,
    supportPassword: readSupportPassword(env, mode),
  };
  const trustProxy = readTrustProxy(env.TRUST_PROXY);
  if (trustProxy !== undefined) settings.trustProxy = trustProxy;
  if (env.DIST_DIR) settings.distDir = env.DIST_DIR;
  return settings;
}

function readMode(env: Env): SimulatorMode {
  const raw = env.SIMULATOR_MODE;
  if (raw === undefined || raw === '') return 'demo';
  if ((SIMULATOR_MODES as readonly string[]).includes(raw)) return raw as SimulatorMode;
  throw new ConfigError(
    `Invalid SIMULATOR_MODE=${JSON.stringify(raw)}: expected ${SIMULATOR_MODES.join(' or ')}`,
  );
}

/**
 * `TRUST_PROXY`: a hop count (1-9) or a comma-separated list of the proxy's addresses or CIDR
 * ranges. Trusting every hop (`true`) is refused: `X-Forwarded-For` is the client's to write, so
 * every per-address limit would be the client's to choose.
 */
function readTrustProxy(raw: string | undefined): number | string | undefined {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return undefined;
  if (/^[1-9]$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    return (
      family !== 0 &&
      rest.length === 0 &&
      (prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits))
    );
  });
  if (!valid)
    throw new ConfigError(
      `Invalid TRUST_PROXY=${JSON.stringify(raw)}: expected a hop count (1) or the proxy's addresses (10.0.0.1, 10.0.0.0/8), never every hop`,
    );
  return entries.join(',');
}

/** Production has no default password: one known from the README would be an open door. */
function readSupportPassword(env: Env, mode: SimulatorMode): string {
  const raw = env.SUPPORT_PASSWORD;
  if (mode === 'demo') return raw || DEMO_SUPPORT_PASSWORD;
  if (raw === undefined || raw.length < MIN_SUPPORT_PASSWORD || raw === DEMO_SUPPORT_PASSWORD) {
    throw new ConfigError(
      `SIMULATOR_MODE=production needs SUPPORT_PASSWORD: at least ${MIN_SUPPORT_PASSWORD} characters, not the demo one`,
    );
  }
  return raw;
}

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(raw)}: expected a port number 0-65535`);
  }
  return port;
}
