import { useCallback, useMemo } from 'react';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import { selectGridMode } from '../../machines/tileGrids/tileGrids.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';

/**
 * A grid's mode as the guest chose or stored it (the `tileGrids` domain, decision 0026), else
 * `fallback` (the list's default mode), and the choice as a recorded intent to `tileGrids`. The
 * domain starts on the first choice or with the first toggle shown (`useDomainWanted`).
 *
 * @example
 * const [display, choose] = useGridMode('contests', 'grid');
 */
export function useGridMode(
  gridType: string,
  fallback: DisplayMode,
): [DisplayMode, (display: DisplayMode) => void] {
  const engine = useEngine();
  const selector = useMemo(() => selectGridMode(gridType), [gridType]);
  const chosen = useOptionalSystemSelector('tileGrids', selector, null);
  const choose = useCallback(
    (display: DisplayMode) =>
      engine.send('tileGrids', { type: 'tileGrid.displayChosen', gridType, display }),
    [engine, gridType],
  );
  return [chosen ?? fallback, choose];
}
