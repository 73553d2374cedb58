import { useMemo } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link, useLocation } from 'react-router';
import {
  filtersFromSearch,
  searchOfFilters,
  selectCategories,
  topFromSearch,
} from '../../machines/cams/cams.selectors.ts';
import { TOP_CAM_TYPES, type CamListKind, type CamTile } from '../../machines/cams/cams.types.ts';
import { CAMS_LISTS } from '../../machines/cams/cams.machine.ts';
import {
  selectIsMobile,
  selectLanguage,
  selectOpenMenu,
} from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useShellSend } from '../hooks/useShell.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { LiveEvents } from '../liveEvents/LiveEvents.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { CamFilterLinks } from './CamMenus.tsx';
import { ActorSearchForm } from './ActorSearchForm.tsx';
import { CamsSidebar } from './CamsSidebar.tsx';
import { CamTileSkeleton } from './CamTileSkeleton.tsx';
import { CamTileView } from './CamTileView.tsx';
import { OnlineCount } from './OnlineCount.tsx';
import './cams.css';

type BaseList = Exclude<CamListKind, { kind: 'top' }>;

/**
 * A performer list page: its heading, the online count, the actor search on /cams/ (decision
 * 0031), the filters (in the address, so back keeps them; on phones behind the shell's cam filter
 * menu), the top cams tabs on /cams/, the sidebar beside the grid on a desktop (on a phone, in the
 * category menu), and the grid of tiles, online first (an address with a search: its results).
 */
function CamListPage({ base, title }: { base: BaseList; title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useSystemSelector('shell', selectLanguage);
  const mobile = useSystemSelector('shell', selectIsMobile);
  const openMenu = useSystemSelector('shell', selectOpenMenu);
  const shellSend = useShellSend();
  useDocumentTitle(title);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const top = base.kind === 'cams' ? topFromSearch(search) : null;

  return (
    <div className="container page cams-page">
      <header className="cams-head">
        <h1>{title}</h1>
        <OnlineCount />
      </header>
      <LiveEvents />
      {base.kind === 'cams' ? <ActorSearchForm filters={filters} top={top} /> : null}
      {base.kind === 'cams' ? (
        <nav className="cams-tabs" aria-label={t('cams.top.label')}>
          <Link
            to={`${location.pathname}${searchOfFilters(filters, null)}`}
            aria-current={top === null ? 'page' : undefined}
          >
            {t('cams.top.all')}
          </Link>
          {TOP_CAM_TYPES.map((type) => (
            <Link
              key={type}
              to={`${location.pathname}${searchOfFilters(filters, type)}`}
              aria-current={top === type ? 'page' : undefined}
            >
              {t(`cams.top.${type}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      {mobile ? (
        <p className="cams-menu-toggles">
          {(['camFilter', 'categoryFilter'] as const).map((menu) => (
            <button
              key={menu}
              type="button"
              className="button button-ghost cams-menu-toggle"
              aria-expanded={openMenu === menu}
              onClick={() => shellSend({ type: 'ui.menuToggled', menu })}
            >
              {t(`cams.menus.${menu}`)}
            </button>
          ))}
        </p>
      ) : (
        <CamFilterLinks />
      )}
      <div className="cams-body">
        {mobile ? null : <CamsSidebar />}
        <div className="cams-main">
          <TileGrid<CamTile>
            // A search's results are a list of their own: the grid is mounted anew for them.
            key={filters.search ? 'search' : 'page'}
            list={filters.search ? CAMS_LISTS.search : CAMS_LISTS.page}
            label={t('cams.gridLabel')}
            rowHeight={{ grid: 420, list: 160 }}
            skeletonTile={CamTileSkeleton}
            emptyText={filters.search ? t('cams.search.empty') : t('cams.empty')}
            renderTile={(cam, tile) => <CamTileView cam={cam} language={language} tile={tile} />}
          />
        </div>
      </div>
    </div>
  );
}

export function CamsPage() {
  const { t } = useTranslation();
  return <CamListPage base={{ kind: 'cams' }} title={t('cams.title.cams')} />;
}

export function NewGirlsPage() {
  const { t } = useTranslation();
  return <CamListPage base={{ kind: 'newGirls' }} title={t('cams.title.newGirls')} />;
}

export function FreeChatPage() {
  const { t } = useTranslation();
  return <CamListPage base={{ kind: 'freeChat' }} title={t('cams.title.freeChat')} />;
}

export function CategoryPage({ params }: PageProps) {
  const { t } = useTranslation();
  const slug = String(params.categorySlug ?? '');
  const categories = useSystemSelector('cams', selectCategories);
  const category = categories.find((each) => each.slug === slug);
  // Once the categories are known, a slug that names none is a real not-found page.
  if (categories.length > 0 && !category) return <NotFoundPage />;
  const name = category?.name ?? slug;
  return (
    <CamListPage base={{ kind: 'category', slug }} title={t('cams.title.category', { name })} />
  );
}
