import { useSelector } from '@xstate/react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ActorRefFrom } from 'xstate';
import {
  VIDEOS_SCRUB,
  type previewScrubMachine,
} from '../../machines/content/previewScrub.machine.ts';
import { sameScrubView, selectScrubView } from '../../machines/content/previewScrub.selectors.ts';
import { useScrubPointer } from '../content/useScrubPointer.ts';
import { Link } from 'react-router';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import type { VideoTile as Video } from '../../machines/videos/videos.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { tileImageSizes } from '../tileGrid/breakpoints.ts';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
import type { TileContext } from '../tileGrid/TileGrid.tsx';
import { TileBadges, TilePrice } from './TileParts.tsx';

const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type ScrubRef = ActorRefFrom<typeof previewScrubMachine>;

export interface VideoTileProps {
  video: Video;
  /** From the grid (scroll anchor and back link); a strip passes only its display. */
  tile?: Partial<TileContext> & { display: DisplayMode };
}

/**
 * The one video tile (seed 001 §3, Video): preview, title, duration, actor, price with discount,
 * badges, likes and the bought state; a real link to the video page. A mouse over the picture
 * scrubs through the video's thumbnails (`videos.scrub`, loaded the first time it does): the
 * moment under the pointer and its time code; a finger only taps the link.
 */
export function VideoTile({ video, tile }: VideoTileProps) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const href = buildPath('actorVideoDetails', language, {
    actorName: video.actorName,
    videoId: String(video.id),
  });
  // Her profile shows her videos before the videos domain runs (it asks for the domain); until
  // it does, a mouse scrubs nothing, and the tile renders again as it starts.
  const scrubRef = useOptionalSystemSelector(
    'videos',
    (snapshot) => snapshot.children[VIDEOS_SCRUB] as ScrubRef | undefined,
    undefined,
  );
  const scrub = useSelector(
    scrubRef,
    (snapshot) => selectScrubView(snapshot, video.id, video.duration),
    sameScrubView,
  );
  const pointer = useScrubPointer(
    VIDEOS_SCRUB,
    { videoId: video.id, duration: video.duration },
    scrub.slots,
    { touch: false },
  );
  const badges = [
    video.free && t('videos.badge.free'),
    video.vip && t('videos.badge.vip'),
    video.isVip30Offer && t('videos.badge.vip30'),
    video.isNew && t('videos.badge.new'),
    video.classic && t('videos.badge.classic'),
    video.camRecording && t('videos.badge.camRecording'),
    video.gifted && t('videos.badge.gifted'),
  ];
  return (
    <article className="video-tile">
      <Link
        to={href}
        state={tile?.linkState}
        onClick={tile?.onOpen}
        className="video-tile-link"
        onPointerMove={pointer.point}
        onPointerLeave={() => pointer.leave()}
        aria-label={t('videos.tileLabel', { title: video.title, actorName: video.actorName })}
      >
        <ResponsiveImage
          sources={video.preview}
          alt=""
          aspectRatio={TILE_ASPECT.video}
          sizes={tileImageSizes(tile?.display ?? 'grid')}
          eager={(tile?.index ?? 99) < 10}
        />
        {scrub.thumbnail ? (
          <img
            className="video-tile-scrub"
            src={scrub.thumbnail}
            alt=""
            width={320}
            height={180}
            decoding="async"
          />
        ) : null}
        <span className="video-tile-duration">
          {scrub.scrubbing ? scrub.timeCode : duration(video.duration)}
        </span>
        <TileBadges badges={badges} />
      </Link>
      <h3 className="video-tile-title">{video.title}</h3>
      <p className="video-tile-meta">
        <span>{video.actorName}</span>
        <span
          aria-label={t(video.liked ? 'videos.likesYours' : 'videos.likes', {
            count: video.likes,
          })}
          data-liked={video.liked}
        >
          ♥ {video.likes}
        </span>
      </p>
      <TilePrice item={video} />
    </article>
  );
}
