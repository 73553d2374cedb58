import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeSegment, originalPositions } from './sourceMaps.ts';

describe('decodeSegment', () => {
  it('reads base64 VLQ fields: signs, several digits, one field', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('KAAKA')).toEqual([5, 0, 0, 5, 0]);
    expect(decodeSegment('UDEA')).toEqual([10, -1, 2, 0]);
    // 16 and -17 need a continuation digit (the sixth bit): g|B and j|B.
    expect(decodeSegment('gBjB')).toEqual([16, -17]);
    expect(decodeSegment('G')).toEqual([3]);
  });
});

describe('originalPositions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sourceMaps-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const mapPath = join(dir, 'chunk.js.map');
  // Generated line 0: a.ts:1 at column 0, a.ts:1 named `start` at 5, unmapped glue from 8.
  // Generated line 1 (columns start again, the rest go on): b.ts:2 named `finish` at 2, b.ts:2
  // unnamed at 8, a.ts:4 unnamed at 18. Generated line 2 maps nothing.
  writeFileSync(
    mapPath,
    JSON.stringify({
      version: 3,
      sources: ['src/a.ts', 'src/b.ts'],
      names: ['start', 'finish'],
      mappings: 'AAAA,KAAKA,G;ECCAC,MAAA,UDEA;',
    }),
  );
  const lookup = originalPositions(mapPath);
  const at = (line: number, column: number) => lookup?.(line, column);

  it('gives the segment at a column, with its name when it has one', () => {
    expect(at(0, 0)).toEqual({ source: 'src/a.ts', line: 1, name: undefined });
    expect(at(0, 5)).toEqual({ source: 'src/a.ts', line: 1, name: 'start' });
    expect(at(1, 2)).toEqual({ source: 'src/b.ts', line: 2, name: 'finish' });
  });

  it('gives the nearest segment before a column between segments or past the last', () => {
    expect(at(0, 4)).toEqual({ source: 'src/a.ts', line: 1, name: undefined });
    expect(at(0, 7)).toEqual({ source: 'src/a.ts', line: 1, name: 'start' });
    expect(at(1, 17)).toEqual({ source: 'src/b.ts', line: 2, name: undefined });
    expect(at(1, 500)).toEqual({ source: 'src/a.ts', line: 4, name: undefined });
  });

  it('maps nothing before the first segment, in unmapped glue, or on a line without segments', () => {
    expect(at(1, 0)).toBeNull();
    expect(at(1, 1)).toBeNull();
    expect(at(0, 8)).toBeNull();
    expect(at(0, 40)).toBeNull();
    expect(at(2, 0)).toBeNull();
    expect(at(9, 0)).toBeNull();
  });

  it('is null for a file without a map', () => {
    expect(originalPositions(join(dir, 'missing.js.map'))).toBeNull();
  });
});
