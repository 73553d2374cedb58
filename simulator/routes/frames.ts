import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { execute } from 'graphql';
import {
  FIRST_PICTURE_TIMING,
  srcSetOf,
  type ImageSources,
} from '../../views/media/imageSources.ts';
import {
  FIRST_PICTURE,
  FIRST_SCREENS,
  type FirstScreenRequest,
} from '../../src/prerender/firstScreen.ts';
import type { RouteName } from '../../src/routes/index.ts';
import type { SimulatorContext } from '../context.ts';
import { schemaOf } from '../graphql/registry.ts';
import { escapeHtml } from '../html.ts';
import { REST_PREFIX } from './rest.ts';

/** One prerendered page of the build (`frames.json`, written by src/prerender/plugin.ts). */
interface FrameEntry {
  path: string;
  file: string;
  fill?: string;
}

/** A `:param` segment of a template's pattern matches one path segment. */
function matchFrame(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = got[index] ?? '';
    if (segment.startsWith(':')) {
      if (!value) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/** What a template's heading says for a parameter: the actor's own name, from the store. */
function fillValue(ctx: SimulatorContext, param: string, value: string): string | undefined {
  if (param === 'actorName') return ctx.catalogue.actors.byName(value)?.name;
  return undefined;
}

/**
 * The build's prerendered page for `path` (a guest route's frame, issue 50 item 4), or null
 * where the build has none (then the language page serves). A template (an actor's profile)
 * gets the actor's name in its heading, HTML-escaped; an unknown actor keeps the generic one.
 */
export async function framePage(ctx: SimulatorContext, path: string): Promise<string | null> {
  let frames: FrameEntry[];
  try {
    const manifest = await readFile(join(ctx.distDir, 'frames.json'), 'utf8');
    frames = (JSON.parse(manifest) as { frames: FrameEntry[] }).frames;
  } catch {
    return null;
  }
  const wanted = path.endsWith('/') ? path : `${path}/`;
  for (const frame of frames) {
    const params = matchFrame(frame.path, wanted);
    if (!params) continue;
    const html = await readFile(join(ctx.distDir, frame.file), 'utf8').catch(() => null);
    if (html === null) return null;
    const value = frame.fill && params[frame.fill];
    const name = frame.fill && value ? fillValue(ctx, frame.fill, value) : undefined;
    if (!frame.fill || name === undefined) return html;
    return html.replace(
      new RegExp(`(<h1 data-frame-fill="${frame.fill}">)[^<]*(</h1>)`, 'g'),
      (_whole, open: string, close: string) => `${open}${escapeHtml(name)}${close}`,
    );
  }
  return null;
}

/** The data of a first screen's request, asked in-process as a visitor; undefined if it failed. */
async function firstRequest(
  app: FastifyInstance,
  ctx: SimulatorContext,
  request: FirstScreenRequest,
): Promise<unknown> {
  if (request.kind === 'rest') {
    const reply = await app.inject({ method: 'GET', url: `${REST_PREFIX}/${request.path}` });
    return reply.statusCode === 200 ? reply.json<unknown>() : undefined;
  }
  const result = await execute({
    schema: schemaOf(app, request.service),
    document: request.document,
    variableValues: request.variables,
    contextValue: { ctx, caller: { kind: 'visitor' }, service: request.service },
  });
  return result.errors ? undefined : result.data;
}

/**
 * The first picture as the app's `ResponsiveImage` (views/media) renders an eager one, attribute
 * for attribute (frames.test.ts holds them equal): in the same box, so the
 * app's picture that replaces it is no larger paint and moves nothing.
 */
export function pictureMarkup(
  picture: ImageSources,
  sizes: string,
  aspectRatio: number,
  alt = '',
): string {
  return (
    `<span class="responsive-image" style="aspect-ratio:${aspectRatio}">` +
    `<img src="${escapeHtml(picture.w640)}" srcSet="${escapeHtml(srcSetOf(picture))}"` +
    ` sizes="${escapeHtml(sizes)}" alt="${escapeHtml(alt)}" loading="eager" decoding="async"` +
    ` fetchPriority="high" elementtiming="${FIRST_PICTURE_TIMING}"/></span>`
  );
}

/**
 * The page's largest paint named in its head (issue 50 §5): for a route with a first screen
 * (src/prerender/firstScreen.ts), the server asks the client's first list itself, as a visitor,
 * and preloads its first item's picture with the `srcset` and `sizes` the tile renders, so the
 * browser fetches the same file before any script runs. Where the screen has a slot in the
 * frame, the picture itself goes there too: the HTML paints it, before the app has booted and
 * asked its list. A page without one, or a list that fails or is empty, goes out as it is.
 */
export async function withFirstPicture(
  app: FastifyInstance,
  ctx: SimulatorContext,
  html: string,
): Promise<string> {
  const route = /<div id="root" data-prerendered="(\w+)"/.exec(html)?.[1] as RouteName | undefined;
  const screen = route && FIRST_SCREENS[route];
  if (!screen || !html.includes('</head>')) return html;
  let data: unknown;
  try {
    data = await firstRequest(app, ctx, screen.request);
  } catch {
    return html;
  }
  const picture = screen.picture(data);
  if (!picture) return html;
  const link =
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture.w640)}"` +
    ` imagesrcset="${escapeHtml(srcSetOf(picture))}" imagesizes="${escapeHtml(screen.sizes)}">`;
  const page = html.replace('</head>', `${link}</head>`);
  if (!screen.slot) return page;
  // Each layout's frame (desktop, phone) has its slot: the same file, fetched once.
  const markup = pictureMarkup(picture, screen.sizes, screen.slot.aspectRatio);
  return page.replaceAll(FIRST_PICTURE, () => markup);
}

/**
 * Sends a frame page compressed as the browser accepts (it carries its styles inline: about 50 kB,
 * 9 kB in brotli), like the build's other text files; a filled template differs per actor, so it
 * is compressed per request, at a quality that takes a millisecond.
 */
export function sendFrame(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}
