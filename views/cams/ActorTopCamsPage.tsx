import { useMemo } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { CAMS_LISTS } from '../../machines/cams/cams.machine.ts';
import { topFromSearch } from '../../machines/cams/cams.selectors.ts';
import { TOP_CAM_TYPES, type CamTile, type TopCamType } from '../../machines/cams/cams.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { ProfileFrame } from '../actorProfile/ProfileFrame.tsx';
import { DomainGate } from '../pages/DomainGate.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { CamTileSkeleton } from './CamTileSkeleton.tsx';
import { CamTileView } from './CamTileView.tsx';
import './cams.css';

/** The profile's top camgirls open on the best chats (seed 001 §2: "Top cams: best chats, …"). */
const FIRST_TOP: TopCamType = 'BEST_CHATS';

/**
 * `/en/amateur/{actorName}/top-cams/`: the actor profile's "top camgirls" section, in the
 * profile's frame: the platform's top cams by type (best chats, top 100, favourites, video call,
 * `topCams(type, online)`), the type in the address so back keeps it, on the cams' tile grid.
 */
export function ActorTopCamsPage({ params }: PageProps) {
  const actorName = params.actorName ?? '';
  return (
    <DomainGate domain="actorProfile">
      <ProfileFrame actorName={actorName}>{() => <TopCamsSection />}</ProfileFrame>
    </DomainGate>
  );
}

function TopCamsSection() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useSystemSelector('shell', selectLanguage);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const type = topFromSearch(search) ?? FIRST_TOP;
  return (
    <section className="cams-page" aria-labelledby="top-cams-title">
      <h2 id="top-cams-title">{t('cams.top.label')}</h2>
      <nav className="cams-tabs" aria-label={t('cams.top.label')}>
        {TOP_CAM_TYPES.map((each) => (
          <Link
            key={each}
            to={`${location.pathname}?top=${each}`}
            aria-current={type === each ? 'page' : undefined}
          >
            {t(`cams.top.${each}`)}
          </Link>
        ))}
      </nav>
      <TileGrid<CamTile>
        list={CAMS_LISTS.page}
        label={t(`cams.top.${type}`)}
        rowHeight={{ grid: 420, list: 160 }}
        skeletonTile={CamTileSkeleton}
        emptyText={t('cams.empty')}
        renderTile={(cam, tile) => <CamTileView cam={cam} language={language} tile={tile} />}
      />
    </section>
  );
}
