import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import type { FavouriteActor } from '../../machines/favourites/favourites.types.ts';
import { camPath } from '../cams/CamTileView.tsx';
import '../cams/cams.css';
import './favourites.css';

/**
 * One favourite actor as a cam tile: a real link to her profile with her avatar, name and live
 * online state (the favourites page and the start page's Favorite block).
 */
export function FavouriteActorLink({
  actor,
  language,
}: {
  actor: FavouriteActor;
  language: string;
}) {
  const { t } = useTranslation();
  const state = actor.isOnline ? t('favourites.isOnline') : t('favourites.isOffline');
  return (
    <Link
      className={`cam-tile${actor.isOnline ? ' cam-online' : ''}`}
      to={camPath(actor, language)}
      aria-label={`${actor.name}, ${state}`}
    >
      {actor.avatarUrl ? (
        <img
          className="favourite-avatar"
          src={actor.avatarUrl}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="favourite-avatar favourite-avatar-empty" aria-hidden="true" />
      )}
      <span className="cam-tile-body">
        <span className="cam-tile-name">{actor.name}</span>
        <span className="cam-tile-state" data-online={actor.isOnline}>
          <span className="cam-dot" aria-hidden="true" />
          {state}
        </span>
      </span>
    </Link>
  );
}
