import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/** The Node this project runs on (DEVELOPERS.md: Node 20.20, no newer one on the machines). */
const RUNTIME_NODE = '20.20.0';

interface LockPackage {
  engines?: { node?: string };
  optional?: boolean;
}

describe('installed packages', () => {
  it('all declare support for the Node we run on (no cookie@2 through @fastify/cookie or light-my-request)', () => {
    const lock = JSON.parse(
      readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    ) as {
      packages: Record<string, LockPackage>;
    };
    const unsupported = Object.entries(lock.packages)
      .filter(([, entry]) => !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(RUNTIME_NODE, entry.engines?.node ?? '*'))
      .map(([path, entry]) => `${path} needs node ${entry.engines?.node}`);
    expect(unsupported).toEqual([]);
  });
});
