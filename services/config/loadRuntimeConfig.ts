import { firstIssue } from '../http/firstIssue.ts';
import { runtimeConfigSchema, type RuntimeConfig } from '../../src/config/schema.ts';
import { deadline } from '../http/deadline.ts';
import { messageOf, ServiceError } from '../http/serviceError.ts';

/**
 * `config.json` not answered (body included) in this time is `ServiceError('timeout')`: the boot
 * shows its failure with a retry instead of an endless spinner (issue 51, item 8).
 */
export const CONFIG_TIMEOUT_MS = 15_000;

/**
 * Loads `config.json` from beside `index.html` and validates it. Unreachable and invalid are
 * distinct failures so the error screen can say which.
 *
 * @example
 * const config = await loadRuntimeConfig(fetch, new URL('config.json', document.baseURI));
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch,
  url: URL | string,
  signal?: AbortSignal,
): Promise<RuntimeConfig> {
  const limit = deadline(CONFIG_TIMEOUT_MS, signal);
  const late = () =>
    limit.timedOut() ? new ServiceError('timeout', 'config.json: no answer in time') : null;
  let body: unknown;
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { cache: 'no-store', signal: limit.signal });
    } catch (error) {
      throw late() ?? new ServiceError('config_unreachable', messageOf(error));
    }
    if (!response.ok)
      throw new ServiceError('config_unreachable', `config.json answered ${response.status}`);
    try {
      body = await response.json();
    } catch {
      throw late() ?? new ServiceError('config_invalid', 'config.json is not JSON');
    }
  } finally {
    limit.dispose();
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const issue = await firstIssue(runtimeConfigSchema, body);
    throw new ServiceError(
      'config_invalid',
      `config.json: ${issue?.path || 'root'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
