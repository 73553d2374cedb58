import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context.ts';

/** Where the support console's replay frame is served (src/support/sandbox/host.ts). */
const REPLAYER_PATH = '/support/replayer/';

/**
 * The replay frame's own CSP. `sandbox allow-scripts`: the page runs on an opaque origin even if
 * someone opens it on its own, not only in the console's sandboxed iframe. It loads the build's
 * scripts, styles and pictures and nothing else: no connection anywhere (`connect-src 'none'`,
 * a replay answers from the log), no form, no plugin; framed by the console's origin only.
 * Trusted Types are required, and no policy may be made: nothing there writes HTML.
 */
const REPLAYER_DIRECTIVES = [
  'sandbox allow-scripts',
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'none'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
];
export const REPLAYER_CSP = REPLAYER_DIRECTIVES.join('; ');
/**
 * The replayed app's frame inside the replay frame (`?view=1`): the same, but without
 * `frame-ancestors`: its parent has an opaque origin, which no source matches (an explicit
 * origin and `*` neither), so any would refuse the console's own nesting. Another site may load
 * it in a frame, but it renders nothing and takes no message until the console (its top window,
 * of this origin) vouches for it (src/support/sandbox/view.tsx, protocol.ts `acceptVouched`).
 */
export const REPLAY_VIEW_CSP = REPLAYER_DIRECTIVES.filter(
  (directive) => !directive.startsWith('frame-ancestors'),
).join('; ');

/** The build's content-hashed files (vite.config.ts): scripts, styles, pictures of the app. */
const BUILT_ASSET = /^\/assets\/[^?#]+$/;

/**
 * The support console replays an untrusted report in a sandboxed frame (issue 23 §3):
 *
 * - `GET /support/replayer/`: the frame's page (`replayer.html` of the build), with
 *   {@link REPLAYER_CSP} instead of the app's CSP.
 * - The frame's document has an opaque origin, so the module scripts it loads from here (with
 *   `Origin: null`) are cross-origin and need CORS: the built assets are public and the same for
 *   everyone, so any origin may read them, without credentials (`*` never lets cookies through).
 *   Nothing else gets CORS.
 * - The console's page may frame this origin: the app's CSP has `frame-src 'self'`
 *   (simulator/security.ts).
 */
export function registerReplayer(app: FastifyInstance, ctx: SimulatorContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (BUILT_ASSET.test(path)) reply.header('access-control-allow-origin', '*');
    return payload;
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
  app.register(async (scope) => {
    // After the app's security headers (a parent's hooks run first): this page's CSP is its own.
    scope.addHook('onSend', async (request, reply, payload) => {
      const view = new URLSearchParams(request.url.split('?')[1] ?? '').get('view') === '1';
      reply.header('content-security-policy', view ? REPLAY_VIEW_CSP : REPLAYER_CSP);
      reply.header('cache-control', 'no-cache');
      return payload;
    });
    scope.get('/support/replayer', async (_request, reply) => reply.redirect(REPLAYER_PATH));
    scope.get(REPLAYER_PATH, async (_request, reply) => {
      let html: string;
      try {
        html = await readFile(join(ctx.distDir, 'replayer.html'), 'utf8');
      } catch {
        return reply.code(503).type('text/plain; charset=utf-8').send('The app is not built.');
      }
      return reply.type('text/html; charset=utf-8').send(html);
    });
  });
}
