import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, loadConfigFromFile, type ConfigEnv, type Plugin, type ResolvedConfig } from 'vite';

/** The build's output files (Rollup's type, through Vite's: no dependency of our own on Rollup). */
type OutputBundle = Parameters<
  Extract<NonNullable<Plugin['writeBundle']>, (...args: never[]) => unknown>
>[1];

/** Where a build writes its replayers, beside `assets/`: `dist/replayers/<version>/`. */
export const REPLAYERS_DIR = 'replayers';
/** The URL the simulator serves a kept replayer under (simulator/support/replayers.ts). */
export const REPLAYERS_URL = '/support/replayers/';
/** The Node half of a replayer: the command line's `--builds` loads it (src/engine/cli/replay.ts). */
export const NODE_REPLAYER = 'node/replay.mjs';
/** The module the Node half is bundled from. */
const NODE_ENTRY = 'src/engine/cli/replayApi.ts';
/** The replay frame's page, one of the build's inputs (vite.config.ts). */
const REPLAYER_PAGE = 'replayer.html';
/** Hex digits of the content hash in a version: `0.1.0+3f9a0c12be`. */
const HASH_DIGITS = 10;
const PLUGIN_NAME = 'camclient:replayer-bundle';

/**
 * Every production build carries the replayer of its own version (issue 53): support replays a
 * report with the engine, machines and views of the build that recorded it, not with whatever
 * build it runs today.
 *
 * - **The version**: the package version and a content hash of every module of the build
 *   (`0.1.0+3f9a0c12be`). It is `__APP_VERSION__`, so every log's header names it. The code
 *   holds a placeholder of the same length until the modules are known; the chunks get the
 *   version as they are rendered (same length: the source maps stay true). The same sources give
 *   the same version; any change to any module, a new one.
 * - **The browser half**: `dist/replayers/<version>/`, the build's own `replayer.html` with every
 *   chunk, stylesheet and picture it loads, at once or later (the very files of the app, not
 *   a second build), their `/assets/` addresses moved to `/support/replayers/<version>/assets/`
 *   where the simulator serves them. Nothing in it refers to the build's `assets/`: a later build
 *   may remove them.
 * - **The Node half**: `dist/replayers/<version>/node/replay.mjs`, the same engine and machines
 *   bundled for Node from `src/engine/cli/replayApi.ts` with the build's own config and version,
 *   for `npm run replay -- <log> --builds <folder>`.
 *
 * @example
 * plugins: [react(), replayerBundle()],
 */
export function replayerBundle(): Plugin {
  let config: ResolvedConfig;
  let env: ConfigEnv;
  let packageVersion = '0.0.0';
  let placeholder = '';
  let version: string | null = null;
  return {
    name: PLUGIN_NAME,
    apply: 'build',
    config(user, configEnv) {
      env = configEnv;
      // The Node half's own build (below) is not the app's: no replayers of its own.
      if (user.build?.ssr) return null;
      const root = user.root ?? process.cwd();
      packageVersion = (
        JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
      ).version;
      placeholder = `${packageVersion}+${'~'.repeat(HASH_DIGITS)}`;
      return { define: { __APP_VERSION__: JSON.stringify(placeholder) } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    renderChunk(code) {
      if (!placeholder || !code.includes(placeholder)) return null;
      version ??= `${packageVersion}+${contentHash(this, config.root)}`;
      return { code: code.replaceAll(placeholder, version), map: null };
    },
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!placeholder || !dir) return;
      version ??= `${packageVersion}+${contentHash(this, config.root)}`;
      const folder = join(dir, REPLAYERS_DIR, version);
      rmSync(join(dir, REPLAYERS_DIR), { recursive: true, force: true });
      const files = writeBrowserHalf(folder, bundle, `${REPLAYERS_URL}${version}/`);
      await writeNodeHalf(config, env, version, join(folder, 'node'));
      writeFileSync(
        join(folder, 'build.json'),
        `${JSON.stringify({ version, builtAt: new Date().toISOString(), files }, null, 2)}\n`,
      );
    },
  };
}

