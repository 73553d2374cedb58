import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../src/config/schema.ts';

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Where browsers post CSP violations (simulator/routes/cspReports.ts). */
export const CSP_REPORT_PATH = '/csp-reports';

/**
 * The Trusted Types policies the app may create. No view writes HTML or script URLs into the
 * DOM; the one script URL is the web-push service worker's, which `register` takes only as a
 * TrustedScriptURL (services/webPush/browserPush.ts, policy camclient-sw, admits '/sw.js' only).
 */
const TRUSTED_TYPES_POLICIES: readonly string[] = ['camclient-sw'];

/** Trusted Types for every script sink, and where violations are reported. */
function hardening(): string[] {
  const policies = TRUSTED_TYPES_POLICIES.length > 0 ? TRUSTED_TYPES_POLICIES : ["'none'"];
  return [
    // innerHTML, script.src, eval-like sinks take Trusted Types only: a string is refused.
    "require-trusted-types-for 'script'",
    ['trusted-types', ...policies].join(' '),
    // report-uri, not report-to: where both are given Chromium uses only report-to, whose
    // Reporting API uploads are batched and deferred (none arrived within 70 s from the Debian
    // Chromium the e2e suite drives); report-uri posts each violation at once.
    `report-uri ${CSP_REPORT_PATH}`,
  ];
}

/**
 * The app's CSP: everything from its own origin, plus the service origins named in the runtime
 * config (the realtime and subscription sockets, or another backend when overridden); frames
 * from its own origin (the support console's sandboxed replay frame) and the payment client.
 * Trusted Types are required for script sinks, and violations are reported to the simulator.
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
    ['frame-src', "'self'", ...frames].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...hardening(),
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
