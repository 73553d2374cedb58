import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { describeRefusal, type ReportSummary, type SupportInbox } from './inbox.ts';
import { LogPicker } from './LogPicker.tsx';
import { ReplayBuild } from './ReplayBuild.tsx';
import { chooseBuild, versionOfLog, type KeptBuilds } from './replayBuild.ts';
import { ReportList } from './ReportList.tsx';
import { SandboxedReplay } from './SandboxedReplay.tsx';
import type { FrameReport, ReplaySandbox } from './sandbox.ts';
import './support.css';

type Page =
  | { kind: 'start' }
  | { kind: 'opening'; name: string }
  /**
   * A log handed to a sandboxed replay frame; `attempt` keys the frame (a new one per log, and
   * per build it replays with). `version`: the build that recorded it; `kept`: the builds whose
   * replayers the server keeps; `preferCurrent`: support asked for the current build's.
   */
  | {
      kind: 'open';
      name: string;
      text: string;
      attempt: number;
      version: string | null;
      kept: KeptBuilds;
      preferCurrent: boolean;
    };

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

  // The builds the server keeps replayers of: asked when the page opens, so that a log opens
  // without waiting for them; asked again at the next log after a refusal.
  const kept = useRef<Promise<KeptBuilds> | null>(null);
  const keptBuilds = useCallback(
    () =>
      (kept.current ??= inbox.replayers().then((answer): KeptBuilds => {
        if (answer.ok) return { ok: true, ...answer.value };
        kept.current = null;
        return { ok: false, why: describeRefusal(answer) };
      })),
    [inbox],
  );
  useEffect(() => {
    void keptBuilds();
  }, [keptBuilds]);

  /** Opens `text` with the replayer of the build that recorded it (`version`), when kept. */
  const open = (name: string, text: string, version: string | null, attempt: number) => {
    const show = (builds: KeptBuilds) => {
      if (attempts.current !== attempt) return;
      setError(null);
      setPage({
        kind: 'open',
        name,
        text,
        attempt: ++attempts.current,
        version,
        kept: builds,
        preferCurrent: false,
      });
    };
    // A log of this very build replays with it: nothing to wait for.
    if (version === __APP_VERSION__)
      show({ ok: true, current: __APP_VERSION__, versions: [__APP_VERSION__] });
    else void keptBuilds().then(show);
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
        if (attempts.current === attempt) open(file.name, text, versionOfLog(text), attempt);
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
        report.appVersion || versionOfLog(answer.value),
        attempt,
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
          <OpenedReplay
            page={page}
            sandbox={sandbox}
            onReport={onReport}
            onPreferCurrent={(preferCurrent) =>
              setPage({ ...page, preferCurrent, attempt: ++attempts.current })
            }
          />
        )}
      </main>
    </div>
  );
}

/** An opened log: which build replays it, and that build's sandboxed replay frame. */
function OpenedReplay({
  page,
  sandbox,
  onReport,
  onPreferCurrent,
}: {
  page: Extract<Page, { kind: 'open' }>;
  sandbox: ReplaySandbox;
  onReport: (name: string, attempt: number) => (report: FrameReport) => void;
  onPreferCurrent: (preferCurrent: boolean) => void;
}) {
  const choice = chooseBuild(page.version, page.kept, page.preferCurrent);
  const current = (page.kept.ok && page.kept.current) || __APP_VERSION__;
  return (
    <>
      <ReplayBuild choice={choice} current={current} onPreferCurrent={onPreferCurrent} />
      <SandboxedReplay
        key={page.attempt}
        sandbox={sandbox}
        build={choice.build}
        name={page.name}
        text={page.text}
        onReport={onReport(page.name, page.attempt)}
      />
    </>
  );
}
