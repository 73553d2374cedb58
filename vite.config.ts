import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  test: {
    include: ['{machines,services,views,src,simulator,fixtures,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
  },
});
