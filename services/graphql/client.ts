import type { TadaDocumentNode, VariablesOf } from 'gql.tada';
import { print } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import * as z from 'zod/mini';
import { firstIssue } from '../http/firstIssue.ts';
import { messageOf, ServiceError } from '../http/serviceError.ts';

/** Where a GraphQL request goes and as whom (the query service, the guest service, the feed service). */
export interface GraphqlContext {
  /** The endpoint, e.g. the runtime config's `queryServiceUrl`. */
  url: string;
  language: string;
  ver: string;
  /** The bearer token (the Vxql-Token: a visitor's session token or a guest's). */
  accessToken: string | null;
}

/** The query service's context for a guest's request facts (its `queryServiceUrl`). */
export const queryServiceContext = (request: {
  queryServiceUrl: string;
  language: string;
  ver: string;
  accessToken: string | null;
}): GraphqlContext => ({
  url: request.queryServiceUrl,
  language: request.language,
  ver: request.ver,
  accessToken: request.accessToken,
});

export interface GraphqlRequestOptions {
  signal?: AbortSignal;
  /**
   * `required` (query and guest services): no token is refused before any request with
   * 'Missing Vxql-Token'. `optional` (feed service): the bearer is sent only when there is one.
   */
  auth?: 'required' | 'optional';
  /** No reply within this many ms is a `timeout` failure (default 20 s). */
  timeoutMs?: number;
}

export const GRAPHQL_TIMEOUT_MS = 20_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document of any service
type AnyDocument = TadaDocumentNode<any, any>;

const printed = new WeakMap<AnyDocument, string>();

/**
 * A document's text, printed once: given the document itself, graphql-request prints it again
 * for every request (a grid's next page asks the same query hundreds of times); given the text,
 * it sends it as it is (`excludeOperationName`: nothing is parsed back).
 */
function documentText(document: AnyDocument): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

const errorShape = z.object({
  message: z.optional(z.string()),
  extensions: z.optional(z.object({ code: z.optional(z.union([z.string(), z.number()])) })),
});

/**
 * One GraphQL operation with `graphql-request`: a typed document (`queryGraphql(…)`, tada.ts)
 * with its variables, the `language` and `ver` parameters (seed 001 §7) and the bearer token.
 * Every failure is a `ServiceError`: `missing_token` before any request, the first GraphQL
 * error's `extensions.code` (else `unknown`) even when partial data came with it, `http_<status>`,
 * `network`, `aborted`, `timeout`, and `invalid_reply` when the data does not match `schema`
 * (classic or `zod/mini`), so a bad reply never crashes anything further in.
 *
 * @example
 * const spins = await graphqlRequest(fetch, ctx, BENEFITS, {}, benefitsReply, { signal });
 */
export async function graphqlRequest<Doc extends AnyDocument, T extends z.core.$ZodType>(
  fetchImpl: typeof fetch,
  context: GraphqlContext,
  document: Doc,
  variables: VariablesOf<Doc>,
  schema: T,
  options: GraphqlRequestOptions = {},
): Promise<z.infer<T>> {
  const { signal, auth = 'required', timeoutMs = GRAPHQL_TIMEOUT_MS } = options;
  if (auth === 'required' && !context.accessToken)
    throw new ServiceError('missing_token', 'Missing Vxql-Token');
  if (signal?.aborted) throw new ServiceError('aborted');
  const url = new URL(context.url);
  url.searchParams.set('language', context.language);
  url.searchParams.set('ver', context.ver);
  // The GraphQL-over-HTTP media type first: a request error then comes with a 4xx status, read
  // like any other GraphQL error below (its `extensions.code`).
  const headers: Record<string, string> = {
    Accept: 'application/graphql-response+json, application/json',
  };
  if (context.accessToken) headers.Authorization = `Bearer ${context.accessToken}`;

  // One controller for the caller's abort and the timeout, so either ends the fetch.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  const client = new GraphQLClient(url.toString(), {
    fetch: fetchImpl,
    headers,
    // The document carries its operation name; nothing is parsed here (decision 0007).
    excludeOperationName: true,
  });
  let data: unknown;
  try {
    // graphql-request's overloads cannot see a generic document's variables; they are typed above.
    data = await client.request({
      document: documentText(document),
      variables,
      signal: controller.signal,
    } as Parameters<typeof client.request>[0]);
  } catch (error) {
    if (timedOut) throw new ServiceError('timeout', `graphql: no reply within ${timeoutMs} ms`);
    if (signal?.aborted) throw new ServiceError('aborted');
    throw asServiceError(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    const issue = await firstIssue(schema, data);
    throw new ServiceError(
      'invalid_reply',
      `graphql: ${issue?.path || 'data'} ${issue?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}

/**
 * A GraphQL error's `extensions.code` as a failure code: `unknown` when it has none, an empty one
 * included (a `ServiceError` with code '' is a failure no machine can name).
 */
export const graphqlErrorCode = (code: string | number | undefined): string =>
  code === undefined || code === '' ? 'unknown' : String(code);

/** A graphql-request failure as the one failure type services throw. */
function asServiceError(error: unknown): ServiceError {
  if (error instanceof ClientError) {
    const errors = z.safeParse(z.array(errorShape), error.response.errors);
    const first = errors.success ? errors.data[0] : undefined;
    if (first) return new ServiceError(graphqlErrorCode(first.extensions?.code), first.message);
    if (error.response.status >= 300) return new ServiceError(`http_${error.response.status}`);
    return new ServiceError('invalid_reply', 'graphql: the reply is not a GraphQL result');
  }
  if (
    error instanceof SyntaxError ||
    (error instanceof Error && /execution result/i.test(error.message))
  )
    return new ServiceError('invalid_reply', `graphql: ${error.message}`);
  return new ServiceError('network', messageOf(error));
}
