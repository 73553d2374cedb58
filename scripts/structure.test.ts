import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../simulator/checks/imports.ts';
import { REPO_DIR } from '../simulator/server.ts';

/**
 * The one file allowed on an import cycle: the map of each system id to the events its actor
 * takes (`toSystem` checks sends against it) imports every machine's event types, and machines
 * import the senders beside it. Its imports are all `import type`, so no cycle exists at run time.
 */
const TYPE_MAP = 'machines/shared/systemEvents.ts';

describe('the import structure (issue 24)', () => {
  it('has no import cycle, but those through the type-only map of system events', () => {
    const cycles = findCycles(importGraph(REPO_DIR));
    expect(cycles.filter((cycle) => !cycle.includes(TYPE_MAP))).toEqual([]);
  });

  it('the map of system events imports types only', () => {
    const source = readFileSync(new URL(`../${TYPE_MAP}`, import.meta.url), 'utf8');
    expect(source.match(/^import (?!type )/gm) ?? []).toEqual([]);
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
