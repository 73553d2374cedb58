import { SkeletonLine, SkeletonPicture } from '../tileGrid/SkeletonTileParts.tsx';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
// The classes they take their size from: the TV tiles'.
import './tv.css';

/** A series tile's skeleton (TvParts.tsx `SeriesTile`): its picture with the title, the meta line. */
export function SeriesTileSkeleton() {
  return (
    <div className="tv-tile">
      <span className="tv-tile-link">
        <SkeletonPicture aspect={TILE_ASPECT.tv} />
        <h3 className="tv-tile-title">
          <SkeletonLine />
        </h3>
      </span>
      <p className="tv-tile-meta">
        <SkeletonLine />
      </p>
    </div>
  );
}

/** An episode tile's skeleton (TvParts.tsx `EpisodeTile`): its picture, the title, the meta line. */
export function EpisodeTileSkeleton() {
  return (
    <div className="tv-tile">
      <span className="tv-tile-link">
        <SkeletonPicture aspect={TILE_ASPECT.tv} />
      </span>
      <h3 className="tv-tile-title">
        <SkeletonLine />
      </h3>
      <p className="tv-tile-meta">
        <SkeletonLine />
      </p>
    </div>
  );
}
