import { useTranslation } from '../../src/i18n/react.ts';
import { TV_SUGGEST_LIST, TV_SUGGEST_SIZE } from '../../machines/tv/tv.suggest.ts';
import type { TvEpisode } from '../../machines/tv/tv.types.ts';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { EpisodeTile } from './TvParts.tsx';
import { EpisodeTileSkeleton } from './TvTileSkeletons.tsx';

const ROW = { grid: 260, list: 120 } as const;

/**
 * What to watch next beside a TV video (`suggest/{hashId}`, decision 0027): the TV domain loads
 * them with the video page; the grid shows their skeletons, a failure with its retry, the tiles.
 */
export function TvSuggestions() {
  const { t } = useTranslation();
  return (
    <section className="tv-suggestions" aria-labelledby="tv-suggested">
      <h2 id="tv-suggested">{t('tv.post.suggested')}</h2>
      <TileGrid<TvEpisode>
        list={TV_SUGGEST_LIST}
        label={t('tv.post.suggested')}
        rowHeight={ROW}
        skeletonTile={EpisodeTileSkeleton}
        limit={TV_SUGGEST_SIZE}
        noDisplayToggle
        renderTile={(episode, tile) => <EpisodeTile episode={episode} tile={tile} />}
      />
    </section>
  );
}
