import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../machines/cams/cams.types.ts';
import { createCamsApi } from '../../services/cams/camsApi.ts';
import { createBlogApi } from '../../services/blog/blogApi.ts';
import { createVideosApi } from '../../services/videos/videosApi.ts';
import { tileImageSizes } from '../../views/tileGrid/breakpoints.ts';
import type { SimulatorContext } from '../context.ts';
import { startTestSimulator, tempDir } from '../testing.ts';
import { ResponsiveImage } from '../../views/media/ResponsiveImage.tsx';
import { FIRST_PICTURE_TIMING } from '../../views/media/imageSources.ts';
import { FIRST_PICTURE } from '../../src/prerender/firstScreen.ts';
import { framePage, pictureMarkup } from './frames.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A build with a plain frame page, a profile template and a video page's template of two
 * parameters (as src/prerender/plugin.ts writes them).
 */
function contextWith(actors: Record<string, string>): SimulatorContext {
  const distDir = mkdtempSync(join(tmpdir(), 'frames-'));
  dirs.push(distDir);
  mkdirSync(join(distDir, 'en/cams'), { recursive: true });
  mkdirSync(join(distDir, 'en/amateur/[actorName]/videos/[videoId]'), { recursive: true });
  writeFileSync(join(distDir, 'en/cams/index.html'), '<h1>Live cams</h1>');
  writeFileSync(join(distDir, 'en/amateur/[actorName]/videos/[videoId]/index.html'), 'video');
  writeFileSync(
    join(distDir, 'en/amateur/[actorName]/index.html'),
    '<h1 data-frame-fill="actorName">Amateur profile</h1><h1 data-frame-fill="actorName">Amateur profile</h1>',
  );
  writeFileSync(
    join(distDir, 'frames.json'),
    JSON.stringify({
      frames: [
        { path: '/en/cams/', file: 'en/cams/index.html' },
        {
          path: '/en/amateur/:actorName/',
          file: 'en/amateur/[actorName]/index.html',
          fill: 'actorName',
        },
        {
          path: '/en/amateur/:actorName/videos/:videoId/',
          file: 'en/amateur/[actorName]/videos/[videoId]/index.html',
        },
      ],
    }),
  );
  const byName = (name: string) => {
    const found = actors[name.toLowerCase()];
    return found === undefined ? undefined : { name: found };
  };
  return { distDir, catalogue: { actors: { byName } } } as unknown as SimulatorContext;
}

describe('framePage', () => {
  it('sends a route’s prerendered page, with or without the trailing slash', async () => {
    const ctx = contextWith({});
    expect(await framePage(ctx, '/en/cams/')).toBe('<h1>Live cams</h1>');
    expect(await framePage(ctx, '/en/cams')).toBe('<h1>Live cams</h1>');
    expect(await framePage(ctx, '/en/videos/')).toBeNull();
    expect(await framePage(ctx, '/en/cams/extra/')).toBeNull();
  });

  it('fills a template’s headings with the actor’s name from the store, HTML-escaped', async () => {
    const ctx = contextWith({ lanalove: 'LanaLove', evil: '<img src=x onerror=alert(1)>&"' });
    expect(await framePage(ctx, '/en/amateur/lanalove/')).toBe(
      '<h1 data-frame-fill="actorName">LanaLove</h1>'.repeat(2),
    );
    expect(await framePage(ctx, '/en/amateur/evil/')).toBe(
      '<h1 data-frame-fill="actorName">&lt;img src=x onerror=alert(1)&gt;&amp;&quot;</h1>'.repeat(
        2,
      ),
    );
  });

  it('sends a template of two parameters for any of their values, as it is', async () => {
    const ctx = contextWith({ lanalove: 'LanaLove' });
    expect(await framePage(ctx, '/en/amateur/lanalove/videos/5101/')).toBe('video');
    expect(await framePage(ctx, '/en/amateur/nobody/videos/7')).toBe('video');
    expect(await framePage(ctx, '/en/amateur/lanalove/videos/')).toBeNull();
    expect(await framePage(ctx, '/en/amateur/lanalove/videos/5101/extra/')).toBeNull();
  });

  it('keeps the generic heading for an unknown actor, and answers null without a build', async () => {
    const ctx = contextWith({});
    expect(await framePage(ctx, '/en/amateur/nobody/')).toContain('>Amateur profile</h1>');
    const bare = { distDir: '/nonexistent' } as unknown as SimulatorContext;
    expect(await framePage(bare, '/en/cams/')).toBeNull();
  });
});

describe('pictureMarkup', () => {
  it('is the markup of the app’s eager ResponsiveImage, its URLs and sizes escaped', () => {
    const sources = { w320: '/m/a-320.jpg?x=1&y=2', w640: '/m/a-640.jpg', w1280: '/m/a-1280.jpg' };
    const sizes = '(max-width: 767px) 50vw, 20vw';
    for (const [picture, aspectRatio] of [
      [sources, 16 / 9],
      [{ w320: sources.w320, w640: sources.w640 }, 4 / 3],
    ] as const)
      expect(pictureMarkup(picture, sizes, aspectRatio)).toBe(
        renderToStaticMarkup(
          createElement(ResponsiveImage, {
            sources: picture,
            alt: '',
            aspectRatio,
            sizes,
            eager: true,
          }),
          // React 19 puts a preload of a high-priority picture before it (the server names it in
          // the head instead: withFirstPicture).
        )
          .replace(/^<link rel="preload" as="image"[^>]*>/, '')
          // Named for the take-over, which waits for its paint (src/app/prerenderedFrame.ts).
          .replace('/></span>', ` elementtiming="${FIRST_PICTURE_TIMING}"/></span>`),
      );
    expect(pictureMarkup({ w320: '"><script>', w640: 'x' }, '"', 1, '<b>')).not.toMatch(
      /<script|<b>|""/,
    );
  });
});

