import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ReplayTimeline } from '../../src/engine/inspector/replayTimeline.ts';
import type { EventLog } from '../../src/engine/log/records.ts';
import { isRedacted, redactionMarks } from '../../src/engine/redaction/marks.ts';
import { buildTimeline, type BuildProgress } from '../inspector/buildTimeline.ts';
import { ReplayViewer, type OpenedLog } from './ReplayViewer.tsx';

type State =
  | { kind: 'opening'; progress: BuildProgress | null }
  /** `progress` while the rest of a long log is still replaying, then `replayMs`. */
  | { kind: 'open'; opened: OpenedLog; progress: BuildProgress | null; replayMs: number | null };

export interface ReplaySessionProps {
  log: EventLog;
  text: string;
  name: string;
  /** Reading the log took `decodeMs`; `started` is when its text was there. */
  decodeMs: number;
  started: number;
  /** The viewer is on screen (a long log goes on replaying). */
  onOpened?: (records: number) => void;
  /** Every record is replayed and every checkpoint checked. */
  onReplayed?: (verified: boolean) => void;
  /** The replay threw: the page says so instead of going blank. */
  onFailed?: (reason: string) => void;
}

/**
 * One decoded log, replayed and shown in the viewer: progress while it replays, the viewer as
 * soon as the first records are in. The support console runs it inside the sandboxed replay
 * frame (`src/support/sandbox/replayer.tsx`), never in its own document.
 */
export function ReplaySession({
  log,
  text,
  name,
  decodeMs,
  started,
  onOpened,
  onReplayed,
  onFailed,
}: ReplaySessionProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'opening', progress: null });
  const callbacks = useRef({ onOpened, onReplayed, onFailed });
  useEffect(() => {
    callbacks.current = { onOpened, onReplayed, onFailed };
  });

  useEffect(() => {
    const controller = new AbortController();
    let shown: ReplayTimeline | null = null;
    const marks = redactionMarks(text);
    const opened = (timeline: ReplayTimeline): OpenedLog => ({
      timeline,
      name,
      text,
      redaction: isRedacted(marks) ? marks : null,
      timings: { decode: decodeMs, started },
    });
    const replayStarted = performance.now();
    let announced = false;
    const announce = () => {
      if (announced) return;
      announced = true;
      callbacks.current.onOpened?.(log.records.length);
    };
    buildTimeline(log, {
      signal: controller.signal,
      // A long log opens after its first records; the rest replays while it is on screen.
      onPartial: (partial) => {
        shown = partial;
        setState({
          kind: 'open',
          opened: opened(partial),
          progress: { done: partial.reachable, total: partial.total },
          replayMs: null,
        });
        announce();
      },
      onProgress: (progress) =>
        setState((state) => (state.kind === 'open' ? { ...state, progress } : state)),
    }).then(
      (timeline) => {
        shown = timeline;
        const replayMs = performance.now() - replayStarted;
        setState((state) =>
          state.kind === 'open' && state.opened.timeline === timeline
            ? { ...state, progress: null, replayMs }
            : { kind: 'open', opened: opened(timeline), progress: null, replayMs },
        );
        announce();
        callbacks.current.onReplayed?.(timeline.verified);
      },
      (reason: unknown) => {
        if ((reason as { name?: string }).name === 'AbortError') return;
        callbacks.current.onFailed?.(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      controller.abort();
      shown?.dispose();
    };
  }, [log, text, name, decodeMs, started]);

  if (state.kind === 'opening')
    return (
      <section className="support-card" aria-busy="true">
        <p role="status">{t('support.opening', { name })}</p>
        <progress max={1} value={0} aria-label={t('support.opening', { name })} />
      </section>
    );
  return <ReplayViewer opened={state.opened} progress={state.progress} replayMs={state.replayMs} />;
}
