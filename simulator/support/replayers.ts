import {
  cpSync,
  existsSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isVersionName } from '../../src/engine/cli/builds.ts';
import type { SimulatorContext } from '../context.ts';
import { REPLAY_VIEW_CSP, REPLAYER_CSP } from './replayer.ts';
import type { StaffAuth } from './staff.ts';

/** Where a build writes its replayers (scripts/replayerBundle.ts) and where the simulator keeps them. */
const REPLAYERS = 'replayers';
/** Touched whenever a simulator starts with that build: the age of a kept replayer. */
const SERVED_MARK = 'last-served';
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long and how many replayers are kept: `REPLAYERS_KEEP_DAYS` (30), `REPLAYERS_KEEP_COUNT` (50). */
export interface KeepPolicy {
  days: number;
  count: number;
}

export function keepPolicyFromEnv(env: Readonly<Record<string, string | undefined>>): KeepPolicy {
  const positive = (raw: string | undefined, fallback: number) => {
    const value = Number(raw);
    return raw !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    days: positive(env.REPLAYERS_KEEP_DAYS, 30),
    count: Math.floor(positive(env.REPLAYERS_KEEP_COUNT, 50)),
  };
}

export interface KeptReplayers {
  /** The version of the build this simulator serves; null when the build has no replayer. */
  current: string | null;
  /** Every version whose replayer is kept, the current one included, newest served first. */
  versions(): string[];
  /** The folder of a kept version's replayer; null when it is not kept (or not a version). */
  folderOf(version: string): string | null;
}

/**
 * Keeps the replayer of every build this simulator has served (issue 53): the build's
 * `dist/replayers/<version>/` is copied into `<dataDir>/replayers/<version>/` at start, and its
 * `last-served` mark touched. Replayers not served for `policy.days` are removed, and past
 * `policy.count` the least recently served; the current build's never.
 *
 * @example
 * const kept = keepReplayers('dist', '.data', { days: 30, count: 50 }, Date.now());
 * kept.current; // '0.1.0+3f9a0c12be'
 */
export function keepReplayers(
  distDir: string,
  dataDir: string,
  policy: KeepPolicy,
  now: number,
): KeptReplayers {
  const kept = join(dataDir, REPLAYERS);
  const built = join(distDir, REPLAYERS);
  const current = existsSync(built)
    ? (readdirSync(built).find((name) => isVersionName(name)) ?? null)
    : null;
  if (current) {
    const target = join(kept, current);
    if (!existsSync(join(target, 'build.json'))) {
      // Copied whole, then marked complete (build.json last): a copy cut short is done again.
      cpSync(join(built, current), target, {
        recursive: true,
        filter: (source) => !source.endsWith('build.json'),
      });
      cpSync(join(built, current, 'build.json'), join(target, 'build.json'));
    }
    const mark = join(target, SERVED_MARK);
    writeFileSync(mark, `${new Date(now).toISOString()}\n`);
    utimesSync(mark, now / 1000, now / 1000);
  }
  const servedAt = (version: string) => {
    try {
      return statSync(join(kept, version, SERVED_MARK)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const list = () =>
    (existsSync(kept) ? readdirSync(kept) : [])
      .filter((name) => isVersionName(name) && existsSync(join(kept, name, 'build.json')))
      .sort((a, b) => servedAt(b) - servedAt(a));
  list().forEach((version, index) => {
    if (version === current) return;
    if (now - servedAt(version) > policy.days * DAY_MS || index >= policy.count)
      rmSync(join(kept, version), { recursive: true, force: true });
  });
  return {
    current,
    versions: list,
    folderOf: (version) =>
      isVersionName(version) && existsSync(join(kept, version, 'build.json'))
        ? join(kept, version)
        : null,
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** One file name of a replayer's assets: no separator, no `..`. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/**
 * The kept replayers over HTTP, beside the current build's (`/support/replayer/`,
 * simulator/support/replayer.ts):
 *
 * - `GET /support/replayers/<version>/`: that build's replay frame page, with the replay frame's
 *   own CSP (a sandbox, no connection); `?view=1` is its app view frame.
 * - `GET /support/replayers/<version>/assets/<file>`: its files, public and the same for
 *   everyone, so readable from the frame's opaque origin (CORS `*`, never credentials).
 * - `GET /support/api/replayers` (staff): `{ current, versions }`, which the console uses to
 *   pick the replayer of a report's version.
 *
 * A version kept in `<dataDir>/replayers` only: the store's folder (`dirname` of its database).
 */
export function registerReplayers(
  app: FastifyInstance,
  ctx: SimulatorContext,
  staff: StaffAuth,
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  const database = ctx.store.db.name;
  const dataDir = isAbsolute(database) ? dirname(database) : null;
  let kept: KeptReplayers | null = null;
  try {
    if (dataDir) kept = keepReplayers(ctx.distDir, dataDir, keepPolicyFromEnv(env), Date.now());
  } catch (error) {
    // The inbox still works without them: reports replay with the current build.
    app.log.warn(`the build's replayer could not be kept: ${String(error)}`);
  }

  app.get('/support/api/replayers', async (request, reply) => {
    if (!staff.require(request, reply)) return reply;
    reply.header('cache-control', 'no-store');
    return { current: kept?.current ?? null, versions: kept?.versions() ?? [] };
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400) return payload;
      if (request.url.split('?')[0]?.includes('/assets/')) {
        reply.header('access-control-allow-origin', '*');
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        const view = new URLSearchParams(request.url.split('?')[1] ?? '').get('view') === '1';
        reply.header('content-security-policy', view ? REPLAY_VIEW_CSP : REPLAYER_CSP);
        reply.header('cache-control', 'no-cache');
      }
      return payload;
    });
    const notKept = (version: string) =>
      `This server keeps no replayer of build ${version.slice(0, 100)}.`;
    scope.get<{ Params: { version: string } }>(
      '/support/replayers/:version',
      async (request, reply) =>
        reply.redirect(`/support/replayers/${encodeURIComponent(request.params.version)}/`),
    );
    scope.get<{ Params: { version: string } }>(
      '/support/replayers/:version/',
      async (request, reply) => {
        const folder = kept?.folderOf(request.params.version);
        if (!folder)
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .send(notKept(request.params.version));
        const html = await readFile(join(folder, 'index.html'), 'utf8');
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
    scope.get<{ Params: { version: string; file: string } }>(
      '/support/replayers/:version/assets/:file',
      async (request, reply) => {
        const folder = kept?.folderOf(request.params.version);
        const { file } = request.params;
        if (!folder || !ASSET_NAME.test(file) || file.includes('..'))
          return reply.code(404).send({ error: 'not_found' });
        let bytes: Buffer;
        try {
          bytes = await readFile(join(folder, 'assets', file));
        } catch {
          return reply.code(404).send({ error: 'not_found' });
        }
        return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(bytes);
      },
    );
  });
}
