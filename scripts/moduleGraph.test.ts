import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * One module graph (issue 50 §3): the build that guests get and the tests (vitest runs Vite's dev
 * pipeline over the same config) resolve `react`, `react-dom`, `react-router` and `graphql` to the
 * same packages. The build's side is read from its source maps (the files it bundled); the tests'
 * side from the dev server's plugin container, as vitest resolves. `npm test` builds `dist/` first.
 */
const root = join(import.meta.dirname, '..');
const dist = process.env.E2E_DIST_DIR ?? join(root, 'dist');

/** The npm packages whose files a source map lists (`node_modules/<name>/…`, scoped too). */
function bundledPackages(): Set<string> {
  const assets = join(dist, 'assets');
  const packages = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(assets, file), 'utf8')) as {
      sources: string[];
    };
    for (const source of sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
      if (match?.[1]) packages.add(match[1]);
    }
  }
  return packages;
}

/** The package a resolved file belongs to. */
const packageOf = (file: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];

// What the browser's code imports, from where it imports it.
const IMPORTS: [specifier: string, importer: string][] = [
  ['react', 'views/AppRouter.tsx'],
  ['react-dom/client', 'src/main.tsx'],
  ['react/jsx-runtime', 'views/AppRouter.tsx'],
  ['react-router', 'views/AppRouter.tsx'],
  ['graphql', 'node_modules/graphql-request/build/legacy/helpers/analyzeDocument.js'],
  ['graphql', 'services/graphql/subscriptions.ts'],
];

describe('one module graph for the build and the tests', () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'test',
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, ws: false },
    });
  });
  afterAll(() => server.close());

  it('has a build to compare with', () => {
    expect(existsSync(join(dist, '.vite/manifest.json')), `no build in ${dist}`).toBe(true);
  });

  it.each(IMPORTS)('resolves %s from %s to a package the build bundles', async (spec, from) => {
    // As vitest's module runner resolves (server-side, without the dev server's prebundling).
    const resolved = await server.pluginContainer.resolveId(spec, join(root, from), { ssr: true });
    const name = resolved && packageOf(resolved.id);
    expect(name, `${spec} from ${from}`).toBeTruthy();
    expect([...bundledPackages()]).toContain(name);
  });

  it('names its mode, which the simulator checks before serving it in production', () => {
    // npm test and the benches build with `--mode e2e`; production refuses any but a production build.
    expect(readFileSync(join(dist, '.build-mode'), 'utf8').trim()).toMatch(
      /^(e2e|demo|production)$/,
    );
  });

  it("bundles React's own reconciler, react-router, and no Preact nor graphql-js", () => {
    const packages = bundledPackages();
    for (const name of ['react', 'react-dom', 'react-router', '@0no-co/graphql.web'])
      expect(packages, name).toContain(name);
    for (const name of ['preact', 'graphql']) expect(packages, name).not.toContain(name);
    // React 19's reconciler is in react-dom's client build; its minified errors link here.
    const js = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    const reconciler = js.filter((name) =>
      readFileSync(join(dist, 'assets', name), 'utf8').includes('react.dev/errors/'),
    );
    expect(reconciler.length).toBeGreaterThan(0);
  });

  it("loads react-router's production build, in the bundle and in the tests", async () => {
    // Its package exports name only dist/development (remix-run/react-router#14102); vite.config.ts
    // resolves the package's own production entry in every mode.
    const sources = readdirSync(join(dist, 'assets'))
      .filter((name) => name.endsWith('.js.map'))
      .flatMap(
        (name) =>
          (
            JSON.parse(readFileSync(join(dist, 'assets', name), 'utf8')) as {
              sources: string[];
            }
          ).sources,
      )
      .filter((source) => source.includes('node_modules/react-router/'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => !source.includes('/dist/production/'))).toEqual([]);
    const resolved = await server.pluginContainer.resolveId(
      'react-router',
      join(root, 'views/AppRouter.tsx'),
      { ssr: true },
    );
    expect(resolved?.id).toMatch(/react-router\/dist\/production\//);
  });
});
