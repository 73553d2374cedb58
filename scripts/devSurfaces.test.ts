import { describe, expect, it } from 'vitest';
import config from '../vite.config.ts';

/** The `define` of the config Vite builds with in `mode`. */
const defineOf = (mode: string) => {
  const resolved = typeof config === 'function' ? config({ mode, command: 'build' }) : config;
  return (resolved as { define?: Record<string, string> }).define ?? {};
};

describe('developer surfaces (issue 23 §6)', () => {
  it('are left out of a production build: no inspector, no window.__camclient', () => {
    expect(defineOf('production').__DEV_SURFACES__).toBe('false');
  });

  it('are in the builds of npm test and the benches (e2e), npm start (demo) and vite dev', () => {
    for (const mode of ['e2e', 'demo', 'development'])
      expect(defineOf(mode).__DEV_SURFACES__, mode).toBe('true');
  });
});
