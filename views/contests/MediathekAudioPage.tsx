import { useEffect, useId } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  audioDuration,
  selectMediathekAudioView,
} from '../../machines/mediathek/mediathek.selectors.ts';
import type { MediathekAudio } from '../../machines/mediathek/mediathek.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { MediathekFailed } from './MediathekFailed.tsx';
import './contests.css';

/** `/en/myvisitx/mediathek/audio/`: the audio items the guest owns, each with a play control. */
export function MediathekAudioPage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('mediathek', selectMediathekAudioView);
  useEffect(() => {
    engine.send('mediathek', { type: 'mediathek.openAudio' });
    return () => engine.send('mediathek', { type: 'mediathek.close' });
  }, [engine]);

  if (view.status === 'loading')
    return <div className="container page page-loading" aria-busy="true" />;
  if (view.status === 'visitor')
    return (
      <div className="container page contests-page">
        <section className="contests-card" aria-labelledby="mediathek-audio-visitor-title">
          <h1 id="mediathek-audio-visitor-title">{t('contests.audio.visitorTitle')}</h1>
          <p>{t('contests.audio.visitorText')}</p>
          <button
            type="button"
            className="button button-primary"
            // The gate opens what stands in the way of her own pages (a login), as the
            // mediathek's feed and library sections do.
            onClick={() => engine.send('gating', { type: 'ui.passRequested', action: 'account' })}
          >
            {t('contests.audio.login')}
          </button>
        </section>
      </div>
    );
  if (view.status === 'failed')
    return (
      <div className="container page contests-page">
        <MediathekFailed error={view.error} />
      </div>
    );
  return (
    <div className="container page contests-page">
      <header className="contests-header">
        <h1>{t('contests.audio.title')}</h1>
        <p className="contests-muted">{t('contests.audio.intro')}</p>
      </header>
      {view.audio.length === 0 ? (
        <p role="status">{t('contests.audio.empty')}</p>
      ) : (
        <ul className="mediathek-audio" aria-label={t('contests.audio.list')}>
          {view.audio.map((item) => (
            <AudioRow key={item.audioId} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AudioRow({ item }: { item: MediathekAudio }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="contests-card mediathek-audio-item" aria-labelledby={titleId}>
      <h2 id={titleId}>{item.title}</h2>
      <p className="contests-muted">
        {t('contests.audio.byActor', { actorName: item.actorName })} ·{' '}
        {t('contests.audio.duration', { duration: audioDuration(item.durationSeconds) })}
      </p>
      {item.audioUrl ? (
        <audio
          controls
          preload="none"
          src={item.audioUrl}
          aria-label={t('contests.audio.play', { title: item.title, actorName: item.actorName })}
        />
      ) : (
        <p className="contests-muted" role="note">
          {t('contests.audio.noFile')}
        </p>
      )}
    </li>
  );
}
