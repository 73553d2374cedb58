// The classes the room takes its size from: the tile grid's head and rows, and the grid's empty
// and footer lines (their sheets come with their parts, which the room stands in for).
import '../tileGrid/tileGrid.css';
import '../layout/inlineBox.css';
import { SkeletonRows, type SkeletonTile } from '../tileGrid/TileGridParts.tsx';

/**
 * The room of a tile grid whose part has not come yet (her albums, her recommendations): the
 * grid's head and the grid's own skeleton rows (`SkeletonRows`: `count` skeletons of the real
 * tile, `tile`, in rows of the grid's columns; one sideways row for a slider), so it is as high as
 * the tiles that replace it at every width. Hidden from assistive technology (the room's region
 * says it is busy) and inert.
 */
export function SkeletonTileGrid({
  tile,
  count,
  columns,
  slider = false,
  display = 'grid',
  emptyText,
  loadMoreText,
}: {
  tile: SkeletonTile;
  count: number;
  columns: number;
  slider?: boolean;
  display?: 'grid' | 'list';
  /** The grid's empty line, shown (as the grid shows it) when `count` is 0. */
  emptyText?: string;
  /** The grid's "load more" button, shown below the tiles (as the grid's footer) when given. */
  loadMoreText?: string;
}) {
  return (
    <div
      className={`tile-grid tile-grid-${display}${slider ? ' tile-grid-slider' : ''}`}
      aria-hidden="true"
      inert
    >
      <div className="tile-grid-head" />
      {count === 0 && emptyText !== undefined ? <p className="inline-box">{emptyText}</p> : null}
      <div className="tile-grid-body">
        <SkeletonRows
          tiles={count}
          columns={columns}
          slider={slider}
          display={display}
          tile={tile}
        />
      </div>
      {loadMoreText === undefined ? null : (
        <div className="inline-box tile-grid-footer">
          <button type="button">{loadMoreText}</button>
        </div>
      )}
    </div>
  );
}
