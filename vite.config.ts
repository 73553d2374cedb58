import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunksLoadedWith, firstLoadReport } from './scripts/moduleGraph.ts';
import { replayerBundle } from './scripts/replayerBundle.ts';
import { OWN_MODULES_TESTS, SHARED_FOLDERS } from './scripts/testing/testProjects.ts';
import { laterGroupOf } from './src/i18n/messages/later.ts';
import { prerenderFrames } from './src/prerender/plugin.ts';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

/** A language's first catalog (`en.ts`): the language pages preload it. */
const LANGUAGE_CATALOG = /\/src\/i18n\/messages\/(de|en|es|nl)\.ts$/;
/**
 * A language's texts, its first catalog or a group of later areas (`later/<group>.en.ts`): its
 * feature texts are its own.
 */
const LANGUAGE_TEXTS = /\/src\/i18n\/messages\/(?:later\/\w+\.)?(de|en|es|nl)\.ts$/;
/** A group of later areas' texts in one language, or a feature's texts of one language. */
const LATER_GROUP_TEXTS = /\/src\/i18n\/messages\/later\/(\w+)\.(de|en|es|nl)\.ts$/;
const FEATURE_TEXTS = /\/src\/i18n\/messages\/features\/(\w+)\.ts\?lang=(de|en|es|nl)$/;

/**
 * Each group of later areas' texts in each language is a chunk of its own (`texts-<group>.<lang>`),
 * with the feature texts it reads: Rollup's small-chunk merging would otherwise move those
 * side-effect-free modules into a chunk the entry loads (every language's texts of every later
 * area on the first load: +30 kB gzip on `/en/`).
 */
function laterTextsChunk(id: string): string | undefined {
  const group = LATER_GROUP_TEXTS.exec(id);
  if (group) return `texts-${group[1]}.${group[2]}`;
  const feature = FEATURE_TEXTS.exec(id);
  const featureGroup = feature && laterGroupOf(feature[1] ?? '');
  return feature && featureGroup ? `texts-${featureGroup}.${feature[2]}` : undefined;
}

/**
 * A language's first catalog with the feature texts it reads is a chunk of its own too (named by
 * its language, as Rollup named it): with the lazy-only groups below placed by name, the merge
 * moved the Spanish and Dutch catalogs into chunks the entry loads (`/en/` +22 kB).
 */
function firstCatalogChunk(id: string): string | undefined {
  const catalog = LANGUAGE_CATALOG.exec(id);
  if (catalog) return catalog[1];
  const feature = FEATURE_TEXTS.exec(id);
  return feature && !laterGroupOf(feature[1] ?? '') ? feature[2] : undefined;
}

/**
 * Modules that only lazily loaded chunks import (a domain's wiring, a screen, a modal's body),
 * each group a chunk of its own. Left to Rollup's small-chunk merge (`experimentalMinChunkSize`)
 * they went into chunks of the first load: the merge takes the target that adds the fewest bytes
 * overall, and a chunk every page loads adds only the stray's own, so `/en/` carried the pay
 * tour's payment client, the video lists' route code, the rating machine, the VIP club page, the
 * daily bonus hook and the incentive modals' bodies (about 8 kB gzip; docs/performance.md,
 * "Issue 50 §5, /en/ toward 220 kB"). Only these modules are placed (`onlyExplicitManualChunks`):
 * their imports stay where Rollup puts them.
 *
 * Why a list and not a rule from the module graph: the rule (every module that the app's entry,
 * its screens and the start page's first blocks do not import statically, in a chunk named by the
 * dynamic imports that reach it) was built and measured (session 44, docs/performance.md): it
 * takes every lazy chunk out of the merge, so the build had 223 files instead of 162 and `/en/`
 * loaded 250.7 kB in 35 files instead of 245.6 kB in 23, the content routes -0.4 to +2.3 kB.
 * The graph checks the list instead: `firstLoadReport` (scripts/moduleGraph.ts) writes the
 * lazy-only modules the first load carries, and scripts/moduleGraph.test.ts fails on one it does
 * not accept. It accepts 20 small shared ones (6.7 kB minified, 0.8 kB gzip on `/en/`): a group of
 * their own took them out of `/en/` (245.6 → 244.8 kB) but added 2.5 to 3.0 kB to every content
 * route, which then loads that chunk.
 */
