/**
 * Bundle sizes (issue #10, item 5): what `/en/` loads before its first paint, and what each lazily
 * loaded chunk adds, as raw and gzip bytes (node:zlib, default level, as a server sends them).
 * Printed as tables and written to bench/results/bundle.json (`{ key: { value, unit } }`).
 *
 *   npx tsx bench/bundle.bench.ts                    # builds into a temp dir, then measures
 *   BUNDLE_DIST=/tmp/dist npx tsx bench/bundle.bench.ts   # measures an existing build
 *
 * The initial load of `/en/` is the `index.html` entry with its static imports (JS and CSS, from
 * the build's `.vite/manifest.json`) plus the English catalog chunk, which the entry awaits before
 * it renders. A lazy chunk's figure is what opening it adds: the chunk and those of its static
 * imports that the initial load does not already have. The breakdown attributes the initial JS to
 * npm packages and source folders through the build's source maps (bytes of minified code per
 * source; gzip shares in proportion).
 *
 * Then what a browser really loads (issue #17): the simulator serves the build, Chromium
 * (Playwright, `scripts/chromium.mjs`) opens `/en/` as a visitor and waits for the network to be
 * idle; every JS file it fetched counts (`homeJsGzipBytes`, budget 220 kB on React and react-router, issue 50), lazy chunks the first
 * render waits for included. Each content route is opened the same way in a fresh context, and
 * what it fetched beyond `/en/`'s files is what the route adds (budget 35 kB each). Gzip bytes are
 * node:zlib's default level over the built files, as above, whatever encoding the server chose.
 * What `/en/` loaded is printed by file and, through the source maps, by package and source folder
 * (`homeJs:<group>:gzipBytes`): the module map that explains the figure against its budget; and
 * what each content route adds, the same way (`route:<name>:<group>:gzipBytes`).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startSimulator } from '../simulator/server.ts';
import { decodeSegment } from '../scripts/sourceMaps.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface Figure {
  value: number | string;
  unit: string;
}

/** Initial JS at most this many gzip bytes (issue #10; 1 kB = 1000 B, as Vite reports). */
const TARGET_INITIAL_JS_GZIP = 150_000;
/** What the browser loads for `/en/` until the network is idle (issue #17). */
const TARGET_HOME_JS_GZIP = 220_000;
/** What each content route adds to it (issue #17). */
const TARGET_ROUTE_ADDED_JS_GZIP = 35_000;
/** Content routes with pages, opened as a visitor, by the name their figures carry. */
const CONTENT_ROUTES: Record<string, string> = {
  cams: '/en/cams/',
  actorProfile: '/en/amateur/lanalove/',
  videos: '/en/videos/',
  video: '/en/amateur/lanalove/videos/1/',
  album: '/en/amateur/lanalove/pictures/1/',
  feed: '/en/feed/',
  tv: '/en/tv/livestream/',
  blog: '/en/blog/',
  contests: '/en/contests/',
};
/**
 * `BUNDLE_ROUTES=cams,feed` measures only those content routes (`BUNDLE_ROUTES=` none: `/en/`
 * alone, to repeat its figure quickly); unset, all of them.
 */
const ROUTES_ASKED = process.env.BUNDLE_ROUTES?.split(',').filter(Boolean);
const routeWanted = (name: string) => !ROUTES_ASKED || ROUTES_ASKED.includes(name);
const ENTRY = 'index.html';
const SUPPORT_ENTRY = 'support.html';
const ENGLISH_CATALOG = 'src/i18n/messages/en.ts';
/** The router and the screens: a chunk of its own, loaded while the bootstrap runs. */
const SCREENS = 'views/AppRouter.tsx';

async function buildInto(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true, manifest: true },
  });
}

/** The manifest keys of `roots` and everything they import statically. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** Raw and gzip bytes of the JS files and the CSS files of these chunks (each file once). */
function sizeOf(
  dist: string,
  manifest: Manifest,
  keys: Iterable<string>,
  except = new Set<string>(),
) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const measure = (files: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      if (except.has(file)) continue;
      const bytes = readFileSync(join(dist, file));
      raw += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    return { raw, gzip };
  };
  return { js: measure(js), css: measure(css), files: new Set([...js, ...css]) };
}

// ---- Source-map attribution --------------------------------------------------------------------

