import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { selectItems, selectStartPage } from '../../machines/list/list.selectors.ts';
import { selectIsLoggedIn } from '../../machines/bootstrap/bootstrap.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { VIDEO_LISTS, type VideoStrip } from '../../machines/videos/videos.queries.ts';
import { STATION_STRIPS } from '../../machines/videos/videos.route.ts';
import {
  selectCategory,
  selectMainState,
  selectShownCategory,
} from '../../machines/videos/videos.selectors.ts';
import type {
  JumbotronSlide,
  VideoCategory,
  VideoQuery,
  VideoStar,
  VideoTile as Video,
} from '../../machines/videos/videos.types.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { JUMBOTRON_SIZES } from '../tileGrid/breakpoints.ts';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
import type { PageProps } from '../pages/pageTypes.ts';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { useFirstFill } from '../tileGrid/useFirstFill.ts';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import { useVideoAddress } from './useVideoAddress.ts';
import { SeoTexts } from './SeoTexts.tsx';
import { VideoControls } from './VideoControls.tsx';
import { VideoTileSkeleton } from './TileSkeletons.tsx';
import { VideoStarSkeleton } from './VideoStarSkeleton.tsx';
import { VideoTile } from './VideoTile.tsx';
import './videos.css';

const ROW = { grid: 300, list: 140 } as const;

/**
 * The main list's grid. A shared address with `?page=N` starts the endless list at page N (the
 * list kit, decision 0039): a link above it leads to the page before, a real link a crawler
 * follows too.
 */
function VideoGrid({
  label,
  address,
}: {
  label: string;
  address: ReturnType<typeof useVideoAddress>;
}) {
  const { t } = useTranslation();
  const { actor } = useList<Video, VideoQuery>(VIDEO_LISTS.main);
  const page = useListSelector(actor, selectStartPage);
  return (
    <>
      {page > 1 ? (
        <p className="videos-earlier">
          <Link to={{ search: address.searchAt(page - 1) }} rel="prev">
            {t('videos.earlierPage', { page: page - 1 })}
          </Link>
        </p>
      ) : null}
      <TileGrid<Video>
        list={VIDEO_LISTS.main}
        label={label}
        rowHeight={ROW}
        skeletonTile={VideoTileSkeleton}
        renderTile={(video, tile) => <VideoTile video={video} tile={tile} />}
      />
    </>
  );
}

/**
 * A video area by category (seed 001 §2, §5); `?category=` names another list by category. The
 * root tells the domain of the route, filters and all (machines/videos/videos.route.ts).
 */
function AreaPage({ category }: { category: VideoCategory }) {
  const { t } = useTranslation();
  const address = useVideoAddress();
  const asked = address.params.get('category') ?? category;
  const state = useSystemSelector('videos', selectMainState);
  const shown = useSystemSelector('videos', selectCategory);
  const shownCategory = useSystemSelector('videos', selectShownCategory);
  // Titled by the list it shows: `?category=topVideos` on the all-videos page is "Top videos".
  const title = t(
    `videos.area.${shownCategory !== null && shownCategory === asked ? shownCategory : category}`,
  );
  return (
    <div className="container page videos-page">
      <h1>{title}</h1>
      {state === 'unmapped' && shown === asked ? (
        <p role="alert" className="videos-error rest-error" data-marker="rest-error">
          {t('videos.unmapped', { category: asked })}
        </p>
      ) : (
        <>
          <VideoControls address={address} />
          <VideoGrid label={title} address={address} />
          {/* Filtered by tags: the catalogue's texts about them (seed 001 §7), below the list. */}
          {address.choice.filter?.tags ? <SeoTexts /> : null}
        </>
      )}
    </div>
  );
}

const area = (category: VideoCategory) =>
  function VideoArea() {
    return <AreaPage category={category} />;
  };
export const AllVideosPage = area('allVideos');
export const FreeClipsPage = area('freeVideos');
export const VideoTrendsPage = area('trendingVideos');
export const OnSalePage = area('discountedVideos');
export const NewVideosPage = area('newVideos');
export const VipVideosPage = area('vip30Videos');

/**
 * A list that is not a category: the video search and the actor's lists (the root tells the
 * domain which, machines/videos/videos.route.ts).
 */
export function QueryPage({
  title,
  inProfile = false,
}: {
  title: string;
  /** A section of the actor's profile frame (which has the page's heading). */
  inProfile?: boolean;
}) {
  const address = useVideoAddress();
  if (inProfile)
    return (
      <section className="videos-page" aria-labelledby="actor-videos-title">
        <h2 id="actor-videos-title">{title}</h2>
        <VideoControls address={address} />
        <VideoGrid label={title} address={address} />
      </section>
    );
  return (
    <div className="container page videos-page">
      <h1>{title}</h1>
      <VideoControls address={address} />
      <VideoGrid label={title} address={address} />
    </div>
  );
}

