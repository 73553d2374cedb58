import { existsSync, readFileSync } from 'node:fs';

/**
 * Reading the build's source maps (`vite build` emits them): the bundle bench attributes bytes to
 * the original files, e2e/cpuProbe.ts attributes a CPU profile's frames to the original functions.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Where generated code comes from: its original file, line (1-based) and name, if mapped. */
export interface OriginalPosition {
  source: string;
  line: number;
  name: string | undefined;
}

/** A mapped segment: its generated column, and its source, original line and name indexes. */
type Segment = readonly [column: number, source: number, line: number, name: number | undefined];

/**
 * The original position of a place in the generated file whose map is `mapPath` (0-based line
 * and column, as CDP's call frames give them): the nearest mapped segment at or before it on its
 * line, as source-map libraries look up by default. Null when the file has no map or the place
 * maps to nothing (a chunk's generated glue).
 */
export function originalPositions(
  mapPath: string,
): ((line: number, column: number) => OriginalPosition | null) | null {
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as {
    sources: string[];
    names?: string[];
    mappings: string;
  };
  let source = 0;
  let line = 0;
  let name = 0;
  const lines = map.mappings.split(';').map((lineMappings) => {
    let column = 0;
    const segments: (Segment | readonly [column: number])[] = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      // The original column (the fourth field) is not needed: each field is a delta of its own.
      const [columnDelta = 0, sourceDelta, lineDelta = 0, , nameDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) {
        segments.push([column]);
        continue;
      }
      source += sourceDelta;
      line += lineDelta;
      if (nameDelta !== undefined) name += nameDelta;
      segments.push([column, source, line, nameDelta === undefined ? undefined : name]);
    }
    return segments;
  });
  return (generatedLine, column) => {
    const segments = lines[generatedLine] ?? [];
    let low = 0;
    let high = segments.length - 1;
    let found: Segment | readonly [column: number] | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const segment = segments[middle];
      if (segment && segment[0] <= column) {
        found = segment;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (!found || found.length === 1) return null;
    const [, index, originalLine, nameIndex] = found;
    return {
      source: map.sources[index] ?? '?',
      line: originalLine + 1,
      name: nameIndex === undefined ? undefined : map.names?.[nameIndex],
    };
  };
}
