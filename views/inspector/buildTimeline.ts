import { ReplayTimeline, TimelineBuilder } from '../../src/engine/inspector/replayTimeline.ts';
import type { EventLog } from '../../src/engine/log/records.ts';
import { loadDomainsOfLog } from '../../src/engine/domains/registry.ts';

/** Records replayed before the first paint of a long log: quick, so the viewer opens at once. */
const FIRST_SLICE = 500;
/** Records replayed between two paints afterwards: small enough to keep the page responsive. */
const SLICE = 2_500;

export interface BuildProgress {
  done: number;
  total: number;
}

export interface BuildOptions {
  transitions?: boolean;
  onProgress?: (progress: BuildProgress) => void;
  /** A long log: the timeline as far as it is replayed, to show while the rest follows. */
  onPartial?: (timeline: ReplayTimeline) => void;
  signal?: AbortSignal;
}

/**
 * Replays a log into a {@link ReplayTimeline} a slice at a time, reporting progress and
 * yielding to the browser between slices; a small log is done in one go.
 */
export async function buildTimeline(
  log: EventLog,
  options: BuildOptions = {},
): Promise<ReplayTimeline> {
  // The lazy domains the log starts (decision 0008): their code before the replay needs it.
  await loadDomainsOfLog(log);
  const transitions = options.transitions ?? false;
  if (log.records.length <= FIRST_SLICE) return ReplayTimeline.build(log, { transitions });
  const builder = new TimelineBuilder(log, { transitions });
  if (!builder.advance(FIRST_SLICE) && options.onPartial) {
    options.onPartial(builder.timeline);
    // Let the browser render and paint the partial view before the replay takes the thread.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  while (!builder.timeline.complete) {
    options.onProgress?.(builder.progress);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (options.signal?.aborted) {
      builder.abandon().dispose();
      throw new DOMException('replay cancelled', 'AbortError');
    }
    builder.advance(SLICE);
  }
  options.onProgress?.(builder.progress);
  return builder.result();
}
