import { lazy, Suspense, type ComponentProps } from 'react';
import type { SearchPanel } from './SearchPanel.tsx';

/**
 * The search panel, its own chunk: it opens with the search domain, whose code loads on the
 * guest's first open anyway, so both come in the same moment and the start page carries neither.
 */
const Panel = lazy(() => import('./SearchPanel.tsx').then((m) => ({ default: m.SearchPanel })));

export function LazySearchPanel(props: ComponentProps<typeof SearchPanel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
