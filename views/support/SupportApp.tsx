import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayTimeline } from '../../src/engine/inspector/replayTimeline.ts';
import { isRedacted, redactionMarks } from '../../src/engine/redaction/marks.ts';
import { buildTimeline, type BuildProgress } from '../inspector/buildTimeline.ts';
import { decodeLogText, readLogFile, type LogFileResult } from '../inspector/files.ts';
import { describeRefusal, type ReportSummary, type SupportInbox } from './inbox.ts';
import { LogPicker } from './LogPicker.tsx';
import { ReportList } from './ReportList.tsx';
import { ReplayViewer, type OpenedLog } from './ReplayViewer.tsx';
import './support.css';

type Page =
  | { kind: 'start' }
  | { kind: 'opening'; name: string; progress: BuildProgress | null }
  /** `progress` while the rest of a long log is still replaying, then `replayMs`. */
  | { kind: 'open'; opened: OpenedLog; progress: BuildProgress | null; replayMs: number | null };

type OpenError =
  | { kind: 'decode'; name: string; line: number; reason: string }
  | { kind: 'unreadable'; name: string; reason: string }
  | { kind: 'fetch'; id: string; why: string };

/**
 * The support page: the reported sessions of the inbox (or a log file from the disk), and one
 * opened in the replay viewer. `BootScreen` shows a session's start-up, as the app does.
 */
export function SupportApp({
  inbox,
  BootScreen,
}: {
  inbox: SupportInbox;
  BootScreen: ComponentType;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState<Page>({ kind: 'start' });
  const [error, setError] = useState<OpenError | null>(null);
  const attempt = useRef<AbortController | null>(null);
  const formatTime = useCallback(
    (date: Date) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      ),
    [i18n.language],
  );

  const shown = useRef<ReplayTimeline | null>(null);
  /** Lets go of the log on screen (another one opens, or the list comes back). */
  const cancel = useCallback(() => {
    attempt.current?.abort();
    shown.current?.dispose();
    shown.current = null;
  }, []);

  const open = useCallback(
    async (result: LogFileResult, started: number) => {
      cancel();
      const controller = new AbortController();
      attempt.current = controller;
      if (!result.ok) {
        setPage({ kind: 'start' });
        setError(
          result.line === null
            ? { kind: 'unreadable', name: result.name, reason: result.reason }
            : { kind: 'decode', name: result.name, line: result.line, reason: result.reason },
        );
        return;
      }
      setError(null);
      setPage({ kind: 'opening', name: result.name, progress: null });
      const marks = redactionMarks(result.text);
      const opened = (timeline: ReplayTimeline): OpenedLog => ({
        timeline,
        name: result.name,
        redaction: isRedacted(marks) ? marks : null,
        timings: { decode: result.decodeMs, started },
      });
      const replayStarted = performance.now();
      let timeline: ReplayTimeline;
      try {
        timeline = await buildTimeline(result.log, {
          signal: controller.signal,
          // A long log opens after its first records; the rest replays while it is on screen.
          onPartial: (partial) => {
            shown.current = partial;
            setPage({
              kind: 'open',
              opened: opened(partial),
              progress: { done: partial.reachable, total: partial.total },
              replayMs: null,
            });
          },
          onProgress: (progress) =>
            setPage((page) => (page.kind === 'open' ? { ...page, progress } : page)),
        });
      } catch (reason) {
        if ((reason as { name?: string }).name === 'AbortError') return;
        throw reason;
      }
      const replayMs = performance.now() - replayStarted;
      shown.current = timeline;
      setPage((page) =>
        page.kind === 'open' && page.opened.timeline === timeline
          ? { ...page, progress: null, replayMs }
          : { kind: 'open', opened: opened(timeline), progress: null, replayMs },
      );
    },
    [cancel],
  );

  const openFile = (file: File) => {
    const started = performance.now();
    setPage({ kind: 'opening', name: file.name, progress: null });
    void readLogFile(file).then((result) => open(result, started));
  };

  const openReport = (report: ReportSummary) => {
    setPage({ kind: 'opening', name: report.id, progress: null });
    void inbox.fetchLog(report.id).then((answer) => {
      if (!answer.ok) {
        setPage({ kind: 'start' });
        setError({ kind: 'fetch', id: report.id, why: describeRefusal(answer) });
        return;
      }
      const started = performance.now();
      const name = report.guestPseudonym ? `${report.id} · ${report.guestPseudonym}` : report.id;
      void open(decodeLogText(answer.value, name), started);
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
              cancel();
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
            <p role="status">
              {page.progress
                ? t('support.replaying', { ...page.progress })
                : t('support.opening', { name: page.name })}
            </p>
            <progress
              max={page.progress?.total ?? 1}
              value={page.progress?.done ?? 0}
              aria-label={t('support.opening', { name: page.name })}
            />
          </section>
        )}
        {page.kind === 'open' && (
          <ReplayViewer
            key={page.opened.timings.started}
            opened={page.opened}
            progress={page.progress}
            replayMs={page.replayMs}
            BootScreen={BootScreen}
          />
        )}
      </main>
    </div>
  );
}
