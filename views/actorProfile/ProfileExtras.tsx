import { Link } from 'react-router';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectExtras,
  selectExtrasFailed,
} from '../../machines/actorProfile/actorProfile.selectors.ts';
import type { ActorExtras } from '../../machines/actorProfile/extras.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { useDomainWanted } from '../pages/DomainGate.tsx';
import { VideoTile } from '../videos/VideoTile.tsx';

/**
 * Her further parts on the overview (decision 0025): what she does now with her live preview
 * picture, her sale, her featured and top videos, the photos she pinned (each opening its album)
 * and her TV episodes. Loaded by the profile machine once she is shown; nothing while loading.
 */
export function ProfileExtras({ name }: { name: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const extras = useSystemSelector('actorProfile', selectExtras);
  const failed = useSystemSelector('actorProfile', selectExtrasFailed);
  // Her albums below and a tile's scrub need the videos domain: its code comes meanwhile.
  useDomainWanted('videos', Boolean(extras));
  if (failed)
    return (
      <p className="profile-card rest-error" role="alert" data-marker="rest-error">
        {t('actorProfile.extrasFailed')}{' '}
        <button
          type="button"
          className="button"
          onClick={() => engine.send('actorProfile', { type: 'actorProfile.retryExtras' })}
        >
          {t('actorProfile.retry')}
        </button>
      </p>
    );
  if (!extras) return null;
  return (
    <>
      <LiveState extras={extras} name={name} />
      {/* Her videos show as soon as the machine has them, with the tile's code that this part
          brings: no gate for the videos domain (which only a tile's scrub needs) and no
          placeholder in its place. Behind a gate, its 88 px loading space became her videos and
          photos as the domain's code came, and all below them moved down 686 px at 1280 wide,
          811 px at 390, from under a guest's press (docs/known-issues.md). */}
      <ProfileVideos extras={extras} name={name} />
      <PinnedPhotos extras={extras} name={name} />
      <TvEpisodes extras={extras} name={name} />
    </>
  );
}

function LiveState({ extras, name }: { extras: ActorExtras; name: string }) {
  const { t, i18n } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const { state, previewImage, sale } = extras;
  const now = state.ticketShow
    ? t('actorProfile.stateTicketShow')
    : state.privateChat
      ? t('actorProfile.statePrivate')
      : state.online
        ? t('actorProfile.stateLive')
        : state.mobileVideoCall
          ? t('actorProfile.stateMobile')
          : null;
  if (!now && !sale) return null;
  return (
    <section className="profile-card profile-now" aria-label={now ?? t('actorProfile.offline')}>
      {now && previewImage.live ? (
        <img
          className="profile-preview-image"
          src={previewImage.url}
          width={previewImage.width}
          height={previewImage.height}
          alt={t('actorProfile.previewLive', { name })}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {now ? <p role="status">{now}</p> : null}
      {sale ? (
        <p>
          <Link to={`${buildPath('actorVideos', language, { actorName: name })}?types=discount`}>
            {t('actorProfile.sale', {
              percent: sale.discountPercent,
              count: sale.videos,
              until: new Date(sale.validTo).toLocaleString(i18n.language),
            })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function ProfileVideos({ extras, name }: { extras: ActorExtras; name: string }) {
  const { t } = useTranslation();
  const { promotedVideo, topVideos } = extras;
  if (!promotedVideo && topVideos.length === 0) return null;
  return (
    <section className="profile-card videos-page" aria-labelledby="profile-top-videos">
      {promotedVideo ? (
        <>
          <h2 id="profile-promoted-video">{t('actorProfile.promotedTitle')}</h2>
          <div className="profile-promoted">
            <VideoTile video={promotedVideo} tile={{ display: 'grid' }} />
          </div>
        </>
      ) : null}
      <h2 id="profile-top-videos">{t('actorProfile.topVideosTitle')}</h2>
      <ul className="video-strip" aria-label={t('actorProfile.topVideosTitle', { name })}>
        {topVideos.map((video) => (
          <li key={video.id}>
            <VideoTile video={video} tile={{ display: 'grid' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PinnedPhotos({ extras, name }: { extras: ActorExtras; name: string }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  if (extras.pinnedPhotos.length === 0) return null;
  const title = t('actorProfile.pinnedTitle', { name });
  return (
    <section className="profile-card" aria-labelledby="profile-pinned-title">
      <h2 id="profile-pinned-title">{title}</h2>
      <ul className="profile-sedcards" aria-label={title}>
        {extras.pinnedPhotos.map((photo, index) => (
          <li key={photo.id}>
            <Link
              to={buildPath('actorPhotoAlbum', language, {
                actorName: name,
                albumId: String(photo.albumId),
              })}
            >
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                alt={t('actorProfile.pinnedPhoto', { n: index + 1, title: photo.albumTitle })}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TvEpisodes({ extras, name }: { extras: ActorExtras; name: string }) {
  const { t, i18n } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  if (extras.tvEpisodes.length === 0) return null;
  return (
    <section className="profile-card" aria-labelledby="profile-tv-title">
      <h2 id="profile-tv-title">{t('actorProfile.tvTitle', { name })}</h2>
      <ul>
        {extras.tvEpisodes.map((episode) => (
          <li key={episode.id}>
            <Link to={buildPath('tvVideo', language, { videoId: String(episode.id) })}>
              {episode.title}
            </Link>{' '}
            ({new Date(episode.airedAt).toLocaleDateString(i18n.language)})
          </li>
        ))}
      </ul>
    </section>
  );
}
