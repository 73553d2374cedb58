import { useCallback, useEffect, useRef, useState } from 'react';
import {
  appReplayOptions,
  withoutCheckpoints,
  type ReplayTimeline,
} from '../../src/engine/inspector/replayTimeline.ts';
import type { ContinueLive, InspectableEngine } from '../../src/engine/inspector/types.ts';
import { encodeLog } from '../../src/engine/log/jsonl.ts';
import type { EventLog } from '../../src/engine/log/records.ts';
import { Replayer } from '../../src/engine/replay.ts';
import { buildTimeline, type BuildProgress } from './buildTimeline.ts';
import { downloadText, logFileName, readLogFile } from './files.ts';

export type TravelSource = { kind: 'live' } | { kind: 'file'; name: string };

export type TravelState =
  | { kind: 'live' }
  | { kind: 'loading'; progress: BuildProgress | null }
  | { kind: 'travel'; timeline: ReplayTimeline; position: number; source: TravelSource };

export type TravelError =
  | { kind: 'decode'; name: string; line: number; reason: string }
  | { kind: 'unreadable'; name: string; reason: string };

/**
 * Time travel for the inspector: the live log (or an imported one) replayed into a timeline,
 * shown at any record, while the live app keeps running.
 */
export function useTravel(engine: InspectableEngine, continueFrom?: ContinueLive) {
  const [state, setState] = useState<TravelState>({ kind: 'live' });
  const [error, setError] = useState<TravelError | null>(null);
  const current = useRef<ReplayTimeline | null>(null);
  const controller = useRef<AbortController | null>(null);

  const replace = useCallback((next: ReplayTimeline | null) => {
    if (current.current && current.current !== next) current.current.dispose();
    current.current = next;
  }, []);
  useEffect(() => () => replace(null), [replace]);

  const open = useCallback(
    async (log: EventLog, source: TravelSource, position: (timeline: ReplayTimeline) => number) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ kind: 'loading', progress: null });
      try {
        const timeline = await buildTimeline(log, {
          transitions: true,
          signal: abort.signal,
          onProgress: (progress) => setState({ kind: 'loading', progress }),
        });
        replace(timeline);
        setState({
          kind: 'travel',
          timeline,
          position: timeline.clamp(position(timeline)),
          source,
        });
      } catch (reason) {
        if ((reason as { name?: string }).name !== 'AbortError') throw reason;
      }
    },
    [replace],
  );

  /** Travels over the live log: to just after record `toSeq`, or one step back from now. */
  const start = useCallback(
    (target: { toSeq?: number } = {}) => {
      setError(null);
      const log = engine.exportLog();
      const base = log.header.anchor?.seq ?? 0;
      return open(log, { kind: 'live' }, (timeline) => {
        if (target.toSeq !== undefined) return target.toSeq - base + 1;
        // One step back from now: before the last record that is not the export's checkpoint.
        const records = timeline.log.records;
        let index = records.length - 1;
        while (index > 0 && records[index]?.kind === 'checkpoint') index--;
        return index;
      });
    },
    [engine, open],
  );

  const goTo = useCallback((position: number) => {
    setState((previous) =>
      previous.kind === 'travel'
        ? { ...previous, position: previous.timeline.clamp(position) }
        : previous,
    );
  }, []);

  const backToLive = useCallback(() => {
    controller.current?.abort();
    replace(null);
    setState({ kind: 'live' });
  }, [replace]);

  const importFile = useCallback(
    async (file: File) => {
      setError(null);
      const result = await readLogFile(file);
      if (!result.ok) {
        setError(
          result.line === null
            ? { kind: 'unreadable', name: result.name, reason: result.reason }
            : { kind: 'decode', name: result.name, line: result.line, reason: result.reason },
        );
        return;
      }
      await open(result.log, { kind: 'file', name: result.name }, () => 0);
    },
    [open],
  );

  const exportLog = useCallback(() => {
    const log = engine.exportLog();
    downloadText(logFileName(log.header.startedAt), encodeLog(log));
  }, [engine]);

  const exportPrefix = useCallback(() => {
    if (state.kind !== 'travel') return;
    const { log } = state.timeline;
    const records = log.records.slice(0, state.position);
    const last = records[records.length - 1];
    downloadText(
      logFileName(log.header.startedAt, last ? `-upto-${last.seq}` : '-empty'),
      encodeLog({ header: log.header, records }),
    );
  }, [state]);

  /**
   * Only when asked: the live app starts again from the record shown (a replay to it gives the
   * anchor), and what the live log held after it is left behind. Offered for the live log only:
   * an imported log belongs to another page load, with its own config and address.
   */
  const continueLive =
    continueFrom && state.kind === 'travel' && state.source.kind === 'live'
      ? () => {
          const replayer = new Replayer(withoutCheckpoints(state.timeline.log), appReplayOptions);
          replayer.stepTo(state.position);
          const anchor = replayer.captureAnchor();
          replayer.actor.stop();
          backToLive();
          continueFrom(anchor);
        }
      : null;

  return {
    state,
    error,
    start,
    goTo,
    backToLive,
    continueLive,
    importFile,
    exportLog,
    exportPrefix,
  };
}
