import { z } from 'zod';
import type { InboxAnswer, ReportSummary, SupportInbox } from '../../views/support/inbox.ts';

const reportSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  receivedAt: z.string().catch(''),
  guestPseudonym: z.string().catch(''),
  language: z.string().catch(''),
  appVersion: z.string().catch(''),
  bytes: z.number().catch(0),
  records: z.number().catch(0),
  description: z.string().catch(''),
});
/** The list comes bare or wrapped as `{ reports: [...] }`. */
const listSchema = z.union([
  z.array(reportSchema),
  z.looseObject({ reports: z.array(reportSchema) }).transform(({ reports }) => reports),
]);

/**
 * The simulator's support inbox over HTTP: `GET /support/api/reports` (the list) and
 * `GET /support/api/reports/:id` (the JSONL log), with the staff cookie of the demo support login
 * (`/support/login?as=support`).
 *
 * @example
 * const inbox = createInboxClient(window.fetch.bind(window));
 * const answer = await inbox.list(); // { ok: true, value: [...] } or { ok: false, status: 401 }
 */
export function createInboxClient(
  fetchFn: typeof fetch,
  base = '/support/api',
  loginUrl = '/support/login?as=support&next=/support/',
): SupportInbox {
  const get = async (path: string): Promise<InboxAnswer<Response>> => {
    try {
      const response = await fetchFn(`${base}${path}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json, application/x-ndjson, text/plain' },
      });
      return response.ok ? { ok: true, value: response } : { ok: false, status: response.status };
    } catch {
      return { ok: false, status: 0 };
    }
  };
  return {
    loginUrl,
    async list(): Promise<InboxAnswer<ReportSummary[]>> {
      const answer = await get('/reports');
      if (!answer.ok) return answer;
      try {
        const parsed = listSchema.safeParse(await answer.value.json());
        return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 502 };
      } catch {
        return { ok: false, status: 502 };
      }
    },
    async fetchLog(id: string): Promise<InboxAnswer<string>> {
      const answer = await get(`/reports/${encodeURIComponent(id)}`);
      if (!answer.ok) return answer;
      return { ok: true, value: await answer.value.text() };
    },
  };
}
