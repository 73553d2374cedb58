import type { EnvSource } from '../../src/engine/envSources.ts';

/**
 * The page's visibility as env facts for the tab title (machines/tabTitle): on every change.
 *
 * @example
 * startEnvSources(engine, [['notifications.tabTitle', createVisibilitySource(document)]]);
 */
export function createVisibilitySource(
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
): EnvSource {
  return (emit) => {
    const changed = () => {
      const event = { type: 'tab.visibilityChanged', hidden: doc.visibilityState === 'hidden' };
      emit(event);
    };
    doc.addEventListener('visibilitychange', changed);
    return () => doc.removeEventListener('visibilitychange', changed);
  };
}
