import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../src/config/schema.ts';

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * The app's CSP: everything from its own origin, plus the service origins named in the runtime
 * config (the realtime and subscription sockets, or another backend when overridden), and the
 * payment client as the only frame source.
 */
export function appContentSecurityPolicy(config: RuntimeConfig, appOrigin: string): string {
  const services = [
    config.restBaseUrl,
    config.queryServiceUrl,
    config.feedServiceUrl,
    config.feedSubscriptionsUrl,
    config.realtimeUrl,
    config.supportReportUrl,
  ].map(originOf);
  const connect = unique(services).filter((origin) => origin !== appOrigin);
  const frames = unique([originOf(config.payBaseUrl), originOf(config.checkoutOrigin)]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // hls.js plays through Media Source Extensions: the <video> source is a blob: URL.
    "media-src 'self' blob:",
    ["connect-src 'self'", ...connect].join(' '),
    ['frame-src', ...frames].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The payment client's CSP: it may be framed by the app's origin only. */
export function payContentSecurityPolicy(appOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `frame-ancestors ${appOrigin}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `nosniff` on every response; CSP and Referrer-Policy on every HTML response. */
export function installSecurityHeaders(app: FastifyInstance, csp: () => string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', csp());
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    return payload;
  });
}
