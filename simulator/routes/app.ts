import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { policyOf, type SimulatorContext } from '../context.ts';
import { htmlPage } from '../html.ts';
import { framePage, sendFrame, withFirstPicture } from './frames.ts';

/** Paths owned by the simulator's services: never answered with the app's index.html. */
const SERVICE_PREFIXES = ['/rest', '/dev', '/graphql', '/support', '/realtime'];

/** A missing asset is a 404, not the app shell (which the browser would try to run as a script). */
const ASSET_PATH = /^\/assets\/|\.(?:js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|woff2?)$/i;

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

const SOURCE_MAP = /\.map(?:\.br|\.gz)?$/i;

/** Files the build precompressed (vite.config.ts `precompress`): their answer varies by encoding. */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json)(?:\.br|\.gz)?$/;

/**
 * The built app: real files from `distDir` (hashed assets cached for a year), and `index.html`
 * for every other GET, so localized deep links (`/de/…`) load the app. Text assets go out as the
 * build's brotli or gzip copy when the browser accepts it (`Content-Encoding`, `Vary`).
 */
export function registerAppRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  // Production serves no source maps: they hold the sources (comments, internal names). The
  // build still writes them (for benches and error reports read on the developer's machine).
  if (policyOf(ctx).mode === 'production')
    app.addHook('onRequest', async (request, reply) => {
      if (SOURCE_MAP.test(request.url.split('?')[0] ?? ''))
        return reply.code(404).send({ error: 'not_found' });
      return undefined;
    });
  // Vite puts content-hashed files under assets/: they never change, so they may be cached.
  const assetsDir = join(ctx.distDir, 'assets') + sep;
  app.register(fastifyStatic, {
    root: ctx.distDir,
    index: false,
    cacheControl: false,
    // `.br` then `.gz` beside the file, by the request's Accept-Encoding; else the file itself.
    preCompressed: true,
    setHeaders(res, path) {
      const hashed = path.startsWith(assetsDir);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Caches keep one copy per encoding (the plugin sets Content-Encoding, not Vary).
      if (PRECOMPRESSED.test(path)) res.setHeader('vary', 'Accept-Encoding');
    },
  });

  // The static handler would refuse `/` as a directory listing.
  app.get('/', async (_request, reply) => sendIndex(ctx, reply));
  // The support replay viewer: the app's second entry page (support staff log in at /support/login).
  app.get('/support', async (_request, reply) => reply.redirect('/support/'));
  app.get('/support/', async (_request, reply) => sendIndex(ctx, reply, 'support.html'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (
      !isRead ||
      SERVICE_PREFIXES.some((prefix) => isUnder(path, prefix)) ||
      ASSET_PATH.test(path)
    ) {
      return reply.code(404).send({ error: 'not_found' });
    }
    // A guest route's prerendered page (its frame painted before any script), if the build has it.
    const frame = await framePage(ctx, path);
    if (frame !== null) return sendFrame(request, reply, await withFirstPicture(app, ctx, frame));
    return sendIndex(ctx, reply, languagePage(path));
  });
}

/**
 * The app page of the path's language (`index.de.html` for `/de/…`, vite.config.ts
 * `languagePages`): its `<html lang>` and its texts preloaded. Other paths get `index.html`.
 */
function languagePage(path: string): string {
  // The build decides which languages have a page; a two-letter prefix without one falls back.
  const first = path.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? `index.${first}.html` : 'index.html';
}

async function sendIndex(
  ctx: SimulatorContext,
  reply: FastifyReply,
  page = 'index.html',
): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readFile(join(ctx.distDir, page), 'utf8').catch((error: unknown) => {
      // A build older than the language pages has only index.html.
      if (page !== 'index.html') return readFile(join(ctx.distDir, 'index.html'), 'utf8');
      throw error;
    });
  } catch {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        htmlPage(
          'The app is not built',
          '<p>The app is not built: run <code>npm run build</code>, then reload this page.</p>',
        ),
      );
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
