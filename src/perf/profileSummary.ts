/**
 * Summaries of a V8 CPU profile (CDP `Profiler.stop`, the `.cpuprofile` format) for
 * `bench/paint.bench.ts`: self time per function and per source file, with the built app's
 * positions mapped back to the sources through its source maps, so the biggest costs of the main
 * thread can be named without opening DevTools.
 *
 * @example
 * const summary = summariseProfile(profile, sourceMapsOf(distDir));
 * console.log(formatSummary(summary, 15));
 */

/** The parts of a `.cpuprofile` the summary reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  /** Node ids sampled, and the µs before each sample (both absent in an empty profile). */
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a generated position (0-based line and column) comes from, or null when unknown. */
export type PositionResolver = (
  url: string,
  line: number,
  column: number,
) => { source: string; line: number; name: string | null } | null;

interface ProfileEntry {
  /** `function source:line`, or a V8 pseudo-frame such as `(program)` or `(garbage collector)`. */
  label: string;
  ms: number;
}

export interface ProfileSummary {
  /** Sampled time, idle included. */
  totalMs: number;
  idleMs: number;
  /** Self time per function, largest first. */
  functions: ProfileEntry[];
  /** Self time per source file (npm packages by package), largest first. */
  files: ProfileEntry[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` (Base64 VLQ) into segments per generated line. */
export function decodeMappings(mappings: string): number[][][] {
  const lines: number[][][] = [];
  let line: number[][] = [];
  // Source index, original line, original column and name index carry over between segments.
  const carried = [0, 0, 0, 0];
  let column = 0;
  let segment: number[] = [];
  let value = 0;
  let shift = 0;
  const endSegment = () => {
    if (segment.length === 0) return;
    column += segment[0]!;
    const decoded = [column];
    for (let i = 1; i < segment.length; i++) decoded.push((carried[i - 1]! += segment[i]!));
    line.push(decoded);
    segment = [];
  };
  for (const char of mappings) {
    if (char === ',' || char === ';') {
      endSegment();
      if (char === ';') {
        lines.push(line);
        line = [];
        column = 0;
      }
      continue;
    }
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`not a source map mapping character: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    segment.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  endSegment();
  lines.push(line);
  return lines;
}

/** A resolver over one source map (`{ sources, names, mappings }`). */
export function resolverOf(map: {
  sources: string[];
  names?: string[];
  mappings: string;
}): (line: number, column: number) => ReturnType<PositionResolver> {
  const lines = decodeMappings(map.mappings);
  return (line, column) => {
    const segments = lines[line];
    if (!segments) return null;
    let found: number[] | undefined;
    for (const segment of segments) {
      if (segment[0]! > column) break;
      found = segment;
    }
    if (!found || found.length < 4) return null;
    const source = map.sources[found[1]!];
    if (source === undefined) return null;
    return {
      source,
      line: found[2]! + 1,
      name: found.length > 4 ? (map.names?.[found[4]!] ?? null) : null,
    };
  };
}

/** Shortens a source path: `nm:<package>/…` for npm packages, else the path from the repository. */
export function shortSource(source: string): string {
  const npm = source.lastIndexOf('node_modules/');
  if (npm >= 0) return `nm:${source.slice(npm + 'node_modules/'.length)}`;
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(views|src|machines|services)\//, '$1/');
}

/** The file a label belongs to: npm packages as one file (`nm:react-dom`), sources by path. */
function fileOf(label: string): string {
  const space = label.lastIndexOf(' ');
  if (space < 0) return label;
  const where = label.slice(space + 1).replace(/:\d+$/, '');
  const npm = /^nm:((@[^/]+\/)?[^/]+)/.exec(where);
  return npm ? `nm:${npm[1]}` : where;
}

export function summariseProfile(profile: CpuProfile, resolve: PositionResolver): ProfileSummary {
  const labels = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const origin = url ? resolve(url, lineNumber, columnNumber) : null;
    labels.set(
      node.id,
      origin
        ? `${origin.name ?? name} ${shortSource(origin.source)}:${origin.line}`
        : url
          ? `${name} ${url.slice(url.lastIndexOf('/') + 1)}:${lineNumber + 1}`
          : name,
    );
  }
  const functions = new Map<string, number>();
  let totalUs = 0;
  (profile.samples ?? []).forEach((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    totalUs += delta;
    const label = labels.get(id) ?? '(unknown)';
    functions.set(label, (functions.get(label) ?? 0) + delta);
  });
  const files = new Map<string, number>();
  for (const [label, us] of functions)
    files.set(fileOf(label), (files.get(fileOf(label)) ?? 0) + us);
  const sorted = (entries: Map<string, number>) =>
    [...entries].map(([label, us]) => ({ label, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return {
    totalMs: totalUs / 1000,
    idleMs: (functions.get('(idle)') ?? 0) / 1000,
    functions: sorted(functions),
    files: sorted(files),
  };
}

/** The summary as text: the `top` largest functions and files by self time, with shares of the busy time. */
export function formatSummary(summary: ProfileSummary, top: number): string {
  const busy = summary.totalMs - summary.idleMs;
  const row = ({ label, ms }: ProfileEntry) =>
    `${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / (busy || 1)).toFixed(1).padStart(5)} %  ${label}`;
  const busyOnly = (entries: ProfileEntry[]) => entries.filter((e) => e.label !== '(idle)');
  return [
    `sampled ${summary.totalMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms, busy ${busy.toFixed(0)} ms`,
    'self time by function:',
    ...busyOnly(summary.functions).slice(0, top).map(row),
    'self time by file:',
    ...busyOnly(summary.files).slice(0, top).map(row),
  ].join('\n');
}
