import * as z from 'zod/mini';
import '../http/zodMessages.ts';
import { messageOf } from '../http/serviceError.ts';

/** One report as the inbox lists it (`GET /support/api/reports`, simulator/README.md). */
const inboxReportSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  receivedAt: z.iso.datetime({ offset: true }),
  /** Null for a visitor's report (no guest was logged in). */
  guestPseudonym: z.pipe(
    z.nullable(z.string()),
    z.transform((value) => value ?? ''),
  ),
  language: z.string(),
  appVersion: z.string(),
  bytes: z.int().check(z.nonnegative()),
  records: z.int().check(z.nonnegative()),
  description: z.string(),
});
export type InboxReport = z.output<typeof inboxReportSchema>;

export const inboxListSchema = z.pipe(
  z.looseObject({ reports: z.array(inboxReportSchema) }),
  z.transform(({ reports }) => reports),
);

/** The builds whose replayers the server keeps (`GET /support/api/replayers`, issue 53). */
const replayersSchema = z.looseObject({
  current: z.nullable(z.string().check(z.maxLength(100))),
  versions: z.array(z.string().check(z.maxLength(100))),
});
export type KeptReplayers = z.output<typeof replayersSchema>;

/** Why the inbox gave nothing: `network` (no answer), `http` (a refusal), `invalid_reply`. */
export type InboxError = 'network' | 'http' | 'invalid_reply';

/** An inbox answer: the value, or the HTTP status that refused it (0: no answer) and why. */
export type InboxResult<T> =
  { ok: true; value: T } | { ok: false; status: number; error: InboxError; detail: string };

const failure = (
  status: number,
  error: InboxError,
  detail: string,
): { ok: false; status: number; error: InboxError; detail: string } => ({
  ok: false,
  status,
  error,
  detail,
});

/** The first problem zod found in a reply, as `path: message`. */
function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unexpected reply';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * The support report inbox over HTTP, for support staff: `GET <base>/reports` (the list, checked
 * against `inboxListSchema`), `GET <base>/reports/:id` (the JSONL log) and `GET <base>/replayers`
 * (the builds whose replayers the server keeps). Sends the staff cookie
 * of the demo support login. Never throws: a refusal, no answer or a reply of the wrong shape is
 * an `{ ok: false, status, error, detail }` the page can show.
 *
 * @example
 * const inbox = createSupportInbox(window.fetch.bind(window), '/support/api', loginUrl);
 * const answer = await inbox.list(); // { ok: true, value: [...] } or { ok: false, status: 401, … }
 */
export function createSupportInbox(fetchFn: typeof fetch, base: string, loginUrl: string) {
  const get = async (path: string, accept: string): Promise<InboxResult<Response>> => {
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, {
        credentials: 'same-origin',
        headers: { accept },
      });
    } catch (error) {
      return failure(0, 'network', messageOf(error));
    }
    if (response.ok) return { ok: true, value: response };
    let detail = '';
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') detail = body.error;
    } catch {
      // A refusal with no JSON body: the status says enough.
    }
    return failure(response.status, 'http', detail);
  };

  const getJson = async <T>(
    path: string,
    schema: z.ZodMiniType<T>,
    what: string,
  ): Promise<InboxResult<T>> => {
    const answer = await get(path, 'application/json');
    if (!answer.ok) return answer;
    let body: unknown;
    try {
      body = await answer.value.json();
    } catch {
      return failure(answer.value.status, 'invalid_reply', `${what} is not JSON`);
    }
    const parsed = schema.safeParse(body);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : failure(answer.value.status, 'invalid_reply', firstIssue(parsed.error));
  };

  return {
    loginUrl,
    list: (): Promise<InboxResult<InboxReport[]>> =>
      getJson('/reports', inboxListSchema, 'the report list'),
    /** The builds whose replayers the server keeps, and the one it serves. */
    replayers: (): Promise<InboxResult<KeptReplayers>> =>
      getJson('/replayers', replayersSchema, 'the list of kept builds'),
    async fetchLog(id: string): Promise<InboxResult<string>> {
      const answer = await get(`/reports/${encodeURIComponent(id)}`, 'application/x-ndjson');
      if (!answer.ok) return answer;
      const type = answer.value.headers.get('content-type') ?? '';
      if (!/^(application\/(x-ndjson|jsonl)|text\/plain)\b/.test(type))
        return failure(answer.value.status, 'invalid_reply', `not a log: ${type || 'no type'}`);
      let text: string;
      try {
        text = await answer.value.text();
      } catch (error) {
        return failure(0, 'network', messageOf(error));
      }
      if (text.trim() === '')
        return failure(answer.value.status, 'invalid_reply', 'the report is empty');
      return { ok: true, value: text };
    },
  };
}
