import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { selectIsLoggedIn } from '../../machines/bootstrap/bootstrap.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { DomainGate } from '../pages/DomainGate.tsx';
import { FavouriteActorLink } from './FavouriteActorLink.tsx';
import { FavouritesStatusView, useFavourites } from './FavouritesParts.tsx';

/** Favourites in the block: one strip's worth; the page has them all. */
const BLOCK_TILES = 12;

function FavoriteStrip() {
  const { t } = useTranslation();
  const { language, status, actors, online } = useFavourites();
  const name = t('favourites.title');
  return (
    <div className="cams-strip favourites-strip">
      <FavouritesStatusView
        status={status}
        count={actors.length}
        loginPrompt={t('favourites.blockLoginPrompt')}
      />
      {status === 'loaded' && actors.length > 0 && (
        <>
          <p className="favourites-online" role="status" data-marker="favourites-online">
            {t('favourites.online', { online, total: actors.length })}
          </p>
          <ul className="cams-strip-tiles" aria-label={name}>
            {actors.slice(0, BLOCK_TILES).map((actor) => (
              <li key={actor.id} data-actor-id={actor.id} data-online={actor.isOnline}>
                <FavouriteActorLink actor={actor} language={language} />
              </li>
            ))}
          </ul>
          <Link className="cams-show-all" to={buildPath('myFavoriteCams', language)}>
            {t('favourites.showAll')}
          </Link>
        </>
      )}
    </div>
  );
}

/**
 * A visitor's block before the domain runs: she has no favourites, so her page does not start
 * it (issue 50 §5, the first load); the login button's event starts it, and its gate opens the
 * login.
 */
function VisitorStrip() {
  const { t } = useTranslation();
  return (
    <div className="cams-strip favourites-strip">
      <FavouritesStatusView
        status="visitor"
        count={0}
        loginPrompt={t('favourites.blockLoginPrompt')}
      />
    </div>
  );
}

/**
 * Start page block Favorite (seed 000 §2, first in the timeline): the guest's favourite actors,
 * online first with their live online state; a visitor is asked to log in.
 */
export function FavoriteBlock() {
  const loggedIn = useSystemSelector('bootstrap', selectIsLoggedIn);
  const running = useSystemSelector('app', (snapshot) =>
    snapshot.context.started.includes('favourites'),
  );
  if (!loggedIn && !running) return <VisitorStrip />;
  return (
    <DomainGate domain="favourites">
      <FavoriteStrip />
    </DomainGate>
  );
}