const LAZY_ONLY_CHUNKS: ReadonlyArray<readonly [name: string, modules: RegExp]> = [
  ['payment', /\/services\/payment\/(?:protocol|checkout)\.ts$/],
  [
    'videos-route',
    /\/machines\/videos\/(?:videos\.route|videos\.rules|videos\.queries|albums)\.ts$/,
  ],
  ['content-rating', /\/machines\/content\/rating\.machine\.ts$/],
  // The content machine's children and buying rules, which its two pages load with it: with
  // each page a chunk of its own, the merge put the rules in a chunk of the first load (with the
  // platform's day: `/en/` +1.6 kB) and split the children into three chunks.
  [
    'content-children',
    /\/machines\/content\/(?:content\.offers|(?:video|album)Rating\.machine|albumComments\.machine|album\.types)\.ts$/,
  ],
  ['incentive-bodies', /\/views\/incentives\/bodies\/(?!ModalText)\w+\.tsx?$/],
  ['vip-club', /\/views\/payTour\/VipClubPage\.tsx$/],
  [
    'daily-bonus',
    /\/(?:views\/rewards\/(?:useOpenDailyBonus|DailyBonusCountdown)\.tsx?|machines\/dailyBonus\/dailyBonus\.selectors\.ts)$/,
  ],
  // The platform's day, read by the daily bonus and by a video's daily-bonus price: in the daily
  // bonus's chunk, a video's page loaded that chunk's views for it (1.1 kB).
  ['berlin-time', /\/machines\/rewards\/berlinTime\.ts$/],
  ['benefits', /\/machines\/benefits\/benefits\.selectors\.ts$/],
  // The search panel's rules, which only its lazily loaded panel and the search domain read, and
  // the recommendations' title: the merge put each in a chunk of the first load.
  ['search-rules', /\/machines\/search\/search\.rules\.ts$/],
  ['recommendations-title', /\/views\/actorProfile\/recommendationsTitle\.ts$/],
  // The video filter's form, which her profile's room for her albums renders before their part
  // comes: in the profile's chunk, her albums and the videos pages loaded that chunk for it; left
  // to the merge, their filter's code went into the recommendations' chunk.
  ['video-controls-form', /\/views\/videos\/VideoControlsForm\.tsx$/],
  // The tile grid's virtualizer, which loads with the grid on a guest's first scroll: since
  // 7980d696 the merge put it in a chunk of the first load with an incentive's text (/en/ +10.4 kB).
  ['virtualizer', /\/node_modules\/@tanstack\/(?:react-virtual|virtual-core)\//],
  // The grid's mode and width hooks and the tile grids' selectors, which only the grids' lazily
  // loaded code reads: since f64b291c (the grid's parts import its sheet) the merge put them in a
  // chunk of the first load.
  [
    'tile-grid-mode',
    /\/(?:machines\/tileGrids\/tileGrids\.selectors|views\/tileGrid\/(?:useGridMode|useViewportWidth))\.ts$/,
  ],
];

/** The chunk a module is placed in by name: a language's texts, or a group of lazy-only code. */
function manualChunk(id: string): string | undefined {
  return (
    laterTextsChunk(id) ??
    firstCatalogChunk(id) ??
    LAZY_ONLY_CHUNKS.find(([, modules]) => modules.test(id))?.[0]
  );
}

/** The language of `index.html` (paths without a known language prefix fall back to it). */
const FALLBACK_LANGUAGE = 'en';

/**
 * A feature's texts file holds all four languages in one object. Imported from a language's
 * catalog (its first one, or a group of its later areas), it becomes a module of that language
 * (`features/x.ts?lang=de`): Rollup then drops the
 * properties the catalog does not read, so each language's chunk carries only its own texts.
 * In every mode, like the graphql mapping: `vite dev` and vitest load the same modules the build
 * does (issue 50, one module graph).
 */
function featureTextsPerLanguage(): Plugin {
  return {
    name: 'camclient:feature-texts-per-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const language = importer && LANGUAGE_TEXTS.exec(importer)?.[1];
      if (!language || !/^\.\.?\/features\//.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}?lang=${language}` };
    },
  };
}

/**
 * The browser's GraphQL documents are sent as strings and need no graphql-js (decision 0007):
 * graphql-request's `parse`/`print`/`Kind` and our `print` come from @0no-co/graphql.web, the
 * small spec-compliant parser and printer gql.tada already ships (same AST). In every mode (the
 * build, `vite dev` and vitest, which inlines graphql-request for it), so that the module graph
 * the tests run is the one guests get (issue 50). The simulator and the schema tools, which
 * execute and introspect, import the real graphql-js: only the client's importers are mapped.
 */
const BROWSER_GRAPHQL = '@0no-co/graphql.web';
const CLIENT_GRAPHQL_IMPORTER = /\/node_modules\/graphql-request\/|\/services\/graphql\/[^/]+\.ts$/;

function browserGraphql(): Plugin {
  return {
    name: 'camclient:browser-graphql',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'graphql' || !importer || !CLIENT_GRAPHQL_IMPORTER.test(importer)) return null;
      return this.resolve(BROWSER_GRAPHQL, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * react-router 7 ships a production build (`dist/production`, no dev warnings, smaller) but its
 * package exports point every condition at `dist/development` (remix-run/react-router#14102,
 * "intended to be temporary"). We resolve the package's own production entry instead, in every
 * mode, so the build, `vite dev` and vitest load the same files (issue 50 §3, one module graph).
 * When the package's exports pick `dist/production` themselves, this plugin can go.
 */
const REACT_ROUTER_PRODUCTION = join(
  import.meta.dirname,
  'node_modules/react-router/dist/production/index.mjs',
);

function reactRouterProduction(): Plugin {
  return {
    name: 'camclient:react-router-production',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? REACT_ROUTER_PRODUCTION : null;
    },
  };
}

/** Unit tests that render into a DOM, by their name (vitest's `dom` project below). */
const DOM_TESTS = '**/*.dom.test.tsx';

/** The screens' chunk (the router, the layout, every screen): BootGate imports it at once. */
const SCREENS_MODULE = '/views/AppRouter.tsx';

/**
 * What `/en/` loads at once beside the screens: the start page's blocks a first visit shows on a
 * 1280×800 screen (the favourites and the top cams, e2e/homeFirstScreen.e2e.ts) and the domain
 * the top cams start.
 */
const FIRST_SCREEN_BLOCKS = [
  'views/favourites/HomeBlock.tsx',
  'views/cams/HomeBlocks.tsx',
  'src/engine/features/cams.ts',
];

/**
 * `<link rel="modulepreload">` for the screens' chunk and the chunks it imports, in `index.html`.
 * The entry imports it dynamically as its first act (src/app/BootGate.tsx), but a chunk's body
 * runs only after every chunk it imports has evaluated (React, XState, the engine, the machines:
 * the page load's longest task), so without this the request went out only after that task;
 * with it the browser fetches the screens beside the entry's own files.
 */
function preloadScreens(): Plugin {
  return {
    name: 'camclient:preload-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.chunk) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // By its modules: a chunk Rollup merged small chunks into has no facade module.
        const screens = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(SCREENS_MODULE)),
        );
        if (!screens) return [];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = chunksLoadedWith(chunks, [context.chunk.fileName]);
        // Only a page whose entry asks for the screens (the app and the replayer, not the console).
        const asked = [...entryFiles].some((file) =>
          byFile.get(file)?.dynamicImports.includes(screens.fileName),
        );
        if (!asked) return [];
        const files = chunksLoadedWith(chunks, [screens.fileName], entryFiles);
        // Their stylesheets too: the import adds them as <link rel="stylesheet"> when it runs.
        const styles = [...files].flatMap((file) => [
          ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * One app page per language, `index.<lang>.html`, which the simulator sends for paths under that
 * language (simulator/routes/app.ts): `<html lang>` is the page's from the first byte, and the
 * language's texts are fetched beside the entry's files (`modulepreload`). The first render
 * waits for them, and the entry could ask for them only once its modules had run (on a phone,
 * a second after the scripts). `index.html` stays the page of the fallback language.
 */
function languagePages(): Plugin {
  return {
    name: 'camclient:language-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const html = index.source;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const language = output.facadeModuleId && LANGUAGE_CATALOG.exec(output.facadeModuleId)?.[1];
        if (!language) continue;
        const links = [output.fileName, ...output.imports]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        const page = html
          .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
          .replace('</head>', `  ${links}\n  </head>`);
        if (language === FALLBACK_LANGUAGE) index.source = page;
        this.emitFile({ type: 'asset', fileName: `index.${language}.html`, source: page });
      }
    },
  };
}

/** What the simulator serves compressed: text assets worth it (source maps only to developers). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset
 * of the build, once, so the simulator sends them by `Accept-Encoding` without compressing per
 * request (simulator/routes/app.ts). node:zlib only: no plugin dependency.
 */
function precompress(): Plugin {
  return {
    name: 'camclient:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * `dist/.build-mode` names the mode the build was made in: the simulator's production mode serves
 * only a production build (simulator/server.ts, `requireProductionBuild`), never an e2e or demo
 * build with the inspector and `window.__camclient` in it.
 */
function buildModeMarker(mode: string): Plugin {
  return {
    name: 'camclient:build-mode-marker',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) writeFileSync(join(options.dir, '.build-mode'), `${mode}\n`);
    },
  };
}

/**
 * The developer surfaces (`?inspect=1`, `window.__camclient`) are built in for every mode but
 * `production` (issue 23 §6): `npm test` and the benches build with `--mode e2e`, `npm start` with
 * `--mode demo`, `vite dev` is `development`; a plain `vite build` is what guests get. Staff replay
 * reports in the support console (`/support/`), which every build has.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    featureTextsPerLanguage(),
    browserGraphql(),
    reactRouterProduction(),
    preloadScreens(),
    languagePages(),
    // After the language pages: each guest route's page is its language page with its frame.
    prerenderFrames(),
    precompress(),
    replayerBundle(),
    buildModeMarker(mode),
    // `.vite/first-load.json`: lazy-only modules in the app's first load (scripts/moduleGraph.ts).
    firstLoadReport({
      root: import.meta.dirname,
      pages: { 'index.html': [SCREENS_MODULE.slice(1), ...FIRST_SCREEN_BLOCKS] },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __DEV_SURFACES__: JSON.stringify(mode !== 'production'),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/bundle.bench.ts reads the entries, their static imports and the lazy chunks from it.
    manifest: true,
    target: 'es2022',
    // The bundle budget is measured and reported by `npm run bench`, not by this warning; the one
    // big chunk is elkjs, loaded only when the developer inspector draws a statechart.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      // The app, the support console (served at /support/ by the simulator) and the sandboxed
      // frame it replays a report in (/support/replayer/).
      input: { main: 'index.html', support: 'support.html', replayer: 'replayer.html' },
      // Chunks under 60 kB merge into a neighbour with the same importers: at 20 kB the start page
      // loaded pieces it does not show beside those it does, at 8 kB or less more bytes in more
      // files (docs/performance.md, “Preact in the browser, and the texts of later areas”); on
      // React, `/en/` until idle: 25 kB 244.1, 40 kB 243.6, 50 kB 243.6, 60 and 75 kB 242.6,
      // 100 kB 253.0 kB gzip (“What `/en/` loads until idle”).
      output: {
        experimentalMinChunkSize: 60_000,
        manualChunks: manualChunk,
        onlyExplicitManualChunks: true,
      },
      // zod's sources carry annotations Rollup cannot place; they are harmless and only noise.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'node',
    pool: 'threads',
    // Vitest's default leaves a core idle; here the machine runs nothing else while it tests, and
    // a worker per core halves the run (two cores: 121 s → 72 s for the unit tests).
    maxWorkers: '100%',
    // Property and model tests run thousands of paths; on a shared two-core machine 5 s is too
    // little for them. This is a hang guard, not a speed assertion (speed lives in bench/).
    testTimeout: 60_000,
    // Hooks start simulators (a store, a catalogue); the same hang guard, not a speed assertion.
    hookTimeout: 60_000,
    // graphql-ws and graphql-http check `instanceof GraphQLError`: run them through Vite like the
    // simulator's code, so all see the same graphql module (else Node loads graphql's CommonJS
    // build for them). graphql-request goes through Vite so that browserGraphql maps its `graphql`
    // as the build does.
    server: { deps: { inline: ['graphql-ws', 'graphql-http', 'graphql-request'] } },
    projects: [
      {
        extends: true,
        test: {
          // Statecharts and the contract's data: pure modules with no state outside the actors a
          // test creates, so the files of a worker share one module graph instead of importing
          // xstate and the machines again per file. The whole run on two cores: 282 s → 236 s
          // wall, 525 → 434 CPU-s (`/usr/bin/time npx vitest run`, before and after).
          name: 'pure',
          include: ['{contract,machines}/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The simulator's, the engine's and the scripts' tests build what they use (a simulator,
          // an engine, a store in a temporary folder): the files of a worker share one module
          // graph, except those that mock a module or stub a global (scripts/testing/testProjects.ts).
          // The simulator's tests: 554 s → 294 s wall, 264 → 114 CPU-s (`/usr/bin/time npx
          // vitest run simulator`, isolated and not, on a loaded two-core machine).
          name: 'shared',
          include: SHARED_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: ['**/node_modules/**', DOM_TESTS, ...OWN_MODULES_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Services and views hold module state (stores, registries, the DOM, globals a test
          // stubs), as do the tests listed in testProjects.ts: each file gets fresh modules.
          name: 'isolated',
          include: ['{services,views,fixtures}/**/*.test.{ts,tsx}', ...OWN_MODULES_TESTS],
          exclude: ['**/node_modules/**', DOM_TESTS],
        },
      },
      {
        extends: true,
        test: {
          // Components rendered into a DOM (react-dom's root, effects, layout through the
          // window): happy-dom's document and window as globals, in the module graph of the other
          // tests (scripts/testing/domEnvironment.ts); each file gets fresh modules and a fresh
          // window. Only these files: the rest run in Node without a DOM.
          name: 'dom',
          include: [DOM_TESTS],
          environment: './scripts/testing/domEnvironment.ts',
        },
      },
    ],
  },
}));