/** Bytes of generated code per original source file, from a JS file and its `.map`. */
function bytesPerSource(jsPath: string): Map<string, number> {
  const bytes = new Map<string, number>();
  const mapPath = `${jsPath}.map`;
  const code = readFileSync(jsPath, 'utf8');
  if (!existsSync(mapPath)) return new Map([['(no source map)', code.length]]);
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, index) => {
    const length = lines[index]?.length ?? 0;
    let column = 0;
    const segments: Array<[column: number, source: string]> = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      segments.push([
        column,
        sourceDelta === undefined ? '(generated)' : (map.sources[source] ?? '?'),
      ]);
    }
    segments.forEach(([start, name], i) => {
      const end = segments[i + 1]?.[0] ?? length;
      bytes.set(name, (bytes.get(name) ?? 0) + end - start);
    });
  });
  return bytes;
}

/** An npm package, or the first two folders of a project file (`views/layout`, `src/i18n`). */
function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return `npm:${pkg[1]}`;
  const path = source
    .replace(/^(\.\.\/)+/, '')
    .replace(/^.*?\/(?=(src|views|machines|services)\/)/, '');
  const parts = path.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : path;
}

function breakdown(dist: string, jsFiles: string[]) {
  const groups = new Map<string, { raw: number; gzip: number }>();
  for (const file of jsFiles) {
    const path = join(dist, file);
    const total = readFileSync(path).length;
    const gzip = gzipSync(readFileSync(path)).length;
    for (const [source, raw] of bytesPerSource(path)) {
      const group = groupOf(source);
      const entry = groups.get(group) ?? { raw: 0, gzip: 0 };
      entry.raw += raw;
      entry.gzip += (raw / total) * gzip;
      groups.set(group, entry);
    }
  }
  return [...groups].sort((a, b) => b[1].raw - a[1].raw);
}

// ---- What the browser loads -------------------------------------------------------------------

/**
 * Whether the page's first screen is what a guest sees once it has settled, run in the page: the
 * app has taken over the prerendered frame (src/app/prerenderedFrame.ts; until then the app is laid
 * out unseen behind it, for up to its 3 s grace), its screen is not the loading space, and nothing
 * on the first screen still waits for its code or its data (a start page block's placeholder,
 * `.block-loading`, or a part marked `aria-busy`). The start page's blocks load their bodies
 * only once they are in view (views/hooks/useNearViewport.ts), so "network idle" alone could come
 * before the take-over, before the top cams block had asked for its code: the same build gave
 * 229.5 or 250.9 kB by run. Returns what still waits, or null once settled.
 */
function unsettledFirstScreen(): string | null {
  if (document.querySelector('#root[data-prerendered], #app[data-behind-frame]'))
    return 'the prerendered frame';
  if (!document.querySelector('main#view > :not(.page-loading)')) return 'the screen';
  const waiting = [
    ...document.querySelectorAll('main#view .block-loading, main#view [aria-busy="true"]'),
  ];
  const onScreen = waiting.find((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
  if (!onScreen) return null;
  const named = onScreen.closest('[id]');
  return `${onScreen.tagName.toLowerCase()}.${onScreen.className} in #${named?.id ?? '?'}`;
}

/**
 * Polls `unsettledFirstScreen` in the page (the page's CSP forbids the string form that
 * `waitForFunction` would need for a falsy answer) for up to a minute; a page that never settles
 * fails the run, naming what still waits.
 */
async function untilSettled(page: Page, path: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const waiting = await page.evaluate(unsettledFirstScreen);
    if (waiting === null) return;
    if (Date.now() > deadline)
      throw new Error(`${path}: the first screen did not settle (${waiting})`);
    await page.waitForTimeout(100);
  }
}

/**
 * The `assets/…js` files a fresh browser context fetches for `path`: until the first screen has
 * settled as a guest sees it (`unsettledFirstScreen`), then until the network is idle.
 */
async function jsLoadedFor(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  appUrl: string,
  path: string,
): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const files = new Set<string>();
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
    });
    await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    // On a busy machine parsing can outlast the 500 ms of quiet that "network idle" means, and a
    // block asks for its code only once it is on screen: the first screen must have settled, then
    // the network be quiet again.
    await untilSettled(page, path);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return files;
}

const gzipOfFiles = (dist: string, files: Iterable<string>) => {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(dist, file))).length;
  return total;
};

