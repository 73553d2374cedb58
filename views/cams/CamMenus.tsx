import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import {
  filtersFromSearch,
  searchOfFilters,
  selectCategories,
  toggled,
  topFromSearch,
} from '../../machines/cams/cams.selectors.ts';
import { CAM_GENDERS, CAM_TYPES } from '../../machines/cams/cams.types.ts';
import { selectLanguage, selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';

const CAM_LIST_ROUTES: readonly string[] = ['cams', 'newGirls', 'freeChat', 'category'];

/**
 * The gender and type filters as links (real anchors: keyboard, new tab, back keeps them). On a
 * performer list they change its address; elsewhere (the phone's cam filter menu) they lead to
 * the cams page with that filter.
 */
export function CamFilterLinks() {
  const { t } = useTranslation();
  // The shell's route (the page the guest is on), not the URL matched again.
  const route = useSystemSelector('shell', selectRoute);
  const onList = route.status === 'matched' && CAM_LIST_ROUTES.includes(route.name);
  const path = onList ? route.path : buildPath('cams', route.lang);
  const search = new URLSearchParams(onList ? route.search : '');
  const filters = filtersFromSearch(search);
  const top = topFromSearch(search);
  const href = (next: typeof filters) => `${path}${searchOfFilters(next, top)}`;
  return (
    <nav className="cam-filters" aria-label={t('cams.filters.label')}>
      <p className="cam-filter-group" role="group" aria-label={t('cams.filters.gender')}>
        <span aria-hidden="true">{t('cams.filters.gender')}</span>
        {CAM_GENDERS.map((gender) => (
          <Link
            key={gender}
            className="cam-filter"
            aria-current={filters.genders.includes(gender) ? 'true' : undefined}
            to={href({ ...filters, genders: toggled(CAM_GENDERS, filters.genders, gender) })}
          >
            {t(`cams.filters.genders.${gender}`)}
          </Link>
        ))}
      </p>
      <p className="cam-filter-group" role="group" aria-label={t('cams.filters.type')}>
        <span aria-hidden="true">{t('cams.filters.type')}</span>
        {CAM_TYPES.map((type) => (
          <Link
            key={type}
            className="cam-filter"
            aria-current={filters.types.includes(type) ? 'true' : undefined}
            to={href({ ...filters, types: toggled(CAM_TYPES, filters.types, type) })}
          >
            {t(`cams.filters.types.${type}`)}
          </Link>
        ))}
      </p>
      {filters.genders.length + filters.types.length > 0 ? (
        <Link className="cam-filter-clear" to={href({ genders: [], types: [] })}>
          {t('cams.filters.clear')}
        </Link>
      ) : null}
    </nav>
  );
}

/** Links to the category pages (the start page block and the phone's category filter menu). */
export function CategoryLinks() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const categories = useOptionalSystemSelector('cams', selectCategories, []);
  return (
    <ul className="cam-categories" aria-label={t('cams.categories')}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={buildPath('category', language, { categorySlug: category.slug })}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
