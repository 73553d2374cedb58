// The skeleton's paint (the picture's shimmer, the lines' bars) is the grid's own sheet.
import './tileGrid.css';

/**
 * The parts a domain's tile skeleton is built of (e.g. views/cams/CamTileSkeleton.tsx), each in
 * the real tile's markup and classes, so the skeleton is as high as the tile at every width.
 */

/** A tile's picture: as wide as the tile, of the picture's aspect ratio (tileAspect.ts), shimmering. */
export function SkeletonPicture({ aspect }: { aspect: number }) {
  return (
    <span className="tile-skeleton-picture tile-grid-skeleton" style={{ aspectRatio: aspect }} />
  );
}

/** One caption line: a line of the tile's own font and height, painted as a bar. */
export function SkeletonLine() {
  return <span className="tile-skeleton-line">{'\u00a0'}</span>;
}
