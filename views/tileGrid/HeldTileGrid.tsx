import type { ReactNode } from 'react';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import { columnsFor } from './breakpoints.ts';
import { DisplayToggle } from './TileGridParts.tsx';
import { useGridMode } from './useGridMode.ts';
import { useViewportWidth } from './useViewportWidth.ts';
import './tileGrid.css';

interface HeldTileGridProps<T> {
  /** The grid's type: the guest's grid or list mode is kept under it (`tileGrids`). */
  gridType: string;
  /** The grid's accessible name. */
  label: string;
  items: readonly T[];
  /** The item's `<li>` (its key, its own attributes), shown in the mode given. */
  renderTile: (item: T, display: DisplayMode) => ReactNode;
  /** What the head shows before the toggle (a count, a status line). */
  head?: ReactNode;
  /** The list's class (the area's tile styles). */
  className?: string;
  /** Width used without a window (server rendering, tests). */
  serverWidth?: number;
}

/**
 * The tile grid of items a domain holds itself, whose tiles change in place (a contest's entries
 * as votes come, the favourites as pins and presence change; decision 0038): not a list actor's
 * pages, so neither virtualized nor paged, but the one grid's columns (`columnsFor`, seed 001 §9),
 * its grid/list toggle and the guest's mode of `gridType`, kept by the `tileGrids` domain
 * (decision 0026) like every other grid's.
 *
 * @example
 * <HeldTileGrid gridType="contests" label={title} items={entries}
 *   renderTile={(entry, display) => <EntryTile key={entry.itemHash} entry={entry} display={display} />} />
 */
export function HeldTileGrid<T>(props: HeldTileGridProps<T>) {
  const { gridType, label, items, renderTile, head, className, serverWidth } = props;
  const [display, choose] = useGridMode(gridType, 'grid');
  const width = useViewportWidth(serverWidth ?? 1280);
  const columns = columnsFor(width, display);
  return (
    <section
      className={`tile-grid tile-grid-${display} tile-grid-held`}
      aria-label={label}
      data-columns={columns}
    >
      <div className="tile-grid-head">
        {head ?? <span />}
        <DisplayToggle display={display} onChoose={choose} />
      </div>
      <ul
        className={`tile-grid-held-body${className === undefined ? '' : ` ${className}`}`}
        aria-label={label}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {items.map((item) => renderTile(item, display))}
      </ul>
    </section>
  );
}
