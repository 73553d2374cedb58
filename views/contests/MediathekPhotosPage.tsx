import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectMediathekView,
  selectRemoveError,
  selectRemoveState,
  selectSelectedAlbums,
} from '../../machines/mediathek/mediathek.selectors.ts';
import type { MediathekAlbum } from '../../machines/mediathek/mediathek.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { AvsGate } from '../guest/AvsGate.tsx';
import { MediathekFailed } from './MediathekFailed.tsx';
import { useFailureText } from './useFailureText.ts';
import './contests.css';

/**
 * The photo albums the guest bought, to select and remove (the `remove-photos` box): a block of
 * the mediathek's photos page (`/en/myvisitx/mediathek/photos/`, views/library), below its
 * sections. A visitor sees the page's own way in, so nothing here.
 */
export function BoughtAlbums() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('mediathek', selectMediathekView);
  useEffect(() => {
    engine.send('mediathek', { type: 'mediathek.open' });
    return () => engine.send('mediathek', { type: 'mediathek.close' });
  }, [engine]);

  if (view.status === 'visitor') return null;
  if (view.status === 'loading') return <div className="page-loading" aria-busy="true" />;
  if (view.status === 'failed') return <MediathekFailed error={view.error} />;
  return (
    <section className="mediathek-albums" aria-labelledby="mediathek-albums-title">
      <header className="contests-header mediathek-header">
        <div>
          <h2 id="mediathek-albums-title">{t('contests.mediathek.list')}</h2>
          <p className="contests-muted">{t('contests.mediathek.intro')}</p>
        </div>
        <RemoveBar />
      </header>
      {view.albums.length === 0 ? (
        <p role="status">{t('contests.mediathek.empty')}</p>
      ) : (
        <ul className="contests-grid" aria-label={t('contests.mediathek.list')}>
          {view.albums.map((album) => (
            <AlbumTile key={album.albumId} album={album} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RemoveBar() {
  const { t } = useTranslation();
  const engine = useEngine();
  const selected = useSystemSelector('mediathek', selectSelectedAlbums);
  const state = useSystemSelector('mediathek', selectRemoveState);
  const error = useSystemSelector('mediathek', selectRemoveError);
  const reason = useFailureText();
  return (
    <div className="mediathek-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={selected.length === 0 || state !== 'idle'}
        aria-busy={state === 'removing'}
        onClick={() => engine.send('mediathek', { type: 'mediathek.remove' })}
      >
        {state === 'removing'
          ? t('contests.mediathek.removing')
          : selected.length === 0
            ? t('contests.mediathek.removeNone')
            : t('contests.mediathek.remove', { count: selected.length })}
      </button>
      {state === 'confirming' && (
        <p role="status" className="contests-muted">
          {t('contests.mediathek.confirming')}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="form-error">
          {t('contests.mediathek.removeFailed', { reason: reason(error) })}
        </p>
      )}
    </div>
  );
}

function AlbumTile({ album }: { album: MediathekAlbum }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const selected = useSystemSelector('mediathek', selectSelectedAlbums).includes(album.albumId);
  const locked = useSystemSelector('mediathek', selectRemoveState) !== 'idle';
  const picture = <img src={album.previewUrl} alt="" width={640} height={360} loading="lazy" />;
  const names = { title: album.title, actorName: album.actorName };
  return (
    <li className={`contests-entry${selected ? ' is-selected' : ''}`}>
      <div className="contests-entry-media">
        {album.avsRequired ? <AvsGate>{picture}</AvsGate> : picture}
      </div>
      <div className="contests-entry-body">
        <h3>{album.title}</h3>
        <p className="contests-muted">
          {t('contests.mediathek.byActor', names)} ·{' '}
          {t('contests.mediathek.pictures', { count: album.pictureCount })}
        </p>
        <label className="contests-check">
          <input
            type="checkbox"
            checked={selected}
            disabled={locked}
            aria-label={t('contests.mediathek.select', names)}
            onChange={() =>
              engine.send('mediathek', { type: 'mediathek.toggle', albumId: album.albumId })
            }
          />
          <span aria-hidden="true">{t('contests.mediathek.selectShort')}</span>
        </label>
      </div>
    </li>
  );
}
