import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every failure answers JSON: client mistakes (bad JSON, wrong content type) keep their 4xx status;
 * anything else is logged and becomes a 500, never an HTML stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.warn({ err: error }, 'bad request');
      return reply.code(status).send({ error: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'internal_error' });
  });
}
