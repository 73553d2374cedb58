import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import type { ProgramItem, TvEpisode, TvSeries } from '../../machines/tv/tv.types.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { tileImageSizes } from '../tileGrid/breakpoints.ts';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';
import type { TileContext } from '../tileGrid/TileGrid.tsx';

type Tile = Partial<TileContext> & { display: DisplayMode };

const time = (iso: string) => iso.slice(11, 16);
const day = (iso: string) => iso.slice(0, 10);

/** One program slot: time (UTC, as the program is kept), series and its badges. */
export function ProgramList({ items, label }: { items: ProgramItem[]; label: string }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <ol className="tv-program" aria-label={label}>
      {items.map((item) => (
        <li key={item.start} className="tv-program-item">
          <time dateTime={item.start} className="tv-program-time">
            {day(item.start)} {t('tv.slot', { start: time(item.start), end: time(item.end) })}
          </time>
          <Link to={buildPath('tvMediathekSeries', language, { series: item.series.slug })}>
            {item.series.title}
          </Link>
          {item.series.premium ? <span className="tv-badge">{t('tv.premium')}</span> : null}
          {item.lateNight ? <span className="tv-badge">{t('tv.lateNightBadge')}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** A series tile: its picture and title, a real link to its mediathek page. */
export function SeriesTile({ series, tile }: { series: TvSeries; tile: Tile }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <article className="tv-tile">
      <Link
        to={buildPath('tvMediathekSeries', language, { series: series.slug })}
        state={tile.linkState}
        onClick={tile.onOpen}
        className="tv-tile-link"
      >
        <ResponsiveImage
          sources={series.picture}
          alt=""
          aspectRatio={TILE_ASPECT.tv}
          sizes={tileImageSizes(tile.display)}
          eager={(tile.index ?? 99) < 10}
        />
        <h3 className="tv-tile-title">{series.title}</h3>
      </Link>
      <p className="tv-tile-meta">
        {series.premium ? t('tv.premium') : t('tv.free')}
        {series.lateNight ? ` · ${t('tv.lateNightBadge')}` : ''}
      </p>
    </article>
  );
}

/** An episode tile: a real link to its video page. */
export function EpisodeTile({ episode, tile }: { episode: TvEpisode; tile: Tile }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const minutes = Math.round(episode.duration / 60);
  return (
    <article className="tv-tile">
      <Link
        to={buildPath('tvVideo', language, { videoId: String(episode.id) })}
        state={tile.linkState}
        onClick={tile.onOpen}
        className="tv-tile-link"
        aria-label={t('tv.episodeLabel', { title: episode.title, minutes })}
      >
        <ResponsiveImage
          sources={episode.picture}
          alt=""
          aspectRatio={TILE_ASPECT.tv}
          sizes={tileImageSizes(tile.display)}
          eager={(tile.index ?? 99) < 10}
        />
        <span className="tv-tile-duration">{t('tv.minutes', { minutes })}</span>
      </Link>
      <h3 className="tv-tile-title">{episode.title}</h3>
      <p className="tv-tile-meta">
        {episode.free ? t('tv.free') : t('tv.premium')} · {day(episode.airedAt)}
      </p>
    </article>
  );
}
