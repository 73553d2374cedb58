import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A module's imports: loaded with it (`import`, CSS among them) and loaded on demand (`import()`). */
export interface ModuleImports {
  static: readonly string[];
  dynamic: readonly string[];
}

/**
 * What the check reads: each module's imports and the classes it names (`className`), each
 * style sheet's classes (those its selectors name).
 */
export interface StyleGraph {
  modules: ReadonlyMap<string, ModuleImports & { classes: readonly string[] }>;
  sheets: ReadonlyMap<string, readonly string[]>;
}

/** A class a part names whose rules are in no style sheet loaded by then. */
export interface UnstyledClass {
  module: string;
  className: string;
  /** The first part (the entry or an `import()`'s target) that loads the module without them. */
  part: string;
  /** The sheets that have rules for it. */
  definedIn: readonly string[];
}

/**
 * The classes a module's markup names: the text of every string in its `className` attributes
 * (`cond ? 'a' : 'b'`, `` `tile ${mode}` ``), less what a substitution completes (`tile-${mode}`).
 */
export function classNamesIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found = new Set<string>();
  const words = (text: string, openStart: boolean, openEnd: boolean) => {
    const parts = text.split(/\s+/);
    if (openStart && !/^\s/.test(text)) parts.shift();
    if (openEnd && !/\s$/.test(text)) parts.pop();
    for (const part of parts) if (/^-?[_a-zA-Z][\w-]*$/.test(part)) found.add(part);
  };
  const strings = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      words(node.text, false, false);
    else if (ts.isTemplateExpression(node)) {
      words(node.head.text, false, true);
      for (const span of node.templateSpans) {
        strings(span.expression);
        words(span.literal.text, true, ts.isTemplateMiddle(span.literal));
      }
    } else ts.forEachChild(node, strings);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && node.name.getText(tree) === 'className' && node.initializer)
      strings(node.initializer);
    else ts.forEachChild(node, visit);
  };
  visit(tree);
  return [...found];
}

/**
 * The relative modules a source imports as it runs (not `import type`, nor `export type`), and
 * those it asks for on demand with `import('…')`.
 */
export function importsIn(file: string, source: string): ModuleImports {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const loaded: string[] = [];
  const onDemand: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) loaded.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) loaded.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      onDemand.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  const relativeOnly = (specifiers: string[]) => specifiers.filter((s) => s.startsWith('.'));
  return { static: relativeOnly(loaded), dynamic: relativeOnly(onDemand) };
}

/** The classes a style sheet's selectors name (not those in declarations: `0.5rem`, `url(a.b)`). */
export function classesDefinedIn(css: string): string[] {
  const found = new Set<string>();
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // A selector is the text before a `{`, since the last `{`, `}` or `;` (a media query's `{`
  // ends the query and starts its first selector).
  for (const match of code.matchAll(/(?<=^|[{};])([^{};]*)\{/g)) {
    const selector = (match[1] ?? '').trim();
    if (selector.startsWith('@')) continue;
    for (const name of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) found.add(name[1] ?? '');
  }
  return [...found];
}

/**
 * Reads the graph from the entries on: every module they reach by either kind of import, and the
 * sheets among them. Paths are relative to `root`; imports outside it (packages) are left out.
 */
export function readStyleGraph(root: string, entries: readonly string[]): StyleGraph {
  const modules = new Map<string, ModuleImports & { classes: readonly string[] }>();
  const sheets = new Map<string, readonly string[]>();
  const queue = [...entries];
  const seen = new Set(queue);
  const enqueue = (from: string, specifier: string): string | null => {
    const path = relative(root, resolve(dirname(join(root, from)), specifier));
    if (path.startsWith('..') || !existsSync(join(root, path))) return null;
    if (!seen.has(path)) {
      seen.add(path);
      queue.push(path);
    }
    return path;
  };
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = readFileSync(join(root, file), 'utf8');
    if (file.endsWith('.css')) {
      sheets.set(file, classesDefinedIn(source));
      continue;
    }
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    const found = importsIn(file, source);
    const targets = (specifiers: readonly string[]) =>
      specifiers.map((specifier) => enqueue(file, specifier)).filter((path) => path !== null);
    modules.set(file, {
      static: targets(found.static),
      dynamic: targets(found.dynamic),
      classes: classNamesIn(file, source),
    });
  }
  return { modules, sheets };
}

/** A module and every module and sheet it loads with it (its static imports, followed). */
function loadedWith(graph: StyleGraph, start: string): Set<string> {
  const reached = new Set([start]);
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop())
    for (const next of graph.modules.get(file)?.static ?? [])
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
  return reached;
}

/**
 * The classes that a part's markup names while no sheet with their rules is loaded: a part (an
 * entry, or a module loaded on demand) has the sheets it loads itself, and those of every part
 * that may ask for it (the sheets all of them have: a part asked for from two places may come
 * through either). A class no sheet defines is a name only (a test's or a script's handle) and
 * not looked at. The markup of a part whose sheet is late renders unstyled, then moves once the
 * sheet comes with another part: a press on what moved is lost (docs/known-issues.md).
 */
export function unstyledClasses(graph: StyleGraph, entries: readonly string[]): UnstyledClass[] {
  const parts = new Set(entries);
  for (const imports of graph.modules.values()) for (const part of imports.dynamic) parts.add(part);
  const contents = new Map([...parts].map((part) => [part, loadedWith(graph, part)]));
  const ownSheets = (part: string) =>
    new Set([...(contents.get(part) ?? [])].filter((file) => graph.sheets.has(file)));
  // Who may ask for each part: the parts that load a module with its `import()`.
  const askers = new Map<string, string[]>();
  for (const [part, files] of contents)
    for (const file of files)
      for (const asked of graph.modules.get(file)?.dynamic ?? [])
        askers.set(asked, [...(askers.get(asked) ?? []), part]);
  // The sheets each part can count on, from the entries down; unknown (every sheet) until a
  // path from an entry reaches it, and narrowed until nothing changes (a part may ask for itself).
  const sheets = new Map<string, Set<string> | null>(
    [...parts].map((part) => [part, entries.includes(part) ? ownSheets(part) : null]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const part of parts) {
      if (entries.includes(part)) continue;
      const known = (askers.get(part) ?? [])
        .map((asker) => sheets.get(asker))
        .filter((set) => set !== null && set !== undefined);
      if (known.length === 0) continue;
      const next = ownSheets(part);
      const [first, ...rest] = known;
      for (const sheet of first ?? []) if (rest.every((set) => set.has(sheet))) next.add(sheet);
      const before = sheets.get(part);
      if (before && before.size === next.size && [...next].every((s) => before.has(s))) continue;
      sheets.set(part, next);
      changed = true;
    }
  }
  const definers = new Map<string, string[]>();
  for (const [sheet, classes] of graph.sheets)
    for (const name of classes) definers.set(name, [...(definers.get(name) ?? []), sheet]);
  const found = new Map<string, UnstyledClass>();
  for (const part of parts) {
    const loaded = sheets.get(part) ?? ownSheets(part);
    for (const module of contents.get(part) ?? [])
      for (const className of graph.modules.get(module)?.classes ?? []) {
        const definedIn = definers.get(className) ?? [];
        const key = `${module} ${className}`;
        if (definedIn.length === 0 || definedIn.some((sheet) => loaded.has(sheet))) continue;
        if (!found.has(key)) found.set(key, { module, className, part, definedIn });
      }
  }
  return [...found.values()].sort((a, b) =>
    `${a.module} ${a.className}`.localeCompare(`${b.module} ${b.className}`),
  );
}
