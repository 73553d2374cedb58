import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The viewport's width, for layout only (columns): the grid's breakpoints are viewport widths.
 * `serverWidth` is used where there is no window (server rendering, tests).
 */
export function useViewportWidth(serverWidth: number): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => serverWidth,
  );
}
