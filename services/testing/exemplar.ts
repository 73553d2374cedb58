import * as z from 'zod/mini';

// The internals of a zod 4 schema that the walk reads (`schema._zod.def`).
interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  in?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  items?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  getter?: () => z.core.$ZodType;
}
interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

const FORMATS: Record<string, string> = {
  email: 'guest@example.com',
  url: 'https://example.com/a',
  datetime: '2026-01-02T03:04:05.000Z',
  date: '2026-01-02',
  time: '03:04:05',
  uuid: '00000000-0000-4000-8000-000000000000',
  guid: '00000000-0000-4000-8000-000000000000',
};
/** Strings tried, in order, against a pattern no format names. */
const CANDIDATES = ['a', 'a:b', 'R-0000-00', '1', 'A', 'a-b:c', 'https://example.com/a', '#fff'];

function stringOf(def: Def): string {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const min = Math.max(0, ...checks.map((c) => (c.check === 'min_length' ? (c.minimum ?? 0) : 0)));
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = checks.find((c) => c.pattern)?.pattern;
  if (format && FORMATS[format]) return FORMATS[format];
  if (pattern) return CANDIDATES.find((each) => pattern.test(each)) ?? 'a';
  return 'a'.repeat(exact ?? Math.max(min, 1));
}

function numberOf(def: Def): number {
  let low = -Infinity;
  let high = Infinity;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'greater_than')
      low = Math.max(low, (check.value ?? 0) + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than')
      high = Math.min(high, (check.value ?? 0) - (check.inclusive ? 0 : 1));
  }
  return Math.min(Math.max(1, low), high);
}

/**
 * A reply the schema accepts, built from its definition: every field present (optional ones
 * too), one element per array, the first choice of an enum or union. Best effort: a refinement
 * the walk cannot see may refuse it, so callers check it with `z.safeParse` (`validExemplar`).
 */
function exemplarOf(schema: z.core.$ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 12) return null;
  const next = (inner: z.core.$ZodType | undefined) =>
    inner ? exemplarOf(inner, depth + 1) : null;
  switch (def.type) {
    case 'string':
      return stringOf(def);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return def.values?.[0] ?? null;
    case 'enum':
      return Object.values(def.entries ?? {})[0] ?? null;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, value]) => [key, next(value)]),
      );
    case 'array': {
      // Recursive replies (comment threads) end in empty lists.
      if (depth > 6) return [];
      const min = (def.checks ?? []).map((c) => c._zod.def.minimum ?? 1);
      return Array.from({ length: Math.max(1, ...min) }, () => next(def.element));
    }
    case 'tuple':
      return (def.items ?? []).map((item) => next(item));
    case 'record': {
      const keyDef = def.keyType ? defOf(def.keyType) : undefined;
      const keys = keyDef?.type === 'enum' ? Object.values(keyDef.entries ?? {}) : ['k'];
      return Object.fromEntries(keys.map((key) => [String(key), next(def.valueType)]));
    }
    case 'union':
      for (const option of def.options ?? []) {
        const value = next(option);
        if (z.safeParse(option, value).success) return value;
      }
      return next(def.options?.[0]);
    case 'intersection':
      return { ...(next(def.left) as object), ...(next(def.right) as object) };
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next(def.getter?.());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    default:
      return null;
  }
}

/** Strings tried in turn where a refinement the walk cannot see refuses a string. */
const REPAIRS = [
  '/media/a.jpg',
  '2026-01-02',
  'https://example.com/a',
  'wss://example.com/a',
  'a:b',
  '1',
  'A',
  '',
];

/**
 * The exemplar of `schema`, with each string a refinement refuses (`is not local`, a day's
 * pattern) replaced by the next of `REPAIRS` until the schema accepts it; `undefined` if none do.
 */
export function validExemplar(schema: z.core.$ZodType): unknown {
  const holder = { root: exemplarOf(schema) };
  const tried = new Map<string, number>();
  for (let round = 0; round < 40; round++) {
    const parsed = z.safeParse(schema, holder.root);
    if (parsed.success) return holder.root;
    let repaired = false;
    for (const issue of parsed.error.issues) {
      const path = ['root', ...issue.path.map(String)];
      const key = path.join('.');
      const parent = path
        .slice(0, -1)
        .reduce<unknown>(
          (node, step) => (node as Record<string, unknown> | undefined)?.[step],
          holder,
        ) as Record<string, unknown> | undefined;
      const last = path[path.length - 1] ?? 'root';
      const next = tried.get(key) ?? 0;
      if (!parent || typeof parent[last] !== 'string' || next >= REPAIRS.length) continue;
      parent[last] = REPAIRS[next];
      tried.set(key, next + 1);
      repaired = true;
    }
    if (!repaired) return undefined;
  }
  return undefined;
}
