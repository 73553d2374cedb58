import * as z from 'zod/mini';

/** The languages the client speaks; English is the fallback for routes and texts. */
export const LANGUAGES = ['de', 'en', 'es', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

const httpUrl = z.url({ protocol: /^https?$/ });
const wsUrl = z.url({ protocol: /^wss?$/ });

/**
 * The runtime config, served as `config.json` beside `index.html`, so that one build runs against
 * the simulator, a staging server or the platform. Validated before the app starts.
 *
 * @example
 * const config = runtimeConfigSchema.parse(await (await fetch('/config.json')).json());
 */
export const runtimeConfigSchema = z.strictObject({
  restBaseUrl: httpUrl,
  queryServiceUrl: httpUrl,
  feedServiceUrl: httpUrl,
  feedSubscriptionsUrl: wsUrl,
  realtimeUrl: wsUrl,
  payBaseUrl: httpUrl,
  checkoutOrigin: httpUrl,
  supportReportUrl: httpUrl,
  ver: z.string().check(z.minLength(1)),
  defaultLanguage: z.enum(LANGUAGES),
  loginEnabled: z.boolean(),
  forceAvs: z.boolean(),
  payEnvironment: z.string().check(z.minLength(1)),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export const RUNTIME_CONFIG_KEYS = Object.keys(
  runtimeConfigSchema.shape,
) as (keyof RuntimeConfig)[];

/** `realtimeUrl` → `CONFIG_REALTIME_URL`: the environment variable that overrides a key. */
export function configEnvName(key: keyof RuntimeConfig): string {
  return `CONFIG_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}
