import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { describeRefusal, needsLogin, type ReportSummary, type SupportInbox } from './inbox.ts';

type ListState =
  | { kind: 'loading' }
  | { kind: 'ready'; reports: ReportSummary[] }
  | { kind: 'failed'; status: number; why: string };

/** The reports in the inbox, newest first, each opened with one button. */
export function ReportList({
  inbox,
  onOpen,
  formatTime,
}: {
  inbox: SupportInbox;
  onOpen: (report: ReportSummary) => void;
  formatTime: (date: Date) => string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    void inbox.list().then((answer) =>
      setState(
        answer.ok
          ? {
              kind: 'ready',
              reports: [...answer.value].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)),
            }
          : { kind: 'failed', status: answer.status, why: describeRefusal(answer) },
      ),
    );
  }, [inbox]);
  useEffect(load, [load]);

  return (
    <section className="support-card" aria-labelledby="reports-heading">
      <div className="support-card-head">
        <h2 id="reports-heading" className="support-heading">
          {t('support.reports.heading')}
        </h2>
        <button type="button" className="button button-ghost" onClick={load}>
          {t('support.reports.refresh')}
        </button>
      </div>
      {state.kind === 'loading' && <p role="status">{t('support.reports.loading')}</p>}
      {state.kind === 'failed' &&
        (needsLogin(state.status) ? (
          <p className="support-login">
            {t('support.reports.loginNeeded')}{' '}
            <a className="button button-primary" href={inbox.loginUrl}>
              {t('support.reports.login')}
            </a>
          </p>
        ) : state.status === 404 ? (
          <p className="support-note">{t('support.reports.missing')}</p>
        ) : (
          <p className="support-status" data-status="error" role="alert">
            {t('support.reports.failed', { status: state.why })}
          </p>
        ))}
      {state.kind === 'ready' &&
        (state.reports.length === 0 ? (
          <p className="support-note">{t('support.reports.empty')}</p>
        ) : (
          <div className="inbox-table-wrap">
            <table className="inbox-table">
              <thead>
                <tr>
                  <th scope="col">{t('support.reports.received')}</th>
                  <th scope="col">{t('support.reports.guest')}</th>
                  <th scope="col">{t('support.reports.language')}</th>
                  <th scope="col">{t('support.reports.appVersion')}</th>
                  <th scope="col">{t('support.reports.size')}</th>
                  <th scope="col">{t('support.reports.description')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('support.reports.open', { id: '' })}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.reports.map((report) => (
                  <tr key={report.id}>
                    <td data-label={t('support.reports.received')}>
                      {report.receivedAt ? formatTime(new Date(report.receivedAt)) : '—'}
                    </td>
                    <td data-label={t('support.reports.guest')}>{report.guestPseudonym || '—'}</td>
                    <td data-label={t('support.reports.language')}>{report.language || '—'}</td>
                    <td data-label={t('support.reports.appVersion')}>{report.appVersion || '—'}</td>
                    <td data-label={t('support.reports.size')}>
                      <span>
                        {formatBytes(report.bytes)}
                        <br />
                        <span className="support-note">
                          {t('support.reports.records', { count: report.records })}
                        </span>
                      </span>
                    </td>
                    <td className="inbox-description" data-label={t('support.reports.description')}>
                      {report.description || (
                        <span className="support-note">{t('support.reports.noDescription')}</span>
                      )}
                    </td>
                    <td className="inbox-open">
                      <button
                        type="button"
                        className="button button-primary"
                        onClick={() => onOpen(report)}
                      >
                        {t('support.reports.open', { id: report.id })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
