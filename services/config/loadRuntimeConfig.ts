import '../http/zodMessages.ts';
import { runtimeConfigSchema, type RuntimeConfig } from '../../src/config/schema.ts';
import { messageOf, ServiceError } from '../http/serviceError.ts';

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
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', ...(signal ? { signal } : {}) });
  } catch (error) {
    throw new ServiceError('config_unreachable', messageOf(error));
  }
  if (!response.ok)
    throw new ServiceError('config_unreachable', `config.json answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ServiceError('config_invalid', 'config.json is not JSON');
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceError(
      'config_invalid',
      `config.json: ${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
