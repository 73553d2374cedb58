import { Link } from 'react-router';
import { useTranslation } from '../../src/i18n/react.ts';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import type { AlbumTile as Album } from '../../machines/videos/albums.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { tileImageSizes } from '../tileGrid/breakpoints.ts';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
import type { TileContext } from '../tileGrid/TileGrid.tsx';
import { TileBadges, TilePrice } from './TileParts.tsx';

/**
 * The one photo album tile (seed 001 §3, Photo album): the preview, title, actor, the number of
 * pictures, badges, likes and the price or the bought state; a real link to the album page
 * (`actorPhotoAlbum`), where it is bought, rated and commented.
 */
export function AlbumTile({
  album,
  tile,
}: {
  album: Album;
  tile?: Partial<TileContext> & { display: DisplayMode };
}) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const href = buildPath('actorPhotoAlbum', language, {
    actorName: album.actorName,
    albumId: String(album.id),
  });
  const badges = [
    album.free && t('videos.badge.free'),
    album.isVipContent && t('videos.badge.vip'),
    album.isNew && t('videos.badge.new'),
  ];
  return (
    <article className="video-tile album-tile" data-album-id={album.id}>
      <Link
        to={href}
        state={tile?.linkState}
        onClick={tile?.onOpen}
        className="video-tile-link"
        aria-label={t('actorProfile.albumTileLabel', {
          title: album.title,
          actorName: album.actorName,
        })}
      >
        <ResponsiveImage
          sources={album.preview}
          alt=""
          aspectRatio={TILE_ASPECT.album}
          sizes={tileImageSizes(tile?.display ?? 'grid')}
          eager={(tile?.index ?? 99) < 10}
        />
        <span className="video-tile-duration">
          {t('actorProfile.albumPictures', { count: album.pictureCount })}
        </span>
        <TileBadges badges={badges} />
      </Link>
      <h3 className="video-tile-title">{album.title}</h3>
      <p className="video-tile-meta">
        <span>{album.actorName}</span>
        <span aria-label={t('videos.likes', { count: album.likes })}>♥ {album.likes}</span>
      </p>
      <TilePrice item={album} />
    </article>
  );
}
