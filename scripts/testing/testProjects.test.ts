import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OWN_MODULES_TESTS, SHARED_FOLDERS } from './testProjects.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** What makes a test need its own modules: it replaces a module, a global or the environment. */
const OWN_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${folder}/${file.split('\\').join('/')}`);
}

describe('the unit tests that share a module graph (vite.config.ts projects)', () => {
  it('include no test that mocks a module or stubs a global: those are listed to run isolated', () => {
    const mocking = SHARED_FOLDERS.flatMap(testFiles).filter((file) =>
      OWN_MODULES.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(mocking.filter((file) => !OWN_MODULES_TESTS.includes(file))).toEqual([]);
  });

  it('list only test files that exist in the shared folders', () => {
    const files = SHARED_FOLDERS.flatMap(testFiles);
    expect(OWN_MODULES_TESTS.filter((file) => !files.includes(file))).toEqual([]);
  });
});
