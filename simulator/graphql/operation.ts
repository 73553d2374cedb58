import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { GRAPHQL_CODES, graphqlError, withCode } from './errors.ts';

/** A request's document, checked: parsed and valid against the schema, or its coded errors. */
export type CheckedDocument =
  { ok: true; document: DocumentNode } | { ok: false; errors: readonly GraphQLError[] };

/**
 * Parses and validates `query` (syntax errors → `syntax_error`, rule violations →
 * `validation_failed`); introspection is refused unless `introspection` (demo mode only).
 */
export function checkDocument(
  schema: GraphQLSchema,
  query: unknown,
  introspection: boolean,
): CheckedDocument {
  if (typeof query !== 'string' || query.trim() === '')
    return {
      ok: false,
      errors: [graphqlError(GRAPHQL_CODES.badRequest, 'Expected a GraphQL document in `query`')],
    };
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    const syntax = error instanceof GraphQLError ? error : new GraphQLError(String(error), {});
    return { ok: false, errors: [withCode(syntax, GRAPHQL_CODES.syntax)] };
  }
  const rules = introspection
    ? specifiedRules
    : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  const errors = validate(schema, document, rules);
  if (errors.length > 0)
    return { ok: false, errors: errors.map((error) => withCode(error, GRAPHQL_CODES.validation)) };
  return { ok: true, document };
}

/** The kind of the operation a request runs (`operationName` picks one of several). */
export function operationKind(
  document: DocumentNode,
  operationName: string | null,
): 'query' | 'mutation' | 'subscription' | null {
  return getOperationAST(document, operationName)?.operation ?? null;
}
