import { useMemo } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import {
  selectFavourites,
  selectFavouritesStatus,
  type FavouritesStatus,
} from '../../machines/favourites/favourites.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { withPresenceOnlineFirst } from '../../machines/favourites/favourites.rules.ts';
import { NO_PRESENCE, selectPresence } from '../../machines/presence/presence.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';

/**
 * The favourites as a screen reads them (online first, live online state). The root tells the
 * domain of every visit of a page that shows them (machines/app/routeEvents.ts), so the list is
 * asked for again and fresh each time it shows.
 */
export function useFavourites() {
  const language = useSystemSelector('shell', selectLanguage);
  const status = useSystemSelector('favourites', selectFavouritesStatus);
  const listed = useSystemSelector('favourites', selectFavourites);
  // Who is online now is the presence domain's (her listed state until a push names her).
  const presence = useOptionalSystemSelector('presence', selectPresence, NO_PRESENCE);
  const actors = useMemo(() => withPresenceOnlineFirst(listed, presence), [listed, presence]);
  const online = actors.filter((actor) => actor.isOnline).length;
  return { language, status, actors, online };
}

/**
 * What shows instead of the tiles: loading, a visitor's login prompt (the gate opens login or
 * signup), the failure with its retry, or no favourite yet. Nothing once there are tiles.
 */
export function FavouritesStatusView({
  status,
  count,
  loginPrompt,
}: {
  status: FavouritesStatus;
  count: number;
  loginPrompt: string;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  switch (status) {
    case 'waiting':
    case 'loading':
      return (
        <p role="status" aria-busy="true">
          {t('favourites.loading')}
        </p>
      );
    case 'visitor':
      return (
        <div className="favourites-login">
          <p>{loginPrompt}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('favourites', { type: 'ui.favouritesLogin' })}
          >
            {t('favourites.login')}
          </button>
        </div>
      );
    case 'failed':
      return (
        <div role="alert" className="rest-error" data-marker="rest-error">
          <p>{t('favourites.failed')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('favourites', { type: 'ui.retry' })}
          >
            {t('favourites.retry')}
          </button>
        </div>
      );
    case 'loaded':
      if (count > 0) return null;
      return (
        <div className="favourites-empty">
          <p>{t('favourites.empty')}</p>
          <Link className="button button-primary" to={buildPath('cams', language)}>
            {t('favourites.discover')}
          </Link>
        </div>
      );
  }
}
