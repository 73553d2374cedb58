import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectReportFailure,
  selectReportId,
  selectReportPhase,
  type ReportPhase,
} from '../../machines/report/report.selectors.ts';
import { REPORT_DESCRIPTION_MAX } from '../../machines/report/report.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildReport } from '../../src/engine/report/buildReport.ts';
import { reportDraft } from '../../src/engine/report/draft.ts';
import { failureReason } from './reportFailure.ts';
import './report.css';

/**
 * "Report a problem": says in plain words what is sent, asks for consent, and sends the redacted
 * log of this tab (or saves it). The report machine decides whether the dialog is open and how
 * sending goes; this mirrors it onto a native modal dialog (focus trap, Escape, inert page).
 * Views rendered without a report actor (tests of other screens) show no dialog.
 */
export function ReportDialog() {
  return useEngine().get('report') ? <ReportDialogFrame /> : null;
}

function ReportDialogFrame() {
  const { t } = useTranslation();
  const engine = useEngine();
  const phase = useSystemSelector('report', selectReportPhase);
  const dialog = useRef<HTMLDialogElement>(null);
  const open = phase !== 'closed';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog report-dialog"
      aria-labelledby="report-dialog-title"
      aria-describedby="report-dialog-intro"
      onCancel={(event) => {
        // Escape: the machine closes it (and gives up a running upload), so the log says why.
        event.preventDefault();
        engine.send('report', { type: 'ui.reportClosed' });
      }}
    >
      {open && (
        <>
          <h2 id="report-dialog-title">{t('report.title')}</h2>
          {/* Mounted only while open: what was typed is kept through sending and failing, and
              forgotten when the dialog closes. */}
          <ReportForm phase={phase} />
        </>
      )}
    </dialog>
  );
}

function ReportForm({ phase }: { phase: Exclude<ReportPhase, 'closed'> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const [consent, setConsent] = useState(false);
  const [includeMessages, setIncludeMessages] = useState(false);
  const [description, setDescription] = useState('');
  const ids = useId();
  const close = () => engine.send('report', { type: 'ui.reportClosed' });

  if (phase === 'sent') return <ReportSent onClose={close} />;
  const sending = phase === 'sending';

  const send = () => {
    // The text goes to the upload beside the engine, never into the recorded event.
    reportDraft.set(description);
    engine.send('report', {
      type: 'ui.reportSubmitted',
      consent,
      includeMessages,
      language,
      descriptionLength: description.length,
    });
  };
  const download = () => {
    const report = buildReport({ exportLog: () => engine.exportLog!() }, { includeMessages });
    const url = URL.createObjectURL(new Blob([report.jsonl], { type: 'application/x-ndjson' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('report.downloadName', { date: new Date().toISOString().slice(0, 10) });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <form
      className="report-form"
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        if (consent && !sending) send();
      }}
    >
      <p id="report-dialog-intro">{t('report.intro')}</p>
      <section aria-labelledby={`${ids}-what`}>
        <h3 id={`${ids}-what`}>{t('report.whatTitle')}</h3>
        <ul className="report-what">
          <li>{t('report.what.log')}</li>
          <li>{t('report.what.removed')}</li>
          <li>{t('report.what.pseudonyms')}</li>
          <li>{t('report.what.messages')}</li>
          <li>
            {t('report.what.meta', {
              version: __APP_VERSION__,
              language: t(`languages.${language}`),
            })}
          </li>
        </ul>
      </section>

      <label className="report-field" htmlFor={`${ids}-description`}>
        {t('report.description')}
      </label>
      <textarea
        id={`${ids}-description`}
        className="report-description"
        rows={4}
        maxLength={REPORT_DESCRIPTION_MAX}
        value={description}
        disabled={sending}
        aria-describedby={`${ids}-count ${ids}-note`}
        onChange={(event) => setDescription(event.target.value)}
      />
      <p className="report-hint">
        <span id={`${ids}-count`}>
          {t('report.descriptionCount', {
            count: description.length,
            max: REPORT_DESCRIPTION_MAX,
          })}
        </span>{' '}
        <span id={`${ids}-note`}>{t('report.descriptionNote')}</span>
      </p>

      <label className="report-check">
        <input
          type="checkbox"
          checked={includeMessages}
          disabled={sending}
          onChange={(event) => setIncludeMessages(event.target.checked)}
        />
        {t('report.includeMessages')}
      </label>
      <label className="report-check">
        <input
          type="checkbox"
          required
          checked={consent}
          disabled={sending}
          aria-describedby={consent ? undefined : `${ids}-consent`}
          onChange={(event) => setConsent(event.target.checked)}
        />
        {t('report.consent')}
      </label>
      {!consent && (
        <p id={`${ids}-consent`} className="report-hint">
          {t('report.consentNeeded')}
        </p>
      )}

      {phase === 'failed' && <ReportFailed />}
      {sending && (
        <div className="report-progress" role="status">
          <progress aria-label={t('report.sending')} />
          {t('report.sending')}
        </div>
      )}

      <div className="report-actions">
        <button type="submit" className="button button-primary" disabled={!consent || sending}>
          {phase === 'failed' ? t('report.retry') : t('report.send')}
        </button>
        {engine.exportLog && (
          <button type="button" className="button button-ghost" onClick={download}>
            {t('report.download')}
          </button>
        )}
        <button type="button" className="button button-ghost" onClick={() => close()}>
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}

function ReportFailed() {
  const { t } = useTranslation();
  const failure = useSystemSelector('report', selectReportFailure);
  return (
    <div className="report-failed" role="alert">
      <strong>{t('report.failedTitle')}</strong>
      <p>
        {t(`report.failed.${failureReason(failure)}`)}{' '}
        {failure?.code && <code className="report-code">{failure.code}</code>}
      </p>
      <p>{t('report.failedHint')}</p>
    </div>
  );
}

function ReportSent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const reportId = useSystemSelector('report', selectReportId);
  const [copied, setCopied] = useState(false);
  return (
    <div className="report-sent">
      <p id="report-dialog-intro" role="status">
        <strong>{t('report.sentTitle')}</strong>
        <br />
        {t('report.sentText')}{' '}
        <output className="report-id" data-testid="report-id">
          {reportId}
        </output>
      </p>
      <div className="report-actions">
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            void navigator.clipboard?.writeText(reportId ?? '').then(() => setCopied(true));
          }}
        >
          {t('report.copy')}
        </button>
        <span role="status" className="report-hint">
          {copied ? t('report.copied') : ''}
        </span>
        <button type="button" className="button button-primary" autoFocus onClick={onClose}>
          {t('report.close')}
        </button>
      </div>
    </div>
  );
}
