import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { describeRefusal, type ReportSummary, type SupportInbox } from './inbox.ts';
import { LogPicker } from './LogPicker.tsx';
import { ReportList } from './ReportList.tsx';
import { SandboxedReplay } from './SandboxedReplay.tsx';
import type { FrameReport, ReplaySandbox } from './sandbox.ts';
import './support.css';

type Page =
  | { kind: 'start' }
  | { kind: 'opening'; name: string }
  /** A log handed to a sandboxed replay frame; `attempt` keys the frame (a new one per log). */
  | { kind: 'open'; name: string; text: string; attempt: number };

type OpenError =
  | { kind: 'decode'; name: string; line: number; reason: string }
  | { kind: 'unreadable'; name: string; reason: string }
  | { kind: 'fetch'; id: string; why: string };

/**
 * The support page: the reported sessions of the inbox (or a log file from the disk), and one
 * opened in the replay viewer. A report is written by whoever sent it, so this page never decodes
 * or replays it itself: `sandbox` runs the viewer in a sandboxed frame that gets the log's text
 * (issue 23 §3), and a log it refuses comes back here as an error naming its line.
 */
export function SupportApp({ inbox, sandbox }: { inbox: SupportInbox; sandbox: ReplaySandbox }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState<Page>({ kind: 'start' });
  const [error, setError] = useState<OpenError | null>(null);
  const attempts = useRef(0);
  const formatTime = useCallback(
    (date: Date) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      ),
    [i18n.language],
  );

  const open = (name: string, text: string) => {
    setError(null);
    setPage({ kind: 'open', name, text, attempt: ++attempts.current });
  };

  const onReport = useCallback(
    (name: string, attempt: number) => (report: FrameReport) => {
      if (report.kind !== 'refused' && report.kind !== 'failed') return;
      setPage((page) =>
        page.kind === 'open' && page.attempt === attempt ? { kind: 'start' } : page,
      );
      setError(
        report.kind === 'refused' && report.line !== null
          ? { kind: 'decode', name, line: report.line, reason: report.reason }
          : { kind: 'unreadable', name, reason: report.reason },
      );
    },
    [],
  );

  const openFile = (file: File) => {
    const attempt = ++attempts.current;
    setPage({ kind: 'opening', name: file.name });
    file.text().then(
      (text) => {
        if (attempts.current === attempt) open(file.name, text);
      },
      (reason: unknown) => {
        setPage({ kind: 'start' });
        setError({
          kind: 'unreadable',
          name: file.name,
          reason: reason instanceof Error ? reason.message : String(reason),
        });
      },
    );
  };

  const openReport = (report: ReportSummary) => {
    const attempt = ++attempts.current;
    setPage({ kind: 'opening', name: report.id });
    void inbox.fetchLog(report.id).then((answer) => {
      if (attempts.current !== attempt) return;
      if (!answer.ok) {
        setPage({ kind: 'start' });
        setError({ kind: 'fetch', id: report.id, why: describeRefusal(answer) });
        return;
      }
      open(
        report.guestPseudonym ? `${report.id} · ${report.guestPseudonym}` : report.id,
        answer.value,
      );
    });
  };

  return (
    <div className="support-page">
      <header className="support-header">
        <div className="support-brand">
          <span className="boot-logo support-logo" aria-hidden="true" />
          <h1>{t('support.title')}</h1>
        </div>
        {page.kind === 'open' && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              attempts.current++;
              setPage({ kind: 'start' });
            }}
          >
            ← {t('support.back')}
          </button>
        )}
      </header>
      <main className="support-main">
        {error && (
          <p className="support-status" data-status="error" role="alert">
            {error.kind === 'fetch'
              ? t('support.error.fetch', { id: error.id, status: error.why })
              : error.kind === 'decode'
                ? t('support.error.decode', { ...error })
                : t('support.error.unreadable', { ...error })}
          </p>
        )}
        {page.kind === 'start' && (
          <>
            <p className="support-intro">{t('support.intro')}</p>
            <div className="support-start">
              <ReportList inbox={inbox} onOpen={openReport} formatTime={formatTime} />
              <LogPicker onFile={openFile} />
            </div>
          </>
        )}
        {page.kind === 'opening' && (
          <section className="support-card" aria-busy="true">
            <p role="status">{t('support.opening', { name: page.name })}</p>
          </section>
        )}
        {page.kind === 'open' && (
          <SandboxedReplay
            key={page.attempt}
            sandbox={sandbox}
            name={page.name}
            text={page.text}
            onReport={onReport(page.name, page.attempt)}
          />
        )}
      </main>
    </div>
  );
}
