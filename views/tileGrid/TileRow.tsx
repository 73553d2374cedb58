import { memo, type ReactNode } from 'react';
import type { DisplayMode, ListItem } from '../../machines/list/list.types.ts';

/** What a tile body gets besides its item. */
export interface TileContext {
  index: number;
  display: DisplayMode;
  /**
   * Call when the tile's page is entered (a link's `onClick`): the list keeps the tile as its
   * scroll anchor, and `linkState` (pass it as the link's `state`) gives that page a back link.
   */
  onOpen: () => void;
  linkState: BackToListState;
}

/** What a link from a grid carries, read by `BackToListLink`. */
export interface BackToListState {
  fromList: string;
}

export interface TileRowProps<T extends ListItem> {
  /** Every item of the grid; the row shows `columns` of them from `row * columns`. */
  items: readonly T[];
  row: number;
  columns: number;
  /** The list's size for `aria-setsize`. */
  setSize: number;
  display: DisplayMode;
  /** The list's address, for the back link of a tile's page. */
  fromList: string;
  renderTile: (item: T, tile: TileContext) => ReactNode;
  /** Keeps the tile at `index` as the list's scroll anchor. */
  onOpen: (index: number) => void;
}

/**
 * The ids of the items in rows `startIndex` to `endIndex` (the virtualizer's range: the rows on
 * screen, overscan left out) of a grid of `columns` tiles a row.
 */
export function visibleIdsOf<T extends ListItem>(
  items: readonly T[],
  range: { startIndex: number; endIndex: number } | null,
  columns: number,
): T['id'][] {
  if (!range) return [];
  return items
    .slice(range.startIndex * columns, (range.endIndex + 1) * columns)
    .map((item) => item.id);
}

/**
 * Whether a row would render the same: its own items (by reference) and everything it passes to
 * its tiles. The grid re-renders on every scroll step and measurement; the rows already shown,
 * and the rows whose items a push did not touch, are not rendered again.
 */
export function sameRow<T extends ListItem>(a: TileRowProps<T>, b: TileRowProps<T>): boolean {
  if (
    a.row !== b.row ||
    a.columns !== b.columns ||
    a.setSize !== b.setSize ||
    a.display !== b.display ||
    a.fromList !== b.fromList ||
    a.renderTile !== b.renderTile ||
    a.onOpen !== b.onOpen
  )
    return false;
  if (a.items === b.items) return true;
  const start = a.row * a.columns;
  for (let i = start; i < start + a.columns; i++) if (a.items[i] !== b.items[i]) return false;
  return true;
}

function TileRowTiles<T extends ListItem>(props: TileRowProps<T>) {
  const { items, row, columns, setSize, display, fromList, renderTile, onOpen } = props;
  const tiles = items.slice(row * columns, (row + 1) * columns).map((item, i) => {
    const index = row * columns + i;
    return (
      <div
        key={item.id}
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={setSize}
        className="tile-grid-tile"
      >
        <TileBody
          item={item}
          index={index}
          display={display}
          fromList={fromList}
          renderTile={renderTile}
          onOpen={onOpen}
        />
      </div>
    );
  });
  return <>{tiles}</>;
}

/** One tile of a row: its item and place, and what the row passes every tile. */
type TileBodyProps<T extends ListItem> = Pick<
  TileRowProps<T>,
  'display' | 'fromList' | 'renderTile' | 'onOpen'
> & { item: T; index: number };

function TileBodyOf<T extends ListItem>(props: TileBodyProps<T>) {
  const { item, index, display, fromList, renderTile, onOpen } = props;
  return renderTile(item, { index, display, linkState: { fromList }, onOpen: () => onOpen(index) });
}

/**
 * A tile's content, rendered again only when its own props change. A row renders again when
 * the list's size changes (each tile's `aria-setsize`): a list without a total (the feed's cursor
 * pages) grows with every page, and every post on screen was rendered again with it, work an
 * arriving page does not need.
 */
const TileBody = memo(TileBodyOf) as typeof TileBodyOf;

/** One row's tiles, rendered again only when {@link sameRow} says they changed. */
export const TileRow = memo(TileRowTiles, sameRow) as typeof TileRowTiles;
