import { useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { favouritesPageSize } from '../../machines/favourites/favourites.rules.ts';
import type { FavouriteActor } from '../../machines/favourites/favourites.types.ts';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { HeldTileGrid } from '../tileGrid/HeldTileGrid.tsx';
import { FavouriteActorLink } from './FavouriteActorLink.tsx';
import { FavouritesStatusView, useFavourites } from './FavouritesParts.tsx';
import { NotificationSwitches } from './NotificationSwitches.tsx';

function FavouriteTile({
  actor,
  language,
  display,
}: {
  actor: FavouriteActor;
  language: string;
  display: DisplayMode;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <li
      className={`favourite-item favourite-item-${display}`}
      data-actor-id={actor.id}
      data-online={actor.isOnline}
    >
      <FavouriteActorLink actor={actor} language={language} />
      <div className="favourite-actions">
        <NotificationSwitches actor={actor} />
        <button
          type="button"
          className="button button-ghost favourite-unpin"
          aria-label={t('favourites.unpin', { name: actor.name })}
          onClick={() =>
            engine.send('favourites', { type: 'ui.unpin', targetType: 'actor', targetId: actor.id })
          }
        >
          {t('favourites.unpinShort')}
        </button>
      </div>
    </li>
  );
}

/**
 * The guest's favourite actors (route `myFavoriteCams`), online first, each with her e-mail and
 * SMS switches and the unpin: 50 at a time, 10 on a phone (seed 001 §9), in the one tile grid's
 * columns, grid or list as the guest chose (grid type `favouriteActors`).
 */
export function FavouriteCamsPage() {
  const { t } = useTranslation();
  const { language, status, actors, online } = useFavourites();
  const mobile = useSystemSelector('shell', selectIsMobile);
  const [pages, setPages] = useState(1);
  const shown = pages * favouritesPageSize(mobile);
  const title = t('favourites.title');
  useDocumentTitle(title);
  return (
    <div className="container page favourites-page">
      <h1>{title}</h1>
      <FavouritesStatusView
        status={status}
        count={actors.length}
        loginPrompt={t('favourites.loginPrompt')}
      />
      {status === 'loaded' && actors.length > 0 && (
        <>
          <HeldTileGrid
            gridType="favouriteActors"
            label={title}
            items={actors.slice(0, shown)}
            className="favourites-grid"
            head={
              <p className="favourites-online" role="status" data-marker="favourites-online">
                {t('favourites.online', { online, total: actors.length })}
              </p>
            }
            renderTile={(actor, display) => (
              <FavouriteTile key={actor.id} actor={actor} language={language} display={display} />
            )}
          />
          {actors.length > shown && (
            <button
              type="button"
              className="button button-ghost favourites-more"
              onClick={() => setPages((count) => count + 1)}
            >
              {t('favourites.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
