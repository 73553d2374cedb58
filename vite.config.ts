import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    sourcemap: true,
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
  },
});