export function VideoSearchPage({ params }: PageProps) {
  const { t } = useTranslation();
  const pattern = params.searchPattern ?? '';
  return <QueryPage title={t('videos.searchTitle', { pattern })} />;
}

/**
 * The jumbotron (cached 60 s by its list): the station's or the start page's, each asked for by
 * the domain as the root tells it of that route (machines/videos/videos.route.ts).
 */
export function Jumbotron() {
  const { t } = useTranslation();
  const { actor } = useList<JumbotronSlide, { type: string }>(VIDEO_LISTS.jumbotron);
  const slides = useListSelector(actor, selectItems<JumbotronSlide, { type: string }>);
  const language = useSystemSelector('shell', selectLanguage);
  const first = slides[0];
  if (!first) return <div className="jumbotron jumbotron-loading" aria-busy="true" />;
  return (
    <section className="jumbotron" aria-label={t('videos.jumbotron')}>
      <Link
        to={buildPath('actorVideoDetails', language, {
          actorName: first.video.actorName,
          videoId: String(first.video.id),
        })}
      >
        <ResponsiveImage
          sources={first.video.preview}
          alt=""
          aspectRatio={16 / 9}
          sizes={JUMBOTRON_SIZES}
          eager
        />
        <span className="jumbotron-text">
          <strong>{first.headline}</strong> {first.video.title} · {first.video.actorName}
        </span>
      </Link>
    </section>
  );
}

/**
 * One category's strip of tiles: the video station's and the start page blocks', each asked for
 * by the domain as the root tells it of that route (machines/videos/videos.route.ts).
 */
export function VideoStripView({ category }: { category: VideoStrip }) {
  const { t } = useTranslation();
  const { actor } = useList<Video, VideoQuery>(VIDEO_LISTS.strip(category));
  const { shown: videos } = useFirstFill(useListSelector(actor, selectItems<Video, VideoQuery>));
  return (
    <ul
      className="video-strip"
      aria-label={t(`videos.area.${category}`)}
      aria-busy={videos.length === 0}
    >
      {videos.map((video) => (
        <li key={video.id}>
          <VideoTile video={video} tile={{ display: 'grid' }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The station's way into every video list (issue 54 §5): the areas without a strip of their own
 * (all, top, VIP, stars, the guest's bought videos once logged in), the daily deals and the VR
 * page. Top and bought videos are lists by category of the all-videos page (`?category=`).
 */
function VideoAreaLinks() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const loggedIn = useSystemSelector('bootstrap', selectIsLoggedIn);
  const all = buildPath('allVideos', language);
  const links: { to: string; label: string }[] = [
    { to: all, label: t('videos.area.allVideos') },
    { to: `${all}?category=topVideos`, label: t('videos.area.topVideos') },
    { to: buildPath('vipVideos', language), label: t('videos.area.vip30Videos') },
    { to: buildPath('videoStars', language), label: t('videos.stars') },
    ...(loggedIn
      ? [{ to: `${all}?category=boughtVideos`, label: t('videos.area.boughtVideos') }]
      : []),
    { to: buildPath('dailyDeals', language), label: t('routes.dailyDeals') },
    { to: buildPath('eventVrPorn', language), label: t('routes.eventVrPorn') },
  ];
  return (
    <nav aria-label={t('videos.areas')} className="video-areas">
      <ul>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/en/videos/`: the video station jumbotron and a strip per category. */
export function VideoStationPage() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <div className="container page videos-page">
      <h1>{t('videos.station')}</h1>
      <VideoAreaLinks />
      <Jumbotron />
      {STATION_STRIPS.map(({ category, route }) => (
        <section key={category} className="video-station-strip">
          <h2>
            <Link to={buildPath(route, language)}>{t(`videos.area.${category}`)}</Link>
          </h2>
          <VideoStripView category={category} />
        </section>
      ))}
    </div>
  );
}

/** `/en/videos/stars/`: videoStars(first 100). */
export function VideoStarsPage() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <div className="container page videos-page">
      <h1>{t('videos.stars')}</h1>
      <TileGrid<VideoStar>
        list={VIDEO_LISTS.stars}
        label={t('videos.stars')}
        rowHeight={{ grid: 320, list: 120 }}
        skeletonTile={VideoStarSkeleton}
        renderTile={(star, tile) => (
          <Link
            to={buildPath('actorVideos', language, { actorName: star.name })}
            state={tile.linkState}
            onClick={tile.onOpen}
            className="video-star"
          >
            <ResponsiveImage
              sources={star.avatar}
              alt=""
              aspectRatio={TILE_ASPECT.star}
              sizes="320px"
              eager={tile.index < 10}
            />
            <strong>{star.name}</strong> {t('videos.videoCount', { count: star.videoCount })}
          </Link>
        )}
      />
    </div>
  );
}
