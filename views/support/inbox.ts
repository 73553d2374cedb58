/** One report in the support inbox, as the list shows it. */
export interface ReportSummary {
  id: string;
  receivedAt: string;
  guestPseudonym: string;
  language: string;
  appVersion: string;
  bytes: number;
  records: number;
  description: string;
}

/**
 * An inbox answer: the value, or the HTTP status that refused it (0: no answer at all), a code
 * for why (`network`, `http`, `invalid_reply`) and the server's or the check's detail.
 */
type InboxAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number; error: string; detail: string };

/**
 * What the support viewer needs of the report inbox. Views do no I/O: the support page's entry
 * (`src/support/main.tsx`) hands them the service of `services/support/inbox.ts`.
 */
export interface SupportInbox {
  list(): Promise<InboxAnswer<ReportSummary[]>>;
  fetchLog(id: string): Promise<InboxAnswer<string>>;
  /** The builds whose replayers the server keeps (`current`: the one it serves). */
  replayers(): Promise<InboxAnswer<{ current: string | null; versions: string[] }>>;
  /** Where support staff log in (the simulator's demo login). */
  loginUrl: string;
}

/** Whether a refusal means "log in first". */
export const needsLogin = (status: number): boolean => status === 401 || status === 403;

/** A refusal as the page shows it: the status (— for none) and what went wrong. */
export function describeRefusal(answer: { status: number; error: string; detail: string }): string {
  const status = answer.status === 0 ? '—' : String(answer.status);
  const why = answer.error === 'http' ? answer.detail : `${answer.error}: ${answer.detail}`;
  return why ? `${status}, ${why}` : status;
}
