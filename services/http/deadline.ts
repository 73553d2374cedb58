/**
 * An abort signal that fires when `signal` does or when `ms` have passed, and how to tell which:
 * a request that waits past its deadline fails as `ServiceError('timeout')`, so its machine shows
 * the failure with a retry instead of a spinner for ever (issue 23, issue 51 item 8).
 *
 * @example
 * const limit = deadline(CONFIG_TIMEOUT_MS, signal);
 * try { await fetch(url, { signal: limit.signal }); } finally { limit.dispose(); }
 * if (limit.timedOut()) throw new ServiceError('timeout');
 */
export function deadline(
  ms: number,
  signal?: AbortSignal,
): { signal: AbortSignal; timedOut: () => boolean; dispose: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const abort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}
