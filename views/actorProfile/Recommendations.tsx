import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  RECOMMENDATIONS_LIST,
  recommendationLayout,
  shownRecommendations,
  type RecommendationPlace,
  type RecommendedActor,
} from '../../machines/actorProfile/recommendations.ts';
import { NO_MOVES, selectMoves } from '../../machines/presence/presence.selectors.ts';
import { selectIsMobile, selectLanguage } from '../../machines/shell/shell.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { CamTileSkeleton } from '../cams/CamTileSkeleton.tsx';
import { CamTileView } from '../cams/CamTileView.tsx';
import '../cams/cams.css';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { recommendationsTitle } from './recommendationsTitle.ts';

/** Estimated row heights of the cam tile (the grid measures the real ones). */
const ROW_HEIGHT = { grid: 420, list: 160 };

/**
 * "Recommended for you" on her profile, or "she is offline: try these" on her live page: actors
 * online now from the query service, on the one tile grid with the cam tile. As many as the
 * layout shows (desktop 9; a phone 8 in a grid, 5 in a slider); an actor going offline leaves
 * and the next takes her place, as the presence domain's changes say (`shownRecommendations`:
 * the list stays as answered). A failure is the block's own line with a retry.
 */
export function Recommendations({
  place,
  offlineName,
}: {
  place: RecommendationPlace;
  /** Her name when she is offline: the block offers the others instead of her. */
  offlineName?: string;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const mobile = useSystemSelector('shell', selectIsMobile);
  const layout = recommendationLayout(mobile, place);
  useEffect(() => engine.send('actorProfile', { type: 'ui.recommendationsShown' }), [engine]);
  const moves = useOptionalSystemSelector('presence', selectMoves, NO_MOVES);
  const arrange = useCallback(
    (listed: readonly RecommendedActor[]) => shownRecommendations(listed, moves),
    [moves],
  );
  const title = recommendationsTitle(t, offlineName);
  return (
    // The grid is the named region (by the title): the card around it is not another one.
    <div className="profile-card profile-recommendations" data-marker="recommendations">
      <h2>{title}</h2>
      <TileGrid<RecommendedActor>
        list={RECOMMENDATIONS_LIST}
        label={title}
        arrange={arrange}
        limit={layout.shown}
        slider={layout.slider}
        noDisplayToggle
        rowHeight={ROW_HEIGHT}
        skeletonTile={CamTileSkeleton}
        emptyText={t('actorProfile.recommendedNone')}
        failedText={t('actorProfile.recommendedFailed')}
        renderTile={(cam, tile) => <CamTileView cam={cam} language={language} tile={tile} />}
      />
    </div>
  );
}
