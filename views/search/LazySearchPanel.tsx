import type { ComponentProps } from 'react';
import { lazyPart } from '../layout/lazyPart.ts';
import { PartBoundary } from '../layout/PartBoundary.tsx';
import type { SearchPanel } from './SearchPanel.tsx';

/**
 * The search panel, its own chunk: it opens with the search domain, whose code loads on the
 * guest's first open anyway, so both come in the same moment and the start page carries neither.
 * A chunk that does not come shows that, with a retry, where the panel would be.
 */
const Panel = lazyPart(() => import('./SearchPanel.tsx').then((m) => m.SearchPanel));

export function LazySearchPanel(props: ComponentProps<typeof SearchPanel>) {
  return (
    <PartBoundary>
      <Panel {...props} />
    </PartBoundary>
  );
}
