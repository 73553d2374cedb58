import { useTranslation } from '../../src/i18n/react.ts';
import type { ReplayTimeline } from '../../src/engine/inspector/replayTimeline.ts';
import type { BuildProgress } from '../inspector/buildTimeline.ts';

/**
 * What the full replay proved, said plainly: every checkpoint verified, or the first one that
 * differs, or that a redacted log's checkpoints are not comparable from a record on (not a
 * failure of the session), or where the replay had to stop.
 */
export function Verification({
  timeline,
  progress,
}: {
  timeline: ReplayTimeline;
  /** While the replay is still going: how far it is. */
  progress: BuildProgress | null;
}) {
  const { t } = useTranslation();
  const v = timeline.verification;
  const first = v.mismatches[0];
  const lines = [];
  if (v.stopped)
    lines.push(
      <p key="stopped" className="support-status" data-status="error" role="alert">
        {t('support.verify.stopped', { seq: v.stopped.seq, reason: v.stopped.reason })}
      </p>,
    );
  if (v.anchorMismatch)
    lines.push(
      <p key="anchor" className="support-status" data-status="error" role="alert">
        {t('support.verify.anchor', { ...v.anchorMismatch })}
      </p>,
    );
  if (first)
    lines.push(
      <p key="diverged" className="support-status" data-status="error" role="alert">
        {t('support.verify.diverged', {
          seq: first.seq,
          expected: first.expected,
          actual: first.actual,
          count: v.mismatchCount,
          total: v.checkpoints,
        })}
      </p>,
    );
  if (v.notComparableFrom !== null)
    lines.push(
      <p key="redacted" className="support-status" data-status="redacted" role="status">
        {t('support.verify.redacted', {
          seq: v.notComparableFrom,
          count: v.notComparable,
          total: v.checkpoints,
          matched: v.matched,
        })}
      </p>,
    );
  if (progress && lines.length === 0)
    lines.push(
      <p key="running" className="support-status" data-status="neutral" role="status">
        {t('support.verify.running', {
          ...progress,
          matched: v.matched,
          checkpoints: v.checkpoints,
        })}
      </p>,
      <progress key="progress" max={progress.total} value={progress.done} aria-hidden="true" />,
    );
  if (!progress && lines.length === 0)
    lines.push(
      v.checkpoints === 0 ? (
        <p key="none" className="support-status" data-status="neutral" role="status">
          {t('support.verify.none')}
        </p>
      ) : (
        <p key="ok" className="support-status" data-status="ok" role="status">
          {t('support.verify.ok', { count: v.matched })}
        </p>
      ),
    );
  return <div className="replay-verify">{lines}</div>;
}
