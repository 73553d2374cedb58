import fc from 'fast-check';
import type * as z from 'zod/mini';
import { ServiceError } from '../http/serviceError.ts';
import { validExemplar } from './exemplar.ts';
import { capturedSchema } from './schemaCapture.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A change to one node of the valid reply, chosen by `at` among all its nodes. */
type Mutation =
  | { op: 'remove'; at: number }
  | { op: 'replace'; at: number; value: Json }
  | { op: 'hugeString'; at: number }
  | { op: 'deepNest'; at: number; depth: number }
  | { op: 'pollute'; at: number; key: PollutionKey };

type PollutionKey = '__proto__' | 'constructor' | 'prototype';

/** How the fake backend answers, decided by fast-check so a failure shrinks to its smallest case. */
export type Recipe =
  | { kind: 'valid'; mutations: Mutation[] }
  | { kind: 'json'; value: Json }
  | { kind: 'pollution'; key: PollutionKey; nested: boolean }
  | { kind: 'text'; body: string; contentType: string }
  | { kind: 'status'; status: number; body: string }
  | { kind: 'graphqlErrors'; data: 'null' | 'absent' | 'valid' | 'partial'; errors: Json }
  | { kind: 'fetchThrows'; error: 'type' | 'abort' | 'string' };

/** Values of the wrong type (or an odd value of the right one) for a field. */
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.5,
    '',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '__proto__',
    [],
    {},
    [null],
    { length: -1 },
  ),
  fc.string({ maxLength: 20 }),
  fc.double().filter(Number.isFinite),
);

const pollutionKey = fc.constantFrom<PollutionKey>('__proto__', 'constructor', 'prototype');

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('replace' as const), at: fc.nat(), value: oddValue }),
  fc.record({ op: fc.constant('hugeString' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('deepNest' as const),
    at: fc.nat(),
    depth: fc.constantFrom(64, 2_000),
  }),
  fc.record({ op: fc.constant('pollute' as const), at: fc.nat(), key: pollutionKey }),
);

const graphqlError: fc.Arbitrary<Json> = fc.oneof(
  fc.record(
    {
      message: fc.oneof(fc.string({ maxLength: 30 }), oddValue),
      extensions: fc.oneof(
        fc.constant(null),
        fc.record({ code: fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), oddValue) }),
        fc.constant({}),
      ),
      path: fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.nat()), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
  oddValue,
);

/** Every kind of reply the harness gives, weighted towards the mutated valid reply. */
export function recipeArbitrary(): fc.Arbitrary<Recipe> {
  const kinds: fc.WeightedArbitrary<Recipe>[] = [
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('valid' as const),
        mutations: fc.array(mutation, { maxLength: 3 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: fc.jsonValue() as fc.Arbitrary<Json>,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('pollution' as const),
        key: pollutionKey,
        nested: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        body: fc.oneof(
          fc.constantFrom(
            '',
            'null',
            'undefined',
            '<html><body>502</body></html>',
            '{"a":',
            '\uFEFF{}',
            '[1,2',
            'NaN',
          ),
          fc.string({ maxLength: 40 }),
        ),
        contentType: fc.constantFrom('application/json', 'text/html', 'text/plain', ''),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('status' as const),
        status: fc.constantFrom(201, 204, 301, 400, 401, 403, 404, 409, 418, 429, 500, 502, 503),
        body: fc.oneof(
          fc.constantFrom(
            '',
            '{}',
            '{"errors":[]}',
            '{"error":{"code":5}}',
            '<h1>oops</h1>',
            'null',
          ),
          fc.json({ maxDepth: 2 }),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('fetchThrows' as const),
        error: fc.constantFrom('type' as const, 'abort' as const, 'string' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('graphqlErrors' as const),
        data: fc.constantFrom(
          'null' as const,
          'absent' as const,
          'valid' as const,
          'partial' as const,
        ),
        errors: fc.oneof(fc.array(graphqlError, { maxLength: 3 }), oddValue),
      }),
    },
  ];
  return fc.oneof(...kinds);
}

const HUGE = 'x'.repeat(1 << 20);

/** Every object and array of `value`, the root first, with a way to change each. */
function nodesOf(
  value: Json,
): { parent: Json[] | { [key: string]: Json }; key: string | number }[] {
  const holder = { root: value };
  const nodes: { parent: Json[] | { [key: string]: Json }; key: string | number }[] = [
    { parent: holder, key: 'root' },
  ];
  const walk = (node: Json) => {
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      const parent = node as { [key: string]: Json };
      nodes.push({ parent, key });
      walk(parent[key] ?? null);
    }
  };
  walk(value);
  return nodes;
}

