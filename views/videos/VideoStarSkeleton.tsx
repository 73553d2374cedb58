import { SkeletonLine, SkeletonPicture } from '../tileGrid/SkeletonTileParts.tsx';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
// The class it takes its size from: the video star's tile's.
import './videos.css';

/** A video star's tile's skeleton (`VideoStarsPage`): her picture (3:4), her name, her count. */
export function VideoStarSkeleton() {
  return (
    <div className="video-star">
      <SkeletonPicture aspect={TILE_ASPECT.star} />
      <strong>
        <SkeletonLine />
      </strong>
      <span>
        <SkeletonLine />
      </span>
    </div>
  );
}
