/**
 * The description a guest types in the report dialog, on its way to the upload. It is handed over
 * here rather than in the `ui.reportSubmitted` event because every event is recorded: this text
 * must never be in the log (nor in a checkpoint's state). The dialog sets it right before it
 * sends; the upload takes it once.
 *
 * @example
 * reportDraft.set(description); // the view, on Send
 * engine.send('report', { type: 'ui.reportSubmitted', consent: true, … });
 * const text = reportDraft.take(); // the upload service, once
 */
export class ReportDraft {
  private text = '';

  set(text: string): void {
    this.text = text;
  }

  take(): string {
    const text = this.text;
    this.text = '';
    return text;
  }
}

/** The page's one draft: one engine, one report dialog. */
export const reportDraft = new ReportDraft();
