import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_TIMEOUT_MS, loadRuntimeConfig } from '../config/loadRuntimeConfig.ts';
import { createReportPoster, REPORT_UPLOAD_TIMEOUT_MS } from '../support/reportUpload.ts';
import { ServiceError } from './serviceError.ts';

/** A server that takes the request and never answers; the fetch ends only when aborted. */
const hangingFetch = ((_url: string, init: RequestInit) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  })) as unknown as typeof fetch;

describe('requests that hang fail in time (issue 51, item 8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('config.json: a timeout after CONFIG_TIMEOUT_MS (the boot offers its retry)', async () => {
    const outcome = loadRuntimeConfig(hangingFetch, 'https://app.test/config.json').catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe('timeout');
  });

  it('the report upload: a timeout after REPORT_UPLOAD_TIMEOUT_MS (the dialog offers its retry)', async () => {
    const outcome = createReportPoster(hangingFetch)({
      url: 'https://app.test/support/reports',
      envelope: {},
      jsonl: '',
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REPORT_UPLOAD_TIMEOUT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).code).toBe('timeout');
  });

  it('an abort by the caller stays an abort, not a timeout', async () => {
    const controller = new AbortController();
    const outcome = createReportPoster(hangingFetch)(
      { url: 'https://app.test/support/reports', envelope: {}, jsonl: '' },
      controller.signal,
    ).catch((error: unknown) => error);
    controller.abort();
    expect(((await outcome) as ServiceError).code).toBe('aborted');
  });
});
