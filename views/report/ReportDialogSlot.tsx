import { selectReportOpen } from '../../machines/report/report.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useOnDemand } from '../hooks/useOnDemand.ts';
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
  const ReportDialog = useOnDemand(loadDialog, open);
  return ReportDialog ? <ReportDialog /> : null;
}
