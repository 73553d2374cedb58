import { useTranslation } from '../../src/i18n/react.ts';
import { selectItems } from '../../machines/list/list.selectors.ts';
import {
  ALBUM_LISTS,
  type AlbumQuery,
  type AlbumTile as Album,
} from '../../machines/videos/albums.ts';
import { useFirstFill } from '../tileGrid/useFirstFill.ts';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import { AlbumTile } from './AlbumTile.tsx';
import './videos.css';

/**
 * The newest albums in one strip of tiles (the start page's Videostation block, which the root's
 * start page asks for: machines/videos/videos.route.ts).
 */
export function AlbumStrip() {
  const { t } = useTranslation();
  const { actor } = useList<Album, AlbumQuery>(ALBUM_LISTS.strip);
  const { shown: albums } = useFirstFill(useListSelector(actor, selectItems<Album, AlbumQuery>));
  return (
    <section className="video-station-strip" aria-labelledby="album-strip-title">
      <h3 id="album-strip-title">{t('actorProfile.albumsNew')}</h3>
      <ul
        className="video-strip"
        aria-label={t('actorProfile.albumsNew')}
        aria-busy={albums.length === 0}
      >
        {albums.map((album) => (
          <li key={album.id}>
            <AlbumTile album={album} tile={{ display: 'grid' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
