import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RecordFeed, replayChanges } from '../../src/engine/inspector/feed.ts';
import { appReplayOptions } from '../../src/engine/inspector/replayTimeline.ts';
import type { ContinueLive, InspectableEngine } from '../../src/engine/inspector/types.ts';
import { Inspector } from './Inspector.tsx';

/** Records the event stream keeps in memory; the engine's log keeps them all. */
const FEED_LIMIT = 3_000;

/**
 * Mounts the inspector in its own root at the end of the page (`?inspect=1`, or under
 * `vite dev`). The records written before it opened come from the log, with the state changes
 * each led to; from then on it follows the engine. Returns the unmount.
 *
 * @example
 * const { mountInspector } = await import('../views/inspector/mount.tsx');
 * mountInspector(engine);
 * mountInspector(engine, (anchor) => restartFrom(anchor)); // offers "continue live from here"
 */
export function mountInspector(engine: InspectableEngine, continueFrom?: ContinueLive): () => void {
  const log = engine.exportLog();
  const feed = new RecordFeed(engine, FEED_LIMIT);
  const recent = log.records.slice(-FEED_LIMIT);
  feed.seed(
    recent,
    recent.length === log.records.length ? replayChanges(log, appReplayOptions) : undefined,
  );
  const host = document.createElement('div');
  host.id = 'camclient-inspector';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <Inspector engine={engine} feed={feed} continueFrom={continueFrom} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    feed.dispose();
    host.remove();
  };
}
