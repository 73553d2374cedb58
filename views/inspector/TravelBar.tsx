import { useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { AnyActorRef } from 'xstate';
import type { ReplayTimeline } from '../../src/engine/inspector/replayTimeline.ts';
import { StatelyConnect } from './StatelyConnect.tsx';
import type { useTravel } from './useTravel.ts';

export type Travel = ReturnType<typeof useTravel>;

/** The header's controls: live or travelling, step and jump, back to live, export and import. */
export function TravelBar({
  travel,
  root,
  compact,
}: {
  travel: Travel;
  root: AnyActorRef;
  /** Narrow screens: the log tools fold away behind one button. */
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { state } = travel;
  const travelling = state.kind === 'travel';
  return (
    <div className="ins-travel">
      {state.kind === 'live' && (
        <p className="ins-badge" data-mode="live" role="status">
          {t('inspector.live')}
        </p>
      )}
      {state.kind === 'loading' && (
        <p className="ins-badge" role="status">
          {t('inspector.travel.replaying')}
          {state.progress && (
            <progress
              max={state.progress.total}
              value={state.progress.done}
              aria-label={t('inspector.travel.replaying')}
            />
          )}
        </p>
      )}
      {travelling && (
        <p className="ins-badge" data-mode="travel" role="status">
          {state.source.kind === 'file'
            ? t('inspector.travel.viewingFile', {
                position: state.position,
                total: state.timeline.total,
                name: state.source.name,
              })
            : t('inspector.travel.viewing', {
                position: state.position,
                total: state.timeline.total,
              })}
        </p>
      )}
      <div className="ins-travel-controls">
        <button
          type="button"
          className="ins-button"
          disabled={state.kind === 'loading' || (travelling && state.position === 0)}
          onClick={() => (travelling ? travel.goTo(state.position - 1) : void travel.start())}
        >
          ◀ {t('inspector.travel.stepBack')}
        </button>
        <button
          type="button"
          className="ins-button"
          disabled={!travelling || state.position >= state.timeline.reachable}
          onClick={() => travelling && travel.goTo(state.position + 1)}
        >
          {t('inspector.travel.stepForward')} ▶
        </button>
        {travelling && (
          <>
            <label className="ins-field ins-slider">
              <span className="sr-only">{t('inspector.travel.record')}</span>
              <input
                type="range"
                min={0}
                max={state.timeline.reachable}
                value={state.position}
                onChange={(event) => travel.goTo(Number(event.target.value))}
              />
            </label>
            <button type="button" className="ins-button ins-primary" onClick={travel.backToLive}>
              {t('inspector.travel.backToLive')}
            </button>
            {travel.continueLive && (
              <button type="button" className="ins-button" onClick={travel.continueLive}>
                {t('inspector.travel.continueLive')}
              </button>
            )}
          </>
        )}
      </div>
      {compact ? (
        <details className="ins-tools">
          <summary className="ins-button">{t('inspector.tools')}</summary>
          <div className="ins-popover">
            <LogTools travel={travel} root={root} />
            {travelling && <p className="ins-meta">{t('inspector.travel.liveNote')}</p>}
          </div>
        </details>
      ) : (
        <LogTools travel={travel} root={root} />
      )}
      {travel.error && (
        <p className="ins-error" role="alert">
          {travel.error.kind === 'decode'
            ? t('inspector.log.badFile', { ...travel.error })
            : t('inspector.log.unreadable', { ...travel.error })}
        </p>
      )}
      {travelling && (
        <Verification timeline={state.timeline} position={state.position} compact={compact} />
      )}
    </div>
  );
}

/** Export and import of the log, and the Stately connection. */
function LogTools({ travel, root }: { travel: Travel; root: AnyActorRef }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="ins-travel-controls">
      {travel.state.kind === 'travel' && (
        <button type="button" className="ins-button" onClick={travel.exportPrefix}>
          {t('inspector.travel.exportPrefix')}
        </button>
      )}
      <button type="button" className="ins-button" onClick={travel.exportLog}>
        {t('inspector.log.export')}
      </button>
      <button type="button" className="ins-button" onClick={() => file.current?.click()}>
        {t('inspector.log.import')}
      </button>
      <input
        ref={file}
        type="file"
        accept=".jsonl,.ndjson,.txt,application/x-ndjson"
        hidden
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) void travel.importFile(picked);
        }}
      />
      <StatelyConnect root={root} />
    </div>
  );
}

/** What the replay proved up to the record shown; a divergence is said plainly. */
function Verification({
  timeline,
  position,
  compact,
}: {
  timeline: ReplayTimeline;
  position: number;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { verification } = timeline;
  const mismatch = verification.mismatches.find((m) => m.position <= position);
  const stopped = verification.stopped;
  const checked = timeline.log.records
    .slice(0, position)
    .filter((record) => record.kind === 'checkpoint').length;
  const failed = verification.mismatches.filter((m) => m.position <= position).length;
  return (
    <div className="ins-verify">
      {verification.anchorMismatch && (
        <p className="ins-error" role="alert">
          {t('inspector.travel.anchor', { ...verification.anchorMismatch })}
        </p>
      )}
      {mismatch && (
        <p className="ins-error" role="alert">
          {t('inspector.travel.diverged', { ...mismatch })}
        </p>
      )}
      {stopped && position >= timeline.reachable && (
        <p className="ins-error" role="alert">
          {t('inspector.travel.stopped', { seq: stopped.seq, reason: stopped.reason })}
        </p>
      )}
      <p className="ins-meta">
        {t('inspector.travel.verified', { matched: checked - failed, checkpoints: checked })}
        {!compact && <> · {t('inspector.travel.liveNote')}</>}
      </p>
    </div>
  );
}
