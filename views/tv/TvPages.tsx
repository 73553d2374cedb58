import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { TV_LISTS, TV_PLAYER } from '../../machines/tv/tv.machine.ts';
import {
  selectLiveStatus,
  selectLockReason,
  selectPageData,
  selectPageStatus,
  selectProgramItems,
  selectProgramStatus,
  selectStream,
} from '../../machines/tv/tv.selectors.ts';
import type { TvChannel, TvEpisode, TvSeries } from '../../machines/tv/tv.types.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath, type ParamName } from '../../src/routes/index.ts';
import { HlsPlayer } from '../media/HlsPlayer.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { BackToListLink } from '../tileGrid/BackToListLink.tsx';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { EpisodeTile, ProgramList, SeriesTile } from './TvParts.tsx';
import { EpisodeTileSkeleton, SeriesTileSkeleton } from './TvTileSkeletons.tsx';
import { TvSuggestions } from './TvSuggestions.tsx';
import './tv.css';

const ROW = { grid: 260, list: 120 } as const;
const param = (params: PageProps['params'], name: ParamName) => params[name] ?? '';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page tv-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="tv-failed">
      <p>{t('tv.failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('tv.retry')}
      </button>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="tv-loading">
      {t('tv.loading')}
    </p>
  );
}

/** The subscription offer: a real button that opens the TV subscription (or what comes first). */
function SubscribeOffer({ text }: { text: string }) {
  const { t } = useTranslation();
  const send = useSend('tv');
  return (
    <section className="tv-locked" aria-labelledby="tv-locked-title">
      <h2 id="tv-locked-title">{t('tv.locked.title')}</h2>
      <p>{text}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => send({ type: 'tv.subscribe' })}
      >
        {t('tv.locked.subscribe')}
      </button>
    </section>
  );
}

/** The program the route asked for (current or late-night, machines/tv/tv.route.ts). */
function Program({ label, limit }: { label: string; limit?: number }) {
  const send = useSend('tv');
  const status = useSystemSelector('tv', selectProgramStatus);
  const items = useSystemSelector('tv', selectProgramItems);
  if (status === 'failed') return <Failed onRetry={() => send({ type: 'tv.retryProgram' })} />;
  if (status !== 'loaded') return <Loading />;
  return <ProgramList items={limit ? items.slice(0, limit) : items} label={label} />;
}

function Livestream({ channel }: { channel: TvChannel }) {
  const { t } = useTranslation();
  const send = useSend('tv');
  const language = useSystemSelector('shell', selectLanguage);
  const status = useSystemSelector('tv', selectLiveStatus);
  const stream = useSystemSelector('tv', selectStream);
  const reason = useSystemSelector('tv', selectLockReason);
  // The root told the domain of the route: the stream is asked for before this renders, and
  // stops when the guest leaves it (machines/tv/tv.route.ts).
  const title = t(channel === 'premium' ? 'tv.premiumLivestream' : 'tv.livestream');
  return (
    <Page title={title}>
      <nav className="tv-links" aria-label={t('tv.livestream')}>
        <Link
          to={buildPath(channel === 'premium' ? 'tvLivestream' : 'tvPremiumLivestream', language)}
        >
          {t(channel === 'premium' ? 'tv.watchFree' : 'tv.watchPremium')}
        </Link>
        <Link to={buildPath('tvProgram', language)}>{t('tv.program')}</Link>
        <Link to={buildPath('tvLateNight', language)}>{t('tv.lateNight')}</Link>
        <Link to={buildPath('tvMediaSeries', language)}>{t('tv.mediaSeries')}</Link>
      </nav>
      {status === 'locked' ? (
        <SubscribeOffer text={t(`tv.locked.${reason ?? 'needAbo'}`)} />
      ) : status === 'failed' ? (
        <Failed onRetry={() => send({ type: 'tv.retry' })} />
      ) : status === 'playing' ? (
        <>
          <HlsPlayer player={TV_PLAYER} label={t('tv.playerLabel', { title })} />
          {stream?.current ? (
            <p className="tv-now">{t('tv.nowOnAir', { title: stream.current.series.title })}</p>
          ) : null}
        </>
      ) : (
        // The player's room while the stream is asked for: the program below stays put when it
        // plays (a phone's layout shift, Lighthouse's CLS on this page).
        <div className="tv-player-room">
          <Loading />
        </div>
      )}
      <h2>{t('tv.program')}</h2>
      <Program label={t('tv.program')} />
    </Page>
  );
}

export function LivestreamPage() {
  return <Livestream channel="free" />;
}
export function PremiumLivestreamPage() {
  return <Livestream channel="premium" />;
}

export function LateNightPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tv.lateNight')}>
      <Program label={t('tv.lateNight')} />
    </Page>
  );
}

export function ProgramPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tv.program')}>
      <Program label={t('tv.program')} />
    </Page>
  );
}

export function MediaSeriesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tv.mediaSeries')}>
      <TileGrid<TvSeries>
        list={TV_LISTS.series}
        label={t('tv.mediaSeries')}
        rowHeight={ROW}
        skeletonTile={SeriesTileSkeleton}
        renderTile={(series, tile) => <SeriesTile series={series} tile={tile} />}
      />
    </Page>
  );
}

/** The format (series) page the route asked for: its data or null. */
function useFormat(key: string) {
  const data = useSystemSelector('tv', selectPageData);
  return data?.kind === 'format' && data.data.series.slug === key ? data.data : null;
}

function PageState({ ready, children }: { ready: boolean; children: ReactNode }) {
  const send = useSend('tv');
  const status = useSystemSelector('tv', selectPageStatus);
  if (status === 'failed') return <Failed onRetry={() => send({ type: 'tv.retryPage' })} />;
  if (!ready) return <Loading />;
  return children;
}

