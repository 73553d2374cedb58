import { useTranslation } from '../../src/i18n/react.ts';
import { ALBUM_LISTS, type AlbumTile as Album } from '../../machines/videos/albums.ts';
import { DomainGate } from '../pages/DomainGate.tsx';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { AlbumTile } from './AlbumTile.tsx';
import { AlbumTileSkeleton } from './TileSkeletons.tsx';
import { useVideoAddress } from './useVideoAddress.ts';
import { VideoControls } from './VideoControls.tsx';
import './videos.css';

const ROW = { grid: 300, list: 140 } as const;

/**
 * Her photo albums on her profile (query service `albums`, seed 001 §7), in the one tile grid,
 * with the video filter's controls (sort, type flags, tags: an album is filtered like a video, seed
 * 001 §3) kept in the address: back restores them. Each tile opens the album page. The root tells
 * the videos domain of her profile's route, filters and all (machines/videos/videos.route.ts).
 */
export function ActorAlbums({ name }: { name: string }) {
  return (
    <DomainGate domain="videos">
      <ActorAlbumsGrid name={name} />
    </DomainGate>
  );
}

function ActorAlbumsGrid({ name }: { name: string }) {
  const { t } = useTranslation();
  const address = useVideoAddress();
  const title = t('actorProfile.albumsTitle', { name });
  return (
    <section
      className="profile-card profile-albums videos-page"
      aria-labelledby="profile-albums-title"
    >
      <h2 id="profile-albums-title">{title}</h2>
      <VideoControls address={address} />
      <TileGrid<Album>
        list={ALBUM_LISTS.main}
        label={title}
        rowHeight={ROW}
        skeletonTile={AlbumTileSkeleton}
        emptyText={t('actorProfile.albumsEmpty')}
        failedText={t('actorProfile.albumsFailed')}
        renderTile={(album, tile) => <AlbumTile album={album} tile={tile} />}
      />
    </section>
  );
}
