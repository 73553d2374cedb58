import { useState, type ComponentProps } from 'react';
import { lazyPart } from '../layout/lazyPart.ts';
import { PartBoundary } from '../layout/PartBoundary.tsx';
import type { SearchPanel } from './SearchPanel.tsx';

/**
 * The search panel, its own chunk: it opens with the search domain, whose code loads on the
 * guest's first open anyway, so both come in the same moment and the start page carries neither.
 * A chunk that does not come shows that, with a retry, where the panel would be.
 */
const Panel = lazyPart(() => import('./SearchPanel.tsx').then((m) => m.SearchPanel));

export function LazySearchPanel(props: Omit<ComponentProps<typeof SearchPanel>, 'opener'>) {
  // Mounted with its menu, before the panel's code may have come: what has the focus now is
  // where the guest opened it from, the one place the panel may take the focus from later.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  return (
    <PartBoundary>
      <Panel {...props} opener={opener} />
    </PartBoundary>
  );
}
