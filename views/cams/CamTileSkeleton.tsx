import { SkeletonLine, SkeletonPicture } from '../tileGrid/SkeletonTileParts.tsx';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
// The classes it takes its size from: the cam tile's.
import './cams.css';

/**
 * The cam tile's skeleton (CamTileView.tsx): her picture (3:4), then the lines of her name, age,
 * state, badges and price, in the tile's classes; what a grid of cam tiles shows while it loads.
 */
export function CamTileSkeleton() {
  return (
    <div className="cam-tile-frame">
      <div className="cam-tile">
        <SkeletonPicture aspect={TILE_ASPECT.cam} />
        <span className="cam-tile-body">
          <span className="cam-tile-name">
            <SkeletonLine />
          </span>
          <span className="cam-tile-age">
            <SkeletonLine />
          </span>
          <span className="cam-tile-state">
            <SkeletonLine />
          </span>
          <span className="cam-badges" />
          <span className="cam-tile-price">
            <SkeletonLine />
          </span>
        </span>
      </div>
    </div>
  );
}
