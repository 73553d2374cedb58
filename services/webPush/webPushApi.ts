import * as z from 'zod/mini';
import type { RequestInput } from '../../machines/shared/session.types.ts';
import { restRequest } from '../http/rest.ts';

/** A push subscription as the browser gives it (`PushSubscription.toJSON()`). */
export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const keySchema = z.object({ key: z.string().check(z.minLength(20)) });
const statusSchema = z.object({ subscribed: z.boolean() });
const subscribedSchema = z.object({ success: z.boolean(), token: z.string() });
const doneSchema = z.object({ success: z.boolean() });

/** The endpoint as the `{payload}` of a path: URL-encoded JSON, as every payload path segment. */
const payloadOf = (endpoint: string) => encodeURIComponent(JSON.stringify({ endpoint }));

/**
 * The platform's web push calls (seed 001 §7, Web push), every path below `webpush/`: the
 * application server's public VAPID `key`, this device's `status/{payload}`, `subscribe`,
 * `resubscribe/{token}` when the browser renewed the subscription, `unsubscribe/{payload}`, and
 * `update/{payload}`: the device's current keys for an endpoint the platform already has (payload
 * `{ endpoint, keys }`), sent whenever the settings find alerts on, so a push the platform encrypts
 * is one this browser can still read.
 *
 * @example
 * const api = createWebPushApi(fetch);
 * const { key } = await api.key(request);
 */
export function createWebPushApi(fetchImpl: typeof fetch) {
  return {
    key: (request: RequestInput, signal?: AbortSignal) =>
      restRequest(fetchImpl, request, { method: 'GET', path: 'webpush/key' }, keySchema, signal),

    status: (request: RequestInput, endpoint: string, signal?: AbortSignal) =>
      restRequest(
        fetchImpl,
        request,
        { method: 'GET', path: `webpush/status/${payloadOf(endpoint)}` },
        statusSchema,
        signal,
      ),

    subscribe: (request: RequestInput, subscription: PushSubscriptionData, signal?: AbortSignal) =>
      restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: 'webpush/subscribe', params: { subscription } },
        subscribedSchema,
        signal,
      ),

    resubscribe: (
      request: RequestInput,
      token: string,
      subscription: PushSubscriptionData,
      signal?: AbortSignal,
    ) =>
      restRequest(
        fetchImpl,
        request,
        {
          method: 'POST',
          path: `webpush/resubscribe/${encodeURIComponent(token)}`,
          params: { subscription },
        },
        doneSchema,
        signal,
      ),

    update: (request: RequestInput, subscription: PushSubscriptionData, signal?: AbortSignal) =>
      restRequest(
        fetchImpl,
        request,
        {
          method: 'POST',
          path: `webpush/update/${encodeURIComponent(JSON.stringify(subscription))}`,
        },
        doneSchema,
        signal,
      ),

    unsubscribe: (request: RequestInput, endpoint: string, signal?: AbortSignal) =>
      restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: `webpush/unsubscribe/${payloadOf(endpoint)}` },
        doneSchema,
        signal,
      ),
  };
}
