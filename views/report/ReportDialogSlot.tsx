import { useEffect, useRef } from 'react';
import { selectReportOpen } from '../../machines/report/report.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { useOnDemandPart } from '../hooks/useOnDemand.ts';
import { withTexts } from '../../src/i18n/index.ts';

// The dialog builds reports (redaction, the replayer's summary): loaded, with its texts, when the
// guest first opens it, not with the layout. Once loaded it stays mounted (it closes itself).
const loadDialog = () =>
  withTexts(import('./ReportDialog.tsx'), ['report']).then((module) => module.ReportDialog);

/** The footer's report dialog, its code loaded on first open. */
export function ReportDialogSlot() {
  return useEngine().get('report') ? <OnDemandDialog /> : null;
}

function OnDemandDialog() {
  const open = useSystemSelector('report', selectReportOpen);
  const { part: ReportDialog, failed, retry } = useOnDemandPart(loadDialog, open);
  if (ReportDialog) return <ReportDialog />;
  return failed ? <DialogNotLoaded onRetry={retry} /> : null;
}

/**
 * The dialog's code did not come (a dropped connection, a replaced release): the guest asked for
 * it, so a modal says so where the dialog would be, with a retry and a way out (which closes the
 * report, so "Report a problem" opens it again) instead of nothing at all.
 */
function DialogNotLoaded({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => engine.send('report', { type: 'ui.reportClosed' });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-label={t('footer.report')}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2>{t('footer.report')}</h2>
      <p role="alert">{t('tileGrid.partFailed')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" autoFocus onClick={onRetry}>
          {t('tileGrid.retry')}
        </button>
        <button type="button" className="button button-ghost" onClick={close}>
          {t('footer.reportClose')}
        </button>
      </div>
    </dialog>
  );
}
