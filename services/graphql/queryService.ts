import type { TadaDocumentNode, VariablesOf } from 'gql.tada';
import type * as z from 'zod/mini';
import { graphqlRequest, queryServiceContext } from './client.ts';

/** The request facts a query-service call needs (a domain's `ServiceRequest` has them). */
type QueryServiceFacts = Parameters<typeof queryServiceContext>[0];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document of the query service
type AnyDocument = TadaDocumentNode<any, any>;

/**
 * The query service's call shape, written once: the guest's request facts name the endpoint,
 * language, version and Vxql-Token; the document, its variables and the reply's schema are the
 * call's; the machine's abort signal is passed on when there is one. Failures are
 * `graphqlRequest`'s (`ServiceError`, 'Missing Vxql-Token' before any request).
 *
 * @example
 * const call = queryServiceCall(fetch);
 * const { freePreviewInit } = await call(request, FREE_PREVIEW_INIT, { actorId }, reply, signal);
 */
export function queryServiceCall(fetchImpl: typeof fetch) {
  return <Doc extends AnyDocument, T extends z.core.$ZodType>(
    request: QueryServiceFacts,
    document: Doc,
    variables: VariablesOf<Doc>,
    schema: T,
    signal?: AbortSignal,
  ): Promise<z.infer<T>> =>
    graphqlRequest(
      fetchImpl,
      queryServiceContext(request),
      document,
      variables,
      schema,
      signal ? { signal } : {},
    );
}
