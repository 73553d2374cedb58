/**
 * The aspect ratio (width / height) of each grid tile's picture: the tile's own and its skeleton's
 * (views/cams/CamTileSkeleton.tsx, views/videos/TileSkeletons.tsx,
 * views/tv/TvTileSkeletons.tsx), so the skeleton is as high as the tile at every width.
 */
export const TILE_ASPECT = {
  /** An album's preview (views/videos/AlbumTile.tsx). */
  album: 4 / 3,
  /** Her picture on a cam tile (views/cams/CamTileView.tsx). */
  cam: 3 / 4,
  /** A video's preview (views/videos/VideoTile.tsx). */
  video: 16 / 9,
  /** A video star's picture on her tile (views/videos/VideoPages.tsx). */
  star: 3 / 4,
  /** A TV series' or episode's picture (views/tv/TvParts.tsx). */
  tv: 16 / 9,
} as const;