async function measureInBrowser(dist: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bundle-bench-data-'));
  const sim = await startSimulator({
    host: '127.0.0.1',
    port: 0,
    payPort: 0,
    dataDir,
    distDir: dist,
    env: {},
    quiet: true,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const home = await jsLoadedFor(browser, sim.appUrl, '/en/');
    const routes: Array<{ name: string; path: string; added: string[]; gzip: number }> = [];
    for (const [name, path] of Object.entries(CONTENT_ROUTES).filter(([name]) =>
      routeWanted(name),
    )) {
      const loaded = await jsLoadedFor(browser, sim.appUrl, path);
      const added = [...loaded].filter((file) => !home.has(file));
      routes.push({ name, path, added, gzip: gzipOfFiles(dist, added) });
    }
    return { home: [...home], homeGzip: gzipOfFiles(dist, home), routes };
  } finally {
    await browser.close();
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- Run ---------------------------------------------------------------------------------------

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const given = process.env.BUNDLE_DIST;
const dist = given ?? mkdtempSync(join(tmpdir(), 'bundle-bench-'));
if (!given) await buildInto(dist);
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath))
  throw new Error(`${manifestPath} is missing: build with build.manifest (vite.config.ts)`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
if (!manifest[ENTRY]) throw new Error(`the manifest has no ${ENTRY} entry`);

const initialKeys = staticClosure(
  manifest,
  [ENTRY, ENGLISH_CATALOG].filter((key) => manifest[key]),
);
const initial = sizeOf(dist, manifest, initialKeys);

/**
 * Every chunk loaded on demand, in the order found, with what opening it adds: its closure less
 * the files already loaded on the way to it (the initial load, and the chunks that import it).
 */
const lazy: Array<{ key: string; file: string } & ReturnType<typeof sizeOf>> = [];
const queue: Array<{ from: Set<string>; loaded: Set<string> }> = [
  { from: initialKeys, loaded: initial.files },
];
for (let next = queue.shift(); next; next = queue.shift()) {
  for (const from of next.from) {
    for (const key of manifest[from]?.dynamicImports ?? []) {
      if (initialKeys.has(key) || lazy.some((chunk) => chunk.key === key)) continue;
      const closure = staticClosure(manifest, [key]);
      const size = sizeOf(dist, manifest, closure, next.loaded);
      lazy.push({ key, file: manifest[key]?.file ?? key, ...size });
      queue.push({ from: closure, loaded: new Set([...next.loaded, ...size.files]) });
    }
  }
}
/**
 * The manifest key of a source's chunk. A dynamic entry that Rollup merged small chunks into
 * (`experimentalMinChunkSize`, vite.config.ts) is keyed by its file (`_AppRouter-….js`), not its
 * source: found then by the chunk's name, the source's base name.
 */
function keyOfSource(source: string): string | undefined {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find(
    (key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === name,
  );
}

/** `/en/`'s start page on screen: the initial load and the router with its screens. */
const screensKey = keyOfSource(SCREENS);
const home = screensKey
  ? sizeOf(dist, manifest, new Set([...initialKeys, ...staticClosure(manifest, [screensKey])]))
  : initial;

const support = manifest[SUPPORT_ENTRY]
  ? sizeOf(dist, manifest, staticClosure(manifest, [SUPPORT_ENTRY]))
  : null;
const groups = breakdown(
  dist,
  [...initial.files].filter((file) => file.endsWith('.js')),
);

const figures: Record<string, Figure> = {
  initialJsGzipBytes: { value: initial.js.gzip, unit: 'B' },
  initialCssGzipBytes: { value: initial.css.gzip, unit: 'B' },
  initialJsBytes: { value: initial.js.raw, unit: 'B' },
  initialCssBytes: { value: initial.css.raw, unit: 'B' },
  initialJsGzipTargetBytes: { value: TARGET_INITIAL_JS_GZIP, unit: 'B' },
  initialFiles: { value: initial.files.size, unit: 'count' },
  enHomeJsGzipBytes: { value: home.js.gzip, unit: 'B' },
  enHomeCssGzipBytes: { value: home.css.gzip, unit: 'B' },
};
if (support) {
  figures.supportInitialJsGzipBytes = { value: support.js.gzip, unit: 'B' };
  figures.supportInitialCssGzipBytes = { value: support.css.gzip, unit: 'B' };
}
for (const chunk of lazy) {
  figures[`lazy:${chunk.key}:jsGzipBytes`] = { value: chunk.js.gzip, unit: 'B' };
  if (chunk.css.gzip)
    figures[`lazy:${chunk.key}:cssGzipBytes`] = { value: chunk.css.gzip, unit: 'B' };
}
for (const [group, size] of groups)
  figures[`initialJs:${group}:bytes`] = { value: size.raw, unit: 'B' };
const loads = await measureInBrowser(dist);
figures.homeJsGzipBytes = { value: loads.homeGzip, unit: 'B' };
figures.homeJsGzipBudgetBytes = { value: TARGET_HOME_JS_GZIP, unit: 'B' };
figures.homeJsFiles = { value: loads.home.length, unit: 'count' };
/** The module map of the budget: what Chromium loaded for `/en/`, by package and source folder. */
const homeGroups = breakdown(dist, loads.home);
for (const [group, size] of homeGroups)
  figures[`homeJs:${group}:gzipBytes`] = { value: Math.round(size.gzip), unit: 'B' };
/** The same map of what each content route adds: why a route is over or under its budget. */
const routeGroups = loads.routes.map((route) => ({ route, groups: breakdown(dist, route.added) }));
for (const { route, groups: added } of routeGroups) {
  figures[`route:${route.name}:addedJsGzipBytes`] = { value: route.gzip, unit: 'B' };
  for (const [group, size] of added)
    figures[`route:${route.name}:${group}:gzipBytes`] = { value: Math.round(size.gzip), unit: 'B' };
}
figures.contentRouteMaxAddedJsGzipBytes = {
  value: Math.max(0, ...loads.routes.map((route) => route.gzip)),
  unit: 'B',
};
figures.contentRouteAddedJsGzipBudgetBytes = { value: TARGET_ROUTE_ADDED_JS_GZIP, unit: 'B' };
figures.date = { value: new Date().toISOString(), unit: 'ISO 8601' };

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/bundle.json', import.meta.url),
  `${JSON.stringify(figures, null, 2)}\n`,
);

const met = initial.js.gzip <= TARGET_INITIAL_JS_GZIP ? 'met' : 'NOT met';
console.log(`bundle bench: ${dist}, Node ${process.version}, gzip = node:zlib default level`);
console.log(
  `initial load of /en/: JS ${kB(initial.js.raw)} (gzip ${kB(initial.js.gzip)}; target ` +
    `${kB(TARGET_INITIAL_JS_GZIP)}: ${met}), CSS ${kB(initial.css.raw)} (gzip ${kB(initial.css.gzip)}), ` +
    `${initial.files.size} files`,
);
console.log(
  `/en/ start page on screen (initial load + ${SCREENS}): JS gzip ${kB(home.js.gzip)}, ` +
    `CSS gzip ${kB(home.css.gzip)}, ${home.files.size} files`,
);
const verdict = (value: number, budget: number) => (value <= budget ? 'met' : 'NOT met');
console.log(
  `Chromium, /en/ until network idle: JS gzip ${kB(loads.homeGzip)} in ${loads.home.length} ` +
    `files (budget ${kB(TARGET_HOME_JS_GZIP)}: ${verdict(loads.homeGzip, TARGET_HOME_JS_GZIP)})`,
);
console.log(`/en/ until network idle, by file (${loads.home.length}) and by package / folder:`);
console.table(
  loads.home
    .map((file) => ({ file, 'JS gzip': gzipOfFiles(dist, [file]) }))
    .sort((a, b) => b['JS gzip'] - a['JS gzip'])
    .map((row) => ({ ...row, 'JS gzip': kB(row['JS gzip']) })),
);
console.table(
  homeGroups
    .filter(([, size]) => size.gzip >= 500)
    .map(([group, size]) => ({
      'package / folder': group,
      raw: kB(size.raw),
      'gzip (share)': kB(size.gzip),
    })),
);
console.table(
  loads.routes.map((route) => ({
    route: route.path,
    'adds JS gzip': kB(route.gzip),
    budget: `${kB(TARGET_ROUTE_ADDED_JS_GZIP)}: ${verdict(route.gzip, TARGET_ROUTE_ADDED_JS_GZIP)}`,
    files: route.added.join(' '),
  })),
);
for (const { route, groups: added } of routeGroups) {
  console.log(`${route.path} adds ${kB(route.gzip)}, by package / folder:`);
  console.table(
    added
      .filter(([, size]) => size.gzip >= 300)
      .map(([group, size]) => ({ 'package / folder': group, 'gzip (share)': kB(size.gzip) })),
  );
}
if (support)
  console.log(`support viewer: JS gzip ${kB(support.js.gzip)}, CSS gzip ${kB(support.css.gzip)}`);
console.table(
  lazy.map((chunk) => ({
    'lazy chunk (source)': chunk.key,
    'JS gzip': kB(chunk.js.gzip),
    'JS raw': kB(chunk.js.raw),
    'CSS gzip': chunk.css.gzip ? kB(chunk.css.gzip) : '',
  })),
);
console.log('initial JS by package / folder (minified bytes from the source maps):');
console.table(
  groups
    .filter(([, size]) => size.raw >= 1000)
    .map(([group, size]) => ({
      'package / folder': group,
      raw: kB(size.raw),
      'gzip (share)': kB(size.gzip),
    })),
);
if (!given) rmSync(dist, { recursive: true, force: true });
