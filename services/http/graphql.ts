import * as z from 'zod/mini';
import './zodMessages.ts';
import { ServiceError } from './serviceError.ts';

/** Where a GraphQL request goes and as whom (the query service, the guest service, the feed service). */
export interface GraphqlContext {
  /** The endpoint, e.g. the runtime config's `queryServiceUrl`. */
  url: string;
  language: string;
  ver: string;
  /** The bearer token; the query and guest services refuse a request without one. */
  accessToken: string | null;
}

const errorsSchema = z.optional(
  z.array(
    z.object({
      message: z.optional(z.string()),
      extensions: z.optional(z.object({ code: z.optional(z.union([z.string(), z.number()])) })),
    }),
  ),
);

/**
 * A GraphQL POST with a bearer token and the `language` parameter (seed 001 §7). A missing token
 * is refused before any request ('Missing Vxql-Token'); GraphQL errors become a `ServiceError`
 * whose code is the first error's `extensions.code` (else `unknown`), and `data` is validated
 * against `schema` (classic or `zod/mini`), so a bad reply is a clear `invalid_reply`, never a
 * crash further in.
 *
 * @example
 * const data = await graphqlRequest(fetch, ctx, 'query { benefits { spins } }', {}, schema, signal);
 */
export async function graphqlRequest<T extends z.core.$ZodType>(
  fetchImpl: typeof fetch,
  context: GraphqlContext,
  query: string,
  variables: Record<string, unknown>,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  if (!context.accessToken) throw new ServiceError('missing_token', 'Missing Vxql-Token');
  const url = new URL(context.url);
  url.searchParams.set('language', context.language);
  url.searchParams.set('ver', context.ver);
  let response: Response;
  try {
    response = await fetchImpl(url.toString(), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${context.accessToken}`,
      },
      body: JSON.stringify({ query, variables }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw new ServiceError('aborted');
    throw new ServiceError('network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ServiceError(`http_${response.status}`);
  let body: { data?: unknown; errors?: unknown };
  try {
    body = (await response.json()) as { data?: unknown; errors?: unknown };
  } catch {
    throw new ServiceError('invalid_reply', 'graphql: the reply is not JSON');
  }
  const errors = z.safeParse(errorsSchema, body?.errors);
  const first = errors.success ? errors.data?.[0] : undefined;
  if (first) {
    throw new ServiceError(String(first.extensions?.code ?? 'unknown'), first.message ?? '');
  }
  const parsed = z.safeParse(schema, body?.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceError(
      'invalid_reply',
      `graphql: ${issue?.path.join('.') || 'data'} ${issue?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}
