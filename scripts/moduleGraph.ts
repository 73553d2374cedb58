import type { Plugin, Rollup } from 'vite';

/**
 * What a page loads before its first screen, checked against the module graph (issue 50 §5): a
 * module that only dynamic imports reach (a lazy domain's wiring, a modal's body, a later screen)
 * must not sit in a chunk that the page loads at once. Rollup's small-chunk merge
 * (`experimentalMinChunkSize`, vite.config.ts) may put it there: it merges a small side-effect-free
 * chunk into the neighbour that adds the fewest bytes overall, and a chunk every page loads adds
 * only the stray's own. `LAZY_ONLY_CHUNKS` in vite.config.ts names the groups that strayed; this
 * report finds any that strays next, and `scripts/moduleGraph.test.ts` fails on it.
 */

/** The part of Rollup's module info the check reads. */
export interface ModuleNode {
  importedIds: readonly string[];
}

/** The part of an output chunk the check reads. */
export type ChunkNode = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'moduleIds'>;

/** One module in a first-load chunk that the page's roots do not import statically. */
export interface Stray {
  module: string;
  chunk: string;
}

/** The modules `roots` reach through static imports alone (themselves included). */
export function staticallyReached(
  roots: Iterable<string>,
  moduleInfo: (id: string) => ModuleNode | null,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules a page loads at once without needing them: those of the chunks that hold `roots`
 * (the entry, and the modules it asks for as its first act) and of the chunks these import
 * statically, less the modules the roots reach through static imports.
 *
 * @example
 * firstLoadStrays(['/app/index.html'], chunks, (id) => this.getModuleInfo(id));
 * // → [{ module: '/app/views/incentives/bodies/Survey.tsx', chunk: 'assets/list-….js' }]
 */
export function firstLoadStrays(
  roots: readonly string[],
  chunks: readonly ChunkNode[],
  moduleInfo: (id: string) => ModuleNode | null,
): Stray[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rootChunks = chunks
    .filter((chunk) => chunk.moduleIds.some((id) => roots.includes(id)))
    .map((chunk) => chunk.fileName);
  const loaded = chunksLoadedWith(chunks, rootChunks);
  const needed = staticallyReached(roots, moduleInfo);
  return [...loaded].flatMap((file) =>
    (byFile.get(file)?.moduleIds ?? [])
      .filter((id) => !needed.has(id))
      .map((module) => ({ module, chunk: file })),
  );
}

/**
 * The chunk files the browser loads with `from`: them and the chunks they import statically,
 * transitively, less those in `already` (and what only those import).
 */
export function chunksLoadedWith(
  chunks: readonly Pick<ChunkNode, 'fileName' | 'imports'>[],
  from: Iterable<string>,
  already: ReadonlySet<string> = new Set(),
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const stack = [...from];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (loaded.has(file) || already.has(file)) continue;
    loaded.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return loaded;
}

/** Where the build writes the report (beside Vite's manifest). */
export const FIRST_LOAD_REPORT = '.vite/first-load.json';

/** The report: per app page (its HTML entry), the modules its first load carries as strays. */
export type FirstLoadReport = Record<string, Stray[]>;

/**
 * Writes `FIRST_LOAD_REPORT` for the build: for each HTML entry of `pages`, the strays of its first
 * load, its roots being the entry and the modules it imports dynamically as its first act (the
 * app's screens). Module paths in the report are relative to `root`.
 */
export function firstLoadReport(options: {
  root: string;
  pages: Readonly<Record<string, readonly string[]>>;
}): Plugin {
  const relative = (id: string) => id.replace(`${options.root}/`, '');
  return {
    name: 'camclient:first-load-report',
    apply: 'build',
    generateBundle(_output, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const ids = chunks.flatMap((chunk) => chunk.moduleIds);
      const idOf = (path: string) => ids.find((id) => id === `${options.root}/${path}`);
      const report: FirstLoadReport = {};
      for (const [page, atOnce] of Object.entries(options.pages)) {
        const roots = [page, ...atOnce].map(idOf);
        if (roots.some((id) => id === undefined)) continue;
        report[page] = firstLoadStrays(roots as string[], chunks, (id) =>
          this.getModuleInfo(id),
        ).map(({ module, chunk }) => ({ module: relative(module), chunk }));
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_LOAD_REPORT,
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}
