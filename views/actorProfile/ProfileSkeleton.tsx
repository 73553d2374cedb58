// The classes the skeleton tiles take their size from: the tile grid's rows, the album tile's
// and the cam tile's, and the grid's empty and footer lines (their sheets come with their parts,
// which the skeleton stands in for).
import '../tileGrid/tileGrid.css';
import '../videos/tileParts.css';
import '../cams/cams.css';
import '../layout/inlineBox.css';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';

/** The tiles a skeleton stands for: the album tile (views/videos) or the cam tile (views/cams). */
export type SkeletonTileKind = keyof typeof TILE_ASPECT;

/** One caption line of a skeleton tile: a line of the tile's own font and height, painted as a bar. */
const Line = () => <span className="tile-skeleton-line">{'\u00a0'}</span>;

/** An album tile's shape: the picture (4:3), the title, the meta line and the price line. */
function AlbumTileSkeleton() {
  return (
    <div className="video-tile album-tile">
      <span
        className="tile-skeleton-picture tile-grid-skeleton"
        style={{ aspectRatio: TILE_ASPECT.album }}
      />
      <h3 className="video-tile-title">
        <Line />
      </h3>
      <p className="video-tile-meta">
        <Line />
      </p>
      <p className="video-tile-price">
        <Line />
      </p>
    </div>
  );
}

/** A cam tile's shape: her picture (3:4), then name, age, state, badges and price. */
function CamTileSkeleton() {
  return (
    <div className="cam-tile-frame">
      <div className="cam-tile">
        <span
          className="tile-skeleton-picture tile-grid-skeleton"
          style={{ aspectRatio: TILE_ASPECT.cam }}
        />
        <span className="cam-tile-body">
          <span className="cam-tile-name">
            <Line />
          </span>
          <span className="cam-tile-age">
            <Line />
          </span>
          <span className="cam-tile-state">
            <Line />
          </span>
          <span className="cam-badges" />
          <span className="cam-tile-price">
            <Line />
          </span>
        </span>
      </div>
    </div>
  );
}

/**
 * The room of a tile grid whose part has not come yet (her albums, her recommendations): the
 * grid's head and `count` tiles in rows of the grid's columns (one sideways row for a slider),
 * each tile of the real tile's classes, so it is as high as the tiles that replace it at every
 * width; painted as quiet shimmering tiles. Hidden from assistive technology (the room's region
 * says it is busy) and inert.
 */
export function SkeletonTileGrid({
  kind,
  count,
  columns,
  slider = false,
  display = 'grid',
  emptyText,
  loadMoreText,
}: {
  kind: SkeletonTileKind;
  count: number;
  columns: number;
  slider?: boolean;
  display?: 'grid' | 'list';
  /** The grid's empty line, shown (as the grid shows it) when `count` is 0. */
  emptyText?: string;
  /** The grid's "load more" button, shown below the tiles (as the grid's footer) when given. */
  loadMoreText?: string;
}) {
  const Tile = kind === 'album' ? AlbumTileSkeleton : CamTileSkeleton;
  const perRow = slider ? Math.max(1, count) : columns;
  const rows = Math.ceil(count / perRow);
  return (
    <div
      className={`tile-grid tile-grid-${display}${slider ? ' tile-grid-slider' : ''}`}
      aria-hidden="true"
      inert
    >
      <div className="tile-grid-head" />
      {count === 0 && emptyText !== undefined ? <p className="inline-box">{emptyText}</p> : null}
      <div className="tile-grid-body">
        {Array.from({ length: rows }, (_, row) => (
          <div
            key={row}
            className="tile-grid-row"
            style={
              slider ? undefined : { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }
            }
          >
            {Array.from({ length: Math.min(perRow, count - row * perRow) }, (_, tile) => (
              <div key={tile} className="tile-grid-tile">
                <Tile />
              </div>
            ))}
          </div>
        ))}
      </div>
      {loadMoreText === undefined ? null : (
        <div className="inline-box tile-grid-footer">
          <button type="button">{loadMoreText}</button>
        </div>
      )}
    </div>
  );
}
