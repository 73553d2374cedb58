import * as z from 'zod/mini';
import { restRequest, type RestContext } from '../http/rest.ts';

export type LogKind =
  | 'browserOnline'
  | 'websocketConnectionError'
  | 'vxmessengerError'
  | 'vxpayMessageRejected'
  /** A bug seen in the page: an uncaught error or rejection, a failed actor or screen (issue 51). */
  | 'clientError';

/**
 * The platform's client logger (seed 000 §7: logger posts). Fire and forget: a logger that fails
 * must never fail what it reports on, so errors are swallowed here.
 *
 * @example
 * logger.log(request, 'websocketConnectionError', 'pong missing');
 */
export function createLogger(fetchImpl: typeof fetch) {
  return {
    log(
      request: RestContext,
      kind: LogKind,
      message: string,
      data?: Record<string, unknown>,
    ): void {
      void restRequest(
        fetchImpl,
        request,
        { method: 'POST', path: 'logger', params: { kind, message, ...(data ? { data } : {}) } },
        z.object({ success: z.boolean() }),
      ).catch(() => {});
    },
  };
}
export type Logger = ReturnType<typeof createLogger>;
