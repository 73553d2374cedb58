import { useTranslation } from '../../src/i18n/react.ts';
import { useEngine } from '../../src/engine/react.tsx';

/** Opens the report dialog; `before` runs first (the mobile panel closes its menu). */
export function ReportButton({ className, before }: { className?: string; before?: () => void }) {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        before?.();
        engine.send('report', { type: 'ui.reportOpened' });
      }}
    >
      {t('footer.report')}
    </button>
  );
}