describe('a list page names its largest paint', () => {
  /** A build with the cams, videos, blog and feed (which names no picture) pages, as the plugin writes them. */
  function build(): string {
    const distDir = mkdtempSync(join(tmpdir(), 'frames-'));
    dirs.push(distDir);
    // The video station's frame marks its jumbotron's room in each layout, as the build does.
    // The blog's frame marks its first featured card's picture room.
    const slots: Record<string, string> = {
      videos: `<div class="jumbotron jumbotron-loading" aria-busy="true">${FIRST_PICTURE}</div>`,
      blog: `<div class="blog-card-room">${FIRST_PICTURE}</div>`,
    };
    const page = (route: string) =>
      `<!doctype html><html><head><title>x</title></head><body><div id="root" data-prerendered="${route}"><h1>${route}</h1>${(slots[route] ?? '').repeat(2)}</div></body></html>`;
    for (const route of ['cams', 'videos', 'blog', 'feed']) {
      mkdirSync(join(distDir, `en/${route}`), { recursive: true });
      writeFileSync(join(distDir, `en/${route}/index.html`), page(route));
    }
    writeFileSync(
      join(distDir, 'frames.json'),
      JSON.stringify({
        frames: ['cams', 'videos', 'blog', 'feed'].map((route) => ({
          path: `/en/${route}/`,
          file: `en/${route}/index.html`,
        })),
      }),
    );
    return distDir;
  }

  it('preloads the picture of the first tile that the client’s first cams page returns', async () => {
    const data = tempDir();
    const sim = await startTestSimulator({ dataDir: data.path, distDir: build() });
    try {
      const html = await (await fetch(`${sim.appUrl}/en/cams/`)).text();
      const link = /<link rel="preload" as="image" fetchpriority="high"[^>]*>/.exec(html)?.[0];
      expect(link).toBeDefined();
      const attribute = (name: string) =>
        new RegExp(` ${name}="([^"]*)"`).exec(link ?? '')?.[1]?.replaceAll('&amp;', '&');
      // The client's first list, as a first visit asks it: the grid of all cams, no filters.
      const session = (await (
        await fetch(`${sim.appUrl}/rest/v1/auth/session?language=en&ver=t&access_token=`)
      ).json()) as { accessToken: string };
      const page = await createCamsApi(fetch).fetchPage(
        {
          query: {
            list: { kind: 'cams' },
            filters: NO_FILTERS,
            request: {
              queryServiceUrl: sim.config.queryServiceUrl,
              language: 'en',
              ver: 't',
              accessToken: session.accessToken,
            },
          },
          limit: 30,
          offset: 0,
          cursor: null,
          requestId: 1,
        },
        new AbortController().signal,
      );
      const first = page.items[0]?.avatar;
      expect(first).toBeDefined();
      expect(attribute('href')).toBe(first?.w640);
      expect(attribute('imagesrcset')).toBe(
        `${first?.w320} 320w, ${first?.w640} 640w, ${first?.w1280} 1280w`,
      );
      expect(attribute('imagesizes')).toBe(
        '(max-width: 767px) 50vw, (max-width: 1199px) 25vw, 20vw',
      );
      // In the head, before any script or style of the page's body.
      expect(html.indexOf(link ?? '')).toBeLessThan(html.indexOf('</head>'));
      // The video station names its jumbotron's first slide, as the client's list gets it.
      const videos = await (await fetch(`${sim.appUrl}/en/videos/`)).text();
      const jumbotron = await createVideosApi(fetch).fetchJumbotron({
        query: {
          type: 'videostation',
          request: {
            queryServiceUrl: sim.config.queryServiceUrl,
            restBaseUrl: sim.config.restBaseUrl,
            language: 'en',
            ver: 't',
            accessToken: session.accessToken,
          },
        },
        limit: 10,
        offset: 0,
        cursor: null,
        requestId: 1,
      });
      const slide = jumbotron.items[0]?.video.preview;
      expect(slide).toBeDefined();
      expect(videos).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${slide?.w640}"`,
      );
      expect(videos).toContain(' imagesizes="100vw">');
      // And shows it in the jumbotron's room of both layouts, as the app's picture renders.
      const shown = pictureMarkup(slide!, '100vw', 16 / 9);
      expect(videos.split(shown)).toHaveLength(3);
      expect(videos).not.toContain(FIRST_PICTURE);
      // The cams page has no slot: its first tile's picture is preloaded only.
      expect(html).not.toContain('class="responsive-image"');
      // The blog names its landing's first featured card, as the client's landing gets it.
      const blog = await (await fetch(`${sim.appUrl}/en/blog/`)).text();
      const landing = await createBlogApi(fetch).fetchLanding({
        request: {
          restBaseUrl: sim.config.restBaseUrl,
          language: 'en',
          ver: 't',
          accessToken: session.accessToken,
        },
      });
      const card = landing.featured[0]?.picture;
      expect(card).toBeDefined();
      expect(blog).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${card?.w640}"`,
      );
      expect(blog).toContain(` imagesizes="${tileImageSizes('grid')}">`);
      // And shows it in the card's room of both layouts, as the app's card renders it.
      expect(blog.split(pictureMarkup(card!, tileImageSizes('grid'), 16 / 9))).toHaveLength(3);
      expect(blog).not.toContain(FIRST_PICTURE);
      // A page without a first screen goes out as it is.
      const feed = await (await fetch(`${sim.appUrl}/en/feed/`)).text();
      expect(feed).not.toContain('rel="preload"');
      expect(feed).toContain('<h1>feed</h1>');
    } finally {
      await sim.close();
      data.remove();
    }
  }, 60_000);
});
