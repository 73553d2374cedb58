import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link, useNavigate } from 'react-router';
import { MIN_PATTERN_DESKTOP, MIN_PATTERN_MOBILE } from '../../machines/search/search.rules.ts';
import {
  selectRecentSearches,
  selectSearchGroups,
  selectSearchPattern,
  selectSearchStatus,
} from '../../machines/search/search.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import type { SearchGroup } from '../../machines/search/search.types.ts';
import './search.css';

const NO_GROUPS: SearchGroup[] = [];
const NO_RECENT: string[] = [];

/**
 * The panel's code comes as its menu opens, on a slow network after the guest has moved on: it
 * takes the focus only from where she left it on opening (`opener`, the element focused as the
 * menu opened, which `LazySearchPanel` notes as it mounts with the menu; or the page itself),
 * never from a control she has focused since, another menu's button too (a late panel took the
 * focus from the inspector's record on a busy box, docs/known-issues.md).
 */
function focusLeftOnOpening(opener: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === opener;
}

/**
 * The search's content, shared by the desktop overlay and the phone's search menu: the input
 * (sends `ui.searchTyped`), the recent searches while nothing is typed, then the found groups
 * with their counts and "show all" links. The machine decides what is searched and shown.
 */
export function SearchPanel({
  mobile,
  autoFocus,
  opener = null,
}: {
  mobile: boolean;
  autoFocus?: boolean;
  /** The element focused as the menu opened: the panel takes the focus only from it. */
  opener?: Element | null;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const language = useSystemSelector('shell', selectLanguage);
  const pattern = useOptionalSystemSelector('search', selectSearchPattern, '');
  const status = useOptionalSystemSelector('search', selectSearchStatus, 'idle');
  const groups = useOptionalSystemSelector('search', selectSearchGroups, NO_GROUPS);
  const recent = useOptionalSystemSelector('search', selectRecentSearches, NO_RECENT);
  const min = mobile ? MIN_PATTERN_MOBILE : MIN_PATTERN_DESKTOP;
  useEffect(() => {
    if (autoFocus && focusLeftOnOpening(opener)) input.current?.focus();
  }, [autoFocus, opener]);
  const type = (value: string) =>
    engine.send('search', { type: 'ui.searchTyped', pattern: value, mobile });
  const commit = (value: string) =>
    engine.send('search', { type: 'ui.searchCommitted', pattern: value });
  const href = (link: string) => (link.startsWith(`/${language}/`) ? link : `/${language}${link}`);
  const navigate = useNavigate();
  /** A result or "show all" was followed: kept as a recent search, the overlay closes. */
  const follow = () => {
    commit(pattern);
    engine.send('search', { type: 'ui.searchClose' });
  };

  return (
    <div className="search-panel">
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          const value = (input.current?.value ?? '').trim();
          if (value.length < min) return;
          commit(value);
          engine.send('search', { type: 'ui.searchClose' });
          void navigate(buildPath('search', language, { searchPattern: value }));
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="search-input"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          defaultValue={pattern}
          onChange={(event) => type(event.target.value)}
        />
      </form>
      {status === 'idle' && (
        <section className="search-recent" aria-label={t('search.recent')}>
          {pattern.trim().length > 0 && pattern.trim().length < min && (
            <p className="search-note">{t('search.minLength', { count: min })}</p>
          )}
          <h3>{t('search.recent')}</h3>
          {recent.length === 0 ? (
            <p className="search-note">{t('search.noRecent')}</p>
          ) : (
            <ul className="search-recent-list">
              {recent.map((term) => (
                <li key={term}>
                  <button
                    type="button"
                    className="search-chip"
                    onClick={() => {
                      if (input.current) input.current.value = term;
                      type(term);
                    }}
                  >
                    {term}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {status === 'loading' && (
        <p className="search-note" role="status">
          {t('search.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div className="search-note" role="alert">
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
      {status === 'shown' && groups.length === 0 && (
        <p className="search-note" role="status">
          {t('search.empty', { pattern })}
        </p>
      )}
      {status === 'shown' &&
        groups.map((group) => (
          <section
            key={group.type}
            className="search-group"
            aria-labelledby={`${inputId}-${group.type}`}
          >
            <header className="search-group-header">
              <h3 id={`${inputId}-${group.type}`}>
                {t(`search.category.${group.type}`)}{' '}
                <span className="search-count">{group.count}</span>
              </h3>
              <Link to={href(group.link)} onClick={follow}>
                {t('search.showAll', { count: group.count })}
              </Link>
            </header>
            <ul className="search-items">
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link className="search-item" to={href(item.link)} onClick={follow}>
                    <ResponsiveImage
                      className="search-item-image"
                      sources={{ w320: item.avatar.url, w640: item.avatar.url }}
                      alt=""
                      aspectRatio={item.avatar.aspectRatio}
                      sizes="56px"
                    />
                    <span className="search-item-name">{item.name}</span>
                    {item.chat?.online && <span className="search-online" aria-label="online" />}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
