import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FAVOURITES_MOBILE_PAGE_SIZE,
  FAVOURITES_PAGE_SIZE,
} from '../../machines/favourites/favourites.rules.ts';
import {
  selectFavourites,
  selectFavouritesStatus,
  selectOnlineCount,
} from '../../machines/favourites/favourites.selectors.ts';
import type { FavouriteActor } from '../../machines/favourites/favourites.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { buildPath } from '../../src/routes/index.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import '../cams/cams.css';
import './favourites.css';

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
  const state = actor.isOnline ? t('favourites.isOnline') : t('favourites.isOffline');
  return (
    <li className="favourite-item" data-actor-id={actor.id} data-online={actor.isOnline}>
      <Link
        className={`cam-tile${actor.isOnline ? ' cam-online' : ''}`}
        to={buildPath('actorProfile', language, { actorName: actor.name.toLowerCase() })}
        aria-label={`${actor.name}, ${state}`}
      >
        {actor.avatarUrl ? (
          <img className="favourite-avatar" src={actor.avatarUrl} alt="" loading="lazy" />
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
      <button
        type="button"
        className="button button-ghost favourite-unpin"
        aria-label={t('favourites.unpin', { name: actor.name })}
        onClick={() => engine.send('favourites', { type: 'ui.unpin', actorId: actor.id })}
      >
        {t('favourites.unpinShort')}
      </button>
    </li>
  );
}

/** The guest's favourite actors (route `myFavoriteCams`), online first, with unpin. */
export function FavouriteCamsPage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const status = useSystemSelector('favourites', selectFavouritesStatus);
  const actors = useSystemSelector('favourites', selectFavourites);
  const online = useSystemSelector('favourites', selectOnlineCount);
  const [shown, setShown] = useState(pageSize);
  const title = t('favourites.title');
  useDocumentTitle(title);
  // Asked for once the guest is known (and again on every visit): the list is fresh each time.
  const ready = status !== 'waiting';
  useEffect(() => {
    if (ready) engine.send('favourites', { type: 'ui.favouritesShown' });
  }, [engine, ready]);
  return (
    <div className="container page favourites-page">
      <h1>{title}</h1>
      {(status === 'waiting' || status === 'loading') && (
        <p role="status" aria-busy="true">
          {t('favourites.loading')}
        </p>
      )}
      {status === 'visitor' && (
        <div className="favourites-login">
          <p>{t('favourites.loginPrompt')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('favourites', { type: 'ui.favouritesLogin' })}
          >
            {t('favourites.login')}
          </button>
        </div>
      )}
      {status === 'failed' && (
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
      )}
      {status === 'loaded' && actors.length === 0 && (
        <div className="favourites-empty">
          <p>{t('favourites.empty')}</p>
          <Link className="button button-primary" to={buildPath('cams', language)}>
            {t('favourites.discover')}
          </Link>
        </div>
      )}
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