/** The package-independent hash of every module's code (transformed, by root-relative id). */
function contentHash(
  context: {
    getModuleIds(): IterableIterator<string>;
    getModuleInfo(id: string): { code: string | null } | null;
  },
  root: string,
): string {
  const hash = createHash('sha256');
  const ids = [...context.getModuleIds()].sort();
  for (const id of ids) {
    hash.update(relative(root, id).split('\\').join('/'));
    hash.update('\u0000');
    hash.update(context.getModuleInfo(id)?.code ?? '');
    hash.update('\u0000');
  }
  return hash.digest('hex').slice(0, HASH_DIGITS);
}

/** A file name of the build's assets, as the chunks, styles and pages refer to it. */
const ASSET_REFERENCE = /(^|[^\w./-])(\/?)assets\/([\w.-]+)/g;
/** Files whose text may refer to other assets. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json)$/;

/**
 * Copies `replayer.html` and every asset it needs, at once or later (chunks and their imports,
 * dynamic imports, styles, and whatever a file names under `assets/`), into `folder`, with
 * their addresses under `base`. Returns how many files it wrote.
 */
function writeBrowserHalf(folder: string, bundle: OutputBundle, base: string): number {
  const page = bundle[REPLAYER_PAGE];
  if (page?.type !== 'asset') throw new Error(`${PLUGIN_NAME}: the build has no ${REPLAYER_PAGE}`);
  const texts = new Map<string, string>();
  const binaries = new Map<string, Uint8Array>();
  const pending: string[] = [];
  const want = (fileName: string) => {
    if (texts.has(fileName) || binaries.has(fileName) || !bundle[fileName]) return;
    const output = bundle[fileName];
    if (output.type === 'chunk') texts.set(fileName, output.code);
    else if (typeof output.source === 'string') texts.set(fileName, output.source);
    else if (TEXT_FILE.test(fileName)) texts.set(fileName, new TextDecoder().decode(output.source));
    else binaries.set(fileName, output.source);
    pending.push(fileName);
  };
  want(REPLAYER_PAGE);
  while (pending.length > 0) {
    const fileName = pending.pop()!;
    const output = bundle[fileName]!;
    if (output.type === 'chunk') {
      for (const next of [...output.imports, ...output.dynamicImports]) want(next);
      for (const next of output.viteMetadata?.importedCss ?? []) want(next);
      for (const next of output.viteMetadata?.importedAssets ?? []) want(next);
    }
    const text = texts.get(fileName);
    if (text !== undefined)
      for (const match of text.matchAll(ASSET_REFERENCE)) want(`assets/${match[3]}`);
  }
  const moved = (text: string) =>
    text.replace(ASSET_REFERENCE, (whole, before: string, slash: string, name: string) =>
      texts.has(`assets/${name}`) || binaries.has(`assets/${name}`)
        ? `${before}${slash ? base : base.slice(1)}assets/${name}`
        : whole,
    );
  mkdirSync(join(folder, 'assets'), { recursive: true });
  for (const [fileName, text] of texts) {
    // The maps stay with the build: a replayer is for replaying, not for debugging the build.
    const out = moved(text).replace(/\n\/[/*]# sourceMappingURL=\S+(?: \*\/)?\s*$/, '\n');
    writeFileSync(join(folder, fileName === REPLAYER_PAGE ? 'index.html' : fileName), out);
  }
  for (const [fileName, bytes] of binaries) writeFileSync(join(folder, fileName), bytes);
  return texts.size + binaries.size;
}

/**
 * Bundles the engine and machines for Node with the build's own config (its plugins but this one
 * and the compression, its defines with the version): one self-contained module, dependencies
 * included, lazy domains inlined.
 */
async function writeNodeHalf(
  config: ResolvedConfig,
  env: ConfigEnv,
  version: string,
  outDir: string,
): Promise<void> {
  const loaded = config.configFile ? await loadConfigFromFile(env, config.configFile) : null;
  const plugins = (loaded?.config.plugins ?? [])
    .flat(Infinity as 1)
    .filter(
      (plugin): plugin is Plugin =>
        !!plugin &&
        typeof plugin === 'object' &&
        'name' in plugin &&
        plugin.name !== PLUGIN_NAME &&
        plugin.name !== 'camclient:precompress',
    );
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins,
    define: { ...loaded?.config.define, __APP_VERSION__: JSON.stringify(version) },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: NODE_ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      minify: false,
      target: 'node20',
      rollupOptions: {
        output: { format: 'es', entryFileNames: 'replay.mjs', inlineDynamicImports: true },
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
          warn(warning);
        },
      },
    },
  });
}
