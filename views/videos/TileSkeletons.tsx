import { SkeletonLine, SkeletonPicture } from '../tileGrid/SkeletonTileParts.tsx';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
// The classes they take their size from: the video and album tiles'.
import './tileParts.css';

/**
 * A media tile's skeleton: its picture (in the link's place), the title, the meta line and the
 * price line, in the tiles' classes (VideoTile.tsx, AlbumTile.tsx).
 */
function MediaTileSkeleton({ className, aspect }: { className: string; aspect: number }) {
  return (
    <div className={className}>
      <span className="video-tile-link">
        <SkeletonPicture aspect={aspect} />
      </span>
      <h3 className="video-tile-title">
        <SkeletonLine />
      </h3>
      <p className="video-tile-meta">
        <SkeletonLine />
      </p>
      <p className="video-tile-price">
        <SkeletonLine />
      </p>
    </div>
  );
}

/** The video tile's skeleton: a 16:9 preview and its three lines. */
export const VideoTileSkeleton = () => (
  <MediaTileSkeleton className="video-tile" aspect={TILE_ASPECT.video} />
);

/** The album tile's skeleton: a 4:3 preview and its three lines. */
export const AlbumTileSkeleton = () => (
  <MediaTileSkeleton className="video-tile album-tile" aspect={TILE_ASPECT.album} />
);
