import * as z from 'zod/mini';
import { firstIssue } from './firstIssue.ts';
import { messageOf, ServiceError } from './serviceError.ts';

/** What every plain request needs to know about the page: where, as whom, in which language. */
export interface RestContext {
  restBaseUrl: string;
  ver: string;
  language: string;
  accessToken: string | null;
  /** Send the token as an Authorization header too (the platform's configurable option). */
  authorizationHeader?: boolean;
}

export interface RestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the REST base, e.g. `guest/state`. */
  path: string;
  /** Query parameters for GET, JSON body otherwise. */
  params?: Record<string, string | number | boolean | null | undefined | object>;
  /** How long the answer may take, body included (default {@link REST_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/**
 * A request that has not answered in this time has failed (`ServiceError('timeout')`): the machine
 * shows its failure with a retry instead of waiting forever on a hung connection (issue 23).
 */
export const REST_TIMEOUT_MS = 20_000;

/**
 * A plain request per the platform's conventions (seed 000 §7): a JSON body for non-GET and a
 * query string for GET, `language`, `ver` and `access_token` on every URL, credentials included,
 * and any non-ok answer a failure with no message. The reply is validated against `schema`; one
 * that does not match is a `ServiceError('invalid_reply')`, never a crash further in. `schema`
 * may be a classic or a `zod/mini` schema (any zod 4 schema: it is parsed with `z.safeParse`).
 *
 * @example
 * const state = await restRequest(fetch, ctx, { method: 'GET', path: 'guest/state' }, guestStateSchema, signal);
 */
export async function restRequest<T extends z.core.$ZodType>(
  fetchImpl: typeof fetch,
  context: RestContext,
  request: RestRequest,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const url = buildRestUrl(context, request);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.method !== 'GET') headers['Content-Type'] = 'application/json';
  if (context.authorizationHeader && context.accessToken)
    headers.Authorization = `Bearer ${context.accessToken}`;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? REST_TIMEOUT_MS);
  const abort = () => timeout.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const failure = (error: unknown, fallback: ServiceError): ServiceError => {
    if (signal?.aborted) return new ServiceError('aborted');
    if (timeout.signal.aborted)
      return new ServiceError('timeout', `${request.path}: no answer in time`);
    return error instanceof ServiceError ? error : fallback;
  };
  let response: Response;
  let body: unknown;
  try {
    try {
      response = await fetchImpl(url, {
        method: request.method,
        headers,
        credentials: 'include',
        ...(request.method === 'GET' ? {} : { body: JSON.stringify(request.params ?? {}) }),
        signal: timeout.signal,
      });
    } catch (error) {
      throw failure(error, new ServiceError('network', messageOf(error)));
    }
    if (!response.ok) throw new ServiceError(`http_${response.status}`);
    try {
      body = await response.json();
    } catch (error) {
      throw failure(
        error,
        new ServiceError('invalid_reply', `${request.path}: the reply is not JSON`),
      );
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    const issue = await firstIssue(schema, body);
    throw new ServiceError(
      'invalid_reply',
      `${request.path}: ${issue?.path || 'reply'} ${issue?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}

export function buildRestUrl(context: RestContext, request: RestRequest): string {
  const base = context.restBaseUrl.endsWith('/') ? context.restBaseUrl : `${context.restBaseUrl}/`;
  const url = new URL(request.path.replace(/^\//, ''), base);
  url.searchParams.set('language', context.language);
  url.searchParams.set('ver', context.ver);
  url.searchParams.set('access_token', context.accessToken ?? '');
  if (request.method === 'GET') {
    for (const [key, value] of Object.entries(request.params ?? {})) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return url.toString();
}
