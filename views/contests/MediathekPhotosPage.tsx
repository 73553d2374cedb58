import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectCanRemove,
  selectCanToggle,
  selectMediathekView,
  selectRemoveError,
  selectRemoveState,
  selectSelectedAlbums,
} from '../../machines/mediathek/mediathek.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { MediathekFailed } from './MediathekFailed.tsx';
import { useFailureText } from './useFailureText.ts';
import './contests.css';

/**
 * The removal of bought photo albums (the `remove-photos` box, machines/mediathek) on the photos
 * page's shop section (`/en/myvisitx/mediathek/photos/`, views/library): the library lists the
 * albums, each album tile ticks itself ({@link AlbumSelect}) and this bar removes the ticked ones.
 * It opens the removal while shown; a visitor sees the page's own way in, so nothing here.
 */
export function PhotoRemoval() {
  const engine = useEngine();
  const view = useSystemSelector('mediathek', selectMediathekView);
  useEffect(() => {
    engine.send('mediathek', { type: 'mediathek.open' });
    return () => engine.send('mediathek', { type: 'mediathek.close' });
  }, [engine]);

  if (view.status === 'visitor') return null;
  if (view.status === 'failed') return <MediathekFailed error={view.error} />;
  return <RemoveBar ready={view.status === 'shown'} />;
}

/** The removal's bar: `ready` once the guest's albums are known (else it waits, busy). */
function RemoveBar({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const selected = useSystemSelector('mediathek', selectSelectedAlbums);
  const state = useSystemSelector('mediathek', selectRemoveState);
  const canRemove = useSystemSelector('mediathek', selectCanRemove);
  const error = useSystemSelector('mediathek', selectRemoveError);
  const reason = useFailureText();
  return (
    <div className="mediathek-actions" aria-busy={!ready}>
      <button
        type="button"
        className="button button-primary"
        disabled={!canRemove}
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

/** An album tile's tick for the removal (the library's tile of a bought shop album). */
export function AlbumSelect({
  albumId,
  title,
  actorName,
}: {
  albumId: number;
  title: string;
  actorName: string;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const selected = useSystemSelector('mediathek', selectSelectedAlbums).includes(albumId);
  const canToggle = useSystemSelector('mediathek', selectCanToggle(albumId));
  return (
    <label className="contests-check">
      <input
        type="checkbox"
        checked={selected}
        disabled={!canToggle}
        aria-label={t('contests.mediathek.select', { title, actorName })}
        onChange={() => engine.send('mediathek', { type: 'mediathek.toggle', albumId })}
      />
      <span aria-hidden="true">{t('contests.mediathek.selectShort')}</span>
    </label>
  );
}
