import { useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  FAVOURITES_MOBILE_PAGE_SIZE,
  FAVOURITES_PAGE_SIZE,
} from '../../machines/favourites/favourites.rules.ts';
import type { FavouriteActor } from '../../machines/favourites/favourites.types.ts';
import { useEngine } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { FavouriteActorLink } from './FavouriteActorLink.tsx';
import { FavouritesStatusView, useFavourites } from './FavouritesParts.tsx';
import { NotificationSwitches } from './NotificationSwitches.tsx';

/** Favourites shown at once: 10 on a phone, 50 otherwise (seed 001). */
function pageSize(): number {
  const narrow =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(max-width: 767px)').matches;
  return narrow ? FAVOURITES_MOBILE_PAGE_SIZE : FAVOURITES_PAGE_SIZE;
}

function FavouriteTile({ actor, language }: { actor: FavouriteActor; language: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <li className="favourite-item" data-actor-id={actor.id} data-online={actor.isOnline}>
      <FavouriteActorLink actor={actor} language={language} />
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
    </li>
  );
}

/**
 * The guest's favourite actors (route `myFavoriteCams`), online first, each with her e-mail and
 * SMS switches and the unpin.
 */
export function FavouriteCamsPage() {
  const { t } = useTranslation();
  const { language, status, actors, online } = useFavourites();
  const [shown, setShown] = useState(pageSize);
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
          <p className="favourites-online" role="status" data-marker="favourites-online">
            {t('favourites.online', { online, total: actors.length })}
          </p>
          <ul className="favourites-grid" aria-label={title}>
            {actors.slice(0, shown).map((actor) => (
              <FavouriteTile key={actor.id} actor={actor} language={language} />
            ))}
          </ul>
          {actors.length > shown && (
            <button
              type="button"
              className="button button-ghost favourites-more"
              onClick={() => setShown((count) => count + pageSize())}
            >
              {t('favourites.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
