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

/** An inbox answer: the value, or the HTTP status that refused it (0: no answer at all). */
export type InboxAnswer<T> = { ok: true; value: T } | { ok: false; status: number };

/**
 * What the support viewer needs of the report inbox. Views do no I/O: the support page's entry
 * (`src/support/main.tsx`) hands them an implementation.
 */
export interface SupportInbox {
  list(): Promise<InboxAnswer<ReportSummary[]>>;
  fetchLog(id: string): Promise<InboxAnswer<string>>;
  /** Where support staff log in (the simulator's demo login). */
  loginUrl: string;
}

/** Whether a refusal means "log in first". */
export const needsLogin = (status: number): boolean => status === 401 || status === 403;
