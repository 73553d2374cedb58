import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importCircles,
  importGraph,
  importsOf,
  sourcesUnder,
  valueImportsOf,
} from '../simulator/checks/imports.ts';
import { REPO_DIR } from '../simulator/server.ts';

/**
 * The client modules the simulator may import as values (decision 0020): pure rules and constants
 * of the spec, each with a unit test written from the spec beside it. Types, and the spec's
 * constants in a domain's `*.types.ts`, it may always import.
 */
const SIMULATOR_SHARED_RULES = [
  'machines/actorProfile/recommendations.ts',
  'machines/blog/blog.rules.ts',
  'machines/content/content.price.ts',
  'machines/content/content.offers.ts',
  'machines/content/scrub.ts',
  'machines/liveChat/exitCodes.ts',
  'machines/profile/profile.validation.ts',
  'machines/rewards/berlinTime.ts',
  'machines/rewards/rewardBoxes.ts',
  'machines/shared/money.ts',
  'machines/videos/videos.rules.ts',
];

/** The most lines a source file of the simulator may have (issue 52 §6): split it by concern. */
const SIMULATOR_MAX_LINES = 500;

/** The simulator's source files (code and style, not tests), by path under the repository. */
function simulatorSources(dir = join(REPO_DIR, 'simulator')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : simulatorSources(path);
    const source = /\.(?:tsx?|m?js|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source ? [relative(REPO_DIR, path)] : [];
  });
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the size of files (issue 52)', () => {
  it(`no simulator source file over ${SIMULATOR_MAX_LINES} lines`, () => {
    const sources = simulatorSources();
    expect(sources).toContain('simulator/payClient/service.ts');
    const long = sources
      .map((file) => `${file}: ${lineCount(readFileSync(join(REPO_DIR, file), 'utf8'))}`)
      .filter((entry) => Number(entry.split(': ')[1]) > SIMULATOR_MAX_LINES);
    expect(long).toEqual([]);
  });
});

describe('the import structure (issue 24)', () => {
  it('the simulator takes from the client only types and the shared rules of decision 0020', () => {
    const simulatorDir = join(REPO_DIR, 'simulator');
    const imported = new Set<string>();
    for (const file of sourcesUnder(simulatorDir).filter((f) => !f.endsWith('.test.ts'))) {
      for (const specifier of valueImportsOf(readFileSync(file, 'utf8'))) {
        const target = relative(REPO_DIR, resolve(dirname(file), specifier));
        // A domain's types file may hold the spec's constants (codes, page sizes) beside its types.
        if (target.startsWith('machines/') && !target.endsWith('.types.ts')) imported.add(target);
      }
    }
    expect([...imported].filter((t) => !SIMULATOR_SHARED_RULES.includes(t)).sort()).toEqual([]);
  });

  it('every shared rule has a unit test beside it', () => {
    const untested = SIMULATOR_SHARED_RULES.filter(
      (rule) => !existsSync(join(REPO_DIR, rule.replace(/\.ts$/, '.test.ts'))),
    );
    expect(untested).toEqual([]);
  });

  it('has no import circle: no group of files that reach each other, type-only imports counted', () => {
    expect(importCircles(importGraph(REPO_DIR))).toEqual([]);
  });

  it('the map of system events imports nothing: each domain adds its own events to it', () => {
    const typeMap = readFileSync(join(REPO_DIR, 'machines/shared/systemEvents.ts'), 'utf8');
    expect(importsOf(typeMap)).toEqual([]);
  });

  it('machines/shared imports nothing from a domain, type-only imports counted (issue 52 §5)', () => {
    const sources = sourcesUnder(join(REPO_DIR, 'machines/shared')).filter(
      (file) => !/\.test\.tsx?$/.test(file),
    );
    expect(sources.map((file) => relative(REPO_DIR, file))).toContain(
      'machines/shared/domainEvents.ts',
    );
    const fromDomains = sources.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((specifier) => relative(REPO_DIR, resolve(dirname(file), specifier)))
        .filter(
          (target) => target.startsWith('machines/') && !target.startsWith('machines/shared/'),
        )
        .map((target) => `${relative(REPO_DIR, file)} imports ${target}`),
    );
    expect(fromDomains).toEqual([]);
  });

  it('every decision record says when it was taken and whether it holds (docs/decisions/template.md)', () => {
    const dir = new URL('../docs/decisions/', import.meta.url);
    const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    const missing = records.filter((name) => {
      const text = readFileSync(new URL(name, dir), 'utf8');
      return !/^- Date: \d{4}-\d{2}-\d{2}$/m.test(text) || !/^- Status: \S/m.test(text);
    });
    expect(missing).toEqual([]);
  });
});
