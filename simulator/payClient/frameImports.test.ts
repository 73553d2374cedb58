import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { valueImportsOf } from '../checks/imports.ts';
import { FRAME_MODULES, SHARED_MODULES } from './routes.ts';

const FRAME_DIR = join(dirname(fileURLToPath(import.meta.url)), 'frame');
const REPO = resolve(FRAME_DIR, '..', '..', '..');
const SERVED = new Set([
  ...FRAME_MODULES.map((name) => join(FRAME_DIR, `${name}.ts`)),
  ...Object.values(SHARED_MODULES).map((path) => join(REPO, path)),
]);

/**
 * The pay frame's script runs in the browser as the modules the simulator serves one by one
 * (routes.ts): a value import of any other file is a 404 there, and the frame never loads (CI saw
 * every payment flow time out after a frame module imported a helper of the simulator's).
 */
describe('the pay frame script', () => {
  const modules = readdirSync(FRAME_DIR).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );

  it('is served whole: every frame module is one the simulator serves', () => {
    for (const file of modules) expect(SERVED, file).toContain(join(FRAME_DIR, file));
  });

  it.each(modules)('%s imports values only from modules the simulator serves', (file) => {
    const source = readFileSync(join(FRAME_DIR, file), 'utf8');
    for (const specifier of valueImportsOf(source)) {
      const target = resolve(FRAME_DIR, specifier);
      expect(SERVED, `${file} imports ${relative(REPO, target)}`).toContain(target);
    }
  });
});
