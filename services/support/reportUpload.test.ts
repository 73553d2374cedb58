import { describe, expect, it } from 'vitest';
import { createReportPoster } from './reportUpload.ts';
import { bodyText } from '../testing/fetchCalls.ts';

const submission = {
  url: 'http://127.0.0.1:8080/support/reports',
  envelope: { description: 'froze', language: 'en' },
  jsonl: '{"format":"camclient-eventlog"}\n{"seq":0}\n',
};

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the report poster', () => {
  it('posts the envelope line, then the log, without cookies, and returns the id', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(201, { reportId: 'R-7K3M-9Q' }));
    expect(await createReportPoster(fetchImpl)(submission)).toEqual({ reportId: 'R-7K3M-9Q' });
    const { url, init } = calls[0]!;
    expect(url).toBe(submission.url);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-ndjson');
    const [first, ...rest] = bodyText(init).split('\n');
    expect(JSON.parse(first!)).toEqual({ envelope: submission.envelope });
    expect(`${rest.join('\n')}`).toBe(submission.jsonl);
  });

  it('fails with the status and the inbox’s reason', async () => {
    const { fetchImpl } = fakeFetch(() => json(413, { error: 'log_too_large' }));
    await expect(createReportPoster(fetchImpl)(submission)).rejects.toMatchObject({
      code: 'http_413',
      message: 'log_too_large',
    });
  });

  it('tells a network failure, an abort and a reply without an id apart', async () => {
    const down = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createReportPoster(down.fetchImpl)(submission)).rejects.toMatchObject({
      code: 'network',
    });
    const controller = new AbortController();
    controller.abort();
    const aborted = fakeFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(
      createReportPoster(aborted.fetchImpl)(submission, controller.signal),
    ).rejects.toMatchObject({ code: 'aborted' });
    const odd = fakeFetch(() => json(200, { id: 7 }));
    await expect(createReportPoster(odd.fetchImpl)(submission)).rejects.toMatchObject({
      code: 'invalid_reply',
    });
  });
});
