import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { SEARCH_LISTS, type searchMachine } from '../../machines/search/search.machine.ts';
import { groupsOf, selectSearchStatus } from '../../machines/search/search.selectors.ts';
import {
  type SearchGroup,
  type SearchItem,
  type SearchListCategory,
  type SearchResult,
} from '../../machines/search/search.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { TileGrid, type TileContext } from '../tileGrid/TileGrid.tsx';
import { tileImageSizes } from '../tileGrid/breakpoints.ts';
import './search.css';

const ROW = { grid: 300, list: 120 } as const;

const selectResult = (snapshot: SnapshotFrom<typeof searchMachine>): SearchResult | null =>
  snapshot.context.result;

const isListCategory = (category: string): category is SearchListCategory =>
  Object.hasOwn(SEARCH_LISTS, category);

/** A link of the search answer inside the app, in the current language. */
const localLink = (link: string, language: string) =>
  link.startsWith(`/${language}/`) ? link : `/${language}${link}`;

function ResultTile({
  item,
  language,
  tile,
}: {
  item: SearchItem;
  language: string;
  tile?: TileContext;
}) {
  return (
    <Link
      className="search-tile"
      to={localLink(item.link, language)}
      onClick={tile?.onOpen}
      state={tile?.linkState}
      data-search-item={item.id}
    >
      <ResponsiveImage
        className="search-tile-image"
        sources={{ w320: item.avatar.url, w640: item.avatar.url }}
        alt=""
        aspectRatio={item.avatar.aspectRatio}
        sizes={tileImageSizes(tile?.display ?? 'grid')}
        eager={(tile?.index ?? 0) < 6}
      />
      <span className="search-tile-name">{item.name}</span>
      {item.chat?.online && <span className="search-online" aria-label="online" />}
    </Link>
  );
}

function ResultGroup({
  group,
  language,
  headingId,
}: {
  group: SearchGroup;
  language: string;
  headingId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="search-page-group" aria-labelledby={headingId}>
      <header className="search-group-header">
        <h2 id={headingId}>
          {t(`search.category.${group.type}`)} <span className="search-count">{group.count}</span>
        </h2>
        {group.count > 0 && (
          <Link to={localLink(group.link, language)}>
            {t('search.showAll', { count: group.count })}
          </Link>
        )}
      </header>
      {group.count === 0 ? (
        <p className="search-note">{t('search.categoryEmpty')}</p>
      ) : (
        <ul className="search-tiles">
          {group.items.map((item) => (
            <li key={item.id}>
              <ResultTile item={item} language={language} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/{lang}/search/{pattern}/`: every category with its count, first hits and "show all". */
export function SearchAllPage({ params }: PageProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const pattern = String(params.searchPattern ?? '');
  const status = useSystemSelector('search', selectSearchStatus);
  const result = useSystemSelector('search', selectResult);
  useEffect(() => {
    engine.send('search', { type: 'ui.searchTyped', pattern, mobile: false });
  }, [engine, pattern]);
  const title = t('search.pageTitle', { pattern });
  useDocumentTitle(title);
  return (
    <div className="container page search-page">
      <h1>{title}</h1>
      {status === 'loading' && (
        <p className="search-note" role="status" aria-busy="true">
          {t('search.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div className="search-note rest-error" role="alert" data-marker="rest-error">
          <p>{t('search.failed')}</p>
          <button
            type="button"
            className="button"
            onClick={() => engine.send('search', { type: 'ui.retry' })}
          >
            {t('search.retry')}
          </button>
        </div>
      )}
      {status === 'shown' && !result && (
        <p className="search-note" role="status">
          {t('search.empty', { pattern })}
        </p>
      )}
      {status === 'shown' &&
        result &&
        groupsOf(result).map((group) => (
          <ResultGroup
            key={group.type}
            group={group}
            language={language}
            headingId={`search-page-${group.type}`}
          />
        ))}
    </div>
  );
}

/** `/{lang}/search/{category}/{pattern}/`: one category, paged (seed 001 §9 page sizes). */
export function SearchResultsPage({ params }: PageProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const category = String(params.searchCategory ?? '');
  const pattern = String(params.searchPattern ?? '');
  const listed = isListCategory(category);
  useEffect(() => {
    if (isListCategory(category))
      engine.send('search', { type: 'search.showResults', category, pattern });
  }, [engine, category, pattern]);
  const label = t(`search.category.${category}`, { defaultValue: category });
  const title = t('search.resultsTitle', { category: label, pattern });
  useDocumentTitle(title);
  return (
    <div className="container page search-page">
      <h1>{title}</h1>
      <p>
        <Link to={buildPath('search', language, { searchPattern: pattern })}>
          {t('search.allCategories')}
        </Link>
      </p>
      {listed ? (
        <TileGrid<SearchItem>
          list={SEARCH_LISTS[category]}
          label={label}
          rowHeight={ROW}
          emptyText={t('search.empty', { pattern })}
          renderTile={(item, tile) => <ResultTile item={item} language={language} tile={tile} />}
        />
      ) : (
        <p className="search-note" role="status">
          {t('search.categoryEmpty')}
        </p>
      )}
    </div>
  );
}
