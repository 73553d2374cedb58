import { useRef } from 'react';
import {
  recommendationLayout,
  type RecommendationPlace,
} from '../../machines/actorProfile/recommendations.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { useNearViewport } from '../hooks/useNearViewport.ts';
import { useOnDemand } from '../hooks/useOnDemand.ts';
import { CamTileSkeleton } from '../cams/CamTileSkeleton.tsx';
import { columnsFor } from '../tileGrid/breakpoints.ts';
import { useViewportWidth } from '../tileGrid/useViewportWidth.ts';
import { SkeletonTileGrid } from './ProfileSkeleton.tsx';
import { recommendationsTitle } from './recommendationsTitle.ts';

/** The block with its code: the tile grid with its virtualizer and the cam tile. */
const loadRecommendations = () =>
  import('./Recommendations.tsx').then((module) => module.Recommendations);

/**
 * The recommended actors with their code loaded on demand (issue 50 §5, what a profile adds to the
 * first load): the tile grid, its virtualizer and the cam tile are a chunk of their own. With
 * `nearView` (her overview, where they are below the first screen) the chunk loads when the block
 * comes near view, as her albums and the start page's blocks do; else at once. Until it is in, a
 * region of the same name keeps the block's room: as many skeleton cam tiles as the layout shows
 * (`recommendationLayout`), in the grid's columns, so nothing below moves as they come.
 */
export function RecommendationsOnDemand({
  nearView = false,
  ...props
}: {
  place: RecommendationPlace;
  /** Her name when she is offline: the block offers the others instead of her. */
  offlineName?: string;
  nearView?: boolean;
}) {
  const { t } = useTranslation();
  const room = useRef<HTMLElement>(null);
  const near = useNearViewport(room);
  const Recommendations = useOnDemand(loadRecommendations, near || !nearView);
  const mobile = useSystemSelector('shell', selectIsMobile);
  const width = useViewportWidth(1280);
  if (Recommendations) return <Recommendations {...props} />;
  const title = recommendationsTitle(t, props.offlineName);
  const layout = recommendationLayout(mobile, props.place);
  return (
    <div className="profile-card profile-recommendations" data-marker="recommendations">
      <h2>{title}</h2>
      <section ref={room} aria-label={title} aria-busy="true">
        <SkeletonTileGrid
          tile={CamTileSkeleton}
          count={layout.shown}
          columns={columnsFor(width, 'grid')}
          slider={layout.slider}
        />
      </section>
    </div>
  );
}
