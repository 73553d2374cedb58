import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEngine, type useSystemSelector } from '../../src/engine/react.tsx';
import type { SystemId } from '../../src/engine/system.ts';

type SnapshotOf<K extends SystemId> = Parameters<
  Parameters<typeof useSystemSelector<K, unknown>>[1]
>[0];

/** Updates waiting for the next animation frame, each a component's selector to read again. */
const pending = new Set<() => void>();
let frameRequested = false;
/** A hidden page paints no frames: its views still catch up, a little later. */
const HIDDEN_PAGE_FALLBACK_MS = 250;

function flushFrame(): void {
  if (!frameRequested) return;
  frameRequested = false;
  const updates = [...pending];
  pending.clear();
  // One render for every view that changed since the last frame, committed before the paint.
  flushSync(() => {
    for (const update of updates) update();
  });
}

function scheduleFrame(update: () => void): void {
  pending.add(update);
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(flushFrame);
  setTimeout(flushFrame, HIDDEN_PAGE_FALLBACK_MS);
}

/**
 * `useSystemSelector` for views that pushes keep busy (the messenger gets up to 100 frames a
 * second): the selector is read again once per animation frame, just before the paint, and every
 * view that changed renders in one commit, instead of one render per pushed frame. The value is the
 * same the store holds when the frame is painted; between two paints nobody sees it. `selector` and
 * `compare` must be stable (module level), like the snapshot they read.
 *
 * @example
 * const rows = useFrameSelector('messenger', selectConversationRows);
 */
export function useFrameSelector<K extends SystemId, T>(
  systemId: K,
  selector: (snapshot: SnapshotOf<K>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const actor = useEngine().get(systemId);
  if (!actor) throw new Error(`no actor '${systemId}' in the system`);
  const [value, setValue] = useState(() => selector(actor.getSnapshot() as SnapshotOf<K>));
  useEffect(() => {
    const update = () => {
      const next = selector(actor.getSnapshot() as SnapshotOf<K>);
      setValue((previous) => (compare(previous, next) ? previous : next));
    };
    // What changed between the render and this subscription.
    update();
    const subscription = actor.subscribe(() => scheduleFrame(update));
    return () => {
      subscription.unsubscribe();
      pending.delete(update);
    };
  }, [actor, selector, compare]);
  return value;
}
