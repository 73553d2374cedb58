import type { CSSProperties } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';

/** Seed 000 §9: the loader animates for 1400 ms, then pauses for 500 ms, and again. */
export const LOADER_TIMING = { animationMs: 1400, pauseMs: 500 } as const;

/** The CSS of one loader cycle: its length, and where in it the movement ends (percent). */
export const loaderCycle = (timing = LOADER_TIMING) => {
  const cycleMs = timing.animationMs + timing.pauseMs;
  return { cycleMs, movingUntil: `${((timing.animationMs / cycleMs) * 100).toFixed(1)}%` };
};

/**
 * The generic loader (seed 000 §4): the logo, pulsing or drawn (1400 ms, then a 500 ms pause),
 * with an optional overlay and optional buttons.
 */
export function PayLoader({
  label,
  variant = 'pulse',
  overlay = true,
  onCancel,
  onReload,
}: {
  label: string;
  variant?: 'pulse' | 'draw';
  overlay?: boolean;
  onCancel?: () => void;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={overlay ? 'pay-loader pay-loader-overlay' : 'pay-loader'}
      role="status"
      aria-live="polite"
      data-testid="pay-loader"
      style={{ '--pay-loader-cycle': `${loaderCycle().cycleMs}ms` } as CSSProperties}
    >
      <div className="pay-loader-card">
        <svg
          className={`pay-loader-logo pay-loader-${variant}`}
          viewBox="0 0 64 64"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="4" y="4" width="56" height="56" rx="18" className="pay-loader-frame" />
          <circle cx="32" cy="32" r="15" className="pay-loader-ring" pathLength={100} />
          <circle cx="32" cy="32" r="5.5" className="pay-loader-dot" />
        </svg>
        <p>{label}</p>
        {(onCancel ?? onReload) && (
          <div className="dialog-actions pay-loader-actions">
            {onReload && (
              <button type="button" className="button button-ghost" onClick={onReload}>
                {t('payTour.reload')}
              </button>
            )}
            {onCancel && (
              <button type="button" className="button button-ghost" onClick={onCancel}>
                {t('payTour.cancel')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