function EpisodeGrid({ label }: { label: string }) {
  return (
    <TileGrid<TvEpisode>
      list={TV_LISTS.episodes}
      label={label}
      rowHeight={ROW}
      skeletonTile={EpisodeTileSkeleton}
      renderTile={(episode, tile) => <EpisodeTile episode={episode} tile={tile} />}
    />
  );
}

export function MediathekSeriesPage({ params }: PageProps) {
  const { t } = useTranslation();
  const key = param(params, 'series');
  const language = useSystemSelector('shell', selectLanguage);
  const format = useFormat(key);
  return (
    <Page title={format?.series.title ?? t('tv.mediaSeries')}>
      <PageState ready={format !== null}>
        <p>{format?.series.description}</p>
        <p className="tv-links">
          <Link to={buildPath('tvMediathekVideos', language, { key })}>{t('tv.allVideos')}</Link>
          <Link to={buildPath('tvFormat', language, { formatKey: key })}>
            {t('tv.format.nextSlots')}
          </Link>
        </p>
        <h2>{t('tv.episodes')}</h2>
        <EpisodeGrid label={t('tv.episodes')} />
      </PageState>
    </Page>
  );
}

export function MediathekVideosPage({ params }: PageProps) {
  const { t } = useTranslation();
  const key = param(params, 'key');
  const format = useFormat(key);
  const title = format ? t('tv.seriesVideos', { title: format.series.title }) : t('tv.allVideos');
  return (
    <Page title={title}>
      <BackToListLink />
      <EpisodeGrid label={title} />
    </Page>
  );
}

export function FormatPage({ params }: PageProps) {
  const { t } = useTranslation();
  const key = param(params, 'formatKey');
  const language = useSystemSelector('shell', selectLanguage);
  const format = useFormat(key);
  return (
    <Page title={format?.series.title ?? t('tv.mediaSeries')}>
      <PageState ready={format !== null}>
        <p>{format?.series.description}</p>
        <p>{t('tv.format.count', { count: format?.total ?? 0 })}</p>
        <h2>{t('tv.format.nextSlots')}</h2>
        <ProgramList items={format?.program ?? []} label={t('tv.format.nextSlots')} />
        <p className="tv-links">
          <Link to={buildPath('tvMediathekSeries', language, { series: key })}>
            {t('tv.episodes')}
          </Link>
        </p>
      </PageState>
    </Page>
  );
}

export function PostPage({ params }: PageProps) {
  const { t } = useTranslation();
  const slug = param(params, 'slug');
  const language = useSystemSelector('shell', selectLanguage);
  const data = useSystemSelector('tv', selectPageData);
  const post = data?.kind === 'post' && data.data.post.slug === slug ? data.data : null;
  return (
    <Page title={post?.post.title ?? t('tv.mediaSeries')}>
      <PageState ready={post !== null}>
        {post ? (
          <>
            <nav aria-label={t('tv.post.breadcrumbs')} className="tv-breadcrumbs">
              <ol>
                {post.breadcrumbs.map((crumb) => (
                  <li key={crumb.label}>
                    {crumb.route === 'tvMediaSeries' ? (
                      <Link to={buildPath('tvMediaSeries', language)}>{crumb.label}</Link>
                    ) : crumb.route === 'tvMediathekSeries' && crumb.key ? (
                      <Link to={buildPath('tvMediathekSeries', language, { series: crumb.key })}>
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current="page">{crumb.label}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <p>{post.post.body}</p>
            <p>
              <Link to={buildPath('tvVideo', language, { videoId: String(post.post.id) })}>
                {t('tv.post.watch')}
              </Link>
            </p>
            {post.previous ? (
              <p>
                <Link to={buildPath('tvPost', language, { slug: post.previous.slug })}>
                  {t('tv.post.previous', { title: post.previous.title })}
                </Link>
              </p>
            ) : null}
            <h2>{t('tv.post.categories')}</h2>
            <ul className="tv-chips">
              {post.categories.map((category) => (
                <li key={category.id}>{category.name}</li>
              ))}
            </ul>
            <h2>{t('tv.post.similar')}</h2>
            <ul className="tv-chips">
              {post.similar.models.map((model) => (
                <li key={model.id}>
                  <Link to={buildPath('actorProfile', language, { actorName: model.slug })}>
                    {model.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </PageState>
    </Page>
  );
}

export function VideoPage({ params }: PageProps) {
  const { t } = useTranslation();
  const videoId = param(params, 'videoId');
  const language = useSystemSelector('shell', selectLanguage);
  const data = useSystemSelector('tv', selectPageData);
  const video = data?.kind === 'video' && String(data.data.video.id) === videoId ? data.data : null;
  return (
    <Page title={video?.video.title ?? t('tv.allVideos')}>
      <BackToListLink />
      <PageState ready={video !== null}>
        {video?.playlist ? (
          <HlsPlayer
            player={TV_PLAYER}
            label={t('tv.playerLabel', { title: video.video.title })}
            poster={video.video.picture.w640}
          />
        ) : (
          <SubscribeOffer text={t('tv.locked.video')} />
        )}
        {video ? (
          <p className="tv-links">
            <Link to={buildPath('tvMediathekSeries', language, { series: video.series.slug })}>
              {video.series.title}
            </Link>
            <Link to={buildPath('tvPost', language, { slug: video.video.slug })}>
              {t('tv.post.watch')}
            </Link>
          </p>
        ) : null}
      </PageState>
      <TvSuggestions />
    </Page>
  );
}