const nested = (depth: number): Json => {
  let value: Json = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** An object whose key (even `__proto__`) is its own property, as `JSON.parse` makes it. */
const pollutingObject = (key: PollutionKey): Json =>
  JSON.parse(
    key === 'constructor'
      ? '{"constructor":{"prototype":{"polluted":"yes"}}}'
      : `{"${key}":{"polluted":"yes"}}`,
  ) as Json;

/** The valid reply with the mutations applied (a copy: the exemplar is rebuilt each time). */
function mutate(valid: Json, mutations: Mutation[]): Json {
  const holder: { root: Json } = { root: structuredClone(valid) };
  for (const change of mutations) {
    const nodes = nodesOf(holder.root);
    const target = nodes[change.at % nodes.length];
    if (!target) continue;
    const parent = target.parent === nodes[0]?.parent ? holder : target.parent;
    const key = target.key;
    const set = (value: Json) => {
      (parent as Record<string | number, Json>)[key] = value;
    };
    switch (change.op) {
      case 'remove':
        if (parent === holder) holder.root = null;
        else if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete (parent as Record<string, Json>)[key];
        break;
      case 'replace':
        set(change.value);
        break;
      case 'hugeString':
        set(HUGE);
        break;
      case 'deepNest':
        set(nested(change.depth));
        break;
      case 'pollute': {
        const current = (parent as Record<string | number, Json>)[key];
        const poison = pollutingObject(change.key) as Record<string, Json>;
        if (current && typeof current === 'object' && !Array.isArray(current))
          // Own properties, as JSON.parse makes them (Object.assign would set the prototype).
          for (const own of Object.keys(poison))
            Object.defineProperty(current, own, { value: poison[own], enumerable: true });
        else set(poison);
        break;
      }
    }
  }
  return holder.root;
}

const json = (body: string, status = 200, contentType = 'application/json') =>
  new Response([204, 205, 304].includes(status) ? null : body, {
    status,
    headers: contentType ? { 'content-type': contentType } : {},
  });

/**
 * The fake backend's answer to the request the service is making: the recipe applied to a reply
 * the request's schema (`capturedSchema`) accepts; GraphQL replies wrapped as `{ data, errors }`.
 */
export function answer(recipe: Recipe): Response {
  const { current: schema, protocol } = capturedSchema;
  const valid = (schema ? validExemplar(schema) : undefined) as Json | undefined;
  const wrap = (data: Json) => (protocol === 'graphql' ? { data } : data);
  switch (recipe.kind) {
    case 'valid':
      return json(JSON.stringify(wrap(mutate(valid ?? {}, recipe.mutations))));
    case 'json':
      return json(JSON.stringify(recipe.value));
    case 'pollution': {
      const poison = pollutingObject(recipe.key);
      const body = recipe.nested
        ? wrap(
            valid && typeof valid === 'object' && !Array.isArray(valid)
              ? { ...valid, ...(poison as object) }
              : poison,
          )
        : poison;
      return json(JSON.stringify(body));
    }
    case 'text':
      return json(recipe.body, 200, recipe.contentType);
    case 'status':
      return json(recipe.body, recipe.status);
    case 'graphqlErrors': {
      const data =
        recipe.data === 'null'
          ? { data: null }
          : recipe.data === 'absent'
            ? {}
            : {
                data:
                  recipe.data === 'valid'
                    ? (valid ?? {})
                    : mutate(valid ?? {}, [{ op: 'remove', at: 1 }]),
              };
      return json(JSON.stringify({ ...data, errors: recipe.errors }));
    }
    case 'fetchThrows':
      if (recipe.error === 'type') throw new TypeError('Failed to fetch');
      if (recipe.error === 'abort')
        throw new DOMException('The operation was aborted.', 'AbortError');
      // A fetch polyfill may throw anything: the services must turn even a string into a failure.
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the non-Error throw is the case under test
      throw 'offline';
  }
}

/** A `fetch` that answers every request with `recipe` (see `answer`). */
export const fuzzFetch =
  (recipe: Recipe): typeof fetch =>
  () =>
    Promise.resolve(answer(recipe));

const PROTOTYPES: [string, object][] = [
  ['Object', Object.prototype],
  ['Array', Array.prototype],
  ['Function', Function.prototype],
];

/** The own keys of the shared prototypes, to compare before and after a fuzzed call. */
export const prototypeKeys = (): string =>
  PROTOTYPES.map(
    ([name, proto]) => `${name}:${Reflect.ownKeys(proto).map(String).sort().join(',')}`,
  ).join('\n');

/** Throws when a reply polluted a shared prototype. */
export function assertNoPollution(before: string): void {
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || prototypeKeys() !== before)
    throw new Error('a reply polluted Object.prototype');
}

