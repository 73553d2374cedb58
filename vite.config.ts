import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

const LANGUAGE_CATALOG = /\/src\/i18n\/messages\/(de|en|es|nl)\.ts$/;

/**
 * A feature's texts file holds all four languages in one object. Imported from a language's
 * catalog, it becomes a module of that language (`features/x.ts?lang=de`): Rollup then drops the
 * properties the catalog does not read, so each language's chunk carries only its own texts.
 */
function featureTextsPerLanguage(): Plugin {
  return {
    name: 'camclient:feature-texts-per-language',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const language = importer && LANGUAGE_CATALOG.exec(importer)?.[1];
      if (!language || !source.startsWith('./features/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}?lang=${language}` };
    },
  };
}

export default defineConfig({
  plugins: [react(), featureTextsPerLanguage()],
  define: { __APP_VERSION__: JSON.stringify(version) },
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
      // The app, and the support replay viewer (served at /support/ by the simulator).
      input: { main: 'index.html', support: 'support.html' },
      // zod's sources carry annotations Rollup cannot place; they are harmless and only noise.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  test: {
    include: ['{machines,services,views,src,simulator,fixtures,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    // Vitest's default leaves a core idle; here the machine runs nothing else while it tests, and
    // a worker per core halves the run (two cores: 121 s → 72 s for the unit tests).
    maxWorkers: '100%',
    // Property and model tests run thousands of paths; on a shared two-core machine 5 s is too
    // little for them. This is a hang guard, not a speed assertion (speed lives in bench/).
    testTimeout: 60_000,
  },
});
