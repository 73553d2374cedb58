import type { Language } from '../shared/languages.ts';
import type { Failure } from '../shared/failure.ts';

/** Longest description a guest may type; the dialog stops there, the machine refuses beyond it. */
export const REPORT_DESCRIPTION_MAX = 1000;

/**
 * What the upload is asked for. The description is not here: it goes to the upload beside the
 * engine (`src/engine/report/draft.ts`), so it is never recorded in the log.
 */
export interface ReportUploadInput {
  includeMessages: boolean;
  /** The language the guest reads the app in, for support's answer. */
  language: Language;
}

/** What the support inbox answers: the id the guest can quote (e.g. `R-7K3M-9Q`). */
export interface ReportReceipt {
  reportId: string;
}

export interface ReportContext {
  reportId: string | null;
  failure: Failure | null;
}

/** Guest intents from the report dialog. */
export type ReportEvent =
  | { type: 'ui.reportOpened' }
  | { type: 'ui.reportClosed' }
  | {
      type: 'ui.reportSubmitted';
      /** The required "I agree to send this report" box. */
      consent: boolean;
      includeMessages: boolean;
      language: Language;
      /** Length of the description typed (the text itself never enters the log). */
      descriptionLength: number;
    };
