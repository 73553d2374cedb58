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
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

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
/** `/en/`'s start page on screen: the initial load and the router with its screens. */
const home = manifest[SCREENS]
  ? sizeOf(dist, manifest, new Set([...initialKeys, ...staticClosure(manifest, [SCREENS])]))
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