/**
 * What a fuzzed call may do: resolve (with a value that can be recorded as JSON), or reject with
 * the project's typed failure (`ServiceError` with a code). A TypeError, a RangeError or any other
 * throw is a crash the machines would not see as a failure.
 */
async function expectEdgeOutcome(call: Promise<unknown>): Promise<string> {
  let value: unknown;
  try {
    value = await call;
  } catch (error) {
    if (error instanceof ServiceError && typeof error.code === 'string' && error.code !== '')
      return error.code;
    throw new Error(
      `not a ServiceError: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      { cause: error },
    );
  }
  JSON.stringify(value);
  return 'ok';
}

/** Cases every call meets first: the valid reply, and the shapes that broke a service once. */
const EXAMPLES: [Recipe][] = [
  [{ kind: 'valid', mutations: [] }],
  // A GraphQL error with an empty code was a ServiceError with code '' (client.ts).
  [{ kind: 'graphqlErrors', data: 'null', errors: [{ extensions: { code: '' } }] }],
];

/** One service call of the table: its name and the call given a fetch. */
export interface FuzzedCall {
  name: string;
  /** The valid reply's schema, for a call that does not use `restRequest`/`graphqlRequest`. */
  reply?: z.core.$ZodType;
  call: (fetchImpl: typeof fetch) => Promise<unknown>;
}

/**
 * The property for one call: whatever the backend answers (`recipeArbitrary`), the call resolves
 * or fails with a `ServiceError`, and no prototype gains a key. Returns how often each outcome
 * came, so a test can check that both paths were reached.
 *
 * @example
 * await fuzzCall({ name: 'guest.loadBalance', call: (f) => createGuestApi(f).loadBalance(ctx) });
 */
export async function fuzzCall(entry: FuzzedCall, numRuns = 60): Promise<Map<string, number>> {
  const outcomes = new Map<string, number>();
  const before = prototypeKeys();
  await fc.assert(
    fc.asyncProperty(recipeArbitrary(), async (recipe) => {
      Object.assign(capturedSchema, { current: entry.reply ?? null, protocol: 'rest' });
      const outcome = await expectEdgeOutcome(entry.call(fuzzFetch(recipe)));
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      assertNoPollution(before);
    }),
    { numRuns, examples: EXAMPLES },
  );
  return outcomes;
}
