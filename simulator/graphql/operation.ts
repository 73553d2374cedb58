import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { GRAPHQL_CODES, graphqlError, withCode } from './errors.ts';

/** A request's document, checked: parsed and valid against the schema, or its coded errors. */
export type CheckedDocument =
  { ok: true; document: DocumentNode } | { ok: false; errors: readonly GraphQLError[] };

/**
 * What one document may ask, checked before graphql-js validates it: validation is quadratic in
 * the fields that share a response name (OverlappingFieldsCanBeMergedRule), and execution grows
 * with aliases and list sizes. The app's largest documents are far below: about 180 tokens, 50
 * fields, depth 7, and a cost of 5 400 with every list at its largest page (100).
 */
const DOCUMENT_LIMITS = {
  /** Lexical tokens; parsing stops at the next one (graphql-js `maxTokens`). */
  tokens: 2_000,
  /** Field selections, aliases included, counted again at every fragment spread. */
  fields: 200,
  /** Nested selection sets. */
  depth: 10,
  /** Fields weighted by the list sizes above them (see {@link costOf}). */
  cost: 20_000,
} as const;

/** `extensions.code` of a document over {@link DOCUMENT_LIMITS}. */
const TOO_COMPLEX = 'query_too_complex';

/**
 * Parses and validates `query` (syntax errors → `syntax_error`, a document over
 * {@link DOCUMENT_LIMITS} → `query_too_complex`, rule violations → `validation_failed`);
 * introspection is refused unless `introspection` (demo mode only). `variables` size the lists.
 */
export function checkDocument(
  schema: GraphQLSchema,
  query: unknown,
  introspection: boolean,
  variables: unknown = {},
): CheckedDocument {
  if (typeof query !== 'string' || query.trim() === '')
    return {
      ok: false,
      errors: [graphqlError(GRAPHQL_CODES.badRequest, 'Expected a GraphQL document in `query`')],
    };
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: DOCUMENT_LIMITS.tokens });
  } catch (error) {
    const syntax = error instanceof GraphQLError ? error : new GraphQLError(String(error), {});
    const tooLong = /more th\w+ \d+ tokens/.test(syntax.message);
    return { ok: false, errors: [withCode(syntax, tooLong ? TOO_COMPLEX : GRAPHQL_CODES.syntax)] };
  }
  const excess = excessOf(document, variables, introspection);
  if (excess !== null) return { ok: false, errors: [graphqlError(TOO_COMPLEX, excess)] };
  const rules = introspection
    ? specifiedRules
    : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  const errors = validate(schema, document, rules);
  if (errors.length > 0)
    return { ok: false, errors: errors.map((error) => withCode(error, GRAPHQL_CODES.validation)) };
  return { ok: true, document };
}

/** List arguments whose value multiplies the cost of what is selected below them. */
const LIST_ARGUMENTS = new Set(['first', 'last', 'limit']);
/** A list size nobody named (a variable without a value): a resolver's usual page. */
const DEFAULT_LIST = 10;

/**
 * Why a parsed document is over {@link DOCUMENT_LIMITS}, or null. One walk over every operation,
 * fragments expanded where they are spread; it stops as soon as a limit is passed, so a fragment
 * bomb (each fragment spreading the next twice) costs no more than the limit. Introspection
 * (`__schema`, `__type`; allowed in demo mode only) is deep by nature and not walked.
 */
function excessOf(document: DocumentNode, variables: unknown, introspection: boolean) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const values = (typeof variables === 'object' && variables !== null ? variables : {}) as Record<
    string,
    unknown
  >;
  let fields = 0;
  let cost = 0;
  // Declared wide: it is set inside `walk`, which the compiler does not follow.
  let excess = null as string | null;
  /** How many items a field's list argument asks for (1 without one). */
  const sizeOf = (field: FieldNode): number => {
    for (const argument of field.arguments ?? []) {
      if (!LIST_ARGUMENTS.has(argument.name.value)) continue;
      const { value } = argument;
      const raw =
        value.kind === Kind.INT
          ? Number(value.value)
          : value.kind === Kind.VARIABLE
            ? (values[value.name.value] ?? DEFAULT_LIST)
            : DEFAULT_LIST;
      return Math.min(100, Math.max(1, typeof raw === 'number' ? raw : DEFAULT_LIST));
    }
    return 1;
  };
  const walk = (set: SelectionSetNode, depth: number, weight: number, spread: Set<string>) => {
    if (depth > DOCUMENT_LIMITS.depth) excess ??= `deeper than ${DOCUMENT_LIMITS.depth} levels`;
    for (const selection of set.selections) {
      if (excess !== null) return;
      if (selection.kind === Kind.FIELD) {
        if (introspection && selection.name.value.startsWith('__')) continue;
        fields += 1;
        cost += weight;
        if (fields > DOCUMENT_LIMITS.fields)
          excess = `more than ${DOCUMENT_LIMITS.fields} fields (aliases included)`;
        else if (cost > DOCUMENT_LIMITS.cost)
          excess = `costlier than ${DOCUMENT_LIMITS.cost} (fields weighted by list sizes)`;
        else if (selection.selectionSet)
          walk(selection.selectionSet, depth + 1, weight * sizeOf(selection), spread);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, weight, spread);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is invalid (validation says so); here it only must not loop.
        if (fragment && !spread.has(name))
          walk(fragment.selectionSet, depth, weight, new Set(spread).add(name));
      }
    }
  };
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      walk(definition.selectionSet, 1, 1, new Set());
  return excess === null ? null : `The document is too complex: ${excess}`;
}
